import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCamt053 } from './camt053.js';
import { sampleCamt053 } from './camt053-sample.js';
import { MAX_STATEMENT_BYTES } from './index.js';
import { findInvoiceNumbers, matchStatement, type OpenInvoice, releveAnswer } from './matching.js';

const fixture = (name: string) => readCamt053(readFileSync(path.join(import.meta.dirname, 'fixtures', name)));

/** Open invoices F-2026-000{n} owing `cents` each (id = n). */
function openInvoices(owing: Record<number, number>): Map<string, OpenInvoice> {
  return new Map(
    Object.entries(owing).map(([n, cents]) => {
      const numero = `F-2026-${n.padStart(6, '0')}`;
      return [numero, { id: Number(n), numero, resteDuCents: cents }];
    }),
  );
}

describe('invoice numbers in remittance text', () => {
  it('finds them however payers and banks write them', () => {
    const written: [string, string][] = [
      ['F-2026-000123', 'F-2026-000123'],
      ['f-2026-000123', 'F-2026-000123'],
      ['F2026000123', 'F-2026-000123'],
      ['F 2026 000123', 'F-2026-000123'],
      ['Règlement facture n° 2026-000123', 'F-2026-000123'],
      ['FACTURE Nº2026/000123', 'F-2026-000123'],
      ['FACT.2026.000123', 'F-2026-000123'],
      ['factures numero 2026_000123', 'F-2026-000123'],
      ['/INV/F–2026–000123/', 'F-2026-000123'],
      ['PAIEMENT:F-2026-000123,MERCI', 'F-2026-000123'],
    ];
    for (const [text, numero] of written) expect(findInvoiceNumbers([text]), text).toEqual([numero]);
  });

  it('does not take what only looks like one', () => {
    for (const text of [
      'AF-2026-000123', // a self-billed invoice of the freelancer
      'A-2026-000123', // a credit note
      'REF2026000123',
      'F-2026-0001234', // seven digits
      'F-2026-00123',
      'F-1999-000123',
      '2026-000123', // no F
      'SIRET 12345678900012',
    ]) {
      expect(findInvoiceNumbers([text]), text).toEqual([]);
    }
  });

  it('reads several numbers once each, in order, and numbers cut across remittance lines', () => {
    expect(findInvoiceNumbers(['F-2026-000002 F-2026-000001 f2026000002'])).toEqual(['F-2026-000002', 'F-2026-000001']);
    expect(findInvoiceNumbers(['REGLEMENT F-2026-0', '00104 ET F-2026-000105'])).toEqual(['F-2026-000105', 'F-2026-000104']);
  });
});

describe('matching a French bank statement', () => {
  const file = fixture('camt053-v02-french-bank.xml');

  it('records each payment naming an open invoice, and reports the others with their reason', () => {
    const match = matchStatement(file, openInvoices({ 101: 720_000, 102: 300_050, 103: 200_000, 104: 120_000, 105: 50_000 }));
    expect(match.rapproches.map((p) => [p.numero, p.factureId, p.montantCents, p.date, p.debiteur])).toEqual([
      ['F-2026-000101', 101, 720_000, '2026-11-30', 'Études & Développement Léa Müller SARL'],
      // Structured remittance; the value date, not the booking date.
      ['F-2026-000102', 102, 300_050, '2026-12-01', 'Globex France'],
      // The number in the bank's label only (AddtlNtryInf); a part payment.
      ['F-2026-000103', 103, 123_456, '2026-11-30', null],
      // The number cut across two remittance lines.
      ['F-2026-000104', 104, 60_000, '2026-11-30', 'Hooli'],
    ]);
    expect(match.non_rapproches.map((c) => [c.raison, c.montantCents, c.libelle, c.numeros])).toEqual([
      ['sans_numero', 9_659, 'REMBOURSEMENT TROP PERCU', []],
      ['devise', 50_000, 'INVOICE F-2026-000105', ['F-2026-000105']],
    ]);
    expect(match.ignores).toEqual({ debits: 1, non_comptabilises: 0 });
    expect(match.deja_importes).toEqual([]);
  });

  it('leaves to staff a payment above what the invoice owes, and one naming no open invoice', () => {
    const match = matchStatement(file, openInvoices({ 101: 700_000 }));
    expect(match.rapproches).toEqual([]);
    expect(match.non_rapproches.map((c) => [c.raison, c.numeros])).toEqual([
      ['montant_superieur', ['F-2026-000101']],
      ['facture_inconnue', ['F-2026-000102']],
      ['facture_inconnue', ['F-2026-000103']],
      ['facture_inconnue', ['F-2026-000104']],
      ['sans_numero', []],
      ['devise', ['F-2026-000105']],
    ]);
  });

  it('records nothing twice: a second import finds every recorded reference', () => {
    const invoices = openInvoices({ 101: 720_000, 102: 300_050, 103: 200_000, 104: 120_000 });
    const first = matchStatement(file, invoices);
    const recorded = new Set(first.rapproches.map((p) => p.reference));
    expect(recorded.size).toBe(4);
    const again = matchStatement(
      readCamt053(readFileSync(path.join(import.meta.dirname, 'fixtures/camt053-v02-french-bank.xml'))),
      invoices,
      (ref) => recorded.has(ref),
    );
    expect(again.rapproches).toEqual([]);
    expect(new Set(again.deja_importes)).toEqual(recorded);
    // What was not recorded is reported again, never recorded.
    expect(again.non_rapproches.map((c) => c.raison)).toEqual(['sans_numero', 'devise']);
  });

  it('answers in the shape of DECISIONS §6.7, amounts in euros', () => {
    const answer = releveAnswer(matchStatement(file, openInvoices({ 103: 200_000 })));
    expect(answer.rapproches).toEqual([{ factureId: 103, numero: 'F-2026-000103', montant: 1234.56 }]);
    expect(answer.non_rapproches[0]).toEqual({
      montant: 7200,
      date: '2026-11-30',
      libelle: 'Reglement facture F-2026-000101 mission novembre',
    });
  });
});

