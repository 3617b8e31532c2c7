// money.js, not the engine's index: amounts are read at every list, the PDF engine only for a document.
import { formatCents, lineNetCents, thousandths, vatCents } from '../../lib/facturx/money.js';

/**
 * Invoice amounts in whole cents, from the CRA's days (halves) and the mission's TJM (numeric with up to
 * 3 decimals, as text): integers throughout, never floats (DECISIONS §5). Rounding: half up, to the cent,
 * with the Factur-X engine's own functions, so that the row's figures are the XML's (invoice-document.ts
 * checks it again before drawing).
 */

export const VAT_RATE_PERCENT = '20';

/** HT, TVA and TTC in cents for `days` days (a multiple of 0.5) at `tjm` euros a day. */
export function invoiceAmounts(days: number, tjm: string): { ht: bigint; tva: bigint; ttc: bigint } {
  const ht = lineNetCents(String(days), thousandths(tjm));
  const tva = vatCents(ht, VAT_RATE_PERCENT);
  return { ht, tva, ttc: ht + tva };
}

/** 123456n → "1234.56" (numeric text for the database). */
export const centsToText = formatCents;
