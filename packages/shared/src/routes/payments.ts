import { access, defineRoute, STAFF } from '../contract.js';
import { doneResponse } from '../schemas/common.js';
import { financeBody, financeResponse, importReleveResponse, recordPaymentBody } from '../schemas/payments.js';

const TAG = 'Paiements et finances';

/** Money in (DECISIONS §6.7): payments, bank statements, the finance figures. Staff only. */
export const paymentsApi = {
  recordPayment: defineRoute({
    method: 'POST',
    url: '/api/adm/recordPayment',
    body: recordPaymentBody,
    response: doneResponse,
    access: access.session(STAFF, { audit: true }),
    tag: TAG,
    summary:
      'Enregistrer un paiement reçu pour une facture client (montant en euros, date, référence) ; au-delà du reste dû : 409',
    errors: ['invoice.not_found', 'payment.exceeds', 'payment.date_future'],
  }),
  importReleve: defineRoute({
    method: 'POST',
    url: '/api/adm/importReleve',
    multipart: true,
    response: importReleveResponse,
    access: access.session(STAFF, { audit: true }),
    tag: TAG,
    summary:
      'Importer un relevé bancaire ISO 20022 camt.053 (multipart file, 5 Mo au plus ; lu hors du fil des requêtes, en temps et en mémoire bornés) : chaque crédit dont le libellé porte un numéro de facture émise est enregistré comme paiement ; un relevé importé deux fois n’enregistre rien deux fois ; tout ou rien',
    errors: [
      'input.malformed_json',
      'releve.invalid',
      'releve.too_large',
      'releve.too_complex',
      'file.reader_busy',
      'server.unavailable',
      'upload.aborted',
    ],
  }),
  finance: defineRoute({
    method: 'POST',
    url: '/api/adm/finance',
    body: financeBody,
    response: financeResponse,
    access: access.session(STAFF),
    tag: TAG,
    summary:
      'Les chiffres d’une année, mois par mois : facturé HT et TTC, encaissé, reste dû et retards par ancienneté, marge, versements dus et faits (recalculés des factures et des paiements)',
    errors: [],
  }),
};
