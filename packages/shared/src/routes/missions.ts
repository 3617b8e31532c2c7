import { access, CLIENT, defineRoute, STAFF } from '../contract.js';
import { adminListBody } from '../schemas/accounts-admin.js';
import { changeMissionBody, updateMissionBody } from '../schemas/admin.js';
import { doneResponse } from '../schemas/common.js';
import { idBody } from '../schemas/fields.js';
import { adminMissionsResponse, clientMissionsResponse, missionHistoryResponse, missionResponse } from '../schemas/requests.js';

export const missionsApi = {
  cl: {
    getMissions: defineRoute({
      method: 'POST',
      url: '/api/cl/getMissions',
      body: idBody,
      response: clientMissionsResponse,
      access: access.session(CLIENT),
      tag: 'Missions',
      summary: "Ses missions, les plus récentes en premier (id : l'id de sa fiche client)",
      errors: ['access.not_owner'],
    }),
  },
  adm: {
    getMissions: defineRoute({
      method: 'POST',
      url: '/api/adm/getMissions',
      body: adminListBody,
      response: adminMissionsResponse,
      access: access.session(STAFF),
      tag: 'Missions',
      summary: 'Toutes les missions (recherche sur le candidat, le client et l’état ; pagination facultative)',
      errors: [],
    }),
    updateMission: defineRoute({
      method: 'POST',
      url: '/api/adm/updateMission',
      body: updateMissionBody,
      response: missionResponse,
      access: access.session(STAFF, { audit: true }),
      tag: 'Missions',
      summary: 'Modifier une mission : état, dates, TJM du client et TJM du candidat',
      errors: [
        'mission.not_found',
        'compliance.missing',
        'mission.tjm_candidat_above',
        'mission.contracts_unsigned',
        'mission.contracts_signed',
      ],
    }),
    changeMission: defineRoute({
      method: 'POST',
      url: '/api/adm/changeMission',
      body: changeMissionBody,
      response: missionResponse,
      access: access.session(STAFF, { audit: true }),
      tag: 'Missions',
      summary: "Changer l'état d'une mission (seulement l'état ; en_cours : les deux contrats signés, ou force avec motif)",
      errors: ['mission.not_found', 'mission.contracts_unsigned'],
    }),
    delMission: defineRoute({
      method: 'POST',
      url: '/api/adm/delMission',
      body: idBody,
      response: doneResponse,
      access: access.session(STAFF, { audit: true }),
      tag: 'Missions',
      summary: 'Annuler (supprimer) une mission, si elle n’a aucune facture',
      errors: ['mission.not_found', 'mission.has_invoices'],
    }),
    getMissionHistory: defineRoute({
      method: 'POST',
      url: '/api/adm/getMissionHistory',
      body: idBody,
      response: missionHistoryResponse,
      access: access.session(STAFF),
      tag: 'Missions',
      summary: 'L’historique d’une mission, le plus ancien en premier (il reste après son annulation)',
      errors: ['mission.not_found'],
    }),
  },
};
