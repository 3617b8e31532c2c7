import { access, CANDIDATE, CLIENT, defineRoute } from '../contract.js';
import { idBody } from '../schemas/fields.js';
import { candidateOverviewResponse, clientOverviewResponse } from '../schemas/overview.js';

export const overviewApi = {
  cl: {
    getoverview: defineRoute({
      method: 'POST',
      url: '/api/cl/getoverview',
      body: idBody,
      response: clientOverviewResponse,
      access: access.session(CLIENT),
      tag: 'Tableau de bord',
      summary: "Compteurs du tableau de bord client (id : l'id de sa fiche client)",
      errors: ['access.not_owner'],
    }),
  },
  cd: {
    getoverview: defineRoute({
      method: 'POST',
      url: '/api/cd/getoverview',
      body: idBody,
      response: candidateOverviewResponse,
      access: access.session(CANDIDATE),
      tag: 'Tableau de bord',
      summary: "Compteurs du tableau de bord candidat (id : l'id de sa fiche candidat)",
      errors: ['access.not_owner'],
    }),
  },
};
