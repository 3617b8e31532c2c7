import { addDays, MSG, parisToday } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCamt053 } from '../../lib/banking/camt053-sample.js';
import { DocumentReader } from '../../lib/documents/reader.js';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient } from '../../test/marketplace.js';
import { uploadFile } from '../../test/multipart.js';
import { camt053, makeInvoice, makePayment } from '../../test/payments.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Money in (DECISIONS §6.7): the payment state in every getFactures, payments recorded by hand, bank
 * statements imported (matched, idempotent, all or nothing, hostile files refused).
 */

let t: TestApp;
let admin: string;
let root: string;
const today = parisToday();
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await makeUser(t.app.ctx, { role: 'admin' })).token;
  root = (await makeUser(t.app.ctx, { role: 'root' })).token;
});
afterAll(async () => t.close());

type Facture = { id: number; numero: string; etat_paiement: string; reste_du: number; echeance: string; ttc: number };

async function clientFactures(token: string): Promise<Facture[]> {
  const res = await t.post('/api/cl/getFactures', {}, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().factures;
}

const paidSum = async (invoiceId: number) =>
  (
    await t.database.query<{ s: string }>('SELECT coalesce(sum(montant), 0)::text AS s FROM payments WHERE invoice_id = $1', [
      invoiceId,
    ])
  )[0]?.s;

const importFile = (xml: string | Buffer, token = admin) =>
  uploadFile(t.app, '/api/adm/importReleve', token, Buffer.from(xml), 'releve.xml', 'application/xml');

describe('the payment state of client invoices', () => {
  it('reads à payer, partiel, payée and en retard with what is left to pay, for the company and the staff', async () => {
    const client = await makeClient(t.app.ctx);
    const clientId = client.client.id;
    // 3 days at 600 €: 1,800 € HT, 2,160 € TTC.
    const fresh = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -5) });
    const partial = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -10) });
    const paid = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -20) });
    const late = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -45) });
    const dueToday = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -30) });
    await makePayment(t.app.ctx, partial.id, '1000.50', addDays(today, -2));
    await makePayment(t.app.ctx, paid.id, '2000.00', addDays(today, -3));
    await makePayment(t.app.ctx, paid.id, '160.00', addDays(today, -1));
    await makePayment(t.app.ctx, late.id, '60.00', addDays(today, -1));

    const byId = new Map((await clientFactures(client.token)).map((f) => [f.id, f]));
    expect(byId.get(fresh.id)).toMatchObject({ etat_paiement: 'a_payer', reste_du: 2160, echeance: addDays(today, 25) });
    expect(byId.get(partial.id)).toMatchObject({ etat_paiement: 'partiel', reste_du: 1159.5 });
    expect(byId.get(paid.id)).toMatchObject({ etat_paiement: 'payee', reste_du: 0 });
    expect(byId.get(late.id)).toMatchObject({ etat_paiement: 'en_retard', reste_du: 2100, echeance: addDays(today, -15) });
    // Due today is not late yet.
    expect(byId.get(dueToday.id)).toMatchObject({ etat_paiement: 'a_payer', echeance: today });

    const staff = await t.post('/api/adm/getFactures', { search: late.numero }, admin);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().factures).toEqual([expect.objectContaining({ id: late.id, etat_paiement: 'en_retard', reste_du: 2100 })]);
  });
});

describe('invoices no client pays', () => {
  it('a credited invoice, a self-billed one and a credit note have no payment state and take no payment', async () => {
    const client = await makeClient(t.app.ctx);
    const clientId = client.client.id;
    const credited = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -60) });
    const credit = await makeInvoice(t.app.ctx, {
      clientId,
      issuedOn: addDays(today, -1),
      type: 'avoir',
      correctsId: credited.id,
    });
    const selfBilled = await makeInvoice(t.app.ctx, {
      clientId,
      issuedOn: addDays(today, -60),
      type: 'autofacturation',
      sourceInvoiceId: credited.id,
    });
    const staff = (await t.post('/api/adm/getFactures', { size: 50 }, admin)).json().factures as Facture[];
    for (const invoice of [credited, credit, selfBilled]) {
      expect(staff.find((f) => f.id === invoice.id)).toMatchObject({ etat_paiement: null, reste_du: 0 });
      expectFailure(
        await t.post('/api/adm/recordPayment', { factureId: invoice.id, montant: 10, date: today, reference: 'VIR' }, admin),
        'invoice.not_found',
      );
    }
  });
});

