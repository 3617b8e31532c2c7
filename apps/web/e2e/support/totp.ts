import { expect } from '@playwright/test';
import { HOTP, Secret, TOTP } from 'otpauth';

/** What the secret's otpauth:// link announces (SPEC: SHA-1, 6 digits, 30 s), computed by the library, not by the server. */
const PERIOD_SECONDS = 30;
const currentStep = () => TOTP.counter({ period: PERIOD_SECONDS });
const totpAt = (secret: string, step: number) =>
  HOTP.generate({ secret: Secret.fromBase32(secret), counter: step, algorithm: 'SHA1', digits: 6 });

/** The previous step's code is used only with this much time left in the current step (its code expires then). */
const MARGIN_MS = 5_000;

/**
 * The codes an authenticator app would show for a secret (RFC 6238 by `otpauth`, independent of the server's code).
 * The server takes each step once and accepts one step of drift: each call gives the next unused step,
 * waiting for the clock when it is ahead. The previous step is not used when the clock is about to leave
 * the current one: the server would receive that code two steps late and refuse it.
 */
export function authenticator(secret: string): () => Promise<string> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const periodMs = PERIOD_SECONDS * 1000;
    const leftMs = periodMs - (Date.now() % periodMs);
    const step = Math.max(last + 1, currentStep() - (leftMs > MARGIN_MS ? 1 : 0));
    if (step > currentStep() + 1) {
      await expect.poll(() => currentStep(), { timeout: 35_000, intervals: [500] }).toBeGreaterThanOrEqual(step - 1);
    }
    last = step;
    return totpAt(secret, step);
  };
}
