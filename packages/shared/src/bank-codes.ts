/**
 * Bank account identifiers as people type them: IBAN (ISO 13616, the mod-97 key of ISO 7064) and BIC
 * (ISO 9362). Spaces are dropped and letters upper-cased before the check.
 */

/** `fr76 3000 …` → `FR763000…` */
export function normalizeBankCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** An IBAN: country, 2 check digits, up to 30 letters or digits, and its mod-97 key equal to 1. */
export function isIban(text: string): boolean {
  const iban = normalizeBankCode(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}

/** A BIC: 4 letters (bank), 2 letters (country), 2 letters or digits (place), an optional 3-character branch. */
export function isBic(text: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeBankCode(text));
}

/** An IBAN as a screen shows it: groups of four, all but the last four characters hidden when `masked`. */
export function formatIban(iban: string, masked = false): string {
  const code = normalizeBankCode(iban);
  const shown = masked ? `${'•'.repeat(Math.max(0, code.length - 4))}${code.slice(-4)}` : code;
  return shown.replace(/(.{4})/g, '$1 ').trim();
}
