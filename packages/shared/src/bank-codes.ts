import { isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';

/**
 * Bank account identifiers as people type them: IBAN (ISO 13616, the mod-97 key of ISO 7064) and BIC
 * (ISO 9362). Spaces are dropped and letters upper-cased before the check.
 */

/** `fr76 3000 …` → `FR763000…` */
export function normalizeBankCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * An IBAN of a SEPA country (a SEPA transfer pays it: DECISIONS §6.7), its structure and check digits checked by
 * ibantools, the maintained library the server's SEPA files use too (lib/banking/sepa-text.ts).
 */
export function isIban(text: string): boolean {
  const iban = normalizeBankCode(text);
  return isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2));
}

/** A BIC (8 or 11 characters: bank, country, place, optional branch), checked by ibantools. */
export function isBic(text: string): boolean {
  return isValidBIC(normalizeBankCode(text));
}

/** An IBAN as a screen shows it: groups of four, all but the last four characters hidden when `masked`. */
export function formatIban(iban: string, masked = false): string {
  const code = normalizeBankCode(iban);
  const shown = masked ? `${'•'.repeat(Math.max(0, code.length - 4))}${code.slice(-4)}` : code;
  return shown.replace(/(.{4})/g, '$1 ').trim();
}
