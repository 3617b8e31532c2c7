import { access, defineRoute, STAFF } from '../contract.js';
import {
  accountHistoryBody,
  accountHistoryResponse,
  adminCandidatesResponse,
  adminClientsResponse,
  adminListBody,
  inactiveCandidatesBody,
  inactiveCandidatesResponse,
} from '../schemas/accounts-admin.js';
import { setCandidateTjmBody } from '../schemas/admin.js';
import { doneResponse } from '../schemas/common.js';

export const adminAccountsApi = {
  getAllClient: defineRoute({
    method: 'POST',
    url: '/api/adm/getAllClient',
    body: adminListBody,
    response: adminClientsResponse,
    access: access.session(STAFF),
    tag: 'Administration des comptes',
    summary: 'Tous les clients, profil et compte (pagination et recherche facultatives)',
    errors: [],
  }),
  getAllCond: defineRoute({
    method: 'POST',
    url: '/api/adm/getAllCond',
    body: adminListBody,
    response: adminCandidatesResponse,
    access: access.session(STAFF),
    tag: 'Administration des comptes',
    summary: 'Tous les candidats, profil complet et compte (pagination et recherche facultatives)',
    errors: [],
  }),
  inactiveCandidates: defineRoute({
    method: 'POST',
    url: '/api/adm/inactiveCandidates',
    body: inactiveCandidatesBody,
    response: inactiveCandidatesResponse,
    access: access.session(STAFF),
    tag: 'Administration des comptes',
    summary: "Candidats sans activité depuis plus de 2 ans (la plus ancienne d'abord), page par page",
    errors: [],
  }),
  getAccountHistory: defineRoute({
    method: 'POST',
    url: '/api/adm/getAccountHistory',
    body: accountHistoryBody,
    response: accountHistoryResponse,
    access: access.session(STAFF),
    tag: 'Administration des comptes',
    summary: "Historique de modération d'un compte (id : l'id de l'utilisateur)",
    errors: ['user.not_found'],
  }),
  setCondTjm: defineRoute({
    method: 'POST',
    url: '/api/adm/setCondTjm',
    body: setCandidateTjmBody,
    response: doneResponse,
    access: access.session(STAFF, { audit: true }),
    tag: 'Administration des comptes',
    summary: "Fixer le TJM d'un candidat (id : l'id de sa fiche candidat)",
    errors: ['candidate.not_found'],
  }),
};
