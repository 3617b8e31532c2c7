import type { CreateFavouriteBody, Favourite, FavouriteRef } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCompany, requireAccess } from '../access/access.service.js';
import { presentCandidatePublicProfile } from '../profiles/profiles.presenter.js';
import { findCandidateById, listEntriesOfCandidates } from '../profiles/profiles.repository.js';
import * as repo from './favourites.repository.js';

/** A client's favourite candidates (SPEC §2 favoris, §7 getFavorisRefs, getFavoris, createFavoris, deleteFavoris). */

const ref = (row: { id: number; candidateId: number }): FavouriteRef => ({ id: row.id, condidatId: row.candidateId });

/** getFavorisRefs: which candidates are favourites (the search cards' star), and the favourite ids. */
export async function getFavouriteRefs(ctx: AppContext, auth: AuthContext, clientId: number): Promise<FavouriteRef[]> {
  const client = await callerCompany(ctx.db, auth, { named: clientId });
  return (await repo.listFavouriteRefs(ctx.db, client.id)).map(ref);
}

/** getFavoris: the favourite candidates' professional profiles, newest favourite first. */
export async function getFavourites(ctx: AppContext, auth: AuthContext, clientId: number): Promise<Favourite[]> {
  const client = await callerCompany(ctx.db, auth, { named: clientId });
  const rows = await repo.listFavourites(ctx.db, client.id);
  const entries = await listEntriesOfCandidates(
    ctx.db,
    rows.map((r) => r.candidate.id),
  );
  return rows.map((row) => ({
    id: row.favouriteId,
    condidatId: row.candidate.id,
    condidat: presentCandidatePublicProfile(row.candidate, entries),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** createFavoris: idempotent; adding a favourite twice answers the same favourite. */
export async function createFavourite(ctx: AppContext, auth: AuthContext, body: CreateFavouriteBody): Promise<FavouriteRef> {
  const client = await callerCompany(ctx.db, auth, { named: body.id_client });
  const candidate = await findCandidateById(ctx.db, body.id_cond);
  if (!candidate?.active) throw fail('candidate.not_found');
  return ref(await repo.upsertFavourite(ctx.db, client.id, candidate.id));
}

/** deleteFavoris: by the favourite's id, its owner only. */
export async function deleteFavourite(ctx: AppContext, auth: AuthContext, favouriteId: number): Promise<void> {
  await requireAccess(ctx.db, auth, 'favourite.delete', [favouriteId]);
  await repo.deleteFavourite(ctx.db, favouriteId);
}
