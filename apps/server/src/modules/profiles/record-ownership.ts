import type { Db } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { type CandidateRow, type ClientRow, findCandidateByUserId, findClientByUserId } from './profiles.repository.js';

/**
 * Ids in request bodies that name "my" record (docs/api.md): the caller's client record for /api/cl
 * calls, its candidate record for /api/cd calls. Ownership comes from the token; another id, or no
 * record yet, is 403 (DECISIONS §2).
 */

export async function ownClientRecord(db: Db, auth: AuthContext, clientId: number): Promise<ClientRow> {
  const client = await findClientByUserId(db, auth.user.id);
  if (!client || client.id !== clientId) throw forbidden();
  return client;
}

export async function ownCandidateRecord(db: Db, auth: AuthContext, candidateId: number): Promise<CandidateRow> {
  const candidate = await findCandidateByUserId(db, auth.user.id);
  if (!candidate || candidate.id !== candidateId) throw forbidden();
  return candidate;
}
