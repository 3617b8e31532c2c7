import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  totpAt,
  verifyTotp,
} from './totp.js';

describe('TOTP (RFC 6238)', () => {
  // The RFC's test key, "12345678901234567890", and its SHA-1 vectors (last 6 digits).
  const secret = base32Encode(Buffer.from('12345678901234567890'));
  it('matches the RFC 6238 test vectors', () => {
    expect(totpAt(secret, Math.floor(59 / 30))).toBe('287082');
    expect(totpAt(secret, Math.floor(1111111109 / 30))).toBe('081804');
    expect(totpAt(secret, Math.floor(1234567890 / 30))).toBe('005924');
    expect(totpAt(secret, Math.floor(2000000000 / 30))).toBe('279037');
  });
  it('accepts one step of drift, refuses a replay and a wrong code', () => {
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(secret, totpAt(secret, step - 1), null, now)).toBe(step - 1);
    expect(verifyTotp(secret, totpAt(secret, step), step, now)).toBeNull();
    expect(verifyTotp(secret, totpAt(secret, step - 2), null, now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', null, now)).toBeNull();
  });
  it('round-trips base32 and the encrypted secret', () => {
    expect(base32Decode(base32Encode(Buffer.from('bonjour')))).toEqual(Buffer.from('bonjour'));
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