describe('the freelancer’s self-billed invoice', () => {
  it('is « à verser » once the client invoice it comes from is paid in full', async () => {
    const client = await makeClient(t.app.ctx);
    const candidate = await makeCandidate(t.app.ctx);
    const source = await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: addDays(today, -5) });
    const af = await makeInvoice(t.app.ctx, {
      clientId: client.client.id,
      issuedOn: addDays(today, -5),
      type: 'autofacturation',
      sourceInvoiceId: source.id,
      candidateId: candidate.candidate.id,
      tjm: '500.000',
    });
    const state = async () =>
      (
        (await t.post('/api/cd/getFactures', {}, candidate.token)).json().factures as { id: number; etat_paiement: string }[]
      ).find((f) => f.id === af.id)?.etat_paiement;
    expect(await state()).toBe('en_attente');
    await t.post('/api/adm/recordPayment', { factureId: source.id, montant: 2000, date: today, reference: 'VIR 1' }, admin);
    expect(await state()).toBe('en_attente');
    await t.post('/api/adm/recordPayment', { factureId: source.id, montant: 160, date: today, reference: 'VIR 2' }, admin);
    expect(await state()).toBe('a_verser');
  });
});

describe('recordPayment', () => {
  it('records a payment up to the TTC and refuses one beyond it, recording nothing', async () => {
    const client = await makeClient(t.app.ctx);
    const invoice = await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: addDays(today, -3) });
    const pay = (montant: unknown, token = admin, extra: object = {}) =>
      t.post('/api/adm/recordPayment', { factureId: invoice.id, montant, date: today, reference: 'VIR 123', ...extra }, token);

    expect((await pay(1000)).statusCode).toBe(200);
    expect((await clientFactures(client.token)).find((f) => f.id === invoice.id)).toMatchObject({
      etat_paiement: 'partiel',
      reste_du: 1160,
    });
    expectFailure(await pay(1160.01), 'payment.exceeds');
    expect(await paidSum(invoice.id)).toBe('1000.00');
    // A French decimal from a form, by root: the rest, exactly.
    expect((await pay('1 160,00', root)).statusCode).toBe(200);
    expect((await clientFactures(client.token)).find((f) => f.id === invoice.id)).toMatchObject({
      etat_paiement: 'payee',
      reste_du: 0,
    });
    expectFailure(await pay(0.01), 'payment.exceeds');
    expect(await paidSum(invoice.id)).toBe('2160.00');
  });

  it('two payments sent at once that together pass the TTC: one is refused', async () => {
    const client = await makeClient(t.app.ctx);
    const invoice = await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: today });
    const results = await Promise.all(
      [1, 2].map((n) =>
        t.post('/api/adm/recordPayment', { factureId: invoice.id, montant: 1500, date: today, reference: `VIR ${n}` }, admin),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await paidSum(invoice.id)).toBe('1500.00');
  });

  it('refuses bad input, an unknown invoice, a date to come, and callers other than staff', async () => {
    const client = await makeClient(t.app.ctx);
    const invoice = await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: today });
    const body = { factureId: invoice.id, montant: 100, date: today, reference: 'CHQ 42' };
    expectFailure(await t.post('/api/adm/recordPayment', { ...body, factureId: 2_000_000_000 }, admin), 'invoice.not_found');
    expectFailure(await t.post('/api/adm/recordPayment', { ...body, date: addDays(today, 1) }, admin), 'payment.date_future');
    for (const montant of [0, -5, 10.001, 'abc'])
      expectFieldError(await t.post('/api/adm/recordPayment', { ...body, montant }, admin), 'montant', MSG.paymentAmountInvalid);
    expectFieldError(
      await t.post('/api/adm/recordPayment', { ...body, reference: ' ' }, admin),
      'reference',
      MSG.paymentReferenceRequired,
    );
    expectFailure(await t.post('/api/adm/recordPayment', body, client.token), 'auth.role_forbidden');
    expect(await paidSum(invoice.id)).toBe('0');
  });
});

