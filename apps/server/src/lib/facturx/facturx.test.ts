import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { drawInvoicePage, INK } from '../../modules/invoices/invoice-page.js';
import { en16931Violations } from '../../test/en16931.js';
import { inspectPdfA } from '../../test/pdfa-inspect.js';
import { parseFrenchAddress } from './address.js';
import { CLIENT_INVOICE, CREDIT_NOTE, FIXTURES, SELF_BILLED_FRANCHISE, SELF_BILLED_LIABLE } from './fixtures.js';
import { runsOf } from './fonts.js';
import { buildCii, type FacturxInvoice, type FacturxRuleError, renderFacturx } from './index.js';
import { formatScaled, lineNetCents, vatCents } from './money.js';

/**
 * The Factur-X engine on one document of each kind (380, 389 in the franchise and liable to VAT, 381): the XML
 * passes an independent reading of EN 16931's rules (test/en16931.ts), the PDF/A-3 carries exactly that XML
 * (read back with PDF.js, not with the library that wrote it) and the structure PDF/A and Factur-X require,
 * and the engine refuses every input that would break a rule. CEN's own schematron: scripts/check-facturx.sh.
 */

const render = (invoice: FacturxInvoice) =>
  renderFacturx(invoice, {
    info: {
      title: `Document ${invoice.number}`,
      author: invoice.seller.name,
      subject: invoice.number,
      createdAt: new Date('2026-12-01T09:00:00Z'),
    },
    ink: INK,
    drawPage: (canvas, totals) => drawInvoicePage(canvas, invoice, totals, { contact: 'Claire Dubois' }),
  });

async function readBack(pdf: Uint8Array): Promise<{ xml: string; text: string }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const attachments = (await doc.getAttachments()) as Record<string, { filename: string; content: Uint8Array }>;
  const xml = new TextDecoder().decode(attachments['factur-x.xml']?.content);
  const { text } = await extractText(doc, { mergePages: true });
  return { xml, text: text.replace(/\s+/g, ' ') };
}

/** The figures each sample must carry, worked out by hand (an oracle that is not the engine). */
const EXPECTED = {
  '380': { typeCode: '380', ht: '11940.73', tva: '2388.15', ttc: '14328.88' }, // 19.5 × 612.345 = 11 940.7275
  '389-franchise': { typeCode: '389', ht: '10140.00', tva: '0.00', ttc: '10140.00' }, // 19.5 × 520, exempt
  '389-liable': { typeCode: '389', ht: '366.67', tva: '73.33', ttc: '440.00' }, // 0.5 × 733.333 = 366.6665
  '381': { typeCode: '381', ht: '11940.73', tva: '2388.15', ttc: '14328.88' },
} as const;

describe.each(Object.entries(FIXTURES))('a Factur-X document of kind %s', (kind, invoice) => {
  it('breaks no EN 16931 rule, carries its figures, and the PDF/A-3 holds exactly that XML', async () => {
    const { xml, pdf } = await render(invoice);
    expect(en16931Violations(xml)).toEqual([]);
    const expected = EXPECTED[kind as keyof typeof EXPECTED];
    expect(xml).toContain(`<ram:TypeCode>${expected.typeCode}</ram:TypeCode>`);
    expect(xml).toContain(`<ram:LineTotalAmount>${expected.ht}</ram:LineTotalAmount>`);
    expect(xml).toContain(`<ram:TaxTotalAmount currencyID="EUR">${expected.tva}</ram:TaxTotalAmount>`);
    expect(xml).toContain(`<ram:DuePayableAmount>${expected.ttc}</ram:DuePayableAmount>`);

    const back = await readBack(pdf);
    expect(back.xml).toBe(xml);
    const report = await inspectPdfA(pdf);
    expect(report.problems).toEqual([]);
    expect(report.attachment).toEqual({ name: 'factur-x.xml', relationship: 'Data', subtype: 'text/xml' });
    expect(report.fonts.every((name) => /^[A-Z]{6}\+Inter-(Regular|Bold)$/.test(name))).toBe(true);
    // The page shows the same figures, and the 2026 mentions.
    const euros = (amount: string) =>
      `${Number(amount.split('.')[0]).toLocaleString('fr-FR').replace(/\s/g, ' ')},${amount.split('.')[1]} €`;
    for (const mention of [
      invoice.number,
      euros(expected.ht),
      euros(expected.ttc),
      'Catégorie de l’opération : Prestation de services',
    ])
      expect(back.text).toContain(mention);
    if (invoice.buyer.siren) expect(back.text).toContain(`SIREN : ${invoice.buyer.siren}`);
  });
});

