import { access, CANDIDATE, CLIENT, defineRoute, STAFF } from '../contract.js';
import {
  candidateAlertsResponse,
  clientAlertsResponse,
  createAlertResponse,
  createCandidateAlertBody,
  createClientAlertBody,
  retentionStatsResponse,
} from '../schemas/alerts.js';
import { doneResponse } from '../schemas/common.js';
import { idBody } from '../schemas/fields.js';
import { confirmDispoBody, confirmDispoLinkBody, confirmDispoResponse } from '../schemas/profiles.js';

/** Availability the candidate confirms, and the retention question's answer (DECISIONS §6.2). */
export const availabilityApi = {
  confirmDispo: defineRoute({
    method: 'POST',
    url: '/api/cd/confirmDispo',
    body: confirmDispoBody,
    response: confirmDispoResponse,
    access: access.session(CANDIDATE),
    tag: 'Disponibilité et alertes',
    summary: 'Je confirme ma disponibilité (date et jours par semaine)',
    errors: ['profile.required_first'],
  }),
  confirmDispoLink: defineRoute({
    method: 'POST',
    url: '/api/cd/confirmDispoLink',
    body: confirmDispoLinkBody,
    response: confirmDispoResponse,
    access: access.link('confirm_dispo'),
    tag: 'Disponibilité et alertes',
    summary:
      'Le lien du mail de rappel : confirme la disponibilité telle quelle (jeton du lien dans sb-tkn) ; refusé à un compte désactivé',
    errors: ['profile.required_first', 'account.blocked'],
  }),
  keepAccount: defineRoute({
    method: 'POST',
    url: '/api/users/keepAccount',
    response: doneResponse,
    access: access.link('keep_account'),
    tag: 'Disponibilité et alertes',
    summary:
      'Conserver mon compte : la réponse au mail de conservation (jeton du lien dans sb-tkn) ; refusé à un compte désactivé',
    errors: ['account.blocked'],
  }),
  retentionStats: defineRoute({
    method: 'POST',
    url: '/api/adm/retentionStats',
    response: retentionStatsResponse,
    access: access.session(STAFF),
    tag: 'Disponibilité et alertes',
    summary: 'Conservation des comptes : candidats interrogés en attente, comptes conservés, comptes effacés',
    errors: [],
  }),
};

/** A client's candidate alerts (DECISIONS §6.2). */
export const clientAlertsApi = {
  createAlerte: defineRoute({
    method: 'POST',
    url: '/api/cl/createAlerte',
    body: createClientAlertBody,
    response: createAlertResponse,
    access: access.session(CLIENT, { active: true }),
    tag: 'Disponibilité et alertes',
    summary: 'Créer une alerte sur les critères de recherche de candidats (score minimum, 80 par défaut ; 20 alertes au plus)',
    errors: ['profile.required_first', 'alert.limit'],
  }),
  getAlertes: defineRoute({
    method: 'POST',
    url: '/api/cl/getAlertes',
    response: clientAlertsResponse,
    access: access.session(CLIENT, { active: true }),
    tag: 'Disponibilité et alertes',
    summary: "Mes alertes de candidats, les plus récentes d'abord",
    errors: ['profile.required_first'],
  }),
  deleteAlerte: defineRoute({
    method: 'POST',
    url: '/api/cl/deleteAlerte',
    body: idBody,
    response: doneResponse,
    access: access.session(CLIENT, { active: true }),
    tag: 'Disponibilité et alertes',
    summary: 'Supprimer une de mes alertes',
    errors: ['profile.required_first', 'alert.not_found'],
  }),
};

/** A candidate's offer alerts (DECISIONS §6.2). */
export const candidateAlertsApi = {
  createAlerte: defineRoute({
    method: 'POST',
    url: '/api/cd/createAlerte',
    body: createCandidateAlertBody,
    response: createAlertResponse,
    access: access.session(CANDIDATE, { active: true }),
    tag: 'Disponibilité et alertes',
    summary: 'Créer une alerte sur les offres (texte recherché et/ou compétences ; 20 alertes au plus)',
    errors: ['profile.required_first', 'alert.limit'],
  }),
  getAlertes: defineRoute({
    method: 'POST',
    url: '/api/cd/getAlertes',
    response: candidateAlertsResponse,
    access: access.session(CANDIDATE, { active: true }),
    tag: 'Disponibilité et alertes',
    summary: "Mes alertes d'offres, les plus récentes d'abord",
    errors: ['profile.required_first'],
  }),
  deleteAlerte: defineRoute({
    method: 'POST',
    url: '/api/cd/deleteAlerte',
    body: idBody,
    response: doneResponse,
    access: access.session(CANDIDATE, { active: true }),
    tag: 'Disponibilité et alertes',
    summary: 'Supprimer une de mes alertes',
    errors: ['profile.required_first', 'alert.not_found'],
  }),
};
