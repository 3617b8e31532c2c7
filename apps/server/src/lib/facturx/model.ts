import { formatCents, lineNetCents, vatCents } from './money.js';

/**
 * The invoice as Factur-X (EN 16931) sees it: the one model the XML and the page are both drawn from, for the
 * three kinds the platform issues (DECISIONS §6.6): 380 the client's invoice, 389 the freelancer's self-billed
 * invoice, 381 a credit note, which names the invoice it corrects (BT-25). Each field names its business term.
 * Amounts are computed here, once, from the lines (computeTotals): nobody types a total.
 */

export const TYPE_CODES = { invoice: '380', selfBilled: '389', creditNote: '381' } as const;
export type TypeCode = (typeof TYPE_CODES)[keyof typeof TYPE_CODES];

/** A French postal address (BG-5 / BG-8). */
export interface PostalAddress {
  /** Street lines, 1 to 3 (BT-35/36/162, BT-50/51/163). */
  lines: string[];
  postcode?: string;
  city?: string;
  /** BT-40 / BT-55: every party of the platform is in France. */
  country: 'FR';
}

export interface Party {
  /** BT-27 / BT-44. */
  name: string;
  /** BT-30 / BT-47: the SIREN, scheme 0002 (INSEE's SIRENE register). */
  siren?: string;
  /** BT-31 / BT-48: the intra-community VAT number. */
  vatId?: string;
  /**
   * BT-32 (seller only): the tax registration identifier, scheme FC. A freelancer in the VAT franchise has no VAT
   * number; BR-E-02 then wants this one (its SIRET).
   */
  taxRegistrationId?: string;
  address: PostalAddress;
}

/** One line per mission month: days at the daily rate. */
export interface InvoiceLine {
  /** BT-126 */
  id: string;
  /** BT-153 */
  name: string;
  /** BT-154 */
  description?: string;
  /** BT-129, decimal text (half days: "19.5"). */
  quantity: string;
  /** BT-130: UN/ECE Recommendation 20, day. */
  unitCode: 'DAY';
  /** BT-146, the net price of a day, in thousandths of a euro. */
  unitPriceMillis: bigint;
  /** BG-26: the month the days were worked in (clipped to the mission). */
  period?: { start: string; end: string };
}

/** Every line of one document has the same VAT treatment (BG-23 has one entry). */
export type VatTreatment =
  | { category: 'S'; ratePercent: string }
  /** Exempt: the freelancer in the franchise (CGI art. 293 B); BT-120 and, when known, BT-121 (VATEX). */
  | { category: 'E'; exemptionReason: string; exemptionCode?: string };

export const FRANCHISE_VAT: VatTreatment = {
  category: 'E',
  exemptionReason: 'TVA non applicable, art. 293 B du CGI',
  exemptionCode: 'VATEX-FR-FRANCHISE',
};

/** UNTDID 4451 subjects of the notes French invoices carry (BT-22). */
export type NoteSubject = 'AAB' | 'PMD' | 'PMT' | 'REG' | 'TXD';

export interface FacturxInvoice {
  typeCode: TypeCode;
  /** BT-1 */
  number: string;
  /** BT-2, YYYY-MM-DD. */
  issueDate: string;
  /** BT-5 */
  currency: 'EUR';
  seller: Party;
  buyer: Party;
  /** BT-13: the client's purchase order, when it gave one. */
  buyerOrderReference?: string;
  /** BG-3: the invoice a credit note corrects (BT-25, BT-26). */
  precedingInvoice?: { number: string; issueDate: string };
  lines: InvoiceLine[];
  vat: VatTreatment;
  payment: {
    /** BT-20 */
    terms: string;
    /** BT-9, YYYY-MM-DD. */
    dueDate?: string;
    /** BT-84, BT-86: the payee's account, when known (BG-17, payment means 58: SEPA transfer). */
    iban?: string;
    bic?: string;
  };
  /** BG-1: the legal mentions (penalties, recovery indemnity, no discount…). */
  notes: { subject?: NoteSubject; content: string }[];
}

export interface Totals {
  /** BT-131 of each line, in cents. */
  lineNets: bigint[];
  /** BT-106 = BT-109 (no allowance or charge). */
  lineTotal: bigint;
  /** BT-110 = BT-117. */
  vat: bigint;
  /** BT-112 = BT-115 (nothing prepaid, no rounding). */
  grandTotal: bigint;
  /** BT-119, "20" or "0". */
  ratePercent: string;
}

export const vatRateOf = (vat: VatTreatment): string => (vat.category === 'S' ? vat.ratePercent : '0');

/** The document's amounts, from its lines: BR-CO-10, BR-CO-13 to 16, BR-S-08/09, BR-E-08/09 hold by construction. */
export function computeTotals(invoice: Pick<FacturxInvoice, 'lines' | 'vat'>): Totals {
  const lineNets = invoice.lines.map((line) => lineNetCents(line.quantity, line.unitPriceMillis));
  const lineTotal = lineNets.reduce((sum, net) => sum + net, 0n);
  const ratePercent = vatRateOf(invoice.vat);
  const vat = vatCents(lineTotal, ratePercent);
  return { lineNets, lineTotal, vat, grandTotal: lineTotal + vat, ratePercent };
}

/** The totals as the database keeps them ("1234.56"). */
export function totalsAsText(totals: Totals): { ht: string; tva: string; ttc: string } {
  return { ht: formatCents(totals.lineTotal), tva: formatCents(totals.vat), ttc: formatCents(totals.grandTotal) };
}
