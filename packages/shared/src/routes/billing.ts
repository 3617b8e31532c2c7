import { z } from 'zod';
import { access, CANDIDATE, defineRoute, STAFF } from '../contract.js';
import {
  avoirBody,
  avoirResponse,
  candidateFacturesResponse,
  facturationResponse,
  setFacturationBody,
} from '../schemas/billing.js';
import { doneResponse } from '../schemas/common.js';

const TAG = 'Autofacturation et avoirs';
const none = z.object({}).nullish();

/**
 * Self-billing and credit notes (DECISIONS §6.6): the freelancer's billing identity and self-billing mandate,
 * its self-billed invoices (AF-YYYY-NNNNNN), and the staff's credit notes (A-YYYY-NNNNNN).
 */
export const billingApi = {
  cd: {
    setFacturation: defineRoute({
      method: 'POST',
      url: '/api/cd/setFacturation',
      body: setFacturationBody,
      response: doneResponse,
      access: access.session(CANDIDATE),
      tag: TAG,
      summary:
        'Enregistrer son identité de facturation et le mandat d’autofacturation (SIRET, régime de TVA, IBAN et BIC vérifiés ; iban absent : celui enregistré est gardé)',
      errors: [
        'billing.bad_siret',
        'billing.bad_vat',
        'billing.vat_required',
        'billing.bad_iban',
        'billing.mandate_required',
        'invoice.not_configured',
      ],
    }),
    getFacturation: defineRoute({
      method: 'POST',
      url: '/api/cd/getFacturation',
      body: none,
      response: facturationResponse,
      access: access.session(CANDIDATE),
      tag: TAG,
      summary: 'Son identité de facturation (IBAN masqué sauf les 4 derniers caractères) et la date du mandat',
      errors: [],
    }),
    getFactures: defineRoute({
      method: 'POST',
      url: '/api/cd/getFactures',
      body: none,
      response: candidateFacturesResponse,
      access: access.session(CANDIDATE),
      tag: TAG,
      summary: 'Ses autofactures (AF-…) et leurs avoirs, les plus récents en premier, avec l’état du versement',
      errors: [],
    }),
  },
  adm: {
    avoir: defineRoute({
      method: 'POST',
      url: '/api/adm/avoir',
      body: avoirBody,
      response: avoirResponse,
      access: access.session(STAFF, { audit: true }),
      tag: TAG,
      summary:
        'Émettre un avoir (A-…) annulant une facture client en entier, et un autre pour son autofacture ; le compte rendu revient à l’état refusé avec le motif',
      errors: ['invoice.not_found', 'invoice.already_credited', 'invoice.not_creditable', 'invoice.not_configured'],
    }),
  },
};
