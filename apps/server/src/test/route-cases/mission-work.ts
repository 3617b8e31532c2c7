import { uniqueEmail } from '../factories.js';
import { makeDocument, makeReview } from '../mission-work.js';
import { PDF } from '../multipart.js';
import { EXPERIENCE, FORMATION } from '../onboarding.js';
import { freshActor } from '../security-world.js';

import {
  body,
  candidateInfo,
  craOf,
  empty,
  endedOf,
  invoiceOf,
  next,
  none,
  PASSWORDS,
  type RouteCase,
  runningOf,
  storedDocumentOf,
} from './helpers.js';

/** The route-case rows of: Missions on the platform (CRAs, invoices, documents, reviews), dashboards, staff lists, skills. */
export const MISSION_WORK_CASES: Record<string, RouteCase> = {
  // Missions on the platform: the candidate's missions, CRAs, invoices (DECISIONS §6.4)
  'POST /api/cd/getMissions': { build: empty, other: null },
  'POST /api/cd/saveCra': {
    build: async (w) => body({ missionId: (await runningOf(w, 'own')).id, mois: '2026-10', jours: { '2026-10-01': 1 } }),
    other: {
      build: async (w) => body({ missionId: (await runningOf(w, 'other')).id, mois: '2026-10', jours: { '2026-10-01': 1 } }),
    },
  },
  'POST /api/cd/submitCra': {
    build: async (w) => body({ id: (await craOf(w, 'own', 'brouillon')).id }),
    other: { build: async (w) => body({ id: (await craOf(w, 'other', 'brouillon')).id }) },
  },
  'POST /api/cd/getCras': {
    build: async (w) => body({ missionId: (await runningOf(w, 'own')).id }),
    other: { build: async (w) => body({ missionId: (await runningOf(w, 'other')).id }) },
  },
  'POST /api/cl/getCras': {
    build: async (w) => body({ missionId: (await runningOf(w, 'own')).id }),
    other: { build: async (w) => body({ missionId: (await runningOf(w, 'other')).id }) },
  },
  'POST /api/cl/validateCra': {
    build: async (w) => body({ id: (await craOf(w, 'own', 'soumis')).id }),
    other: { build: async (w) => body({ id: (await craOf(w, 'other', 'soumis')).id }) },
  },
  'POST /api/cl/rejectCra': {
    build: async (w) => body({ id: (await craOf(w, 'own', 'soumis')).id, motif: 'Le 2 octobre était chômé.' }),
    other: { build: async (w) => body({ id: (await craOf(w, 'other', 'soumis')).id, motif: 'Non.' }) },
  },
  'POST /api/cl/getFactures': { build: empty, other: null },
  'POST /api/cl/review': {
    build: async (w) => body({ missionId: (await endedOf(w, 'own')).id, note: 5, commentaire: 'Excellent travail.' }),
    other: {
      build: async (w) => body({ missionId: (await endedOf(w, 'other')).id, note: 5, commentaire: 'Bien.' }),
    },
  },
  'POST /api/cd/review': {
    build: async (w) => body({ missionId: (await endedOf(w, 'own')).id, note: 4, commentaire: 'Équipe accueillante.' }),
    other: {
      build: async (w) => body({ missionId: (await endedOf(w, 'other')).id, note: 4, commentaire: 'Bien.' }),
    },
  },
  'POST /api/adm/getReviews': { build: empty, other: null },
  'POST /api/adm/hideReview': {
    build: async (w) => body({ id: (await makeReview(w.t.app.ctx, await endedOf(w, 'own'))).id }),
    other: null,
  },
  'POST /api/cd/uploadDocument': {
    build: () => ({ file: { data: PDF, name: 'urssaf.pdf', type: 'application/pdf', fields: { type: 'urssaf' } } }),
    other: null,
  },
  'POST /api/cd/getDocuments': { build: empty, other: null },
  'POST /api/adm/getDocuments': { build: (w) => body({ condidatId: w.candidate.candidate.id }), other: null },
  'POST /api/adm/verifyDocument': {
    build: async (w) =>
      body({ id: (await makeDocument(w.t.app.ctx, w.candidate.candidate.id, { etat: 'a_verifier' })).id, valide: true }),
    other: null,
  },
  'GET /api/files/document/:id': {
    build: async (w) => ({ url: `/api/files/document/${await storedDocumentOf(w, w.candidate.token)}` }),
    other: {
      build: async (w) => ({ url: `/api/files/document/${await storedDocumentOf(w, w.otherCandidate.token)}` }),
    },
  },
  'POST /api/adm/getCras': { build: async (w) => body({ missionId: (await runningOf(w, 'own')).id }), other: null },
  'POST /api/adm/getFactures': { build: empty, other: null },
  'GET /api/files/facture/:id': {
    build: async (w) => ({ url: `/api/files/facture/${await invoiceOf(w, 'own')}` }),
    other: { build: async (w) => ({ url: `/api/files/facture/${await invoiceOf(w, 'other')}` }) },
  },
  'GET /api/files/facture/:id/xml': {
    build: async (w) => ({ url: `/api/files/facture/${await invoiceOf(w, 'own')}/xml` }),
    other: { build: async (w) => ({ url: `/api/files/facture/${await invoiceOf(w, 'other')}/xml` }) },
  },

  // Self-billing and credit notes (DECISIONS §6.6)
  'POST /api/cd/setFacturation': {
    build: () =>
      body({
        raison_sociale: 'Léa Martin EI',
        siret: '84215937800004',
        adresse: '3 quai Perrache',
        code_postal: '69002',
        ville: 'Lyon',
        regime_tva: 'franchise',
        iban: 'FR1420041010050500013M02606',
        bic: 'PSSTFRPPLYO',
        mandat: true,
      }),
    other: null,
  },
  'POST /api/cd/getFacturation': { build: empty, other: null },
  'POST /api/cd/getFactures': { build: empty, other: null },
  'POST /api/adm/avoir': {
    build: async (w) => body({ factureId: await invoiceOf(w, 'own'), motif: 'Compte rendu à corriger.' }),
    other: null,
  },

  // Dashboards
  'POST /api/cl/getoverview': {
    build: (w) => body({ id: w.client.client.id }),
    other: { build: (w) => body({ id: w.otherClient.client.id }) },
  },
  'POST /api/cd/getoverview': {
    build: (w) => body({ id: w.candidate.candidate.id }),
    other: { build: (w) => body({ id: w.otherCandidate.candidate.id }) },
  },

  // Staff account lists
  'POST /api/adm/getAllClient': { build: empty, other: null },
  'POST /api/adm/getAllCond': { build: empty, other: null },
  'POST /api/adm/inactiveCandidates': { build: empty, other: null },
  'POST /api/adm/getAccountHistory': { build: (w) => body({ id: w.client.user.id }), other: null },
  'POST /api/adm/setCondTjm': { build: (w) => body({ id: w.candidate.candidate.id, tjm: 600 }), other: null },

  // Candidate area
  'POST /api/cd/myprofile': {
    build: (w) => body({ id: w.candidate.candidate.id }),
    other: { build: (w) => body({ id: w.otherCandidate.candidate.id }) },
  },
  'POST /api/cd/updateCondInfo': {
    build: (w) => body({ ...candidateInfo(), id: w.candidate.candidate.id }),
    other: { build: (w) => body({ ...candidateInfo(), id: w.otherCandidate.candidate.id }) },
  },
  'POST /api/cd/updateCondForm': { build: () => body({ frm: [FORMATION] }), other: null },
  'POST /api/cd/updateCondExp': { build: () => body({ exp: [EXPERIENCE] }), other: null },
  'POST /api/cd/techTestStatus': { build: none, other: null },
  'POST /api/cd/askTechTest': { build: async (w, role) => ({ as: await freshActor(w, role) }), other: null },

  // Staff
  'POST /api/adm/stats': { build: empty, other: null },
  'POST /api/adm/getAdmins': { build: empty, other: null },
  'POST /api/adm/createAdmin': { build: () => body({ email: uniqueEmail('admin'), ...PASSWORDS }), other: null },

  // Skills (issue 15)
  'GET /api/skills': { build: () => ({ url: '/api/skills?q=react' }), other: null },
  'POST /api/skills/resolve': { build: () => body({ skills: ['ReactJS', 'nodejs', 'Outil maison'] }), other: null },
  'POST /api/cl/brief': {
    build: () => body({ text: 'Développeur React et Node.js senior, démarrage le 15/01/2027.' }),
    other: null,
  },
  'POST /api/cl/briefFile': {
    build: () => ({
      file: { data: Buffer.from('Développeur React senior, démarrage ASAP.'), name: 'fiche.txt', type: 'text/plain' },
    }),
    other: null,
  },
  'POST /api/adm/getSkillTags': { build: empty, other: null },
  'POST /api/adm/skillAlias': { build: () => body({ tag: `Réact maison ${next()}`, label: 'React' }), other: null },
  'POST /api/adm/skillNew': { build: () => body({ label: `Outil interne ${next()}`, aliases: [] }), other: null },
};
