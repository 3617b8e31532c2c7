import { access, CLIENT, defineRoute } from '../contract.js';
import { idBody } from '../schemas/fields.js';
import { bridgeMatchResponse, searchMatchResponse } from '../schemas/matching.js';
import { searchMatchBody } from '../schemas/offers.js';

export const matchingApi = {
  searchmatch: defineRoute({
    method: 'POST',
    url: '/api/cl/searchmatch',
    body: searchMatchBody,
    response: searchMatchResponse,
    access: access.session(CLIENT, { active: true }),
    tag: 'Recherche de candidats',
    summary: 'Chercher des candidats par compétences, expérience et disponibilité (score de correspondance, paginé)',
    errors: ['profile.required_first'],
  }),
  bmatch: defineRoute({
    method: 'POST',
    url: '/api/cl/bmatch',
    body: idBody,
    response: bridgeMatchResponse,
    access: access.session(CLIENT, { active: true }),
    tag: 'Recherche de candidats',
    summary: "Bridge match : pour chaque offre ouverte, les meilleurs candidats (id : l'id de sa fiche client)",
    errors: ['access.not_owner'],
  }),
};
