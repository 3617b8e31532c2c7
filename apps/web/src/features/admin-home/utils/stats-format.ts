/** French formats of the statistics: thousands of euros (SPEC §2: « K€ »), months, whole euros. */

const thousands = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 0, maximumFractionDigits: 1 });
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('fr-FR');

/** 10087.75 → « 10,1 K€ ». */
export function formatKiloEuros(amount: number): string {
  return `${thousands.format(amount / 1000)} K€`;
}

/** 10087.75 → « 10 087,75 € » (the exact amount, to the cent). */
export function formatExactEuros(amount: number): string {
  return euros.format(amount);
}

export function formatCount(value: number): string {
  return count.format(value);
}

const shortMonth = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthDate(month: string): Date {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1, 1));
}

/** '2026-01' → « janv. 26 » on an axis, « janvier 2026 » elsewhere. */
export function formatMonth(month: string, long = false): string {
  return (long ? longMonth : shortMonth).format(monthDate(month));
}
