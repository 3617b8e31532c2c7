import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238: HMAC-SHA1, 30 s, 6 digits), the second factor of issue 9, computed by
 * `otpauth` (base32, HOTP); ours are the rules around it: one step of drift, a step used once, the secret kept
 * encrypted at rest (AES-256-GCM, key derived from the session secret) and recovery codes kept as hashes.
 */
const TOTP_PERIOD_SECONDS = 30;
const PARAMETERS = { algorithm: 'SHA1', digits: 6 } as const;

/** A secret as typed or shown: spaces, dashes and padding ignored, any case. */
function secretOf(base32: string): Secret {
  return Secret.fromBase32(base32.replace(/[\s=-]/g, '').toUpperCase());
}

/** A new 160-bit secret, in base32 (RFC 4226 recommends 160 bits for HMAC-SHA1). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpAt(secret: string, step: number): string {
  return HOTP.generate({ secret: secretOf(secret), counter: step, ...PARAMETERS });
}

export function currentStep(now = Date.now()): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now });
}

/**
 * The step a code belongs to, within one step of clock drift either way, and later than `lastStep`
 * (a code is good once); null otherwise.
 */
export function verifyTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const given = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(given)) return null;
  const step = currentStep(now);
  for (const candidate of [step, step - 1, step + 1]) {
    if (lastStep !== null && candidate <= lastStep) continue;
    const expected = totpAt(secret, candidate);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return candidate;
  }
  return null;
}

export function otpauthUrl(secret: string, account: string): string {
  return new TOTP({
    issuer: 'Passerelle',
    label: account,
    secret: secretOf(secret),
    period: TOTP_PERIOD_SECONDS,
    ...PARAMETERS,
  }).toString();
}

function keyFrom(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'passerelle', 'totp-secret-encryption', 32));
}

export function encryptSecret(secret: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(sessionSecret), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), data.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

export function decryptSecret(stored: string, sessionSecret: string): string | null {
  const [version, iv, data, tag] = stored.split('.');
  if (version !== 'v1' || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(sessionSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Ten single-use recovery codes like « 7KQ2-M9XD », and the hashes stored for them. */
export function newRecoveryCodes(count = 10): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: count }, () => {
    const raw = new Secret({ size: 5 }).base32;
    return `${raw.slice(0, 4)}-${raw.slice(4, 8)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
}
