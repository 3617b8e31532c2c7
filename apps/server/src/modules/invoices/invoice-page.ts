import { rgb } from '@cantoo/pdf-lib';
import { formatIsoDate } from '@passerelle/shared';
import { addressLines } from '../../lib/facturx/address.js';
import {
  type FacturxInvoice,
  formatCents,
  formatQuantity,
  formatUnitPrice,
  type PageCanvas,
  type Party,
  type Totals,
} from '../../lib/facturx/index.js';
import { frenchEuros } from '../../lib/facturx/money.js';

/**
 * The page of an invoice, a self-billed invoice or a credit note, drawn from the Factur-X model and its totals
 * (the XML's own figures). It prints what French law requires on an invoice between businesses (Code de
 * commerce L441-9, CGI art. 242 nonies A): number, dates, both parties with SIREN and VAT numbers, quantity,
 * unit price, HT, VAT rate and amount (or the exemption's mention), TTC, due date, payment terms and the legal
 * notes; and the 2026 mentions of the e-invoicing reform: the buyer's SIREN and the category of the operation.
 */

export const INK = rgb(0.11, 0.14, 0.2);
const MUTED = rgb(0.36, 0.39, 0.46);
const BRAND = rgb(0.12, 0.24, 0.53);
const BAND = rgb(0.93, 0.95, 0.98);

/** Euros as French writes them: "1 234,56 €" (lib/facturx/money.ts). */
export const euros = frenchEuros;

const TITLES = { '380': 'FACTURE', '389': 'FACTURE', '381': 'AVOIR' } as const;

export interface PageExtras {
  /** « À l'attention de » on the buyer's block. */
  contact?: string;
  /** A self-billed invoice or its credit note: the platform issues it in the freelancer's name (CGI art. 289-I-2). */
  selfBilled?: boolean;
}

function identity(party: Party): string[] {
  return [
    ...(party.siren ? [`SIREN : ${party.siren}`] : []),
    ...(party.taxRegistrationId ? [`SIRET : ${party.taxRegistrationId}`] : []),
    ...(party.vatId ? [`TVA intracommunautaire : ${party.vatId}`] : []),
  ];
}

/** A block whose first line is a small heading, the second the party's name. */
function block(canvas: PageCanvas, heading: string, lines: string[], x: number, y: number) {
  canvas.text(heading.toUpperCase(), x, y, { size: 8, bold: true, color: MUTED });
  lines.forEach((line, i) => {
    canvas.text(line, x, y - 18 - i * 14, { bold: i === 0 });
  });
}

export function drawInvoicePage(canvas: PageCanvas, invoice: FacturxInvoice, totals: Totals, extras: PageExtras = {}) {
  const { seller, buyer, payment } = invoice;
  canvas.text(TITLES[invoice.typeCode], 50, 780, { size: 22, bold: true, color: BRAND });
  const selfBilled = invoice.typeCode === '389' || extras.selfBilled === true;
  if (selfBilled)
    canvas.text('Autofacturation', invoice.typeCode === '381' ? 140 : 170, 782, { size: 12, bold: true, color: MUTED });
  let y = 756;
  const head = [
    `Date d’émission : ${formatIsoDate(invoice.issueDate)}`,
    ...(payment.dueDate ? [`Date d’échéance : ${formatIsoDate(payment.dueDate)}`] : []),
    ...(invoice.buyerOrderReference ? [`Bon de commande n° ${invoice.buyerOrderReference}`] : []),
    ...(invoice.precedingInvoice
      ? [`Avoir sur la facture N° ${invoice.precedingInvoice.number} du ${formatIsoDate(invoice.precedingInvoice.issueDate)}`]
      : []),
  ];
  canvas.text(`N° ${invoice.number}`, 50, y, { size: 12, bold: true });
  for (const line of head) {
    y -= 15;
    canvas.text(line, 50, y);
  }

  // Seller (left) and buyer (right).
  block(
    canvas,
    selfBilled ? 'Prestataire (vendeur)' : 'Émetteur',
    [seller.name, ...addressLines(seller.address), ...identity(seller)],
    50,
    680,
  );
  block(
    canvas,
    selfBilled ? 'Client (émet l’autofacture)' : 'Client',
    [
      buyer.name,
      ...addressLines(buyer.address),
      ...identity(buyer),
      ...(extras.contact ? [`À l’attention de : ${extras.contact}`] : []),
    ],
    320,
    680,
  );
  canvas.text('Catégorie de l’opération : Prestation de services', 50, 570, { size: 9, color: MUTED });

  // The lines.
  y = 540;
  canvas.rect(50, y - 6, 495, 22, BAND);
  canvas.text('Désignation', 56, y, { bold: true });
  canvas.textRight('Quantité', 360, y, { bold: true });
  canvas.textRight('Prix unitaire HT', 460, y, { bold: true });
  canvas.textRight('Total HT', 540, y, { bold: true });
  invoice.lines.forEach((line, i) => {
    y -= 26;
    // The designation wraps before the quantity column.
    const [first = '', ...rest] = canvas.wrap(line.name, 240);
    canvas.text(first, 56, y);
    canvas.textRight(`${formatQuantity(line.quantity).replace('.', ',')} j`, 360, y);
    canvas.textRight(euros(formatUnitPrice(line.unitPriceMillis)), 460, y);
    canvas.textRight(euros(formatCents(totals.lineNets[i] ?? 0n)), 540, y);
    for (const more of rest) {
      y -= 13;
      canvas.text(more, 56, y);
    }
    const details = [
      ...(line.description ? [line.description] : []),
      ...(line.period ? [`Période : du ${formatIsoDate(line.period.start)} au ${formatIsoDate(line.period.end)}`] : []),
    ];
    for (const detail of details) {
      y -= 13;
      canvas.text(detail, 56, y, { size: 9, color: MUTED });
    }
  });

  // Totals.
  y -= 36;
  const vatLabel = invoice.vat.category === 'S' ? `TVA ${invoice.vat.ratePercent.replace('.', ',')} %` : 'TVA';
  for (const [label, cents, bold] of [
    ['Total HT', totals.lineTotal, false],
    [vatLabel, totals.vat, false],
    ['Total TTC', totals.grandTotal, true],
  ] as const) {
    canvas.text(label, 370, y, { bold });
    canvas.textRight(euros(formatCents(cents)), 540, y, { bold });
    y -= 18;
  }
  if (invoice.vat.category === 'E') canvas.textRight(invoice.vat.exemptionReason, 540, y - 2, { size: 9, bold: true });

  // Payment and the legal notes.
  y -= 24;
  const paragraphs = [
    `Conditions de paiement : ${payment.terms}`,
    ...(payment.iban ? [`Virement sur le compte IBAN ${payment.iban}${payment.bic ? `, BIC ${payment.bic}` : ''}.`] : []),
    ...invoice.notes.map((note) => note.content),
  ];
  for (const paragraph of paragraphs) {
    for (const line of canvas.wrap(paragraph, 495, { size: 9 })) {
      canvas.text(line, 50, y, { size: 9, color: MUTED });
      y -= 12;
    }
    y -= 6;
  }
  const footer = [
    seller.name,
    ...(seller.siren ? [`SIREN ${seller.siren}`] : []),
    ...(seller.vatId ? [`TVA ${seller.vatId}`] : []),
  ];
  canvas.text(footer.join(' — '), 50, 40, { size: 8, color: MUTED });
}
