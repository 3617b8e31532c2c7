import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCamt053 } from './camt053.js';
import { StatementFileError, type StatementRefusal } from './errors.js';
import { parseXml } from './xml-input.js';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

/** The reason readCamt053 refuses `input` for; fails the test when it reads it. */
function refusal(input: Uint8Array | string): StatementRefusal {
  try {
    readCamt053(input);
  } catch (error) {
    expect(error).toBeInstanceOf(StatementFileError);
    expect((error as StatementFileError).code).toBe('releve.invalid');
    return (error as StatementFileError).reason;
  }
  throw new Error('the file was read');
}

/** A one-entry camt.053.001.02 statement around an entry's XML. */
const statementWith = (ntry: string, version = '02') =>
  `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}"><BkToCstmrStmt>` +
  '<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-12-01T06:00:00</CreDtTm></GrpHdr><Stmt><Id>S1</Id>' +
  `<Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id></Acct>${ntry}</Stmt></BkToCstmrStmt></Document>`;

const entry = (parts: { amt?: string; ind?: string; date?: string; extra?: string } = {}) =>
  `<Ntry>${parts.amt ?? '<Amt Ccy="EUR">10.00</Amt>'}<CdtDbtInd>${parts.ind ?? 'CRDT'}</CdtDbtInd><Sts>BOOK</Sts>` +
  `<BookgDt><Dt>${parts.date ?? '2026-11-30'}</Dt></BookgDt>${parts.extra ?? ''}</Ntry>`;

describe('camt.053.001.02 from a French bank', () => {
  const file = readCamt053(fixture('camt053-v02-french-bank.xml'));
  const [euros, dollars] = file.statements;

  it('reads the message and both statements', () => {
    expect(file).toMatchObject({
      version: 'camt.053.001.02',
      messageId: 'CAMT053-20261130-0001',
      createdAt: '2026-12-01T06:12:44',
    });
    expect(file.statements).toHaveLength(2);
    // The IBAN is written with spaces in the file.
    expect(euros).toMatchObject({
      id: '20261130-FR7630006000011234567890189',
      sequence: '334',
      iban: 'FR7630006000011234567890189',
      accountCurrency: 'EUR',
    });
    expect(euros?.entries.map((e) => [e.amountCents, e.direction])).toEqual([
      [720_000, 'credit'],
      [300_050, 'credit'],
      [540_000, 'debit'],
      [123_456, 'credit'],
      [60_000, 'credit'],
      [9_659, 'credit'],
    ]);
    expect(dollars?.entries).toHaveLength(1);
    expect(dollars?.entries[0]).toMatchObject({ amountCents: 50_000, currency: 'USD', valueDate: '2026-12-02' });
  });

  it('reads an entry with its transaction: references, dates, debtor, remittance, entities decoded', () => {
    expect(euros?.entries[0]).toEqual({
      index: 1,
      reference: 'A:FR7630006000011234567890189:2026113000012001',
      accountServicerReference: '2026113000012001',
      entryReference: '1',
      amountCents: 720_000,
      currency: 'EUR',
      direction: 'credit',
      reversal: false,
      status: 'BOOK',
      bookingDate: '2026-11-30',
      valueDate: '2026-11-30',
      additionalInfo: 'VIR SEPA RECU /DE ETUDES ET DEVELOPPEMENT',
      transactions: [
        {
          reference: 'A:FR7630006000011234567890189:2026113000012001',
          amountCents: 720_000,
          currency: 'EUR',
          endToEndId: 'ACME-PAY-88412',
          accountServicerReference: 'TX2026113000012001',
          debtorName: 'Études & Développement Léa Müller SARL',
          unstructured: ['Reglement facture F-2026-000101 mission novembre'],
          structured: [],
          additionalInfo: null,
        },
      ],
    });
  });

  it('reads structured remittance, NOTPROVIDED as no EndToEndId, an entry with no details, a cut remittance', () => {
    expect(euros?.entries[1]?.transactions[0]).toMatchObject({
      structured: ['F2026000102'],
      endToEndId: null,
      debtorName: 'Globex France',
    });
    const noDetails = euros?.entries[3];
    // No AcctSvcrRef: the key falls back on the statement and NtryRef.
    expect(noDetails?.reference).toBe('N:FR7630006000011234567890189:20261130-FR7630006000011234567890189:4');
    expect(noDetails?.additionalInfo).toBe('VIR SEPA RECU /DE INITECH /MOTIF facture n° 2026-000103 /REF 99812');
    expect(noDetails?.transactions).toEqual([
      expect.objectContaining({ amountCents: 123_456, unstructured: [], structured: [] }),
    ]);
    expect(euros?.entries[4]?.transactions[0]?.unstructured).toEqual(['ACOMPTE REGLEMENT F 2026 000', '104 MERCI']);
  });
});

