import { type ErrorCode, isAdminRole } from '@passerelle/shared';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { type CandidateRow, type ClientRow, findCandidateByUserId, findClientByUserId } from '../profiles/profiles.repository.js';
import { holdingsOf } from './access.repository.js';
import { PERMISSIONS, type Permission } from './permissions.js';

/**
 * Who the caller is and what it may touch, in one place (issue 28 §8). Two questions:
 * - which records the caller acts as: its company (any member, DECISIONS §6.3) or its candidate record, and
 *   whether an id of the body that names "my" record is that one (DECISIONS §2: else 403);
 * - whether it may touch these rows: `requireAccess`, one batched query per call, by the declarations of
 *   permissions.ts.
 * Services ask here and never compare owners themselves.
 */

/**
 * Refuses unless the caller holds `permission` on every id, with the permission's declared refusal: `missing`
 * for an id with no row, `foreign` for a row of someone else (the first failing id, in order, decides).
 */
export async function requireAccess(db: Db, auth: AuthContext, permission: Permission, ids: readonly number[]): Promise<void> {
  const rule = PERMISSIONS[permission];
  const to: readonly string[] = rule.to;
  if (to.includes('staff') && isAdminRole(auth.user.role)) return;
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const holdings = await holdingsOf(db, rule.rows, auth.user.id, unique);
  for (const id of unique) {
    const holding = holdings.get(id);
    if (!holding) throw fail(rule.missing);
    if (!rule.to.some((grant) => grant !== 'staff' && holding[grant])) throw fail(rule.foreign);
  }
}

/** An id of the body that names the caller's own account (getUserClientInf, getUserCondInf): it must be the caller's. */
export function requireSelf(auth: AuthContext, userId: number): void {
  if (userId !== auth.user.id) throw fail('access.not_owner');
}

/** The company the caller acts for, if any (a client user whose onboarding is not done, or removed, has none). */
export function companyOf(db: Db, auth: AuthContext): Promise<ClientRow | undefined> {
  return findClientByUserId(db, auth.user.id);
}

/**
 * The caller's company, refused with `refusal` when it has none; `named`, an id of the body that names "my"
 * client record (client_id, id, clientId), must be it (403 otherwise).
 */
export async function callerCompany(
  db: Db,
  auth: AuthContext,
  options: { named?: number | null; refusal?: ErrorCode } = {},
): Promise<ClientRow> {
  const client = await companyOf(db, auth);
  if (!client) throw fail(options.refusal ?? 'access.not_owner');
  if (options.named != null && options.named !== client.id) throw fail('access.not_owner');
  return client;
}

/** The caller's company when the caller is its owner (clients.user_id): the team's management is the owner's. */
export async function ownedCompany(db: Db, auth: AuthContext): Promise<ClientRow> {
  const client = await callerCompany(db, auth, { refusal: 'team.no_company' });
  if (client.userId !== auth.user.id) throw fail('team.owner_only');
  return client;
}

/** The caller's candidate record, if any. */
export function candidateOf(db: Db, auth: AuthContext): Promise<CandidateRow | undefined> {
  return findCandidateByUserId(db, auth.user.id);
}

/** The caller's candidate record, refused with `refusal` when it has none; `named` must be it (403 otherwise). */
export async function callerCandidate(
  db: Db,
  auth: AuthContext,
  options: { named?: number | null; refusal?: ErrorCode } = {},
): Promise<CandidateRow> {
  const candidate = await candidateOf(db, auth);
  if (!candidate) throw fail(options.refusal ?? 'access.not_owner');
  if (options.named != null && options.named !== candidate.id) throw fail('access.not_owner');
  return candidate;
}
