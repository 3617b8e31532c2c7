import { createHash } from 'node:crypto';
import { formatIsoDate, ofMonth } from '@passerelle/shared';
import type { Db } from '../../db/client.js';
import { parseFrenchAddress } from '../../lib/facturx/address.js';
import {
  computeTotals,
  type FacturxDocument,
  type FacturxInvoice,
  renderFacturx,
  TYPE_CODES,
  thousandths,
  totalsAsText,
} from '../../lib/facturx/index.js';
import { drawInvoicePage, INK } from './invoice-page.js';
import * as repo from './invoices.repository.js';

/**
 * A client invoice (F-YYYY-NNNNNN) as a Factur-X document: the row, which keeps everything printed as it was at
 * issue, becomes the engine's model (lib/facturx); the document is rendered once and stored
 * (invoice_documents), and every download serves the stored bytes.
 */

/** The notes French law wants on an invoice between businesses (Code de commerce L441-9, L441-10, D441-5). */
const LEGAL_NOTES: FacturxInvoice['notes'] = [
  { subject: 'AAB', content: 'Pas d’escompte pour paiement anticipé.' },
  {
    subject: 'PMD',
    content:
      'En cas de retard de paiement, des pénalités sont dues au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points (Code de commerce, art. L441-10).',
  },
  {
    subject: 'PMT',
    content:
      'Tout professionnel en retard de paiement doit en outre une indemnité forfaitaire pour frais de recouvrement de 40 € (Code de commerce, art. L441-10 et D441-5).',
  },
];

/** The days of `mois` the mission covers: the month, clipped to the mission's dates. */
function workedPeriod(mois: string, missionStart: string, missionEnd: string): { start: string; end: string } {
  const [year, month] = mois.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = `${mois}-01`;
  const last = `${mois}-${String(lastDay).padStart(2, '0')}`;
  return { start: first < missionStart ? missionStart : first, end: last > missionEnd ? missionEnd : last };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The Factur-X model of a client invoice row (type 380, VAT 20 %, one line: the month's days at the TJM). */
export function invoiceModel(row: repo.InvoiceRow): FacturxInvoice {
  return {
    typeCode: TYPE_CODES.invoice,
    number: row.numero,
    issueDate: row.issuedOn,
    currency: 'EUR',
    seller: {
      name: row.issuer.name,
      siren: row.issuer.siren,
      vatId: row.issuer.vat,
      address: parseFrenchAddress(row.issuer.address),
    },
    buyer: {
      name: row.clientName,
      // Invoices issued before the billing identity was collected have none (the row is never rewritten).
      siren: row.clientSiren ?? undefined,
      address: parseFrenchAddress(row.clientAddress),
    },
    lines: [
      {
        id: '1',
        name: `Prestation de ${row.candidateName}`,
        description: `Activité ${ofMonth(row.mois)} (compte rendu validé), mission du ${formatIsoDate(row.missionStart)} au ${formatIsoDate(row.missionEnd)}`,
        quantity: row.days,
        unitCode: 'DAY',
        unitPriceMillis: thousandths(row.tjm),
        period: workedPeriod(row.mois, row.missionStart, row.missionEnd),
      },
    ],
    vat: { category: 'S', ratePercent: '20' },
    payment: {
      terms: `à ${daysBetween(row.issuedOn, row.dueOn)} jours, au plus tard le ${formatIsoDate(row.dueOn)}, par virement.`,
      dueDate: row.dueOn,
    },
    notes: LEGAL_NOTES,
  };
}

/** Renders the Factur-X document of a row; refuses one whose computed totals are not the row's. */
export async function renderInvoiceDocument(row: repo.InvoiceRow): Promise<FacturxDocument> {
  const model = invoiceModel(row);
  const computed = totalsAsText(computeTotals(model));
  const stored = { ht: row.ht, tva: row.tva, ttc: row.ttc };
  if (JSON.stringify(computed) !== JSON.stringify(stored))
    throw new Error(
      `invoice ${row.numero}: the document's totals ${JSON.stringify(computed)} are not the row's ${JSON.stringify(stored)}`,
    );
  return renderFacturx(model, {
    info: {
      title: `Facture ${row.numero}`,
      author: row.issuer.name,
      subject: `Facture ${row.numero} du ${formatIsoDate(row.issuedOn)} à ${row.clientName}`,
      createdAt: row.createdAt,
    },
    ink: INK,
    drawPage: (canvas, totals) => drawInvoicePage(canvas, model, totals, { contact: row.clientContact }),
  });
}

/**
 * The stored document of an invoice. Written right after the issue (cras.service calls it once the validation
 * has committed); an invoice whose document is not there yet (issued before Factur-X, or a process stopped
 * between the commit and the writing) gets it now, from the same row: written once, then always served as stored.
 */
export async function invoiceDocument(db: Db, row: repo.InvoiceRow): Promise<repo.InvoiceDocumentRow> {
  const stored = await repo.findInvoiceDocument(db, row.id);
  if (stored) return stored;
  const { pdf, xml } = await renderInvoiceDocument(row);
  return repo.keepInvoiceDocument(db, {
    invoiceId: row.id,
    pdf,
    xml,
    sha256: createHash('sha256').update(pdf).digest('hex'),
  });
}