describe('what each kind prints', () => {
  it('a self-billed invoice in the franchise: exemption mention, SIRET as BT-32, « Autofacturation »', async () => {
    const { xml, pdf } = await render(SELF_BILLED_FRANCHISE);
    expect(xml).toContain('<ram:ID schemeID="FC">84215937800019</ram:ID>');
    expect(xml).toContain('<ram:ExemptionReason>TVA non applicable, art. 293 B du CGI</ram:ExemptionReason>');
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-FR-FRANCHISE</ram:ExemptionReasonCode>');
    const { text } = await readBack(pdf);
    for (const mention of ['Autofacturation', 'TVA non applicable, art. 293 B du CGI', 'SIRET : 84215937800019'])
      expect(text).toContain(mention);
  });

  it('a credit note names the invoice it corrects (BT-25, BT-26)', async () => {
    const { xml, pdf } = await render(CREDIT_NOTE);
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>F-2026-000042<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261201</,
    );
    const { text } = await readBack(pdf);
    expect(text).toContain('AVOIR');
    expect(text).toContain('Avoir sur la facture N° F-2026-000042 du 01/12/2026');
  });

  it('a purchase order (BT-13) and the payee account (BT-84, BT-86) when known; a name in Polish', async () => {
    const xml = buildCii(CLIENT_INVOICE);
    expect(xml).toContain('<ram:BuyerOrderReferencedDocument>\n        <ram:IssuerAssignedID>BC-2026/118</ram:IssuerAssignedID>');
    expect(xml).toContain('<ram:IBANID>FR7630006000011234567890189</ram:IBANID>');
    expect(xml).toContain('Atelier Numérique &amp; Fils');
    const { text } = await readBack((await render(SELF_BILLED_LIABLE)).pdf);
    expect(text).toContain('Łukasz Nowak Conseil SASU');
  });

  it('the same invoice gives the same bytes', async () => {
    const [a, b] = [await render(CLIENT_INVOICE), await render(CLIENT_INVOICE)];
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
  });
});

describe('the engine refuses what EN 16931 would reject', () => {
  const cases: [string, string, (i: FacturxInvoice) => FacturxInvoice][] = [
    ['BR-02', 'no number', (i) => ({ ...i, number: ' ' })],
    ['BR-03', 'an impossible issue date', (i) => ({ ...i, issueDate: '2026-02-30' })],
    ['BR-06', 'a seller without a name', (i) => ({ ...i, seller: { ...i.seller, name: '' } })],
    ['BR-07', 'a buyer without a name', (i) => ({ ...i, buyer: { ...i.buyer, name: '  ' } })],
    [
      'BR-08',
      'a seller address of 4 lines',
      (i) => ({ ...i, seller: { ...i.seller, address: { ...i.seller.address, lines: ['a', 'b', 'c', 'd'] } } }),
    ],
    ['BR-16', 'no line', (i) => ({ ...i, lines: [] })],
    ['BR-22', 'a line of zero days', (i) => ({ ...i, lines: i.lines.map((l) => ({ ...l, quantity: '0' })) })],
    [
      'BR-30',
      'a period that ends before it starts',
      (i) => ({ ...i, lines: i.lines.map((l) => ({ ...l, period: { start: '2026-11-30', end: '2026-11-01' } })) }),
    ],
    ['BR-CO-25', 'neither terms nor due date', (i) => ({ ...i, payment: { terms: '' } })],
    [
      'BR-CO-26',
      'a seller without SIREN nor VAT number',
      (i) => ({ ...i, seller: { ...i.seller, siren: undefined, vatId: undefined } }),
    ],
    ['BR-S-02', 'VAT charged by a seller without a VAT number', (i) => ({ ...i, seller: { ...i.seller, vatId: undefined } })],
    ['BR-61', 'a malformed IBAN', (i) => ({ ...i, payment: { ...i.payment, iban: 'FR76 3000' } })],
    ['FX-DUE', 'a due date before the issue date', (i) => ({ ...i, payment: { ...i.payment, dueDate: '2026-11-30' } })],
    ['FX-SIREN', 'a SIREN with a wrong key', (i) => ({ ...i, buyer: { ...i.buyer, siren: '552100555' } })],
    ['FX-TEXT', 'a line break in a name', (i) => ({ ...i, buyer: { ...i.buyer, name: 'Atelier\nNumérique' } })],
  ];
  it.each(cases)('%s: %s', (ruleId, _what, change) => {
    expect(() => buildCii(change(CLIENT_INVOICE))).toThrow(expect.objectContaining({ rule: ruleId }) as FacturxRuleError);
  });

  it('BR-E-02 and BR-E-10: an exempt seller needs its VAT number or its SIRET, and the exemption its reason', () => {
    const noId = { ...SELF_BILLED_FRANCHISE, seller: { ...SELF_BILLED_FRANCHISE.seller, taxRegistrationId: undefined } };
    expect(() => buildCii(noId)).toThrow(expect.objectContaining({ rule: 'BR-E-02' }));
    const noReason = { ...SELF_BILLED_FRANCHISE, vat: { category: 'E' as const, exemptionReason: '' } };
    expect(() => buildCii(noReason)).toThrow(expect.objectContaining({ rule: 'BR-E-10' }));
  });

  it('BR-55: a credit note without the invoice it corrects, or with an empty reference', () => {
    expect(() => buildCii({ ...CREDIT_NOTE, precedingInvoice: undefined })).toThrow(
      expect.objectContaining({ rule: 'FX-CREDIT-NOTE' }),
    );
    const empty = { ...CREDIT_NOTE, precedingInvoice: { number: '', issueDate: '2026-12-01' } };
    expect(() => buildCii(empty)).toThrow(expect.objectContaining({ rule: 'BR-55' }));
  });

  it('the independent reading catches a wrong sum, a wrong VAT and a missing party (so it can fail)', () => {
    const xml = buildCii(CLIENT_INVOICE);
    expect(en16931Violations(xml.replace('<ram:GrandTotalAmount>14328.88', '<ram:GrandTotalAmount>14328.89'))).toEqual([
      'BR-CO-15',
      'BR-CO-16',
    ]);
    expect(en16931Violations(xml.replace('<ram:CalculatedAmount>2388.15', '<ram:CalculatedAmount>2388.16'))).toEqual([
      'BR-CO-14',
      'BR-S-09',
    ]);
    expect(
      en16931Violations(
        xml.replace(
          /<ram:LineTotalAmount>11940.73<\/ram:LineTotalAmount>\s*<\/ram:Specified/,
          '<ram:LineTotalAmount>11940.72</ram:LineTotalAmount></ram:Specified',
        ),
      ),
    ).toEqual(expect.arrayContaining(['BR-CO-10', 'BR-S-08']));
    expect(en16931Violations(xml.replace(/<ram:BuyerTradeParty>[\s\S]*<\/ram:BuyerTradeParty>/, ''))).toEqual(
      expect.arrayContaining(['BR-07', 'BR-10', 'BR-11']),
    );
  });
});

