import { access, defineRoute } from '../contract.js';
import { createAdminBody, staffAccountResponse, staffAccountsResponse } from '../schemas/admin-staff.js';

export const adminStaffApi = {
  getAdmins: defineRoute({
    method: 'POST',
    url: '/api/adm/getAdmins',
    response: staffAccountsResponse,
    access: access.session(['root']),
    tag: 'Administrateurs',
    summary: 'Les comptes du personnel (admin et root), root en premier',
    errors: [],
  }),
  createAdmin: defineRoute({
    method: 'POST',
    url: '/api/adm/createAdmin',
    body: createAdminBody,
    response: staffAccountResponse,
    access: access.session(['root'], { audit: true }),
    tag: 'Administrateurs',
    summary: "Créer un administrateur (vérifié et actif ; l'action est enregistrée)",
    errors: ['account.email_taken', 'account.password_too_common'],
  }),
};
