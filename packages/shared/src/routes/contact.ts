import { access, defineRoute, STAFF } from '../contract.js';
import { contactBody, contactListQuery, contactListResponse } from '../schemas/admin.js';
import { doneResponse } from '../schemas/common.js';

export const contactApi = {
  contactusNew: defineRoute({
    method: 'POST',
    url: '/api/adm/contactus/new',
    body: contactBody,
    response: doneResponse,
    access: access.public,
    tag: 'Contact',
    summary: 'Envoyer un message (formulaire de contact)',
    errors: ['rate.limited'],
  }),
  contactusList: defineRoute({
    method: 'GET',
    url: '/api/adm/contactus/list',
    query: contactListQuery,
    response: contactListResponse,
    access: access.session(STAFF),
    tag: 'Contact',
    summary: 'Les messages reçus, du plus récent au plus ancien, par page',
    errors: [],
  }),
};