describe('matching batches, reversals and repeated payments', () => {
  const file = fixture('camt053-v08-batched.xml');

  it('pays each transaction of a batch, and splits a payment naming two invoices in their order', () => {
    const match = matchStatement(
      file,
      openInvoices({ 201: 480_000, 202: 100_000, 203: 300_000, 204: 900_000, 205: 50_000, 206: 80_000 }),
    );
    expect(match.rapproches.map((p) => [p.numero, p.montantCents])).toEqual([
      ['F-2026-000201', 480_000],
      // 3,550.00 € for F-202 (owes 1,000.00) and F-203 (owes 3,000.00): 1,000 then 2,550.
      ['F-2026-000202', 100_000],
      ['F-2026-000203', 255_000],
      // A down payment (acompte) of 2,000.00 € on 9,000.00 €.
      ['F-2026-000204', 200_000],
      // 900.00 € for F-205 (owes 500.00) and F-206 (owes 800.00), batch details without amounts.
      ['F-2026-000205', 50_000],
      ['F-2026-000206', 40_000],
    ]);
    // The returned payout names an invoice: never a payment of it. The pending entry waits for its booking.
    expect(match.non_rapproches.map((c) => [c.raison, c.montantCents])).toEqual([['contre_passation', 540_000]]);
    expect(match.ignores).toEqual({ debits: 0, non_comptabilises: 1 });
  });

  it('lowers what an invoice owes as the lines of the file pay it', () => {
    const twice = (amount: string, ref: string) =>
      `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-12-01</Dt></BookgDt>` +
      `<AcctSvcrRef>${ref}</AcctSvcrRef><AddtlNtryInf>F-2026-000300</AddtlNtryInf></Ntry>`;
    const statement = readCamt053(
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr>' +
        `<Stmt><Id>S</Id><Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id></Acct>${twice('600.00', 'R1')}${twice('400.00', 'R2')}${twice('0.01', 'R3')}${twice('1.00', 'R1')}</Stmt>` +
        '</BkToCstmrStmt></Document>',
    );
    const match = matchStatement(statement, openInvoices({ 300: 100_000 }));
    expect(match.rapproches.map((p) => p.montantCents)).toEqual([60_000, 40_000]);
    // Paid in full by then: the third line names no open invoice; the fourth repeats R1's key.
    expect(match.non_rapproches.map((c) => c.raison)).toEqual(['facture_inconnue']);
    expect(match.deja_importes).toEqual(['A:FR7630006000011234567890189:R1']);
  });
});

describe('a statement of the largest size', () => {
  it('reads a file of exactly 5 MB and matches it', () => {
    const xml = sampleCamt053({ entries: 200, invoices: 100, padTo: MAX_STATEMENT_BYTES });
    expect(Buffer.byteLength(xml)).toBe(MAX_STATEMENT_BYTES);
    const file = readCamt053(Buffer.from(xml));
    const owing = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [i + 1, 100_000_000]));
    const match = matchStatement(file, openInvoices(owing));
    // Entries 49, 99, 149, 199 are debits; the other 16 of every tenth from 9 have no number; 180 pay.
    expect(match.ignores.debits).toBe(4);
    expect(match.non_rapproches.map((c) => c.raison)).toEqual(Array(16).fill('sans_numero'));
    expect(match.rapproches).toHaveLength(180);
  });
});
