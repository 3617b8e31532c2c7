import { access, CLIENT, defineRoute, STAFF } from '../contract.js';
import { adminRequestsBody } from '../schemas/accounts-admin.js';
import { closeRequestFailBody, closeRequestSuccessBody } from '../schemas/admin.js';
import { idBody } from '../schemas/fields.js';
import { candidateRequestBody } from '../schemas/offers.js';
import { candidateRequestResponse, candidateRequestsResponse, missionResponse, myRequestsResponse } from '../schemas/requests.js';

export const requestsApi = {
  newDmdCond: defineRoute({
    method: 'POST',
    url: '/api/cl/newDmdCond',
    body: candidateRequestBody,
    response: candidateRequestResponse,
    access: access.session(CLIENT, { active: true }),
    tag: 'Demandes de candidats',
    summary: "Demander un candidat pour une période (clientId : l'id de sa fiche client ; compte validé)",
    errors: ['access.not_owner', 'candidate.not_found', 'request.already_pending'],
  }),
  getMyDmd: defineRoute({
    method: 'POST',
    url: '/api/cl/getMyDmd',
    body: idBody,
    response: myRequestsResponse,
    access: access.session(CLIENT),
    tag: 'Demandes de candidats',
    summary:
      "« Mes demandes » : les demandes de candidats de l'entreprise (id : l'id de sa fiche client), les plus récentes en premier",
    errors: ['access.not_owner'],
  }),
  getAllDmd: defineRoute({
    method: 'POST',
    url: '/api/adm/getAllDmd',
    body: adminRequestsBody,
    response: candidateRequestsResponse,
    access: access.session(STAFF),
    tag: 'Demandes de candidats',
    summary:
      'Toutes les demandes, les plus récentes en premier (pagination, recherche et état facultatifs) ; waiting : les demandes en attente',
    errors: [],
  }),
  closeDmdOk: defineRoute({
    method: 'POST',
    url: '/api/adm/closeDmdOk',
    body: closeRequestSuccessBody,
    response: missionResponse,
    access: access.session(STAFF, { audit: true }),
    tag: 'Demandes de candidats',
    summary: 'Traiter une demande avec succès : la mission est créée',
    errors: [
      'request.already_treated',
      'request.mismatch',
      'request.not_found',
      'request.party_inactive',
      'compliance.missing',
      'mission.tjm_candidat_above',
    ],
  }),
  closeDmdFail: defineRoute({
    method: 'POST',
    url: '/api/adm/closeDmdFail',
    body: closeRequestFailBody,
    response: candidateRequestResponse,
    access: access.session(STAFF, { audit: true }),
    tag: 'Demandes de candidats',
    summary: 'Traiter une demande avec échec (observation facultative)',
    errors: ['request.already_treated', 'request.not_found'],
  }),
};
