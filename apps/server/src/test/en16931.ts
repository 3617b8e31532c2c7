import { XMLParser } from 'fast-xml-parser';

/**
 * An independent reading of EN 16931's business rules on a CII XML, for the tests: it knows nothing of the
 * engine (lib/facturx), parses the XML it wrote and recomputes each rule from the text, exactly (no tolerance:
 * CEN's schematron allows ±1 on some sums, we allow none). It covers the rules our three kinds of document can
 * break; CEN's own schematron is run by hand with scripts/check-facturx.sh (docs/invoices.md).
 * Answers the ids of the rules that fail.
 */

type Node = Record<string, unknown>;

const REPEATED = new Set([
  'ram:IncludedSupplyChainTradeLineItem',
  'ram:ApplicableTradeTax',
  'ram:SpecifiedTaxRegistration',
  'ram:IncludedNote',
  'ram:InvoiceReferencedDocument',
  'ram:SpecifiedTradeSettlementPaymentMeans',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
});

/** The node at `path` (names separated by '/'), or undefined. */
function at(node: unknown, path: string): unknown {
  let current = node;
  for (const name of path.split('/')) {
    // A repeated element on a single-valued path: its first occurrence (a line has one ApplicableTradeTax).
    if (Array.isArray(current)) current = current[0];
    if (current === undefined || current === null || typeof current !== 'object') return undefined;
    current = (current as Node)[name];
  }
  return current;
}
const textOf = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object') return textOf((value as Node)['#text']);
  return String(value);
};
const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : value ? [value as Node] : []);
const filled = (value: unknown) => (textOf(value) ?? '').trim() !== '';

/** "1234.56" → 123456n; throws on more than 2 decimals (BR-DEC). */
function cents(value: unknown, rule = 'BR-DEC'): bigint {
  const text = textOf(value) ?? '';
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(rule);
  const abs = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -abs : abs;
}

const isDate102 = (node: unknown) => {
  const value = textOf(at(node, 'udt:DateTimeString')) ?? textOf(at(node, 'qdt:DateTimeString')) ?? '';
  const format = (at(node, 'udt:DateTimeString/@format') ?? at(node, 'qdt:DateTimeString/@format')) as string | undefined;
  if (format !== '102' || !/^\d{8}$/.test(value)) return false;
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
  return new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);
};

