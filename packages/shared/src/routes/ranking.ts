import { access, CANDIDATE, defineRoute, STAFF } from '../contract.js';
import {
  exposureReportBody,
  exposureReportResponse,
  myExposureResponse,
  noBody,
  offreMatchBody,
  offreMatchResponse,
  searchLogBody,
  searchLogResponse,
  verifySearchLogResponse,
} from '../schemas/ranking.js';

/** The ranking, explained and audited (DECISIONS §6.8). */
export const rankingApi = {
  searchLog: defineRoute({
    method: 'POST',
    url: '/api/adm/searchLog',
    body: searchLogBody,
    response: searchLogResponse,
    access: access.session(STAFF),
    tag: 'Classement',
    summary: 'Journal des recherches (chaîné par SHA-256), le plus récent d’abord, d’une entreprise ou de toutes',
    errors: [],
  }),
  verifySearchLog: defineRoute({
    method: 'POST',
    url: '/api/adm/verifySearchLog',
    body: noBody,
    response: verifySearchLogResponse,
    access: access.session(STAFF),
    tag: 'Classement',
    summary: 'Vérifier la chaîne du journal des recherches : valide, lignes vérifiées, première ligne rompue',
    errors: [],
  }),
  myExposure: defineRoute({
    method: 'POST',
    url: '/api/cd/myExposure',
    body: noBody,
    response: myExposureResponse,
    access: access.session(CANDIDATE),
    tag: 'Classement',
    summary: 'Sur 30 jours : recherches où le candidat est apparu, dans les 10 premiers, et recherches en tout',
    errors: ['profile.required_first'],
  }),
  offreMatch: defineRoute({
    method: 'POST',
    url: '/api/cd/offreMatch',
    body: offreMatchBody,
    response: offreMatchResponse,
    access: access.session(CANDIDATE),
    tag: 'Classement',
    summary: 'L’adéquation du candidat à une offre qu’il peut voir : score, c1, c2, c3 et ✓/✗ par compétence',
    errors: ['profile.required_first', 'offer.not_found'],
  }),
  exposureReport: defineRoute({
    method: 'POST',
    url: '/api/adm/exposureReport',
    body: exposureReportBody,
    response: exposureReportResponse,
    access: access.session(STAFF),
    tag: 'Classement',
    summary:
      'Exposition par sexe et par tranche d’âge : part du vivier, part des apparitions dans les 10 premiers, ratio (règle des quatre cinquièmes)',
    errors: [],
  }),
};
