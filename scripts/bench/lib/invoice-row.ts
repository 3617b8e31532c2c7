import type { InvoiceRow } from '../../../apps/server/src/modules/invoices/invoices.repository.js';

/** An invoice row as validateCra stores it (modules/invoices): what the invoice benches and samples draw. */
export const SAMPLE_INVOICE_ROW: InvoiceRow = {
  id: 1,
  numero: 'F-2026-000042',
  year: 2026,
  seq: 42,
  craId: 1,
  missionId: 1,
  clientId: 1,
  mois: '2026-11',
  issuedOn: '2026-12-01',
  dueOn: '2026-12-31',
  issuer: { name: 'Passerelle SAS', siren: '912345675', address: '12 rue de la Paix, 75002 Paris', vat: 'FR65912345675' },
  clientName: 'Atelier Numérique',
  clientContact: 'Claire Dubois',
  clientAddress: '8 rue des Lilas\n69003 Lyon',
  clientSiren: '552100554',
  candidateName: 'Léa Martin',
  missionStart: '2026-10-01',
  missionEnd: '2026-12-31',
  days: '19.5',
  tjm: '612.345',
  ht: '11940.73',
  tva: '2388.15',
  ttc: '14328.88',
  createdAt: new Date('2026-12-01T09:00:00Z'),
};
