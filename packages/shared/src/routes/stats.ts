import { access, defineRoute, STAFF } from '../contract.js';
import { statsBody, statsResponse } from '../schemas/admin-stats.js';

export const statsApi = {
  stats: defineRoute({
    method: 'POST',
    url: '/api/adm/stats',
    body: statsBody,
    response: statsResponse,
    access: access.session(STAFF),
    tag: 'Statistiques',
    summary:
      "Chiffre d'affaires par mois et par consultant, technologies les plus demandées, missions signées par client, sur les `months` derniers mois (jusqu'au mois `end`, le mois en cours par défaut)",
    errors: [],
  }),
};
