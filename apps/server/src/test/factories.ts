import type { LinkTokenPurpose, Role, UserEtat } from '@passerelle/shared';
import type { AppContext } from '../context.js';
import { hashPassword } from '../lib/passwords.js';
import { newLinkToken, newSessionId } from '../lib/tokens.js';
import { insertLinkToken, insertSession, insertUser, type UserRow } from '../modules/accounts/accounts.repository.js';

/** Test data written straight to the database (the API journeys are tested through the API). */

let sequence = 0;
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${sequence}@exemple.fr`;
}

export const TEST_PASSWORD = 'Passerelle-2026!';
let passwordHash: Promise<string> | undefined;

export interface MadeUser {
  user: UserRow;
  email: string;
  password: string;
  token: string;
}

/** A user with a session: verified by default, with the role and état asked for. */
export async function makeUser(
  ctx: AppContext,
  options: { role?: Role; etat?: UserEtat; verified?: boolean; email?: string } = {},
): Promise<MadeUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = options.email ?? uniqueEmail(options.role ?? 'user');
  const user = await insertUser(ctx.db, {
    email,
    passwordHash: await passwordHash,
    role: options.role ?? 'client',
    etat: options.etat ?? 'active',
    emailVerifiedAt: options.verified === false ? null : new Date(),
  });
  const sessionId = newSessionId();
  await insertSession(ctx.db, {
    id: sessionId,
    userId: user.id,
    expiresAt: new Date(Date.now() + 3600_000),
    ip: null,
    userAgent: null,
  });
  return { user, email, password: TEST_PASSWORD, token: await ctx.tokens.sign({ userId: user.id, sessionId }) };
}

/** A live link token (e-mail verification or password reset) of a user, as the mails carry it. */
export async function makeLinkToken(ctx: AppContext, userId: number, purpose: LinkTokenPurpose): Promise<string> {
  const { token, hash } = newLinkToken();
  await insertLinkToken(ctx.db, { userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + 3600_000) });
  return token;
}
