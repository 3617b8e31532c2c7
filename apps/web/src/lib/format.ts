import { formatIsoDate } from '@passerelle/shared/dates';

/** French formats for money and periods (DECISIONS §5: euros; dates dd/MM/yyyy). */

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 3 });
const wholeEuros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** 650 → « 650 € », 3600.5 → « 3 600,5 € ». */
export function formatEuros(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const value = Number(amount);
  return Number.isInteger(value) ? wholeEuros.format(value) : euros.format(value);
}

/** A period (an offer's, a mission's, an entry's; DECISIONS §4: not SPEC's « de … jusqu'à … »): « du 01/02/2026 au 30/06/2026 »; without an end, still going on: « depuis le 01/02/2026 (en cours) ». */
export function formatPeriod(start: string, end: string | null): string {
  if (end === null) return `depuis le ${formatIsoDate(start)} (en cours)`;
  return `du ${formatIsoDate(start)} au ${formatIsoDate(end)}`;
}

export function fullName(person: { prenom?: string | null; nom?: string | null }): string {
  return [person.prenom, person.nom].filter(Boolean).join(' ');
}

/** A company's billing address on one line (« 8 rue des Lilas, 69003 Lyon »); null when it has none. */
export function formatBillingAddress(company: {
  adresse: string | null;
  code_postal: string | null;
  ville: string | null;
}): string | null {
  if (!company.adresse || !company.code_postal || !company.ville) return null;
  return `${company.adresse}, ${company.code_postal} ${company.ville}`;
}

/** A SIREN as INSEE prints it: « 552 100 554 ». */
export function formatSiren(siren: string | null): string | null {
  return siren ? siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : null;
}

const cents = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount of money to the cent (invoices, payments): 1159.5 → « 1 159,50 € », 2160 → « 2 160 € ». */
export function formatMoney(amount: number): string {
  return Number.isInteger(amount) ? wholeEuros.format(amount) : cents.format(amount);
}

/**
 * A count and its noun, agreed in French: 0 and 1 take the singular (« 0 jour déclaré », « 1 mission »), more
 * the plural; `many` defaults to the singular with an s. Never « (s) » in what users read (issue 29).
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('fr-FR')}\u00a0${Math.abs(count) >= 2 ? many : one}`;
}
