import { z } from 'zod';
import { access, defineRoute } from '../contract.js';

/** The publisher of the platform, from the invoices' issuer (INVOICE_ISSUER_*); null when not configured. */
export const legalPublisherResponse = z.object({
  done: z.literal(true),
  publisher: z.object({ name: z.string(), siren: z.string(), address: z.string(), vat: z.string() }).nullable(),
});
export type LegalPublisherResponse = z.infer<typeof legalPublisherResponse>;

/** What the public legal pages read from the server (DECISIONS §6.9: « Mentions légales »). */
export const legalApi = {
  publisher: defineRoute({
    method: 'GET',
    url: '/api/legal/publisher',
    response: legalPublisherResponse,
    access: access.public,
    tag: 'Exploitation',
    summary: 'L’éditeur de la plateforme (mentions légales), tel que la facturation le déclare',
    errors: [],
  }),
};
