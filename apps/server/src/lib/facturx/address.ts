import type { PostalAddress } from './model.js';

/**
 * A French postal address written as text (« 12 rue de la Paix, 75002 Paris », or the street and « 69003 Lyon »
 * on two lines, as the invoices keep the client's) in the parts EN 16931 names: up to three lines, the postcode,
 * the city. Text without a postcode stays whole in the lines (the country is always FR).
 */
export function parseFrenchAddress(text: string | null | undefined): PostalAddress {
  const value = (text ?? '').trim();
  const match = /^([\s\S]*?)[,\n]\s*(\d{5})\s+([^,\n]+?)\s*$/.exec(value);
  const street = match ? (match[1] ?? '') : value;
  const lines = street
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // At most three lines: the rest joins the third.
  const kept = lines.length > 3 ? [...lines.slice(0, 2), lines.slice(2).join(', ')] : lines;
  return match ? { lines: kept, postcode: match[2], city: match[3], country: 'FR' } : { lines: kept, country: 'FR' };
}

/** The address as the page prints it: its lines, then « postcode city ». */
export function addressLines(address: PostalAddress): string[] {
  const town = [address.postcode, address.city].filter(Boolean).join(' ');
  return town ? [...address.lines, town] : address.lines;
}