describe('amounts and texts', () => {
  it('rounds half up to the cent, in integers', () => {
    expect(lineNetCents('19.5', 612_345n)).toBe(1_194_073n); // 11 940.7275
    expect(lineNetCents('0.5', 1_001n)).toBe(50n); // 0.5005 → 0.50
    expect(lineNetCents('1', 5n)).toBe(1n); // 0.005 → 0.01
    expect(vatCents(1_194_073n, '20')).toBe(238_815n); // 2 388.146
    expect(vatCents(25n, '20')).toBe(5n);
    expect(vatCents(1_000n, '5.5')).toBe(55n);
    expect(formatScaled(600_000n, 3, 2)).toBe('600.00');
    expect(formatScaled(612_345n, 3, 2)).toBe('612.345');
  });

  it('reads a French address in its parts', () => {
    expect(parseFrenchAddress('12 rue de la Paix, 75002 Paris')).toEqual({
      lines: ['12 rue de la Paix'],
      postcode: '75002',
      city: 'Paris',
      country: 'FR',
    });
    expect(parseFrenchAddress('8, rue des Lilas\nBâtiment B\n69003 Lyon')).toEqual({
      lines: ['8, rue des Lilas', 'Bâtiment B'],
      postcode: '69003',
      city: 'Lyon',
      country: 'FR',
    });
    expect(parseFrenchAddress(null)).toEqual({ lines: [], country: 'FR' });
  });

  it('draws each character with a font that has it: latin, latin-ext, else « ? »', () => {
    expect(runsOf('Łódź 1\u202f800 €', 'regular').map((r) => [r.face, r.text])).toEqual([
      [1, 'Ł'],
      [0, 'ód'],
      [1, 'ź'],
      [0, ' 1\u00a0800 €'],
    ]);
    expect(runsOf('王', 'bold').map((r) => r.text)).toEqual(['?']);
  });
});

/** The ToUnicode maps of a PDF (its FlateDecode streams holding a CMap), as text. */
function toUnicodeMaps(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const maps: string[] = [];
  for (let at = bytes.indexOf('stream\n'); at >= 0; at = bytes.indexOf('stream\n', at + 1)) {
    const end = bytes.indexOf('endstream', at);
    try {
      const text = inflateSync(bytes.subarray(at + 7, end)).toString('latin1');
      if (text.includes('begincmap')) maps.push(text);
    } catch {
      // Not a deflated stream (or not one whole): not a CMap.
    }
  }
  return maps;
}

describe('the font parsed once (parsedFontkit, fonts.ts)', () => {
  it('documents drawn one after the other map every glyph to its text (ToUnicode), « ’ » included', async () => {
    // Each document after others: a glyph first met as a component of a composite glyph (subsetting, at an earlier
    // save) must not lose its code point in a later document's ToUnicode map (« <0024> <> »: copies as nothing).
    const sequence = [...Object.values(FIXTURES), ...Object.values(FIXTURES)];
    for (const invoice of sequence) {
      const maps = toUnicodeMaps((await render(invoice)).pdf);
      expect(maps.length, invoice.number).toBeGreaterThan(0);
      for (const map of maps) expect(map, invoice.number).not.toMatch(/<[0-9A-F]{4}> <>/);
    }
    // The quote is mapped in the client invoice's map (« Pas d’escompte »).
    expect(toUnicodeMaps((await render(FIXTURES['380'])).pdf).join('')).toContain('<2019>');
  });
});
