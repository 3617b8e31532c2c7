import { payoutsApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { DONE } from '../route-helpers.js';
import { attachmentHeader } from '../uploads/uploads.service.js';
import * as payouts from './payouts.service.js';
import * as statements from './statements.service.js';

/** Money out (DECISIONS §6.7): payout orders to the freelancers. */
export async function payoutsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, payoutsApi.createVirements, async (request) => ({
    done: true as const,
    ...(await payouts.createPayoutOrder(ctx, caller(request))),
  }));

  route(app, payoutsApi.confirmVirements, async (request) => {
    await payouts.confirmPayoutOrder(ctx, caller(request), request.body.id);
    return DONE;
  });

  route(app, payoutsApi.getVirements, async () => ({ done: true as const, ...(await payouts.listPayoutOrders(ctx)) }));

  route(app, payoutsApi.virementsFile, async (request, reply) => {
    const { msgId, xml } = await payouts.payoutOrderFile(ctx, request.params.id);
    const bytes = Buffer.from(xml, 'utf8');
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-length', bytes.byteLength)
      .header('content-disposition', attachmentHeader(`${msgId}.xml`))
      .send(bytes);
  });

  route(app, payoutsApi.releveAnnuel, async (request, reply) => {
    const { annee } = request.params;
    const bytes = await statements.annualStatement(ctx, caller(request), annee);
    return reply
      .type('application/pdf')
      .header('content-length', bytes.byteLength)
      .header('content-disposition', attachmentHeader(`releve-annuel-${annee}.pdf`))
      .send(Buffer.from(bytes));
  });

  route(app, payoutsApi.dac7, async (request, reply) => {
    const { annee } = request.query;
    const bytes = Buffer.from(await statements.dac7Csv(ctx, annee), 'utf8');
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-length', bytes.byteLength)
      .header('content-disposition', attachmentHeader(`dac7-${annee}.csv`))
      .send(bytes);
  });
}
