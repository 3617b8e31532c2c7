import { parisToday } from '@passerelle/shared';
import { camt053, makeInvoice } from '../payments.js';
import { body, type RouteCase } from './helpers.js';

/** Money in (DECISIONS §6.7): payments, bank statements, finance. Staff routes: no owned id. */
export const PAYMENTS_CASES: Record<string, RouteCase> = {
  'POST /api/adm/recordPayment': {
    build: async (w) => {
      const invoice = await makeInvoice(w.t.app.ctx, { clientId: w.client.client.id, issuedOn: parisToday() });
      return body({ factureId: invoice.id, montant: 10, date: parisToday(), reference: 'VIR 1' });
    },
    other: null,
  },
  'POST /api/adm/importReleve': {
    build: () => ({
      file: {
        data: Buffer.from(camt053([{ ref: 'MATRIX-1', cents: 1000, remittance: 'VIREMENT SANS REFERENCE' }])),
        name: 'releve.xml',
        type: 'application/xml',
      },
    }),
    other: null,
  },
  'POST /api/adm/finance': { build: () => body({ annee: 2026 }), other: null },
};
