import type { Db } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { type CandidateRow, type ClientRow, findCandidateByUserId, findClientByUserId } from './profiles.repository.js';

/**
 * Ids in request bodies that name "my" record (docs/api.md): the caller's client record for /api/cl
 * calls, its candidate record for /api/cd calls. Ownership comes from the token; another id, or no
 * record yet, is 403 (DECISIONS §2).
 */

export async function ownClientRecord(db: Db, auth: AuthContext, clientId: number): Promise<ClientRow> {
  const client = await findClientByUserId(db, auth.user.id);
  if (!client || client.id !== clientId) throw fail('access.not_owner');
  return client;
}

export async function ownCandidateRecord(db: Db, auth: AuthContext, candidateId: number): Promise<CandidateRow> {
  const candidate = await findCandidateByUserId(db, auth.user.id);
  if (!candidate || candidate.id !== candidateId) throw fail('access.not_owner');
  return candidate;
}

/**
 * The company the caller acts for (DECISIONS §6.3: any member), for the team routes that take no id;
 * a client user without a company (onboarding not done, or removed) has none.
 */
export async function callerCompany(db: Db, auth: AuthContext): Promise<ClientRow> {
  const client = await findClientByUserId(db, auth.user.id);
  if (!client) throw fail('team.no_company');
  return client;
}

/** The caller's company when the caller is its owner (clients.user_id): the team's management is the owner's. */
export async function ownedCompany(db: Db, auth: AuthContext): Promise<ClientRow> {
  const client = await callerCompany(db, auth);
  if (client.userId !== auth.user.id) throw fail('team.owner_only');
  return client;
}
