import { access, CLIENT, defineRoute } from '../contract.js';
import { doneResponse } from '../schemas/common.js';
import { idBody } from '../schemas/fields.js';
import { deleteFavouriteBody, favouriteRefResponse, favouriteRefsResponse, favouritesResponse } from '../schemas/matching.js';
import { createFavouriteBody } from '../schemas/offers.js';

export const favouritesApi = {
  getFavorisRefs: defineRoute({
    method: 'POST',
    url: '/api/cl/getFavorisRefs',
    body: idBody,
    response: favouriteRefsResponse,
    access: access.session(CLIENT, { active: true }),
    tag: 'Favoris',
    summary: "Ses favoris : ids du favori et du candidat (id : l'id de sa fiche client)",
    errors: ['access.not_owner'],
  }),
  getFavoris: defineRoute({
    method: 'POST',
    url: '/api/cl/getFavoris',
    body: idBody,
    response: favouritesResponse,
    access: access.session(CLIENT, { active: true }),
    tag: 'Favoris',
    summary: "Ses candidats favoris, profils professionnels compris (id : l'id de sa fiche client)",
    errors: ['access.not_owner'],
  }),
  createFavoris: defineRoute({
    method: 'POST',
    url: '/api/cl/createFavoris',
    body: createFavouriteBody,
    response: favouriteRefResponse,
    access: access.session(CLIENT, { active: true }),
    tag: 'Favoris',
    summary: 'Ajouter un candidat à ses favoris (idempotent)',
    errors: ['access.not_owner', 'candidate.not_found'],
  }),
  deleteFavoris: defineRoute({
    method: 'POST',
    url: '/api/cl/deleteFavoris',
    body: deleteFavouriteBody,
    response: doneResponse,
    access: access.session(CLIENT, { active: true }),
    tag: 'Favoris',
    summary: "Retirer un favori (id : l'id du favori)",
    errors: ['access.not_owner', 'favourite.not_found'],
  }),
};
