import { CONTRAT_CODE_REQUESTS_MAX, CONTRAT_VERIFY_MAX_BYTES, contractsApi } from '@passerelle/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { readUploadedFile, uploadLimits } from '../../plugins/app/upload.js';
import { attachmentHeader } from '../uploads/uploads.service.js';
import * as contracts from './contracts.service.js';

const FIFTEEN_MINUTES = 15 * 60_000;

const meta = (request: FastifyRequest): contracts.SignerMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 400),
});

/** Contracts signed on the platform (DECISIONS §6.5). */
export async function contractsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  for (const side of ['cl', 'cd'] as const) {
    const api = contractsApi[side];
    route(app, api.getContrats, async (request) => ({
      done: true as const,
      contrats: await contracts.listContracts(ctx, caller(request), request.body.missionId),
    }));
    // A code is a mail: a few an hour per address, as the login's throttle.
    route(
      app,
      api.contratCode,
      async (request) => ({ done: true as const, ...(await contracts.sendCode(ctx, caller(request), side, request.body.id)) }),
      {
        rateLimit: {
          max: CONTRAT_CODE_REQUESTS_MAX,
          timeWindow: FIFTEEN_MINUTES,
          keyGenerator: (request) => `contract-code:${request.ip}`,
        },
      },
    );
    route(app, api.signContrat, async (request) => ({
      done: true as const,
      ...(await contracts.sign(ctx, caller(request), side, request.body, meta(request))),
    }));
  }

  route(app, contractsApi.cl.setBonCommande, async (request) => {
    await contracts.setPurchaseOrder(ctx, caller(request), request.body, request.ip);
    return { done: true as const };
  });

  route(app, contractsApi.adm.getContrats, async (request) => ({
    done: true as const,
    contrats: await contracts.listContracts(ctx, caller(request), request.body.missionId),
  }));

  route(app, contractsApi.contrat, async (request, reply) => {
    const { name, pdf } = await contracts.contractPdf(ctx, caller(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-length', pdf.byteLength)
      .header('content-disposition', attachmentHeader(name))
      .send(Buffer.from(pdf));
  });

  // Public, rate-limited like the login (DECISIONS §6.5).
  route(
    app,
    contractsApi.verifier,
    async (request) => {
      const { data } = await readUploadedFile(request, CONTRAT_VERIFY_MAX_BYTES, 'input.too_large');
      return contracts.verify(ctx, data);
    },
    {
      ...uploadLimits(CONTRAT_VERIFY_MAX_BYTES, 'input.too_large'),
      rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES, keyGenerator: (request) => `contract-verify:${request.ip}` },
    },
  );
}
