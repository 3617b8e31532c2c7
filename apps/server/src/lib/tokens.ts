import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '@passerelle/shared';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Session tokens are HS256 JWTs naming a server-side session (DECISIONS §2); `typ` and `aud` are
 * checked so that no other token of ours, nor anyone else's, passes for a session. Link tokens
 * (e-mail verification, password reset) are opaque random strings stored hashed: they are not JWTs,
 * so neither kind can stand in for the other.
 */

const SESSION_TYP = 'passerelle-session+jwt';
const AUDIENCE = 'passerelle';
const CHALLENGE_TYP = 'passerelle-2fa+jwt';

export interface SessionClaims {
  userId: number;
  sessionId: string;
}

/** Session tokens whose signature was checked, kept (issue 20: the check cost a tenth of a search). */
const VERIFIED_MAX = 10_000;

export class SessionTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens verified by this instance, with their claims and expiry (epoch seconds), the most recently used
   * last. The very same string, signed by the same key, would verify again: only the expiry is checked again.
   * The session behind it is still read from the database on every call (session-resolver.ts).
   */
  private readonly verified = new Map<string, { claims: SessionClaims; exp: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: SessionClaims, ttlSeconds = SESSION_TTL_SECONDS): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: SESSION_TYP })
      .setSubject(String(claims.userId))
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  /**
   * The proof that a password was right, waiting for the second factor (issue 9): 5 minutes, its own
   * `typ`, so that it is never a session and a session is never one.
   */
  signChallenge(userId: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: CHALLENGE_TYP })
      .setSubject(String(userId))
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 300)
      .sign(this.key);
  }

  async verifyChallenge(token: string): Promise<number | null> {
    if (token.length > 2048) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        typ: CHALLENGE_TYP,
        requiredClaims: ['sub', 'exp'],
      });
      const userId = Number(payload.sub);
      return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
    } catch {
      return null;
    }
  }

  /** The claims of a valid session token, or null for anything else (malformed, forged, expired...). */
  async verify(token: string): Promise<SessionClaims | null> {
    if (token.length > 2048) return null;
    const known = this.verified.get(token);
    if (known) {
      this.verified.delete(token);
      // jose's rule: expired once the clock reaches `exp`.
      if (known.exp <= Math.floor(Date.now() / 1000)) return null;
      this.verified.set(token, known);
      return known.claims;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        typ: SESSION_TYP,
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string') return null;
      const claims = { userId, sessionId };
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { claims, exp: payload.exp as number });
      return claims;
    } catch {
      return null;
    }
  }
}

/** A new random identifier for a session (128 bits). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** A new link token (256 bits) and the hash under which it is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A value signed with the server's secret for one purpose (`purpose:value.signature`), for links that
 * must work without a session (unsubscribing from the mail digest).
 */
export function signValue(secret: string, purpose: string, value: string): string {
  const signature = createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');
  return `${value}.${signature}`;
}

/** The value of a signed token of this purpose, or null. */
export function verifySignedValue(secret: string, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = token.slice(0, dot);
  const expected = Buffer.from(signValue(secret, purpose, value));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
}
