import { describe, expect, it } from 'vitest';
import {
  currentStep,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  totpAt,
  verifyTotp,
} from './totp.js';

describe('TOTP (RFC 6238)', () => {
  // The RFC's SHA-1 test key, "12345678901234567890", in base32, and its vectors (RFC 6238 appendix B, last 6 digits).
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it('matches the RFC 6238 test vectors', () => {
    const vectors: [seconds: number, code: string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ];
    for (const [seconds, code] of vectors) {
      expect(currentStep(seconds * 1000)).toBe(Math.floor(seconds / 30));
      expect(totpAt(secret, currentStep(seconds * 1000))).toBe(code);
      expect(verifyTotp(secret, code, null, seconds * 1000)).toBe(Math.floor(seconds / 30));
    }
    // A secret as a person types it: lower case, spaces and dashes.
    expect(totpAt('gezd gnbv-gy3t qojq gezd gnbv gy3t qojq', 1)).toBe('287082');
  });
  it('accepts one step of drift, refuses a replay and a wrong code', () => {
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(secret, totpAt(secret, step - 1), null, now)).toBe(step - 1);
    expect(verifyTotp(secret, totpAt(secret, step), step, now)).toBeNull();
    expect(verifyTotp(secret, totpAt(secret, step - 2), null, now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', null, now)).toBeNull();
  });
  it('makes 160-bit secrets and an authenticator link that carries them', () => {
    const fresh = newTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(fresh);
    const url = new URL(otpauthUrl(fresh, 'ana@example.fr'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Passerelle:ana@example.fr');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: fresh,
      issuer: 'Passerelle',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
  it('round-trips the encrypted secret', () => {
    const stored = encryptSecret(secret, 'une-cle-de-session-assez-longue-pour-le-test');
    expect(stored).not.toContain(secret);
    expect(decryptSecret(stored, 'une-cle-de-session-assez-longue-pour-le-test')).toBe(secret);
    expect(decryptSecret(stored, 'une-autre-cle-de-session-assez-longue')).toBeNull();
  });
  it('makes recovery codes whose hash ignores case and dashes', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(codes[0]).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    expect(hashRecoveryCode((codes[0] ?? '').toLowerCase().replace('-', ''))).toBe(hashes[0]);
  });
});
