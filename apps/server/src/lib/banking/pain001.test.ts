import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPain001Schemas, xsdErrors } from '../../test/pain001-xsd.js';
import { PayoutFileError } from './errors.js';
import { buildPain001, type PayoutOrder, type PayoutTransfer } from './pain001.js';
import { toSepaText } from './sepa-text.js';

const parseBack = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => name === 'CdtTrfTxInf',
  }).parse(xml);

const platform = { name: 'Passerelle SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' };
const transfer = (i: number, amountCents: number, creditor: PayoutTransfer['creditor']): PayoutTransfer => ({
  endToEndId: `PAYOUT-12-${i}`,
  amountCents,
  creditor,
  remittance: `AF-2026-${String(i).padStart(6, '0')}`,
});
const order = (transfers: PayoutTransfer[], extra: Partial<PayoutOrder> = {}): PayoutOrder => ({
  messageId: 'VIR-2026-000012',
  createdAt: new Date('2026-12-01T08:30:00Z'),
  executionDate: '2026-12-02',
  debtor: platform,
  transfers,
  ...extra,
});
const three = [
  transfer(1, 540_000, { name: 'Léa Müller', iban: 'FR1420041010050500013M02606', bic: 'psstfrpppar' }),
  transfer(2, 1, { name: 'Œuvre & Cie « conseil » L’Hôte', iban: 'DE89 3704 0044 0532 0130 00' }),
  transfer(3, 12_345, { name: 'Ørsted Ærø — Łódź', iban: 'BE68539007547034', bic: null }),
];

beforeAll(loadPain001Schemas, 120_000);

