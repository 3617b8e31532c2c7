import { XMLBuilder } from 'fast-xml-parser';
import { computeTotals, type FacturxInvoice, type Party, type PostalAddress, type Totals } from './model.js';
import { formatCents, formatQuantity, formatUnitPrice } from './money.js';
import { assertIssuable } from './rules.js';

/**
 * The UN/CEFACT Cross Industry Invoice (D16B) of an invoice, profile EN 16931 (Factur-X 1.0 "EN 16931"). The
 * tree is written as plain objects in the XSD's element order and serialised by fast-xml-parser's builder,
 * which escapes every text and attribute (docs/invoices.md says why this library). Optional elements are
 * left `undefined` and the builder drops them.
 */

export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

const NS = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

type Node = Record<string, unknown>;

const withAttribute = (text: string, name: string, value: string): Node => ({ [`@${name}`]: value, '#text': text });
/** A date as CII writes it: format 102, YYYYMMDD. */
const date102 = (isoDate: string, prefix: 'udt' | 'qdt' = 'udt'): Node => ({
  [`${prefix}:DateTimeString`]: withAttribute(isoDate.replaceAll('-', ''), 'format', '102'),
});

function address(value: PostalAddress): Node {
  const [one, two, three] = value.lines;
  return {
    'ram:PostcodeCode': value.postcode,
    'ram:LineOne': one,
    'ram:LineTwo': two,
    'ram:LineThree': three,
    'ram:CityName': value.city,
    'ram:CountryID': value.country,
  };
}

function party(value: Party, seller: boolean): Node {
  const registrations = [
    value.vatId ? { 'ram:ID': withAttribute(value.vatId, 'schemeID', 'VA') } : undefined,
    seller && value.taxRegistrationId ? { 'ram:ID': withAttribute(value.taxRegistrationId, 'schemeID', 'FC') } : undefined,
  ].filter(Boolean);
  return {
    'ram:Name': value.name,
    'ram:SpecifiedLegalOrganization': value.siren ? { 'ram:ID': withAttribute(value.siren, 'schemeID', '0002') } : undefined,
    'ram:PostalTradeAddress': address(value.address),
    'ram:SpecifiedTaxRegistration': registrations.length ? registrations : undefined,
  };
}

function lineItems(invoice: FacturxInvoice, totals: Totals): Node[] {
  const tax =
    invoice.vat.category === 'S'
      ? { 'ram:TypeCode': 'VAT', 'ram:CategoryCode': 'S', 'ram:RateApplicablePercent': invoice.vat.ratePercent }
      : { 'ram:TypeCode': 'VAT', 'ram:CategoryCode': 'E', 'ram:RateApplicablePercent': '0' };
  return invoice.lines.map((line, i) => ({
    'ram:AssociatedDocumentLineDocument': { 'ram:LineID': line.id },
    'ram:SpecifiedTradeProduct': { 'ram:Name': line.name, 'ram:Description': line.description },
    'ram:SpecifiedLineTradeAgreement': {
      'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': formatUnitPrice(line.unitPriceMillis) },
    },
    'ram:SpecifiedLineTradeDelivery': {
      'ram:BilledQuantity': withAttribute(formatQuantity(line.quantity), 'unitCode', line.unitCode),
    },
    'ram:SpecifiedLineTradeSettlement': {
      'ram:ApplicableTradeTax': tax,
      'ram:BillingSpecifiedPeriod': line.period
        ? { 'ram:StartDateTime': date102(line.period.start), 'ram:EndDateTime': date102(line.period.end) }
        : undefined,
      'ram:SpecifiedTradeSettlementLineMonetarySummation': { 'ram:LineTotalAmount': formatCents(totals.lineNets[i] ?? 0n) },
    },
  }));
}

/** BG-14: from the first line's start to the last line's end, when the lines have periods. */
function invoicingPeriod(invoice: FacturxInvoice): Node | undefined {
  const periods = invoice.lines.flatMap((line) => (line.period ? [line.period] : []));
  if (periods.length === 0) return undefined;
  const start = periods.map((p) => p.start).sort()[0] as string;
  const end = periods.map((p) => p.end).sort()[periods.length - 1] as string;
  return { 'ram:StartDateTime': date102(start), 'ram:EndDateTime': date102(end) };
}