export function en16931Violations(xml: string): string[] {
  const failed = new Set<string>();
  const rule = (id: string, ok: () => unknown) => {
    try {
      if (!ok()) failed.add(id);
    } catch {
      failed.add(id);
    }
  };
  const root = at(parser.parse(xml), 'rsm:CrossIndustryInvoice');
  const doc = at(root, 'rsm:ExchangedDocument');
  const tx = at(root, 'rsm:SupplyChainTradeTransaction');
  const agreement = at(tx, 'ram:ApplicableHeaderTradeAgreement');
  const settlement = at(tx, 'ram:ApplicableHeaderTradeSettlement');
  const sums = at(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const seller = at(agreement, 'ram:SellerTradeParty');
  const buyer = at(agreement, 'ram:BuyerTradeParty');
  const lines = list(at(tx, 'ram:IncludedSupplyChainTradeLineItem'));
  const breakdown = list(at(settlement, 'ram:ApplicableTradeTax'));
  const sellerIds = list(at(seller, 'ram:SpecifiedTaxRegistration')).map((r) => at(r, 'ram:ID/@schemeID'));
  const lineNet = (line: Node) =>
    cents(at(line, 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount'));
  const lineCategory = (line: Node) =>
    textOf(at(line, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode'));

  rule(
    'BR-01',
    () =>
      textOf(at(root, 'rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID')) ===
      'urn:cen.eu:en16931:2017',
  );
  rule('BR-02', () => filled(at(doc, 'ram:ID')));
  rule('BR-03', () => isDate102(at(doc, 'ram:IssueDateTime')));
  rule('BR-04', () => ['380', '389', '381'].includes(textOf(at(doc, 'ram:TypeCode')) ?? ''));
  rule('BR-05', () => textOf(at(settlement, 'ram:InvoiceCurrencyCode')) === 'EUR');
  rule('BR-06', () => filled(at(seller, 'ram:Name')));
  rule('BR-07', () => filled(at(buyer, 'ram:Name')));
  rule('BR-08', () => at(seller, 'ram:PostalTradeAddress') !== undefined);
  rule('BR-09', () => filled(at(seller, 'ram:PostalTradeAddress/ram:CountryID')));
  rule('BR-10', () => at(buyer, 'ram:PostalTradeAddress') !== undefined);
  rule('BR-11', () => filled(at(buyer, 'ram:PostalTradeAddress/ram:CountryID')));
  for (const [id, name] of [
    ['BR-12', 'LineTotalAmount'],
    ['BR-13', 'TaxBasisTotalAmount'],
    ['BR-14', 'GrandTotalAmount'],
    ['BR-15', 'DuePayableAmount'],
  ])
    rule(id as string, () => filled(at(sums, `ram:${name}`)));
  rule('BR-16', () => lines.length > 0);
  for (const line of lines) {
    rule('BR-21', () => filled(at(line, 'ram:AssociatedDocumentLineDocument/ram:LineID')));
    rule('BR-22', () => Number(textOf(at(line, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity'))) > 0);
    rule('BR-23', () => filled(at(line, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode')));
    rule('BR-24', () => lineNet(line) >= 0n);
    rule('BR-25', () => filled(at(line, 'ram:SpecifiedTradeProduct/ram:Name')));
    rule(
      'BR-26',
      () => Number(textOf(at(line, 'ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount'))) >= 0,
    );
  }
  // The sums, exactly.
  rule('BR-CO-10', () => lines.reduce((s, l) => s + lineNet(l), 0n) === cents(at(sums, 'ram:LineTotalAmount')));
  rule('BR-CO-13', () => {
    const allowances = at(sums, 'ram:AllowanceTotalAmount') ? cents(at(sums, 'ram:AllowanceTotalAmount')) : 0n;
    const charges = at(sums, 'ram:ChargeTotalAmount') ? cents(at(sums, 'ram:ChargeTotalAmount')) : 0n;
    return cents(at(sums, 'ram:TaxBasisTotalAmount')) === cents(at(sums, 'ram:LineTotalAmount')) - allowances + charges;
  });
  rule(
    'BR-CO-14',
    () => breakdown.reduce((s, b) => s + cents(at(b, 'ram:CalculatedAmount')), 0n) === cents(at(sums, 'ram:TaxTotalAmount')),
  );
  rule(
    'BR-CO-15',
    () =>
      cents(at(sums, 'ram:GrandTotalAmount')) ===
      cents(at(sums, 'ram:TaxBasisTotalAmount')) + cents(at(sums, 'ram:TaxTotalAmount')),
  );
  rule('BR-CO-16', () => {
    const prepaid = at(sums, 'ram:TotalPrepaidAmount') ? cents(at(sums, 'ram:TotalPrepaidAmount')) : 0n;
    const rounding = at(sums, 'ram:RoundingAmount') ? cents(at(sums, 'ram:RoundingAmount')) : 0n;
    return cents(at(sums, 'ram:DuePayableAmount')) === cents(at(sums, 'ram:GrandTotalAmount')) - prepaid + rounding;
  });
  rule('BR-CO-25', () => {
    if (cents(at(sums, 'ram:DuePayableAmount')) <= 0n) return true;
    const terms = at(settlement, 'ram:SpecifiedTradePaymentTerms');
    return filled(at(terms, 'ram:Description')) || isDate102(at(terms, 'ram:DueDateDateTime'));
  });
  rule('BR-CO-26', () => filled(at(seller, 'ram:SpecifiedLegalOrganization/ram:ID')) || sellerIds.includes('VA'));
  rule('FX-SIREN-SCHEME', () =>
    [seller, buyer].every((party) => {
      const id = at(party, 'ram:SpecifiedLegalOrganization/ram:ID');
      return id === undefined || (at(id, '@schemeID') === '0002' && /^\d{9}$/.test(textOf(id) ?? ''));
    }),
  );
  // The VAT breakdown, per category.
  for (const [category, sellerRule] of [
    ['S', 'BR-S-02'],
    ['E', 'BR-E-02'],
  ] as const) {
    const categoryLines = lines.filter((l) => lineCategory(l) === category);
    const entries = breakdown.filter((b) => textOf(at(b, 'ram:CategoryCode')) === category);
    if (categoryLines.length === 0 && entries.length === 0) continue;
    rule(`BR-${category}-01`, () => entries.length === 1 && categoryLines.length > 0);
    rule(sellerRule, () => (category === 'S' ? sellerIds.includes('VA') : sellerIds.includes('VA') || sellerIds.includes('FC')));
    for (const line of categoryLines) {
      const rate = Number(textOf(at(line, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent')));
      rule(`BR-${category}-05`, () => (category === 'S' ? rate > 0 : rate === 0));
    }
    for (const entry of entries) {
      const basis = cents(at(entry, 'ram:BasisAmount'));
      const tax = cents(at(entry, 'ram:CalculatedAmount'));
      rule(`BR-${category}-08`, () => basis === categoryLines.reduce((s, l) => s + lineNet(l), 0n));
      if (category === 'S') {
        // tax = basis × rate / 100, half up to the cent (rate in hundredths of a percent).
        const rate = BigInt(Math.round(Number(textOf(at(entry, 'ram:RateApplicablePercent'))) * 100));
        rule('BR-S-09', () => tax === (basis * rate * 2n + 10_000n) / 20_000n);
        rule('BR-S-10', () => !at(entry, 'ram:ExemptionReason') && !at(entry, 'ram:ExemptionReasonCode'));
      } else {
        rule('BR-E-09', () => tax === 0n);
        rule('BR-E-10', () => filled(at(entry, 'ram:ExemptionReason')) || filled(at(entry, 'ram:ExemptionReasonCode')));
      }
    }
  }
  // References: a credit note names the invoice it corrects; every such reference has its number.
  const preceding = list(at(settlement, 'ram:InvoiceReferencedDocument'));
  for (const ref of preceding) rule('BR-55', () => filled(at(ref, 'ram:IssuerAssignedID')));
  if (textOf(at(doc, 'ram:TypeCode')) === '381') rule('FX-CREDIT-NOTE-BT-25', () => preceding.length > 0);
  rule('FX-DUE-DATE', () => {
    const due = at(settlement, 'ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime');
    return due === undefined || isDate102(due);
  });
  return [...failed].sort();
}
