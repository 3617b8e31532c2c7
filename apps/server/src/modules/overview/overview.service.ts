import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import * as repo from './overview.repository.js';

/** The client dashboard's counts; the record must be the caller's (ownership is part of the one query). */
export async function clientOverview(ctx: AppContext, auth: AuthContext, clientId: number) {
  const data = await repo.clientOverview(ctx.db, clientId, auth.user.id);
  if (!data) throw fail('access.not_owner');
  return data;
}

/** The candidate dashboard's counts, for the caller's own record. */
export async function candidateOverview(ctx: AppContext, auth: AuthContext, candidateId: number) {
  const data = await repo.candidateOverview(ctx.db, candidateId, auth.user.id);
  if (!data) throw fail('access.not_owner');
  return data;
}
