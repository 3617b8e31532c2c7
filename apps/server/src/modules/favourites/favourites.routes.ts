import { favouritesApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import * as favourites from './favourites.service.js';

/** Favourites (SPEC §7 Client getFavorisRefs, getFavoris, createFavoris, deleteFavoris). */
export async function favouritesRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, favouritesApi.getFavorisRefs, async (request) => ({
    done: true as const,
    data: await favourites.getFavouriteRefs(ctx, caller(request), request.body.id),
  }));

  route(app, favouritesApi.getFavoris, async (request) => ({
    done: true as const,
    data: await favourites.getFavourites(ctx, caller(request), request.body.id),
  }));

  route(app, favouritesApi.createFavoris, async (request) => ({
    done: true as const,
    data: await favourites.createFavourite(ctx, caller(request), request.body),
  }));

  route(app, favouritesApi.deleteFavoris, async (request) => {
    await favourites.deleteFavourite(ctx, caller(request), request.body.id);
    return DONE;
  });
}