describe('camt.053.001.08 with a prefix and batches', () => {
  const file = readCamt053(fixture('camt053-v08-batched.xml'));
  const entries = file.statements[0]?.entries ?? [];

  it('reads the version, Sts/Cd, DtTm dates and names under Pty', () => {
    expect(file.version).toBe('camt.053.001.08');
    expect(file.messageId).toBe('STMT/2026-12-02/000917');
    expect(entries.map((e) => e.status)).toEqual(['BOOK', 'BOOK', 'BOOK', 'PDNG']);
    expect(entries[0]?.bookingDate).toBe('2026-12-01');
  });

  it('splits a batch whose transactions carry amounts adding up to the entry, one key each', () => {
    expect(entries[0]?.transactions.map((t) => [t.reference, t.amountCents, t.debtorName, t.endToEndId])).toEqual([
      ['A:FR7630006000011234567890189:B2026120100000917/A:T1-917', 480_000, 'Stark Industries France', 'E2E-A-1'],
      ['A:FR7630006000011234567890189:B2026120100000917/A:T2-917', 355_000, 'Wayne Enterprises', 'E2E-B-1'],
      ['A:FR7630006000011234567890189:B2026120100000917/A:T3-917', 200_000, 'Cyberdyne Systems', null],
    ]);
    expect(entries[0]?.transactions[1]?.structured).toEqual(['F-2026-000202', 'F-2026-000203']);
  });

  it('keeps a batch without amounts as one payment with every remittance line', () => {
    expect(entries[1]?.transactions).toEqual([
      expect.objectContaining({
        reference: 'A:FR7630006000011234567890189:B2026120100000918',
        amountCents: 90_000,
        unstructured: ['F-2026-000205', 'F-2026-000206'],
      }),
    ]);
  });

  it('does not split a batch whose amounts do not add up to the entry', () => {
    const tx = (amount: string, ref: string) =>
      `<TxDtls><Refs><AcctSvcrRef>${ref}</AcctSvcrRef></Refs><Amt Ccy="EUR">${amount}</Amt><RmtInf><Ustrd>${ref}</Ustrd></RmtInf></TxDtls>`;
    const read = readCamt053(
      statementWith(
        entry({ amt: '<Amt Ccy="EUR">100.00</Amt>', extra: `<NtryDtls>${tx('60.00', 'A')}${tx('39.99', 'B')}</NtryDtls>` }),
        '08',
      ),
    );
    expect(read.statements[0]?.entries[0]?.transactions).toEqual([
      expect.objectContaining({ amountCents: 10_000, unstructured: ['A', 'B'], accountServicerReference: null }),
    ]);
  });

  it('flags a reversal', () => {
    expect(entries[2]).toMatchObject({ reversal: true, direction: 'credit', amountCents: 540_000 });
  });
});

describe('what a statement may hold', () => {
  it('decodes character references and the predefined entities, refuses any other entity', () => {
    const read = readCamt053(
      statementWith(entry({ extra: '<AddtlNtryInf>Caf&#233; &#xE9;t&#xE9; &lt;&amp;&gt; &apos;&quot;</AddtlNtryInf>' })),
    );
    expect(read.statements[0]?.entries[0]?.additionalInfo).toBe('Café été <&> \'"');
    expect(refusal(statementWith(entry({ extra: '<AddtlNtryInf>caf&eacute;</AddtlNtryInf>' })))).toBe('malformed');
    expect(refusal(statementWith(entry({ extra: '<AddtlNtryInf>&#0;</AddtlNtryInf>' })))).toBe('malformed');
  });

  it('reads a Latin-1 file that says so, and a UTF-8 byte-order mark', () => {
    const latin1 = Buffer.from(
      statementWith(entry({ extra: '<AddtlNtryInf>Société</AddtlNtryInf>' })).replace('UTF-8', 'ISO-8859-1'),
      'latin1',
    );
    expect(readCamt053(latin1).statements[0]?.entries[0]?.additionalInfo).toBe('Société');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(statementWith(entry()))]);
    expect(readCamt053(bom).messageId).toBe('M1');
  });

  it('refuses amounts, indicators and dates it cannot read', () => {
    const bad = [
      entry({ amt: '<Amt Ccy="EUR">12,50</Amt>' }),
      entry({ amt: '<Amt Ccy="EUR">-5.00</Amt>' }),
      entry({ amt: '<Amt Ccy="EUR">1.005</Amt>' }),
      entry({ amt: '<Amt>10.00</Amt>' }),
      entry({ amt: '<Amt Ccy="eur">10.00</Amt>' }),
      entry({ ind: 'CREDIT' }),
      entry({ date: '2026-02-30' }),
      '<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>',
    ];
    for (const ntry of bad) expect(refusal(statementWith(ntry)), ntry).toBe('content');
  });
});

