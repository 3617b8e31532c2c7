import { z } from 'zod';
import { access, CANDIDATE, defineRoute, FILE, STAFF } from '../contract.js';
import { doneResponse } from '../schemas/common.js';
import { idBody } from '../schemas/fields.js';
import { factureParams } from '../schemas/mission-work.js';
import { createVirementsResponse, dac7Query, releveAnnuelParams, virementsResponse } from '../schemas/payments.js';

const TAG = 'Paiements et finances';
const none = z.object({}).nullish();
const ROOT = ['root'] as const;

/**
 * Money out (DECISIONS §6.7): SEPA transfer orders paying the freelancers their self-billed invoices, the
 * freelancer's annual statement, the DAC7 export.
 */
export const payoutsApi = {
  createVirements: defineRoute({
    method: 'POST',
    url: '/api/adm/createVirements',
    body: none,
    response: createVirementsResponse,
    access: access.session(ROOT, { audit: true }),
    tag: TAG,
    summary:
      'Créer un ordre de virement SEPA (pain.001.001.03) pour chaque autofacture à verser dont le prestataire a un IBAN ; elles passent « en cours »',
    errors: ['payout.no_account', 'payout.nothing_to_pay'],
  }),
  confirmVirements: defineRoute({
    method: 'POST',
    url: '/api/adm/confirmVirements',
    body: idBody,
    response: doneResponse,
    access: access.session(ROOT, { audit: true }),
    tag: TAG,
    summary:
      'Confirmer qu’un ordre de virement a été exécuté par la banque : ses autofactures sont versées, chaque prestataire prévenu',
    errors: ['payout.not_found', 'payout.already_confirmed'],
  }),
  getVirements: defineRoute({
    method: 'POST',
    url: '/api/adm/getVirements',
    body: none,
    response: virementsResponse,
    access: access.session(STAFF),
    tag: TAG,
    summary: 'Les ordres de virement, les plus récents en premier, avec leurs virements, et ce qui reste à verser',
    errors: [],
  }),
  virementsFile: defineRoute({
    method: 'GET',
    url: '/api/files/virements/:id',
    params: factureParams,
    response: FILE,
    access: access.session(STAFF),
    tag: TAG,
    summary: 'Le fichier XML d’un ordre de virement (ISO 20022 pain.001.001.03), à remettre à la banque',
    errors: ['payout.not_found'],
  }),
  releveAnnuel: defineRoute({
    method: 'GET',
    url: '/api/files/releve-annuel/:annee',
    params: releveAnnuelParams,
    response: FILE,
    access: access.session(CANDIDATE),
    tag: TAG,
    summary:
      'Le relevé annuel du prestataire (PDF, CGI art. 242 bis) : les sommes brutes versées par la plateforme dans l’année, ses obligations fiscales et sociales',
    errors: ['invoice.not_configured'],
  }),
  dac7: defineRoute({
    method: 'GET',
    url: '/api/adm/dac7',
    query: dac7Query,
    response: FILE,
    access: access.session(ROOT),
    tag: TAG,
    summary: 'Export DAC7 d’une année (CSV UTF-8, séparateur point-virgule) : une ligne par prestataire payé dans l’année',
    errors: [],
  }),
};
