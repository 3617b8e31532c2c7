import {
  createFavouriteBody,
  deleteFavouriteBody,
  favouriteRefResponse,
  favouriteRefsResponse,
  favouritesResponse,
  idBody,
} from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../plugins/app/access.js';
import { caller } from '../../plugins/app/auth.js';
import { DONE, doneResponses, errorResponses } from '../route-helpers.js';
import * as favourites from './favourites.service.js';

/** Favourites (SPEC §7 Client getFavorisRefs, getFavoris, createFavoris, deleteFavoris). */
export async function favouritesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['Favoris'];
  const config = { access: access.roles('client') };

  r.post(
    '/api/cl/getFavorisRefs',
    {
      config,
      schema: {
        tags,
        summary: "Ses favoris : ids du favori et du candidat (id : l'id de sa fiche client)",
        body: idBody,
        response: { 200: favouriteRefsResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await favourites.getFavouriteRefs(ctx, caller(request), request.body.id) }),
  );

  r.post(
    '/api/cl/getFavoris',
    {
      config,
      schema: {
        tags,
        summary: "Ses candidats favoris, profils professionnels compris (id : l'id de sa fiche client)",
        body: idBody,
        response: { 200: favouritesResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await favourites.getFavourites(ctx, caller(request), request.body.id) }),
  );

  r.post(
    '/api/cl/createFavoris',
    {
      config,
      schema: {
        tags,
        summary: 'Ajouter un candidat à ses favoris (idempotent)',
        body: createFavouriteBody,
        response: { 200: favouriteRefResponse, ...errorResponses },
      },
    },
    async (request) => ({ done: true as const, data: await favourites.createFavourite(ctx, caller(request), request.body) }),
  );

  r.post(
    '/api/cl/deleteFavoris',
    {
      config,
      schema: { tags, summary: "Retirer un favori (id : l'id du favori)", body: deleteFavouriteBody, response: doneResponses },
    },
    async (request) => {
      await favourites.deleteFavourite(ctx, caller(request), request.body.id);
      return DONE;
    },
  );
}
