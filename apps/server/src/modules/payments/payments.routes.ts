import { paymentsApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { MAX_STATEMENT_BYTES } from '../../lib/banking/index.js';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { readUploadedFile, uploadLimits } from '../../plugins/app/upload.js';
import { DONE } from '../route-helpers.js';
import * as payments from './payments.service.js';

/** Money in: payments, bank statements, the finance figures (DECISIONS §6.7). */
export async function paymentsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, paymentsApi.recordPayment, async (request) => {
    await payments.recordPayment(ctx, caller(request), request.body);
    return DONE;
  });

  route(
    app,
    paymentsApi.importReleve,
    async (request) => {
      const { data } = await readUploadedFile(request, MAX_STATEMENT_BYTES, 'releve.too_large');
      return { done: true as const, ...(await payments.importStatement(ctx, caller(request), data)) };
    },
    uploadLimits(MAX_STATEMENT_BYTES, 'releve.too_large'),
  );

  route(app, paymentsApi.finance, async (request) => ({
    done: true as const,
    ...(await payments.finance(ctx, request.body.annee)),
  }));
}
