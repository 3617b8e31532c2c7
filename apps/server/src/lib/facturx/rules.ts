import { isRealIsoDate, isValidSiren } from '@passerelle/shared';
import type { FacturxInvoice, Party } from './model.js';
import { parseScaled } from './money.js';

/**
 * The EN 16931 business rules an invoice of the platform could break, checked on the model before anything is
 * drawn: the engine refuses to issue a document CEN's validation would reject. The amounts' rules (BR-CO-10 to
 * 16, BR-S-08/09, BR-E-08/09) hold by construction (model.ts computes every total); what is left is what the
 * caller supplies. Rule ids are EN 16931-1's; `FX-` ones are ours (Factur-X or French practice).
 */

export class FacturxRuleError extends Error {
  constructor(
    readonly rule: string,
    message: string,
  ) {
    super(`[${rule}] ${message}`);
    this.name = 'FacturxRuleError';
  }
}

function check(condition: unknown, rule: string, message: string): asserts condition {
  if (!condition) throw new FacturxRuleError(rule, message);
}

const filled = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';
/** A control character (line breaks included): one line of text on the page, and XML 1.0 cannot hold them all. */
const hasControl = (text: string) => [...text].some((ch) => (ch.codePointAt(0) ?? 0) < 0x20 || ch === '\u007f');
const VAT_ID_RE = /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/;
const IBAN_RE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const BIC_RE = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

function checkParty(party: Party, role: 'seller' | 'buyer') {
  const [name, address, country] = role === 'seller' ? ['BR-06', 'BR-08', 'BR-09'] : ['BR-07', 'BR-10', 'BR-11'];
  check(filled(party.name), name, `the ${role}'s name is required`);
  check(party.address && party.address.lines.length <= 3, address, `the ${role}'s postal address is required (3 lines at most)`);
  check(party.address.country === 'FR', country, `the ${role}'s country code is required`);
  if (party.siren !== undefined) check(isValidSiren(party.siren), 'FX-SIREN', `the ${role}'s SIREN is not valid`);
  if (party.vatId !== undefined) check(VAT_ID_RE.test(party.vatId), 'FX-VAT-ID', `the ${role}'s VAT number is not valid`);
  for (const text of [party.name, ...party.address.lines, party.address.postcode, party.address.city])
    check(!text || !hasControl(text), 'FX-TEXT', `the ${role} has a control character`);
  if (party.address.postcode !== undefined)
    check(/^\d{5}$/.test(party.address.postcode), 'FX-POSTCODE', `the ${role}'s postcode is not valid`);
}

export function assertIssuable(invoice: FacturxInvoice): void {
  check(filled(invoice.number), 'BR-02', 'the invoice number is required');
  check(isRealIsoDate(invoice.issueDate), 'BR-03', 'the issue date is required');
  check(['380', '389', '381'].includes(invoice.typeCode), 'BR-04', 'the type code is 380, 389 or 381');
  check(invoice.currency === 'EUR', 'BR-05', 'the currency is EUR');
  checkParty(invoice.seller, 'seller');
  checkParty(invoice.buyer, 'buyer');
  // Identification of the seller, and its VAT status.
  check(invoice.seller.siren || invoice.seller.vatId, 'BR-CO-26', 'the seller needs its SIREN or its VAT number');
  if (invoice.vat.category === 'S') {
    check(invoice.seller.vatId, 'BR-S-02', 'a seller charging VAT needs its VAT number');
    check(parseScaled(invoice.vat.ratePercent, 2) > 0n, 'BR-S-05', 'the standard rate is above zero');
  } else {
    check(
      invoice.seller.vatId || invoice.seller.taxRegistrationId,
      'BR-E-02',
      'an exempt seller needs its VAT number or its tax registration id',
    );
    check(filled(invoice.vat.exemptionReason), 'BR-E-10', 'an exemption needs its reason');
  }
  if (invoice.seller.taxRegistrationId !== undefined)
    check(/^\d{14}$/.test(invoice.seller.taxRegistrationId), 'FX-SIRET', 'the tax registration id is a SIRET (14 digits)');
  // Lines.
  check(invoice.lines.length > 0, 'BR-16', 'at least one line');
  const ids = new Set<string>();
  for (const line of invoice.lines) {
    check(filled(line.id) && !ids.has(line.id), 'BR-21', 'each line has its own identifier');
    ids.add(line.id);
    check(filled(line.name) && !hasControl(line.name), 'BR-25', 'each line names its item');
    check(parseScaled(line.quantity, 4) > 0n, 'BR-22', 'each line has a quantity above zero');
    check(line.unitCode === 'DAY', 'BR-23', 'the unit is the day');
    check(line.unitPriceMillis >= 0n, 'BR-27', 'the net price is not negative');
    if (line.period) {
      check(isRealIsoDate(line.period.start) && isRealIsoDate(line.period.end), 'BR-CO-20', 'a line period has its two dates');
      check(line.period.end >= line.period.start, 'BR-30', 'a line period ends after it starts');
    }
  }
  // Payment and references.
  check(filled(invoice.payment.terms) || invoice.payment.dueDate, 'BR-CO-25', 'an amount due needs a due date or payment terms');
  if (invoice.payment.dueDate !== undefined) {
    check(isRealIsoDate(invoice.payment.dueDate), 'FX-DUE', 'the due date is a date');
    check(invoice.payment.dueDate >= invoice.issueDate, 'FX-DUE', 'the due date is not before the issue date');
  }
  if (invoice.payment.iban !== undefined) check(IBAN_RE.test(invoice.payment.iban), 'BR-61', 'the payee IBAN is not valid');
  if (invoice.payment.bic !== undefined) check(BIC_RE.test(invoice.payment.bic), 'FX-BIC', 'the payee BIC is not valid');
  if (invoice.buyerOrderReference !== undefined)
    check(
      filled(invoice.buyerOrderReference) && invoice.buyerOrderReference.length <= 35,
      'FX-BT-13',
      'a purchase order has 1 to 35 characters',
    );
  if (invoice.typeCode === '381') {
    check(invoice.precedingInvoice, 'FX-CREDIT-NOTE', 'a credit note names the invoice it corrects (BT-25)');
  }
  if (invoice.precedingInvoice) {
    check(filled(invoice.precedingInvoice.number), 'BR-55', 'a preceding invoice reference has its number');
    check(isRealIsoDate(invoice.precedingInvoice.issueDate), 'FX-BT-26', 'a preceding invoice reference has its date');
  }
  for (const note of invoice.notes) check(filled(note.content) && !hasControl(note.content), 'FX-NOTE', 'a note has a text');
}
