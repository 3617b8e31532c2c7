import { parisToday } from '@passerelle/shared';
import { createPayoutOrder } from '../../modules/payments/payouts.service.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { makeUser } from '../factories.js';
import { camt053, makeInvoice } from '../payments.js';
import { makeFreelancer, makeSelfBilled, PLATFORM_ACCOUNT } from '../payouts.js';
import type { World } from '../security-world.js';
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

/** An order of one AF invoice due, made through the service (its XML written), still `en_cours`. */
async function payoutOrder(w: World): Promise<number> {
  const ctx = w.t.app.ctx;
  await w.t.database.query(
    `INSERT INTO platform_settings (id, emetteur_iban, emetteur_bic) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET emetteur_iban = EXCLUDED.emetteur_iban, emetteur_bic = EXCLUDED.emetteur_bic`,
    [PLATFORM_ACCOUNT.emetteur_iban, PLATFORM_ACCOUNT.emetteur_bic],
  );
  const lea = await makeFreelancer(ctx);
  await makeSelfBilled(ctx, { clientId: w.client.client.id, candidateId: lea.candidate.id });
  const root = await makeUser(ctx, { role: 'root' });
  return (await createPayoutOrder(ctx, { user: root.user } as unknown as AuthContext)).id;
}

/** Money out (DECISIONS §6.7): payout orders, the annual statement, DAC7. No owned id but the candidate's own statement. */
export const PAYOUTS_CASES: Record<string, RouteCase> = {
  'POST /api/adm/createVirements': {
    build: async (w) => {
      await payoutOrder(w);
      // Another AF invoice due, for this call's order.
      const lea = await makeFreelancer(w.t.app.ctx);
      await makeSelfBilled(w.t.app.ctx, { clientId: w.client.client.id, candidateId: lea.candidate.id });
      return body({});
    },
    other: null,
  },
  'POST /api/adm/confirmVirements': { build: async (w) => body({ id: await payoutOrder(w) }), other: null },
  'POST /api/adm/getVirements': { build: () => body({}), other: null },
  'GET /api/files/virements/:id': { build: async (w) => ({ url: `/api/files/virements/${await payoutOrder(w)}` }), other: null },
  'GET /api/files/releve-annuel/:annee': { build: () => ({ url: '/api/files/releve-annuel/2026' }), other: null },
  'GET /api/adm/dac7': { build: () => ({ url: '/api/adm/dac7?annee=2026' }), other: null },
};
