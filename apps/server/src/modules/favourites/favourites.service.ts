import type { CreateFavouriteBody, Favourite, FavouriteRef } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { fail } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { presentCandidatePublicProfile } from '../profiles/profiles.presenter.js';
import { findCandidateById, findClientByUserId, listEntriesOfCandidates } from '../profiles/profiles.repository.js';
import { ownClientRecord } from '../profiles/record-ownership.js';
import * as repo from './favourites.repository.js';

/** A client's favourite candidates (SPEC §2 favoris, §7 getFavorisRefs, getFavoris, createFavoris, deleteFavoris). */

const ref = (row: { id: number; candidateId: number }): FavouriteRef => ({ id: row.id, condidatId: row.candidateId });

/** getFavorisRefs: which candidates are favourites (the search cards' star), and the favourite ids. */
export async function getFavouriteRefs(ctx: AppContext, auth: AuthContext, clientId: number): Promise<FavouriteRef[]> {
  const client = await ownClientRecord(ctx.db, auth, clientId);
  return (await repo.listFavouriteRefs(ctx.db, client.id)).map(ref);
}

/** getFavoris: the favourite candidates' professional profiles, newest favourite first. */
export async function getFavourites(ctx: AppContext, auth: AuthContext, clientId: number): Promise<Favourite[]> {
  const client = await ownClientRecord(ctx.db, auth, clientId);
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
  const client = await ownClientRecord(ctx.db, auth, body.id_client);
  const candidate = await findCandidateById(ctx.db, body.id_cond);
  if (!candidate?.active) throw fail('candidate.not_found');
  return ref(await repo.upsertFavourite(ctx.db, client.id, candidate.id));
}

/** deleteFavoris: by the favourite's id, its owner only. */
export async function deleteFavourite(ctx: AppContext, auth: AuthContext, favouriteId: number): Promise<void> {
  const client = await findClientByUserId(ctx.db, auth.user.id);
  if (!client) throw fail('access.not_owner');
  const favourite = await repo.findFavourite(ctx.db, favouriteId);
  if (!favourite) throw fail('favourite.not_found');
  if (favourite.clientId !== client.id) throw fail('access.not_owner');
  await repo.deleteFavourite(ctx.db, favourite.id);
}
