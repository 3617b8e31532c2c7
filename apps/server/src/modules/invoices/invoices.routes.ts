import { billingApi, missionWorkApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { attachmentHeader } from '../uploads/uploads.service.js';
import { issueCreditNote } from './credit-notes.js';
import * as invoices from './invoices.service.js';

/**
 * Invoices: the company's list, the freelancer's self-billed ones, the staff's list and credit notes, the Factur-X
 * PDF and its XML (DECISIONS §6.4, §6.6).
 */
export async function invoicesRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, missionWorkApi.cl.getFactures, async (request) => ({
    done: true as const,
    factures: await invoices.listClientInvoices(ctx, caller(request)),
  }));

  route(app, billingApi.cd.getFactures, async (request) => ({
    done: true as const,
    factures: await invoices.listCandidateInvoices(ctx, caller(request)),
  }));

  route(app, billingApi.adm.avoir, async (request) => ({
    done: true as const,
    ...(await issueCreditNote(ctx, caller(request), request.body)),
  }));

  route(app, missionWorkApi.adm.getFactures, async (request) => ({
    done: true as const,
    ...(await invoices.listInvoices(ctx, request.body)),
  }));

  route(app, missionWorkApi.facture, async (request, reply) => {
    const { numero, pdf } = await invoices.invoicePdf(ctx, caller(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-length', pdf.byteLength)
      .header('content-disposition', attachmentHeader(`facture-${numero}.pdf`))
      .send(Buffer.from(pdf));
  });

  route(app, missionWorkApi.factureXml, async (request, reply) => {
    const { numero, xml } = await invoices.invoiceXml(ctx, caller(request), request.params.id);
    const bytes = Buffer.from(xml, 'utf8');
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-length', bytes.byteLength)
      .header('content-disposition', attachmentHeader(`facture-${numero}.xml`))
      .send(bytes);
  });
}
