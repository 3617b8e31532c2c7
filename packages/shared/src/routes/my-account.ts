import { ANY_ROLE, access, defineRoute } from '../contract.js';
import { personalDataExportSchema } from '../schemas/account.js';
import { deleteAccountBody } from '../schemas/auth.js';
import { doneResponse } from '../schemas/common.js';

export const myAccountApi = {
  exportData: defineRoute({
    method: 'POST',
    url: '/api/users/exportData',
    response: personalDataExportSchema,
    access: access.session(ANY_ROLE, { secondFactor: 'exempt' }),
    tag: 'Mon compte',
    summary: 'Télécharger mes données (RGPD) : un fichier JSON de tout ce que Passerelle conserve sur moi',
    errors: ['rate.limited'],
  }),
  deleteAccount: defineRoute({
    method: 'POST',
    url: '/api/users/deleteAccount',
    body: deleteAccountBody,
    response: doneResponse,
    access: access.session(ANY_ROLE, { secondFactor: 'exempt' }),
    tag: 'Mon compte',
    summary: 'Supprimer mon compte (clients et candidats) : données personnelles effacées, missions anonymisées',
    errors: ['account.staff_cannot_delete', 'auth.password_wrong', 'rate.limited', 'storage.unavailable'],
  }),
};