describe('hostile and foreign files', () => {
  /** Refused fast: nothing was expanded, fetched or parsed. */
  function refusedFast(input: Uint8Array | string, reason: StatementRefusal) {
    const started = performance.now();
    expect(refusal(input)).toBe(reason);
    expect(performance.now() - started).toBeLessThan(250);
  }

  it('refuses a DOCTYPE with an external entity (XXE) before parsing', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
      statementWith(entry({ extra: '<AddtlNtryInf>&xxe;</AddtlNtryInf>' })).replace(/^<\?xml[^>]*>/, '');
    refusedFast(xxe, 'doctype');
    refusedFast('<!DOCTYPE Document SYSTEM "http://127.0.0.1:3360/evil.dtd"><Document/>', 'doctype');
    refusedFast('<?xml version="1.0"?><!doctype x [<!ENTITY % p SYSTEM "file:///etc/shadow"> %p;]><x/>', 'doctype');
  });

  it('refuses billion laughs in milliseconds, without expanding anything', () => {
    const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${levels}]><lolz>&lol9;</lolz>`;
    refusedFast(bomb, 'doctype');
    refusedFast(Buffer.from(bomb), 'doctype');
  });

  it('would not expand a declared entity even past the DOCTYPE check (parseXml alone)', () => {
    const started = performance.now();
    const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    // The validator, the parser (no external entity) or our entity decoder stops each one.
    for (const xml of [
      `<!DOCTYPE lolz [<!ENTITY lol0 "lol">${levels}]><lolz>&lol9;</lolz>`,
      '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><x>&xxe;</x>',
    ]) {
      expect(() => parseXml(xml, new Set())).toThrow(StatementFileError);
    }
    // A plain internal entity passes the validator and the parser: our decoder refuses its declaration.
    expect(() => parseXml('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>', new Set())).toThrow(
      expect.objectContaining({ reason: 'doctype', detail: 'entity declarations' }),
    );
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('refuses a DOCTYPE hidden in UTF-16, and control characters', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>', 'utf16le')]);
    refusedFast(utf16, 'encoding');
    refusedFast(Buffer.from('<!DOCTYPE x>', 'utf16le'), 'encoding');
    refusedFast(Buffer.from([0x3c, 0x78, 0x3e, 0xc3, 0x28, 0x3c, 0x2f, 0x78, 0x3e]), 'encoding');
    refusedFast('<?xml version="1.0" encoding="UTF-7"?><x/>', 'encoding');
    refusedFast(Buffer.from('<?xml version="1.0" encoding="UTF-7"?><x/>'), 'encoding');
  });

  it('refuses a file over 5 MB before decoding it', () => {
    refusedFast(new Uint8Array(5 * 1024 * 1024 + 1), 'too_large');
    refusedFast(`<x>${'é'.repeat(2_700_000)}</x>`, 'too_large');
  });

  it('refuses what is not well-formed: mismatched, truncated, not XML, empty, nested without end', () => {
    const good = statementWith(entry());
    refusedFast(good.replace('</CdtDbtInd>', '</CdtDbtIndX>'), 'malformed');
    refusedFast(good.slice(0, good.length - 40), 'malformed');
    refusedFast('Date;Montant;Libellé\n30/11/2026;7200,00;F-2026-000101\n', 'malformed');
    refusedFast(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'), 'encoding');
    refusedFast('', 'malformed');
    refusedFast(`${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`, 'malformed');
  });

  it('refuses XML that is not a camt.053 statement', () => {
    const foreign = [
      statementWith(entry()).replace('camt.053.001.02', 'camt.054.001.02'),
      statementWith(entry()).replace(' xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"', ''),
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>',
      '<rss version="2.0"><channel><title>Actualités</title></channel></rss>',
      '<MyDocument xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt/></MyDocument>',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr></BkToCstmrStmt></Document>',
      // A prefixed root whose prefix is not the camt.053 namespace, whatever the default one says.
      '<a:Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:a="urn:other"><BkToCstmrStmt/></a:Document>',
    ];
    for (const xml of foreign) expect(refusal(xml), xml.slice(0, 80)).toBe('not_camt053');
  });
});
