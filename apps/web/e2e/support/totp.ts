import { expect } from '@playwright/test';
import { currentStep, TOTP_PERIOD_SECONDS, totpAt } from '../../../server/src/lib/totp';

/** The previous step's code is used only with this much time left in the current step (its code expires then). */
const MARGIN_MS = 5_000;

/**
 * The codes an authenticator app would show for a secret (the server's own RFC 6238 implementation).
 * The server takes each step once and accepts one step of drift: each call gives the next unused step,
 * waiting for the clock when it is ahead. The previous step is not used when the clock is about to leave
 * the current one: the server would receive that code two steps late and refuse it.
 */
export function authenticator(secret: string): () => Promise<string> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const periodMs = TOTP_PERIOD_SECONDS * 1000;
    const leftMs = periodMs - (Date.now() % periodMs);
    const step = Math.max(last + 1, currentStep() - (leftMs > MARGIN_MS ? 1 : 0));
    if (step > currentStep() + 1) {
      await expect.poll(() => currentStep(), { timeout: 35_000, intervals: [500] }).toBeGreaterThanOrEqual(step - 1);
    }
    last = step;
    return totpAt(secret, step);
  };
}
