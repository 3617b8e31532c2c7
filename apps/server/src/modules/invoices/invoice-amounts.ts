/**
 * Invoice amounts in whole cents, from the CRA's days (halves) and the mission's TJM (numeric with up to
 * 3 decimals, as text): integers throughout, never floats (DECISIONS §5). Rounding: half up, to the cent.
 */

const VAT_RATE_PERCENT = 20;

/** "600.250" → 600250 (thousandths of a euro). */
function thousandths(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  return BigInt(match[1] ?? '0') * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
}

/** HT, TVA and TTC in cents for `days` days (a multiple of 0.5) at `tjm` euros a day. */
export function invoiceAmounts(days: number, tjm: string): { ht: bigint; tva: bigint; ttc: bigint } {
  const halfDays = BigInt(Math.round(days * 2));
  // tjm (thousandths) × half days = units of 1/2000 €; a cent is 20 of them.
  const units = thousandths(tjm) * halfDays;
  const ht = (units + 10n) / 20n;
  const tva = (ht * BigInt(VAT_RATE_PERCENT) + 50n) / 100n;
  return { ht, tva, ttc: ht + tva };
}

/** 123456n → "1234.56" (numeric text for the database). */
export function centsToText(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