function settlement(invoice: FacturxInvoice, totals: Totals): Node {
  const { vat, payment } = invoice;
  const amount = (cents: bigint) => formatCents(cents);
  return {
    // BT-83: the transfer quotes the invoice's number.
    'ram:PaymentReference': invoice.number,
    'ram:InvoiceCurrencyCode': invoice.currency,
    'ram:SpecifiedTradeSettlementPaymentMeans': payment.iban
      ? {
          'ram:TypeCode': '58',
          'ram:PayeePartyCreditorFinancialAccount': { 'ram:IBANID': payment.iban },
          'ram:PayeeSpecifiedCreditorFinancialInstitution': payment.bic ? { 'ram:BICID': payment.bic } : undefined,
        }
      : undefined,
    'ram:ApplicableTradeTax': {
      'ram:CalculatedAmount': amount(totals.vat),
      'ram:TypeCode': 'VAT',
      'ram:ExemptionReason': vat.category === 'E' ? vat.exemptionReason : undefined,
      'ram:BasisAmount': amount(totals.lineTotal),
      'ram:CategoryCode': vat.category,
      'ram:ExemptionReasonCode': vat.category === 'E' ? vat.exemptionCode : undefined,
      'ram:RateApplicablePercent': totals.ratePercent,
    },
    'ram:BillingSpecifiedPeriod': invoicingPeriod(invoice),
    'ram:SpecifiedTradePaymentTerms': {
      'ram:Description': payment.terms,
      'ram:DueDateDateTime': payment.dueDate ? date102(payment.dueDate) : undefined,
    },
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
      'ram:LineTotalAmount': amount(totals.lineTotal),
      'ram:TaxBasisTotalAmount': amount(totals.lineTotal),
      'ram:TaxTotalAmount': withAttribute(amount(totals.vat), 'currencyID', invoice.currency),
      'ram:GrandTotalAmount': amount(totals.grandTotal),
      'ram:DuePayableAmount': amount(totals.grandTotal),
    },
    'ram:InvoiceReferencedDocument': invoice.precedingInvoice
      ? {
          'ram:IssuerAssignedID': invoice.precedingInvoice.number,
          'ram:FormattedIssueDateTime': date102(invoice.precedingInvoice.issueDate, 'qdt'),
        }
      : undefined,
  };
}

/** The CII XML (UTF-8 text) of a valid invoice; throws FacturxRuleError on one EN 16931 would reject. */
export function buildCii(invoice: FacturxInvoice): string {
  assertIssuable(invoice);
  const totals = computeTotals(invoice);
  const prefixed = Object.fromEntries(Object.entries(NS).map(([k, v]) => [`@${k}`, v]));
  return builder.build({
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    'rsm:CrossIndustryInvoice': {
      ...prefixed,
      'rsm:ExchangedDocumentContext': {
        'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': EN16931_GUIDELINE },
      },
      'rsm:ExchangedDocument': {
        'ram:ID': invoice.number,
        'ram:TypeCode': invoice.typeCode,
        'ram:IssueDateTime': date102(invoice.issueDate),
        'ram:IncludedNote': invoice.notes.map((note) => ({ 'ram:Content': note.content, 'ram:SubjectCode': note.subject })),
      },
      'rsm:SupplyChainTradeTransaction': {
        'ram:IncludedSupplyChainTradeLineItem': lineItems(invoice, totals),
        'ram:ApplicableHeaderTradeAgreement': {
          'ram:SellerTradeParty': party(invoice.seller, true),
          'ram:BuyerTradeParty': party(invoice.buyer, false),
          'ram:BuyerOrderReferencedDocument': invoice.buyerOrderReference
            ? { 'ram:IssuerAssignedID': invoice.buyerOrderReference }
            : undefined,
        },
        // Required by the XSD; nothing is delivered (services), the period is BG-14's.
        'ram:ApplicableHeaderTradeDelivery': {},
        'ram:ApplicableHeaderTradeSettlement': settlement(invoice, totals),
      },
    },
  }) as string;
}
