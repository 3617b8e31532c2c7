import { legalApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/app/contract-route.js';

/**
 * GET /api/legal/publisher: the « Mentions légales » page names the publisher the invoices name
 * (INVOICE_ISSUER_*, DECISIONS §6.9), one identity for both; null when invoicing is not configured.
 */
export async function legalRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  route(app, legalApi.publisher, async () => ({ done: true as const, publisher: config.invoiceIssuer ?? null }));
}
