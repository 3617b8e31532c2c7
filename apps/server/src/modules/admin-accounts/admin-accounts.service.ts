import {
  type AccountHistoryEntry,
  type AdminListBody,
  type ClientProfile,
  INACTIVITY_YEARS,
  type InactiveCandidate,
  type InactiveCandidatesBody,
  PAGE_SIZE,
  type Role,
  type SetCandidateTjmBody,
  type StaffCandidateProfile,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import { limitOffset, type PageInfo, pageInfo, pageRequest } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { findUserById, recordAdminAction } from '../accounts/accounts.repository.js';
import { presentCandidateProfile, presentClientProfile, presentRating } from '../profiles/profiles.presenter.js';
import { listEntriesOfCandidates } from '../profiles/profiles.repository.js';
import * as repo from './admin-accounts.repository.js';

/**
 * The staff's view of the accounts (SPEC §2 admin shell, §7 getAllClient, getAllCond, setCondTjm):
 * full profiles with the account (e-mail, phone, état, CV link), which only staff read.
 */

/** getAllClient: newest first; the whole list without paging parameters. */
export async function listClients(ctx: AppContext, body: AdminListBody): Promise<{ data: ClientProfile[] } & PageInfo> {
  const page = pageRequest(body);
  const { total, rows } = await repo.listClients(ctx.db, { search: body?.search || undefined, ...limitOffset(page) });
  return { data: rows.map((r) => presentClientProfile(r.client, r.user)), ...pageInfo(total, page) };
}

/** getAllCond: newest first, with education and experience (one query each for the whole list or page). */
export async function listCandidates(
  ctx: AppContext,
  body: AdminListBody,
): Promise<{ data: StaffCandidateProfile[] } & PageInfo> {
  const page = pageRequest(body);
  const { total, rows } = await repo.listCandidates(ctx.db, { search: body?.search || undefined, ...limitOffset(page) });
  const entries = await listEntriesOfCandidates(
    ctx.db,
    rows.map((r) => r.candidate.id),
  );
  return {
    data: rows.map((r) => ({
      ...presentCandidateProfile(
        r.candidate,
        r.user,
        entries.formations.get(r.candidate.id) ?? [],
        entries.experiences.get(r.candidate.id) ?? [],
      ),
      ...presentRating(entries.ratings.get(r.candidate.id)),
    })),
    ...pageInfo(total, page),
  };
}

/** The instant before which a candidate with no activity is inactive: INACTIVITY_YEARS ago. */
export function inactivityCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - INACTIVITY_YEARS);
  return cutoff;
}

/** inactiveCandidates: oldest activity first, always one page (10 by default: the list may be long). */
export async function listInactiveCandidates(
  ctx: AppContext,
  body: InactiveCandidatesBody,
  now = new Date(),
): Promise<{ data: InactiveCandidate[]; inactiveSince: string } & PageInfo> {
  const page = { page: body?.page ?? 0, size: body?.size ?? PAGE_SIZE };
  const before = inactivityCutoff(now);
  const { total, rows } = await repo.listInactiveCandidates(ctx.db, { before, limit: page.size, offset: page.page * page.size });
  return {
    data: rows.map(({ user, candidateId, titre, lastActivityAt }) => ({
      id: user.id,
      condidatId: candidateId,
      nom: user.nom,
      prenom: user.prenom,
      email: user.email,
      etat: user.etat as InactiveCandidate['etat'],
      titre,
      lastActivityAt: lastActivityAt.toISOString(),
      lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
    })),
    inactiveSince: before.toISOString(),
    ...pageInfo(total, page),
  };
}

/** getAccountHistory: who did what to this account, and when (DECISIONS §3). */
export async function accountHistory(ctx: AppContext, userId: number): Promise<AccountHistoryEntry[]> {
  if (!(await findUserById(ctx.db, userId))) throw fail('user.not_found');
  return (await repo.listAccountHistory(ctx.db, userId)).map((row) => ({
    id: row.id,
    action: row.action,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    actor: row.actor ? { ...row.actor, role: row.actor.role as Role } : null,
  }));
}

/** setCondTjm: the candidate's daily rate (a whole amount), recorded with its previous value. */
export async function setCandidateTjm(
  ctx: AppContext,
  actor: AuthContext,
  body: SetCandidateTjmBody,
  ip: string | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const candidate = await repo.lockCandidate(tx, body.id);
    // An erased account keeps its candidate record for its missions only: it is nobody's to price.
    const account = candidate && (await findUserById(tx, candidate.userId));
    if (!candidate || !account || account.deletedAt) throw fail('candidate.not_found');
    await repo.setCandidateTjm(tx, candidate.id, body.tjm);
    await recordAdminAction(tx, {
      actorId: actor.user.id,
      action: 'set_tjm',
      targetUserId: candidate.userId,
      targetType: 'candidate',
      targetId: candidate.id,
      details: `${candidate.tjm ?? '—'} → ${body.tjm}`,
      ip,
    });
  });
}
