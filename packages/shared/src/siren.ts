/**
 * The SIREN, the 9-digit number INSEE gives every French company (the first 9 digits of its SIRET and of its
 * intra-community VAT number). Its last digit is a Luhn key: a typo in one digit, or two neighbours swapped,
 * is caught. One source for every SIREN the platform reads: a client company's, the invoices' issuer's.
 */

/** "552 100 554" → "552100554": the spaces and dots people type are dropped. */
export function normalizeSiren(value: string): string {
  return value.replace(/[\s.]/g, '');
}

/** Nine digits (the format), whatever their key. */
export function hasSirenFormat(value: string): boolean {
  return /^\d{9}$/.test(normalizeSiren(value));
}

/** Nine digits whose Luhn key is right. */
export function isValidSiren(value: string): boolean {
  const digits = normalizeSiren(value);
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    // From the right, every second digit is doubled (its digits summed).
    let digit = Number(digits[8 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The French intra-community VAT number of a SIREN: FR, a 2-digit key (12 + 3 × (SIREN mod 97)) mod 97, then the
 * SIREN (the rule the tax administration publishes).
 */
export function frenchVatNumber(siren: string): string {
  const digits = normalizeSiren(siren);
  const key = (12 + 3 * (Number(digits) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${digits}`;
}
