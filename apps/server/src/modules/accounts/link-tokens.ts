import { LINK_TOKEN_TTL_MS, type LinkTokenPurpose } from '@passerelle/shared';
import type { Db } from '../../db/client.js';
import { newLinkToken } from '../../lib/tokens.js';
import * as repo from './accounts.repository.js';

/**
 * A new link token of this purpose (e-mail verification, password reset): random, stored hashed,
 * expiring; the previous one of the same purpose stops working (DECISIONS §2).
 */
export async function issueLinkToken(db: Db, userId: number, purpose: LinkTokenPurpose): Promise<string> {
  const { token, hash } = newLinkToken();
  await repo.insertLinkToken(db, {
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + LINK_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** One link token of this purpose for each user, in two statements (the periodic jobs' batches); by user id. */
export async function issueLinkTokens(
  db: Db,
  userIds: readonly number[],
  purpose: LinkTokenPurpose,
): Promise<Map<number, string>> {
  const expiresAt = new Date(Date.now() + LINK_TOKEN_TTL_MS[purpose]);
  const tokens = new Map<number, string>();
  const rows = userIds.map((userId) => {
    const { token, hash } = newLinkToken();
    tokens.set(userId, token);
    return { userId, tokenHash: hash, expiresAt };
  });
  await repo.insertLinkTokens(db, purpose, rows);
  return tokens;
}
