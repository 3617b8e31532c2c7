import { createHash } from 'node:crypto';
import { formatIsoDate, ofMonth } from '@passerelle/shared';
import type { Db } from '../../db/client.js';
import { parseFrenchAddress } from '../../lib/facturx/address.js';
import {
  computeTotals,
  type FacturxDocument,
  type FacturxInvoice,
  FRANCHISE_VAT,
  type Party,
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

/**
 * The notes French law wants on an invoice between businesses (Code de commerce L441-9, L441-10, D441-5). The
 * late-payment rate is the one kept on the row at issue (Réglages' taux_penalites, the rate the dunning applies);
 * an invoice issued before it was kept (null) reads the wording it was issued with.
 */
function legalNotes(tauxPenalites: string | null): FacturxInvoice['notes'] {
  return [
    { subject: 'AAB', content: 'Pas d’escompte pour paiement anticipé.' },
    {
      subject: 'PMD',
      content:
        tauxPenalites === null
          ? 'En cas de retard de paiement, des pénalités sont dues au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points (Code de commerce, art. L441-10).'
          : `En cas de retard de paiement, des pénalités sont dues au taux annuel de ${percentText(tauxPenalites)} (Code de commerce, art. L441-10).`,
    },
    {
      subject: 'PMT',
      content:
        'Tout professionnel en retard de paiement doit en outre une indemnité forfaitaire pour frais de recouvrement de 40 € (Code de commerce, art. L441-10 et D441-5).',
    },
  ];
}

/** A rate in % as French writes it, from the row's decimal text: '12.15' → « 12,15 % », '10.00' → « 10 % ». */
export function percentText(rate: string): string {
  const [units, decimals = ''] = rate.trim().split('.');
  const kept = decimals.replace(/0+$/, '');
  return `${units}${kept ? `,${kept}` : ''}\u00a0%`;
}

/** The days of `mois` the mission covers: the month, clipped to the mission's dates. */
function workedPeriod(mois: string, missionStart: string, missionEnd: string): { start: string; end: string } {
  const [year, month] = mois.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = `${mois}-01`;
  const last = `${mois}-${String(lastDay).padStart(2, '0')}`;
  return { start: first < missionStart ? missionStart : first, end: last > missionEnd ? missionEnd : last };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The payment terms (BT-20), from the row's dates: the delay the Réglages gave at issue (DECISIONS §6.5), the
 * due date as the page prints it. « à réception » when the delay is 0.
 */
export function paymentTerms(issuedOn: string, dueOn: string): string {
  const days = daysBetween(issuedOn, dueOn);
  const delay = days === 0 ? 'à réception' : `à ${days} jour${days > 1 ? 's' : ''}`;
  return `${delay}, au plus tard le ${formatIsoDate(dueOn)}, par virement.`;
}

const platformParty = (issuer: repo.InvoiceRow['issuer']): Party => ({
  name: issuer.name,
  siren: issuer.siren,
  vatId: issuer.vat,
  address: parseFrenchAddress(issuer.address),
});

/**
 * The freelancer as the seller of its self-billed invoice: its SIREN (the SIRET's first 9 digits), its VAT
 * number when liable; in the franchise it has none, and BR-E-02 wants its tax registration id (BT-32): the SIRET.
 */
function freelancerParty(seller: NonNullable<repo.InvoiceRow['seller']>): Party {
  return {
    name: seller.name,
    siren: seller.siret.slice(0, 9),
    ...(seller.regimeTva === 'assujetti' && seller.tvaIntra ? { vatId: seller.tvaIntra } : { taxRegistrationId: seller.siret }),
    address: parseFrenchAddress(seller.address),
  };
}

/** "20.00" → "20": the rate as EN 16931 writes it. */
const ratePercent = (rate: string) => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

/** The invoice a credit note cancels (BG-3). */
export interface CorrectedInvoice {
  numero: string;
  issuedOn: string;
}

/**
 * The Factur-X model of an invoice row: a client invoice (380: the platform sells to the company, VAT 20 %), a
 * self-billed invoice (389: the freelancer sells to the platform, VAT 20 % or exempt in the franchise, its IBAN as
 * the payee's), or a credit note (381) of either, which names the invoice it cancels. One line: the month's days
 * at the daily rate.
 */
export function invoiceModel(row: repo.InvoiceRow, corrected?: CorrectedInvoice): FacturxInvoice {
  const platform = platformParty(row.issuer);
  const seller = row.seller;
  const creditNote = row.type === 'avoir';
  if (creditNote && !corrected) throw new Error(`credit note ${row.numero}: the invoice it cancels is required`);
  const mandate = seller
    ? `Autofacturation : ${creditNote ? 'avoir émis' : 'facture émise'} par ${row.issuer.name} au nom et pour le compte de ${seller.name}, selon le mandat d’autofacturation du ${formatIsoDate(seller.mandatLe)} (CGI, art. 289-I-2).`
    : undefined;
  const notes: FacturxInvoice['notes'] = [
    ...(mandate ? [{ content: mandate }] : []),
    ...(creditNote && corrected
      ? [
          {
            subject: 'REG' as const,
            content:
              `Annule la facture ${corrected.numero} du ${formatIsoDate(corrected.issuedOn)} en totalité. Motif : ${row.motif ?? ''}`
                .replace(/\s+/g, ' ')
                .trim(),
          },
        ]
      : legalNotes(row.tauxPenalites)),
  ];
  const payment: FacturxInvoice['payment'] =
    creditNote && corrected
      ? { terms: `Avoir à déduire de la facture ${corrected.numero}.` }
      : {
          terms: paymentTerms(row.issuedOn, row.dueOn),
          dueDate: row.dueOn,
          ...(seller ? { iban: seller.iban, bic: seller.bic } : {}),
        };
  return {
    typeCode: creditNote ? TYPE_CODES.creditNote : seller ? TYPE_CODES.selfBilled : TYPE_CODES.invoice,
    number: row.numero,
    issueDate: row.issuedOn,
    currency: 'EUR',
    seller: seller ? freelancerParty(seller) : platform,
    buyer: seller
      ? platform
      : {
          name: row.clientName,
          // Invoices issued before the billing identity was collected have none (the row is never rewritten).
          siren: row.clientSiren ?? undefined,
          address: parseFrenchAddress(row.clientAddress),
        },
    // BT-13: the company's purchase order, kept on the row at issue (a self-billed invoice has none).
    ...(row.bonCommande ? { buyerOrderReference: row.bonCommande } : {}),
    ...(corrected ? { precedingInvoice: { number: corrected.numero, issueDate: corrected.issuedOn } } : {}),
    lines: [
      {
        id: '1',
        name: seller ? `Prestation de ${seller.name} pour ${row.clientName}` : `Prestation de ${row.candidateName}`,
        description: `Activité ${ofMonth(row.mois)} (compte rendu validé), mission du ${formatIsoDate(row.missionStart)} au ${formatIsoDate(row.missionEnd)}`,
        quantity: row.days,
        unitCode: 'DAY',
        unitPriceMillis: thousandths(row.tjm),
        period: workedPeriod(row.mois, row.missionStart, row.missionEnd),
      },
    ],
    vat: row.vatCategory === 'E' ? FRANCHISE_VAT : { category: 'S', ratePercent: ratePercent(row.vatRate) },
    payment,
    notes,
  };
}

const TITLES = { client: 'Facture', autofacturation: 'Autofacture', avoir: 'Avoir' } as const;

/** Renders the Factur-X document of a row; refuses one whose computed totals are not the row's. */
export async function renderInvoiceDocument(row: repo.InvoiceRow, corrected?: CorrectedInvoice): Promise<FacturxDocument> {
  const model = invoiceModel(row, corrected);
  const computed = totalsAsText(computeTotals(model));
  const stored = { ht: row.ht, tva: row.tva, ttc: row.ttc };
  if (JSON.stringify(computed) !== JSON.stringify(stored))
    throw new Error(
      `invoice ${row.numero}: the document's totals ${JSON.stringify(computed)} are not the row's ${JSON.stringify(stored)}`,
    );
  const title = `${TITLES[row.type as repo.InvoiceType]} ${row.numero}`;
  return renderFacturx(model, {
    info: {
      title,
      author: row.issuer.name,
      subject: `${title} du ${formatIsoDate(row.issuedOn)} à ${model.buyer.name}`,
      createdAt: row.createdAt,
    },
    ink: INK,
    drawPage: (canvas, totals) =>
      drawInvoicePage(canvas, model, totals, {
        contact: row.seller ? undefined : row.clientContact || undefined,
        selfBilled: row.seller !== null,
      }),
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
  const original = row.correctsId ? await repo.findInvoice(db, row.correctsId) : undefined;
  const corrected = original ? { numero: original.numero, issuedOn: original.issuedOn } : undefined;
  const { pdf, xml } = await renderInvoiceDocument(row, corrected);
  return repo.keepInvoiceDocument(db, {
    invoiceId: row.id,
    pdf,
    xml,
    sha256: createHash('sha256').update(pdf).digest('hex'),
  });
}
