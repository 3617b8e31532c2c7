import { expect } from '@playwright/test';
import { currentStep, totpAt } from '../../../server/src/lib/totp';

/**
 * The codes an authenticator app would show for a secret (the server's own RFC 6238 implementation).
 * The server takes each step once and accepts one step of drift: each call gives the next unused step,
 * waiting for the clock when it is ahead.
 */
export function authenticator(secret: string): () => Promise<string> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const step = Math.max(last + 1, currentStep() - 1);
    if (step > currentStep() + 1) {
      await expect.poll(() => currentStep(), { timeout: 35_000, intervals: [500] }).toBeGreaterThanOrEqual(step - 1);
    }
    last = step;
    return totpAt(secret, step);
  };
}
