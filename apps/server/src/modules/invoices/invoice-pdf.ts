import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { formatIsoDate, ofMonth } from '@passerelle/shared';
import type { InvoiceRow } from './invoices.repository.js';

/**
 * The invoice as a PDF, drawn with @cantoo/pdf-lib (MIT): the maintained fork of pdf-lib, whose 1.17.1 of 2021
 * is its last release (Hopding/pdf-lib#1720); same API, pure JavaScript, no native build. It prints what French law
 * requires on an invoice between businesses (Code de commerce L441-9, CGI art. 242 nonies A): number,
 * dates of issue and of the service, issuer and client identities, SIREN and VAT numbers, quantity, unit
 * price, HT, VAT rate and amount, TTC, due date, late-payment penalties and the 40 € recovery indemnity.
 * Everything comes from the invoice row, which keeps what was true when it was issued.
 */

/**
 * Euros as French writes them: "1 234,56 €". The standard PDF fonts encode WinAnsi, which has the
 * no-break space but not the narrow one Intl uses: it is swapped.
 */
function euros(value: string | number): string {
  return new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  })
    .format(Number(value))
    .replace(/\u202f/g, '\u00a0');
}

const INK = rgb(0.11, 0.14, 0.2);
const MUTED = rgb(0.36, 0.39, 0.46);
const BRAND = rgb(0.12, 0.24, 0.53);

export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Facture ${invoice.numero}`);
  pdf.setAuthor(invoice.issuer.name);
  pdf.setLanguage('fr-FR');
  // Fixed dates: the same invoice gives the same file.
  pdf.setCreationDate(invoice.createdAt);
  pdf.setModificationDate(invoice.createdAt);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(page, regular, bold);

  w.text('FACTURE', 50, 780, { size: 22, font: bold, color: BRAND });
  w.text(`N° ${invoice.numero}`, 50, 756, { size: 12, font: bold });
  w.text(`Date d’émission : ${formatIsoDate(invoice.issuedOn)}`, 50, 740);
  w.text(`Date d’échéance : ${formatIsoDate(invoice.dueOn)}`, 50, 726);

  // Issuer (left) and client (right).
  const issuer = invoice.issuer;
  w.lines(
    [
      'Émetteur',
      issuer.name,
      ...issuer.address.split(/\s*\n\s*/),
      `SIREN : ${issuer.siren}`,
      `TVA intracommunautaire : ${issuer.vat}`,
    ],
    50,
    690,
  );
  w.lines(
    [
      'Client',
      invoice.clientName,
      // Invoices issued before the billing identity was collected have none (the row is never rewritten).
      ...(invoice.clientAddress ? invoice.clientAddress.split(/\s*\n\s*/) : []),
      ...(invoice.clientSiren ? [`SIREN : ${invoice.clientSiren}`] : []),
      `À l’attention de : ${invoice.clientContact}`,
    ],
    320,
    690,
  );

  // The service.
  let y = 580;
  page.drawRectangle({ x: 50, y: y - 6, width: 495, height: 22, color: rgb(0.93, 0.95, 0.98) });
  w.text('Désignation', 56, y, { font: bold });
  w.text('Quantité', 330, y, { font: bold });
  w.text('Prix unitaire HT', 390, y, { font: bold });
  w.text('Total HT', 490, y, { font: bold });
  y -= 26;
  w.text(`Prestation de ${invoice.candidateName}`, 56, y);
  w.text(`${String(Number(invoice.days)).replace('.', ',')} j`, 330, y);
  w.text(euros(invoice.tjm), 390, y);
  w.text(euros(invoice.ht), 490, y);
  y -= 14;
  w.text(`Activité ${ofMonth(invoice.mois)} (compte rendu validé)`, 56, y, { color: MUTED, size: 9 });
  y -= 12;
  w.text(`Mission du ${formatIsoDate(invoice.missionStart)} au ${formatIsoDate(invoice.missionEnd)}`, 56, y, {
    color: MUTED,
    size: 9,
  });

  // Totals.
  y -= 40;
  for (const [label, value, font] of [
    ['Total HT', invoice.ht, regular],
    ['TVA 20 %', invoice.tva, regular],
    ['Total TTC', invoice.ttc, bold],
  ] as const) {
    w.text(label, 390, y, { font });
    w.text(euros(value), 490, y, { font });
    y -= 18;
  }

  // Payment terms and the mentions the law requires.
  y -= 20;
  w.paragraph(
    [
      `Conditions de paiement : à 30 jours, au plus tard le ${formatIsoDate(invoice.dueOn)}, par virement. Pas d’escompte pour paiement anticipé.`,
      'En cas de retard de paiement, des pénalités sont dues au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points (Code de commerce, art. L441-10).',
      'Tout professionnel en retard de paiement doit en outre une indemnité forfaitaire pour frais de recouvrement de 40 € (Code de commerce, art. L441-10 et D441-5).',
    ],
    50,
    y,
    495,
  );
  w.text(`${issuer.name} — SIREN ${issuer.siren} — TVA ${issuer.vat}`, 50, 40, { size: 8, color: MUTED });
  return pdf.save({ useObjectStreams: true });
}

class Writer {
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  text(value: string, x: number, y: number, options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb> } = {}) {
    this.page.drawText(value, {
      x,
      y,
      size: options.size ?? 10,
      font: options.font ?? this.regular,
      color: options.color ?? INK,
    });
  }

  /** A block whose first line is a small heading. */
  lines(values: string[], x: number, y: number) {
    values.forEach((value, i) => {
      if (i === 0) this.text(value.toUpperCase(), x, y, { size: 8, font: this.bold, color: MUTED });
      else this.text(value, x, y - 4 - i * 14, { font: i === 1 ? this.bold : this.regular });
    });
  }

  /** Paragraphs wrapped to a width, 9 pt. */
  paragraph(paragraphs: string[], x: number, y: number, width: number) {
    let cursor = y;
    for (const text of paragraphs) {
      let line = '';
      for (const word of text.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (this.regular.widthOfTextAtSize(next, 9) > width && line) {
          this.text(line, x, cursor, { size: 9, color: MUTED });
          cursor -= 12;
          line = word;
        } else line = next;
      }
      if (line) this.text(line, x, cursor, { size: 9, color: MUTED });
      cursor -= 18;
    }
  }
}
