/**
 * Self-billing and credit notes (DECISIONS §6.6), without zod (the web reads these at run time): the VAT
 * regimes, the kinds of document, the payout states of a self-billed invoice, the SIRET and IBAN rules.
 */

export const REGIMES_TVA = ['franchise', 'assujetti'] as const;
export type RegimeTva = (typeof REGIMES_TVA)[number];
export const REGIME_TVA_LABELS: Record<RegimeTva, string> = {
  franchise: 'Franchise en base de TVA (art. 293 B du CGI)',
  assujetti: 'Assujetti à la TVA',
};

/** The kinds of document the platform issues: the client's invoice, the freelancer's self-billed one, a credit note. */
export const FACTURE_TYPES = ['client', 'autofacturation', 'avoir'] as const;
export type FactureType = (typeof FACTURE_TYPES)[number];
export const FACTURE_TYPE_LABELS: Record<FactureType, string> = {
  client: 'Factures clients',
  autofacturation: 'Autofactures',
  avoir: 'Avoirs',
};

/**
 * Where a self-billed invoice stands in the payout (DECISIONS §6.7): waiting for the client's payment, then due
 * to the freelancer, in a transfer order, paid out.
 */
export const ETATS_VERSEMENT = ['en_attente', 'a_verser', 'en_cours', 'verse'] as const;
export type EtatVersement = (typeof ETATS_VERSEMENT)[number];
export const ETAT_VERSEMENT_LABELS: Record<EtatVersement, string> = {
  en_attente: 'En attente du paiement du client',
  a_verser: 'À verser',
  en_cours: 'Virement en cours',
  verse: 'Versée',
};

/** "123 45678 90012" → "12345678900012". */
export const normalizeSiret = (value: string) => value.replace(/[\s.]/g, '');

/**
 * Fourteen digits whose Luhn key is right (INSEE). La Poste's establishments (SIREN 356 000 000) use another key:
 * the sum of the digits is a multiple of 5.
 */
export function isValidSiret(value: string): boolean {
  const digits = normalizeSiret(value);
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith('356000000') && digits !== '35600000000048')
    return [...digits].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let digit = Number(digits[13 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "FR 76 3000…" → "FR763000…": what people paste from a bank's page. */
export const normalizeIban = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** « •••• •••• •••• •••• •••• ••• 0189 »: the IBAN's length kept, its last 4 only (what screens show of it). */
export function maskIban(iban: string): string {
  const hidden = '•'.repeat(Math.max(0, iban.length - 4)).replace(/(.{4})(?=.)/g, '$1 ');
  return `${hidden} ${iban.slice(-4)}`;
}