describe('importReleve', () => {
  it('records the credits naming an open invoice, reports the others, and records nothing twice', async () => {
    const client = await makeClient(t.app.ctx);
    const clientId = client.client.id;
    const a = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -40) });
    const b = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -10) });
    const c = await makeInvoice(t.app.ctx, { clientId, issuedOn: addDays(today, -10) });
    const bNumber = b.numero.replace('F-', 'f ').replace('-', ' ');
    const xml = camt053(
      [
        { ref: `R-${a.id}-1`, cents: 216_000, remittance: `Reglement ${a.numero}`, date: addDays(today, -2) },
        { ref: `R-${a.id}-2`, cents: 50_000, remittance: `Acompte facture ${bNumber}` },
        { ref: `R-${a.id}-3`, cents: 99_900, remittance: 'VIREMENT SANS REFERENCE' },
        { ref: `R-${a.id}-4`, cents: 999_900, remittance: `Paiement ${c.numero}` },
        { ref: `R-${a.id}-5`, cents: 12_345, remittance: `Frais ${c.numero}`, debit: true },
      ],
      `STMT-${a.id}`,
    );
    const res = await importFile(xml);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.rapproches).toEqual([
      { factureId: a.id, numero: a.numero, montant: 2160 },
      { factureId: b.id, numero: b.numero, montant: 500 },
    ]);
    expect(report.non_rapproches).toEqual([
      { montant: 999, date: '2026-11-20', libelle: 'VIREMENT SANS REFERENCE' },
      { montant: 9999, date: '2026-11-20', libelle: `Paiement ${c.numero}` },
    ]);
    expect(report.deja_importes).toBe(0);
    const states = new Map((await clientFactures(client.token)).map((f) => [f.id, f]));
    expect(states.get(a.id)).toMatchObject({ etat_paiement: 'payee', reste_du: 0 });
    expect(states.get(b.id)).toMatchObject({ etat_paiement: 'partiel', reste_du: 1660 });
    const [payment] = await t.database.query<{ date: string; source: string; bank_ref: string }>(
      'SELECT date::text, source, bank_ref FROM payments WHERE invoice_id = $1',
      [a.id],
    );
    expect(payment).toEqual({
      date: addDays(today, -2),
      source: 'releve',
      bank_ref: `A:FR7630006000011234567890189:R-${a.id}-1`,
    });

    // The same statement again (even under another id): nothing recorded twice.
    const again = await importFile(xml.replaceAll(`STMT-${a.id}`, `STMT-${a.id}-BIS`));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ rapproches: [], deja_importes: 2 });
    expect(await paidSum(a.id)).toBe('2160.00');
    expect(await paidSum(b.id)).toBe('500.00');
  });

  it('refuses a malformed, foreign, hostile or oversized file with a 4xx, recording nothing', async () => {
    const client = await makeClient(t.app.ctx);
    const invoice = await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: today });
    const good = camt053([{ ref: `X-${invoice.id}`, cents: 100, remittance: invoice.numero }]);
    const xxe = good
      .replace('<Document', '<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document')
      .replace(invoice.numero, `${invoice.numero} &x;`);
    const laughs = good.replace(
      '<Document',
      `<!DOCTYPE Document [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`).join('')}]><Document`,
    );
    for (const file of [
      good.slice(0, good.length - 30),
      good.replace('camt.053.001.02', 'pain.001.001.03'),
      '%PDF-1.4 not a statement',
      xxe,
      laughs,
      good.replace('<Amt Ccy="EUR">1.00</Amt>', '<Amt Ccy="EUR">abc</Amt>'),
    ]) {
      expectFailure(await importFile(file), 'releve.invalid');
    }
    expectFailure(await importFile(Buffer.alloc(5 * 1024 * 1024 + 1, 32)), 'releve.too_large');
    expectFailure(await importFile(good, client.token), 'auth.role_forbidden');
    expect(await paidSum(invoice.id)).toBe('0');
  });

  it('reads the statement off the request thread, within a time and a memory bound (422 releve.too_complex)', async () => {
    const client = await makeClient(t.app.ctx);
    const invoice = await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: today });
    // 3,000 entries (1.5 MB) naming the invoice among others: some 0.3 s of parsing in the worker.
    const big = sampleCamt053({ entries: 3000, invoices: 10, year: Number(today.slice(0, 4)) }).replace(
      '</Ustrd>',
      ` ${invoice.numero}</Ustrd>`,
    );
    const serverReader = t.app.ctx.documents;
    for (const bounds of [{ statementDeadlineMs: 1 }, { rssBudgetMb: 1, watchEveryMs: 1 }]) {
      const reader = new DocumentReader(bounds);
      t.app.ctx.documents = reader;
      try {
        expectFailure(await importFile(big), 'releve.too_complex');
      } finally {
        t.app.ctx.documents = serverReader;
        await reader.close();
      }
    }
    expect(await paidSum(invoice.id)).toBe('0');
    // The server's own reader reads the same statement, and the server's thread answered meanwhile.
    expect((await importFile(big)).statusCode).toBe(200);
  });

  it('records nothing when the import fails half-way', async () => {
    const client = await makeClient(t.app.ctx);
    const first = await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: today });
    const second = await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: today });
    // The database refuses the second payment's row: the first, written before it, must go too.
    await t.database.query(`CREATE FUNCTION payments_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.invoice_id = ${second.id} THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`);
    await t.database.query(
      'CREATE TRIGGER payments_refuse BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION payments_refuse()',
    );
    try {
      const res = await importFile(
        camt053([
          { ref: `H-${first.id}`, cents: 1000, remittance: first.numero },
          { ref: `H-${second.id}`, cents: 1000, remittance: second.numero },
        ]),
      );
      expect(res.statusCode).toBe(500);
      expect(await paidSum(first.id)).toBe('0');
    } finally {
      await t.database.query('DROP TRIGGER payments_refuse ON payments');
      await t.database.query('DROP FUNCTION payments_refuse()');
    }
  });
});