describe('pain.001.001.03 payout order', () => {
  it('writes the header, the payment block and each transfer as read back', () => {
    const built = buildPain001(order(three));
    // 5,400.00 + 0.01 + 123.45 = 5,523.46 €
    expect(built).toMatchObject({ nbOfTxs: 3, ctrlSumCents: 552_346, ctrlSum: '5523.46' });
    const doc = parseBack(built.xml).Document;
    expect(doc['@xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    const { GrpHdr, PmtInf } = doc.CstmrCdtTrfInitn;
    // 08:30 UTC on 1 December is 09:30 in Paris.
    expect(GrpHdr).toEqual({
      MsgId: 'VIR-2026-000012',
      CreDtTm: '2026-12-01T09:30:00',
      NbOfTxs: '3',
      CtrlSum: '5523.46',
      InitgPty: { Nm: 'Passerelle SAS' },
    });
    expect(PmtInf).toMatchObject({
      PmtInfId: 'VIR-2026-000012',
      PmtMtd: 'TRF',
      BtchBookg: 'true',
      NbOfTxs: '3',
      CtrlSum: '5523.46',
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
      ReqdExctnDt: '2026-12-02',
      Dbtr: { Nm: 'Passerelle SAS' },
      DbtrAcct: { Id: { IBAN: 'FR7630006000011234567890189' } },
      DbtrAgt: { FinInstnId: { BIC: 'AGRIFRPP' } },
      ChrgBr: 'SLEV',
    });
    expect(PmtInf.CdtTrfTxInf).toEqual([
      {
        PmtId: { EndToEndId: 'PAYOUT-12-1' },
        Amt: { InstdAmt: { '@Ccy': 'EUR', '#text': '5400.00' } },
        CdtrAgt: { FinInstnId: { BIC: 'PSSTFRPPPAR' } },
        Cdtr: { Nm: 'Lea Mueller' },
        CdtrAcct: { Id: { IBAN: 'FR1420041010050500013M02606' } },
        RmtInf: { Ustrd: 'AF-2026-000001' },
      },
      {
        PmtId: { EndToEndId: 'PAYOUT-12-2' },
        Amt: { InstdAmt: { '@Ccy': 'EUR', '#text': '0.01' } },
        Cdtr: { Nm: "OEuvre + Cie conseil L'Hote" },
        CdtrAcct: { Id: { IBAN: 'DE89370400440532013000' } },
        RmtInf: { Ustrd: 'AF-2026-000002' },
      },
      {
        PmtId: { EndToEndId: 'PAYOUT-12-3' },
        Amt: { InstdAmt: { '@Ccy': 'EUR', '#text': '123.45' } },
        Cdtr: { Nm: 'Orsted AEro - Lodz' },
        CdtrAcct: { Id: { IBAN: 'BE68539007547034' } },
        RmtInf: { Ustrd: 'AF-2026-000003' },
      },
    ]);
  });

  it('validates against ISO 20022’s XSD and the SEPA-restricted one; a broken order does not', async () => {
    const { xml } = buildPain001(order(three, { batchBooking: false, createdAt: new Date('2026-07-01T10:00:00Z') }));
    expect(xml).toContain('<CreDtTm>2026-07-01T12:00:00</CreDtTm>');
    expect(await xsdErrors(xml, 'iso')).toEqual([]);
    expect(await xsdErrors(xml, 'dk')).toEqual([]);
    // The validation can fail: a header without NbOfTxs, and (SEPA rules only) dollars.
    expect(await xsdErrors(xml.replace('<NbOfTxs>3</NbOfTxs>', ''), 'iso')).not.toEqual([]);
    const dollars = xml.replace('<InstdAmt Ccy="EUR">0.01</InstdAmt>', '<InstdAmt Ccy="USD">0.01</InstdAmt>');
    expect(await xsdErrors(dollars, 'iso')).toEqual([]);
    expect(await xsdErrors(dollars, 'dk')).not.toEqual([]);
  });

  it('writes 1,000 transfers with the exact count and sum, valid', async () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      transfer(i + 1, 1 + ((i * 104_729) % 1_500_000), { name: `Freelance n° ${i + 1}`, iban: 'FR1420041010050500013M02606' }),
    );
    const built = buildPain001(order(many));
    const expected = many.reduce((sum, t) => sum + BigInt(t.amountCents), 0n);
    expect(BigInt(built.ctrlSumCents)).toBe(expected);
    const back = parseBack(built.xml).Document.CstmrCdtTrfInitn;
    expect(back.GrpHdr.NbOfTxs).toBe('1000');
    expect(back.PmtInf.CdtTrfTxInf).toHaveLength(1000);
    // Read back from the text, the amounts add up to CtrlSum to the cent (as integers).
    const readBack = back.PmtInf.CdtTrfTxInf.reduce(
      (sum: bigint, tx: { Amt: { InstdAmt: { '#text': string } } }) => sum + BigInt(tx.Amt.InstdAmt['#text'].replace('.', '')),
      0n,
    );
    expect(readBack).toBe(expected);
    expect(back.GrpHdr.CtrlSum.replace('.', '')).toBe(String(expected));
    expect(await xsdErrors(built.xml, 'iso')).toEqual([]);
    expect(await xsdErrors(built.xml, 'dk')).toEqual([]);
  });

  it('refuses what a bank would reject, and writes nothing', () => {
    const lea = three[0] as PayoutTransfer;
    const refused: [PayoutOrder, string, string][] = [
      [order([]), 'no_transfer', 'transfers'],
      [
        order([{ ...lea, creditor: { ...lea.creditor, iban: 'FR1420041010050500013M02607' } }]),
        'iban',
        'transfers[0].creditor.iban',
      ],
      // A valid IBAN, but Brazil is not in SEPA.
      [
        order([{ ...lea, creditor: { ...lea.creditor, iban: 'BR1800360305000010009795493C1' } }]),
        'iban',
        'transfers[0].creditor.iban',
      ],
      [order([{ ...lea, creditor: { ...lea.creditor, bic: 'AGRIFRP' } }]), 'bic', 'transfers[0].creditor.bic'],
      [order([lea], { debtor: { ...platform, iban: 'FR7630006000011234567890180' } }), 'iban', 'debtor.iban'],
      [order([lea], { debtor: { ...platform, bic: '' } }), 'bic', 'debtor.bic'],
      [order([{ ...lea, amountCents: 0 }]), 'amount', 'transfers[0].amountCents'],
      [order([{ ...lea, amountCents: -500 }]), 'amount', 'transfers[0].amountCents'],
      [order([{ ...lea, amountCents: 12.5 }]), 'amount', 'transfers[0].amountCents'],
      [order([{ ...lea, amountCents: 100_000_000_000 }]), 'amount', 'transfers[0].amountCents'],
      [order([lea, { ...lea }]), 'identifier', 'transfers'],
      [order([{ ...lea, endToEndId: 'PAYOUT//1' }]), 'identifier', 'transfers[0].endToEndId'],
      [order([{ ...lea, endToEndId: 'PAIEMENT-ÉTÉ' }]), 'identifier', 'transfers[0].endToEndId'],
      [order([lea], { messageId: 'X'.repeat(36) }), 'identifier', 'messageId'],
      [order([{ ...lea, creditor: { ...lea.creditor, name: '北京' } }]), 'text', 'transfers[0].creditor.name'],
      [order([lea], { executionDate: '2026-02-30' }), 'date', 'executionDate'],
    ];
    for (const [input, reason, field] of refused) {
      expect(() => buildPain001(input), `${reason} ${field}`).toThrow(expect.objectContaining({ reason, field }));
      expect(() => buildPain001(input)).toThrow(PayoutFileError);
    }
  });
});

describe('the SEPA character set', () => {
  it('transliterates names and cuts them to length', () => {
    expect(toSepaText('Léa Müller', 70)).toBe('Lea Mueller');
    expect(toSepaText('  François   Dupont-Žižek ', 70)).toBe('Francois Dupont-Zizek');
    expect(toSepaText('Société d’Études & Fils (Paris) : 50 %', 70)).toBe("Societe d'Etudes + Fils (Paris) : 50");
    expect(toSepaText('A'.repeat(80), 70)).toHaveLength(70);
    expect(toSepaText('« »', 70)).toBe('');
  });
});
