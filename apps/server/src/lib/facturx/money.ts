/**
 * Amounts as integers, never floats (DECISIONS §5): cents for amounts, thousandths of a euro for a unit price
 * (a TJM has up to 3 decimals), ten-thousandths for a quantity. Rounding is half up, to the cent, as EN 16931's
 * rules compute it (BR-S-09: `round(basis × rate) div 100`, BR-DEC-*: amounts with at most 2 decimals).
 */

/** "600.25" at scale 3 → 600250n. Throws on anything that is not a plain non-negative decimal. */
export function parseScaled(text: string, scale: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  const fraction = match?.[2] ?? '';
  if (!match || fraction.replace(/0+$/, '').length > scale) throw new Error(`not a decimal of scale ${scale}: ${text}`);
  return BigInt(match[1] ?? '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

/** "600.250" → 600250n (thousandths of a euro). */
export const thousandths = (amount: string): bigint => parseScaled(amount, 3);

/** `value` / `divisor`, rounded half up (both non-negative). */
function divideHalfUp(value: bigint, divisor: bigint): bigint {
  if (value < 0n || divisor <= 0n) throw new Error('divideHalfUp: negative operand');
  return (value * 2n + divisor) / (divisor * 2n);
}

/** A line's net amount in cents: quantity (decimal text, up to 4 decimals) × unit price (thousandths). */
export function lineNetCents(quantity: string, unitPriceMillis: bigint): bigint {
  // ten-thousandths × thousandths = 1e-7 €; a cent is 1e5 of them.
  return divideHalfUp(parseScaled(quantity, 4) * unitPriceMillis, 100_000n);
}

/** The VAT of `baseCents` at `ratePercent` (decimal text, e.g. "20" or "5.5"), in cents. */
export function vatCents(baseCents: bigint, ratePercent: string): bigint {
  // rate in hundredths of a percent: base × rate / 10 000.
  return divideHalfUp(baseCents * parseScaled(ratePercent, 2), 10_000n);
}

/** 123456n → "1234.56": the form EN 16931 amounts and the database's numerics take. */
export function formatCents(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** 600250n at scale 3 → "600.25"; 600000n → "600.00" (at least `minDecimals` decimals, no trailing zero past them). */
export function formatScaled(value: bigint, scale: number, minDecimals: number): string {
  if (value < 0n) throw new Error('formatScaled: negative value');
  const unit = 10n ** BigInt(scale);
  let fraction = String(value % unit)
    .padStart(scale, '0')
    .replace(/0+$/, '');
  fraction = fraction.padEnd(minDecimals, '0');
  return fraction ? `${value / unit}.${fraction}` : String(value / unit);
}

/** A quantity as the XML writes it: "19.5", "3". */
export const formatQuantity = (quantity: string): string => formatScaled(parseScaled(quantity, 4), 4, 0);

/** A unit price (thousandths) as the XML writes it: "600.00", "612.345". */
export const formatUnitPrice = (millis: bigint): string => formatScaled(millis, 3, 2);

/** Euros as French writes them: "1 234,56 €", from the exact decimal text (Intl reads it exactly, never a float). */
export function frenchEuros(amount: string): string {
  return new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(amount as unknown as number);
}
