import { access, defineRoute, STAFF } from '../contract.js';
import { contactBody, contactListQuery, contactListResponse, contactReplyBody } from '../schemas/admin.js';
import { doneResponse } from '../schemas/common.js';
import { idBody } from '../schemas/fields.js';

export const contactApi = {
  contactusNew: defineRoute({
    method: 'POST',
    url: '/api/adm/contactus/new',
    body: contactBody,
    response: doneResponse,
    access: access.public,
    tag: 'Contact',
    summary: 'Envoyer un message (formulaire de contact)',
    errors: ['contact.bad_email', 'rate.limited'],
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
  contactusTraiter: defineRoute({
    method: 'POST',
    url: '/api/adm/contactus/traiter',
    body: idBody,
    response: doneResponse,
    access: access.session(STAFF, { audit: true }),
    tag: 'Contact',
    summary: 'Marquer un message de contact comme traité',
    errors: ['contact.not_found'],
  }),
  contactusRepondre: defineRoute({
    method: 'POST',
    url: '/api/adm/contactus/repondre',
    body: contactReplyBody,
    response: doneResponse,
    access: access.session(STAFF, { audit: true }),
    tag: 'Contact',
    summary: 'Répondre par e-mail à l’auteur d’un message de contact (le message passe à « traité »)',
    errors: ['contact.not_found', 'contact.no_email'],
  }),
};
