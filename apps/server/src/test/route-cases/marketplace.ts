import { makeApplication, makeCandidate, makeOffer } from '../marketplace.js';
import { offerBody } from '../offers.js';

import {
  body,
  candidateAlertOf,
  clientAlertOf,
  empty,
  favouriteOf,
  freshMission,
  freshRequest,
  none,
  notifications,
  PERIOD,
  type RouteCase,
} from './helpers.js';

/** The route-case rows of: Offers, chat, notifications, search, favourites, availability, alerts, requests and missions. */
export const MARKETPLACE_CASES: Record<string, RouteCase> = {
  // Offers, client side
  'POST /api/cl/createOffre': {
    build: (w) => body({ ...offerBody(), client_id: w.client.client.id }),
    other: { build: (w) => body({ ...offerBody(), client_id: w.otherClient.client.id }) },
  },
  'POST /api/cl/getMyOffre': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cl/searchMyOffre': {
    build: (w) => body({ id: w.client.client.id, search: 'Offre' }),
    other: { build: (w) => body({ id: w.otherClient.client.id, search: 'Offre' }) },
  },
  'POST /api/cl/offreinfo': {
    build: (w) => body({ id: w.offer.id }),
    other: { build: (w) => body({ id: w.otherOffer.id }) },
  },
  'POST /api/cl/saveOffre': {
    build: (w) => body({ ...offerBody(), id: w.offer.id }),
    other: { build: (w) => body({ ...offerBody(), id: w.otherOffer.id }) },
  },
  'POST /api/cl/cancelOffre': {
    build: async (w) => body({ id: (await makeOffer(w.t.app.ctx, w.client.client.id)).id }),
    other: { build: (w) => body({ id: w.otherOffer.id }) },
  },

  'POST /api/cl/decideCandidature': {
    build: async (w) => {
      const offer = await makeOffer(w.t.app.ctx, w.client.client.id);
      const candidate = await makeCandidate(w.t.app.ctx);
      const application = await makeApplication(w.t.app.ctx, offer.id, candidate.candidate.id);
      return body({ id: application.id, decision: 'non_retenue' });
    },
    other: {
      build: async (w) => {
        const candidate = await makeCandidate(w.t.app.ctx);
        const application = await makeApplication(w.t.app.ctx, w.otherOffer.id, candidate.candidate.id);
        return body({ id: application.id, decision: 'non_retenue' });
      },
    },
  },

  // Offers, candidate side
  'POST /api/cd/offres': { build: empty, other: null },
  'POST /api/cd/searchOffre': { build: () => body({ search: 'Offre' }), other: null },
  'POST /api/cd/offreInf': {
    build: (w) => body({ id: w.offer.id, id_cond: w.candidate.candidate.id }),
    other: { build: (w) => body({ id: w.offer.id, id_cond: w.otherCandidate.candidate.id }) },
  },
  'POST /api/cd/postuler': {
    build: async (w) =>
      body({ offreId: (await makeOffer(w.t.app.ctx, w.client.client.id)).id, condidatId: w.candidate.candidate.id }),
    other: { build: (w) => body({ offreId: w.offer.id, condidatId: w.otherCandidate.candidate.id }) },
  },
  'POST /api/cd/annulerPostulation': {
    build: async (w) => {
      const offer = await makeOffer(w.t.app.ctx, w.client.client.id);
      await makeApplication(w.t.app.ctx, offer.id, w.candidate.candidate.id);
      return body({ offreId: offer.id, condidatId: w.candidate.candidate.id });
    },
    other: {
      build: async (w) => {
        const offer = await makeOffer(w.t.app.ctx, w.client.client.id);
        await makeApplication(w.t.app.ctx, offer.id, w.otherCandidate.candidate.id);
        return body({ offreId: offer.id, condidatId: w.otherCandidate.candidate.id });
      },
    },
  },
  'POST /api/cd/getMyDmdOffer': {
    build: (w) => body({ id: w.candidate.candidate.id }),
    other: { build: (w) => body({ id: w.otherCandidate.candidate.id }) },
  },

  // Offers, staff side
  'POST /api/adm/getOffres': { build: empty, other: null },
  'POST /api/adm/searchOffre': { build: () => body({ search: 'Offre' }), other: null },
  'POST /api/adm/getOffreInfo': { build: (w) => body({ id: w.offer.id }), other: null },
  'POST /api/adm/editoffre': {
    build: async (w) => body({ ...offerBody(), id: (await makeOffer(w.t.app.ctx, w.client.client.id)).id, isblocked: false }),
    other: null,
  },

  // Chat
  'POST /api/chat/getMyMsg': { build: empty, other: null },
  'POST /api/chat/getUserChat': { build: empty, other: null },
  'POST /api/chat/getMsgByUser': { build: (w) => body({ id_user: w.client.user.id }), other: null },
  'POST /api/chat/sendit': {
    build: (w, role) => body({ content: 'Bonjour !', id_to: role === 'admin' || role === 'root' ? w.client.user.id : undefined }),
    other: null,
  },

  // Notifications
  ...notifications('cl'),
  ...notifications('cd'),
  ...notifications('adm'),

  // Candidate search, favourites
  'POST /api/cl/searchmatch': { build: () => body({ skills: ['TypeScript'] }), other: null },
  // The ranking's log and a candidate's own view (DECISIONS §6.8).
  'POST /api/adm/searchLog': { build: empty, other: null },
  'POST /api/adm/verifySearchLog': { build: empty, other: null },
  'POST /api/adm/exposureReport': { build: () => body({ jours: 30 }), other: null },
  'POST /api/cd/myExposure': { build: empty, other: null },
  'POST /api/cd/offreMatch': { build: (w) => body({ id: w.offer.id }), other: null },

  // Availability and alerts (DECISIONS §6.2)
  'POST /api/cd/confirmDispo': {
    build: () => body({ dispo: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10), jours_semaine: 4 }),
    other: null,
  },
  // The matrix's link holder is a client account: it has no candidate profile to confirm.
  'POST /api/cd/confirmDispoLink': { build: empty, other: null },
  'POST /api/users/keepAccount': { build: none, other: null },
  'POST /api/adm/retentionStats': { build: none, other: null },
  'POST /api/cl/createAlerte': { build: () => body({ skills: ['TypeScript'], min_score: 70 }), other: null },
  'POST /api/cl/getAlertes': { build: none, other: null },
  'POST /api/cl/deleteAlerte': {
    build: async (w) => body({ id: await clientAlertOf(w, w.client.client.id) }),
    other: { build: async (w) => body({ id: await clientAlertOf(w, w.otherClient.client.id) }) },
  },
  'POST /api/cd/createAlerte': { build: () => body({ search: 'développeur', skills: ['TypeScript'] }), other: null },
  'POST /api/cd/getAlertes': { build: none, other: null },
  'POST /api/cd/deleteAlerte': {
    build: async (w) => body({ id: await candidateAlertOf(w, w.candidate.candidate.id) }),
    other: { build: async (w) => body({ id: await candidateAlertOf(w, w.otherCandidate.candidate.id) }) },
  },
  'POST /api/cl/bmatch': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cl/getFavorisRefs': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cl/getFavoris': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cl/createFavoris': {
    build: (w) => body({ id_client: w.client.client.id, id_cond: w.candidate.candidate.id }),
    other: { build: (w) => body({ id_client: w.otherClient.client.id, id_cond: w.candidate.candidate.id }) },
  },
  'POST /api/cl/deleteFavoris': {
    build: async (w) => body({ id: await favouriteOf(w, w.client) }),
    other: { build: async (w) => body({ id: await favouriteOf(w, w.otherClient) }) },
  },

  // Requests and missions
  'POST /api/cl/getMyDmd': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cl/newDmdCond': {
    build: async (w) =>
      body({ condidatId: (await makeCandidate(w.t.app.ctx)).candidate.id, clientId: w.client.client.id, ...PERIOD }),
    other: {
      build: (w) => body({ condidatId: w.candidate.candidate.id, clientId: w.otherClient.client.id, ...PERIOD }),
    },
  },
  'POST /api/adm/getAllDmd': { build: empty, other: null },
  'POST /api/adm/closeDmdOk': {
    build: async (w) => body({ id_dmd: (await freshRequest(w)).id, tjm: 500, ...PERIOD }),
    other: null,
  },
  'POST /api/adm/closeDmdFail': { build: async (w) => body({ id_dmd: (await freshRequest(w)).id }), other: null },
  'POST /api/cl/getMissions': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/adm/getMissions': { build: empty, other: null },
  'POST /api/adm/updateMission': {
    build: async (w) => body({ id: (await freshMission(w)).id, etat: 'en_cours', tjm: 650, ...PERIOD }),
    other: null,
  },
  'POST /api/adm/changeMission': { build: async (w) => body({ id: (await freshMission(w)).id, etat: 'termine' }), other: null },
  'POST /api/adm/delMission': { build: async (w) => body({ id: (await freshMission(w)).id }), other: null },
};
