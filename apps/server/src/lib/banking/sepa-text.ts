import transliterate from '@sindresorhus/transliterate';
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { PayoutFileError } from './errors.js';

/**
 * What a SEPA credit transfer may carry (EPC SCT Implementation Guidelines, « SEPA character set »; French
 * banks take no more): Latin letters without accents, digits, space and / - ? : ( ) . , ' +. Names and
 * remittance are transliterated into it (« Léa Müller » → « Lea Mueller », « Œuvre & Cie » → « OEuvre + Cie »);
 * identifiers are ours and must already be in it.
 */

const OUTSIDE_SEPA_SET = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/** Free text (a name, a remittance line) in the SEPA set, cut to `maxLength`; empty when nothing is left. */
export function toSepaText(text: string, maxLength: number): string {
  const latin = transliterate(text.normalize('NFC'))
    .replace(/[\u2018\u2019\u02BC`´]/g, "'")
    .replace(/&/g, '+');
  return latin.replace(OUTSIDE_SEPA_SET, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength).trim();
}

/** Text the writer puts in a field: in the SEPA set, 1 to `maxLength` characters, else refused. */
export function sepaText(text: string, maxLength: number, field: string): string {
  const value = toSepaText(text, maxLength);
  if (value === '') throw new PayoutFileError('text', field, `nothing left of « ${text} » in the SEPA character set`);
  return value;
}

/**
 * An identifier (MsgId, PmtInfId, EndToEndId): 1–35 characters of the SEPA set, not starting or ending with
 * « / » and without « // » (EPC rules), never rewritten: a changed identifier is a different one.
 */
export function sepaIdentifier(id: string, field: string): string {
  if (!/^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/.test(id) || id.startsWith('/') || id.endsWith('/') || id.includes('//')) {
    throw new PayoutFileError('identifier', field, `« ${id} » is not a SEPA identifier`);
  }
  return id;
}

/** An IBAN of a SEPA country, checked (ibantools: structure and check digits), in electronic form. */
export function sepaIban(iban: string, field: string): string {
  const electronic = electronicFormatIBAN(iban) ?? '';
  if (!isValidIBAN(electronic) || !isSEPACountry(electronic.slice(0, 2))) {
    throw new PayoutFileError('iban', field, `« ${iban} » is not the IBAN of a SEPA country`);
  }
  return electronic;
}

/** A BIC (8 or 11 characters), checked by ibantools. */
export function sepaBic(bic: string, field: string): string {
  const compact = bic.replace(/\s+/g, '').toUpperCase();
  if (!isValidBIC(compact)) throw new PayoutFileError('bic', field, `« ${bic} » is not a BIC`);
  return compact;
}
