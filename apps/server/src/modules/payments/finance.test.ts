import { addDays, MSG, parisToday } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { makeClient } from '../../test/marketplace.js';
import { makeInvoice, makePayment } from '../../test/payments.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * adm/finance (DECISIONS §6.7) pinned by an independent oracle: a seeded year of invoices and payments is
 * summed here again, in plain integer cents from what was stored, with none of the server's code (no SQL, no
 * payments.ts helpers), and every figure of every month must be equal.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await makeUser(t.app.ctx, { role: 'admin' })).token;
});
afterAll(async () => t.close());

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const toCents = (text: string) => {
  const [units, fraction = ''] = text.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
};
const dayIndex = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000;

interface Stored {
  issuedOn: string;
  dueOn: string;
  htCents: number;
  ttcCents: number;
  paidCents: number;
  afHtCents: number;
  /** Its self-billed invoice's TTC when one is issued and the client invoice paid in full (nothing is paid out here). */
  dueCents: number;
}

describe('adm/finance', () => {
  it('equals the figures recomputed independently from the invoices and payments', async () => {
    const today = parisToday();
    const year = Number(today.slice(0, 4));
    const rand = random(33);
    const client = await makeClient(t.app.ctx);
    const stored: Stored[] = [];
    const received = new Map<number, number>(); // month → cents received that month
    const firstDay = `${year}-01-01`;
    const span = dayIndex(today) - dayIndex(firstDay);
    // Invoices of the year and a few of the year before (their payments may fall in this year).
    for (let i = 0; i < 60; i++) {
      const issuedOn =
        i < 6 ? addDays(firstDay, -1 - Math.floor(rand() * 90)) : addDays(firstDay, Math.floor(rand() * (span + 1)));
      const dueOn = addDays(issuedOn, [0, 30, 45][i % 3] as number);
      const days = (1 + Math.floor(rand() * 40)) / 2;
      const tjm = `${300 + Math.floor(rand() * 900)}.${String(Math.floor(rand() * 1000)).padStart(3, '0')}`;
      const row = await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn, dueOn, days, tjm });
      const ttcCents = toCents(row.ttc);
      let paidCents = 0;
      const kind = rand();
      const payments = kind < 0.3 ? 0 : kind < 0.6 ? 1 : 2;
      for (let p = 0; p < payments; p++) {
        const cents =
          p === payments - 1 && rand() < 0.5 ? ttcCents - paidCents : Math.floor(((ttcCents - paidCents) * rand()) / 2) + 1;
        if (cents <= 0) continue;
        const offset = Math.floor(rand() * (dayIndex(today) - dayIndex(issuedOn) + 1));
        const date = addDays(issuedOn, offset);
        await makePayment(t.app.ctx, row.id, `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`, date);
        paidCents += cents;
        if (date.startsWith(String(year))) {
          const month = Number(date.slice(5, 7));
          received.set(month, (received.get(month) ?? 0) + cents);
        }
      }
      // One in four has its freelancer's self-billed invoice at a lower rate: the margin is the difference.
      let afHtCents = toCents(row.ht);
      let dueCents = 0;
      if (i % 4 === 0) {
        const af = await makeInvoice(t.app.ctx, {
          clientId: client.client.id,
          issuedOn,
          days,
          tjm: `${200 + Math.floor(rand() * 100)}.500`,
          type: 'autofacturation',
          sourceInvoiceId: row.id,
        });
        afHtCents = toCents(af.ht);
        if (paidCents >= ttcCents) dueCents = toCents(af.ttc);
      }
      stored.push({ issuedOn, dueOn, htCents: toCents(row.ht), ttcCents, paidCents, afHtCents, dueCents });
    }

    // An invoice cancelled by a credit note, and the credit note: they count nowhere.
    const credited = await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: addDays(today, -40) });
    await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: today, type: 'avoir', correctsId: credited.id });

    const res = await t.post('/api/adm/finance', { annee: year }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.au).toBe(today);
    expect(answer.mois).toHaveLength(12);

    const euros = (cents: number) => cents / 100;
    const totals = { ht: 0, ttc: 0, received: 0, owed: 0, b1: 0, b2: 0, b3: 0, count: 0, margin: 0, due: 0 };
    for (let month = 1; month <= 12; month++) {
      const key = `${year}-${String(month).padStart(2, '0')}`;
      const ofMonth = stored.filter((s) => s.issuedOn.startsWith(key));
      const owed = (s: Stored) => Math.max(0, s.ttcCents - s.paidCents);
      const late = (s: Stored) => dayIndex(today) - dayIndex(s.dueOn);
      const sum = (list: Stored[], f: (s: Stored) => number) => list.reduce((a, s) => a + f(s), 0);
      const expected = {
        ht: sum(ofMonth, (s) => s.htCents),
        ttc: sum(ofMonth, (s) => s.ttcCents),
        received: received.get(month) ?? 0,
        owed: sum(ofMonth, owed),
        b1: sum(
          ofMonth.filter((s) => late(s) >= 1 && late(s) <= 30),
          owed,
        ),
        b2: sum(
          ofMonth.filter((s) => late(s) >= 31 && late(s) <= 60),
          owed,
        ),
        b3: sum(
          ofMonth.filter((s) => late(s) > 60),
          owed,
        ),
        count: ofMonth.length,
        margin: sum(ofMonth, (s) => s.htCents - s.afHtCents),
        due: sum(ofMonth, (s) => s.dueCents),
      };
      for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += expected[k];
      expect(answer.mois[month - 1]).toMatchObject({
        mois: key,
        nb_factures: expected.count,
        facture_ht: euros(expected.ht),
        facture_ttc: euros(expected.ttc),
        encaisse: euros(expected.received),
        reste_du: euros(expected.owed),
        retard: { '0_30': euros(expected.b1), '31_60': euros(expected.b2), plus_60: euros(expected.b3) },
        marge: euros(expected.margin),
        versements_dus: euros(expected.due),
      });
    }
    expect(answer.total).toMatchObject({
      nb_factures: totals.count,
      facture_ht: euros(totals.ht),
      facture_ttc: euros(totals.ttc),
      encaisse: euros(totals.received),
      reste_du: euros(totals.owed),
      retard: { '0_30': euros(totals.b1), '31_60': euros(totals.b2), plus_60: euros(totals.b3) },
      marge: euros(totals.margin),
      versements_dus: euros(totals.due),
    });
    // The seed spreads the invoices over every state, so no figure is trivially zero.
    expect(totals.received * totals.owed * (totals.b1 + totals.b2 + totals.b3) * totals.margin * totals.due).toBeGreaterThan(0);

    // A payment recorded now moves the figures at once (the kept result is for unchanged data only).
    const open = await t.database.query<{ id: number }>(
      `SELECT i.id FROM invoices i WHERE i.issued_on >= $1 AND i.ttc > coalesce((SELECT sum(montant) FROM payments p WHERE p.invoice_id = i.id), 0) ORDER BY i.id LIMIT 1`,
      [`${year}-01-01`],
    );
    const recorded = await t.post(
      '/api/adm/recordPayment',
      { factureId: open[0]?.id, montant: 1, date: today, reference: 'Chèque 7' },
      admin,
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    const after = (await t.post('/api/adm/finance', { annee: year }, admin)).json();
    expect(after.total.encaisse).toBe(euros(totals.received + 100));
    expect(after.total.reste_du).toBe(euros(totals.owed - 100));
    // So does an invoice issued now.
    await makeInvoice(t.app.ctx, { clientId: client.client.id, issuedOn: today });
    const issued = (await t.post('/api/adm/finance', { annee: year }, admin)).json();
    expect(issued.total.nb_factures).toBe(totals.count + 1);
  });

  it('is for the staff only, and takes a plausible year', async () => {
    const client = await makeClient(t.app.ctx);
    expectFailure(await t.post('/api/adm/finance', { annee: 2026 }, client.token), 'auth.role_forbidden');
    expectFieldError(await t.post('/api/adm/finance', { annee: 1999 }, admin), 'annee', MSG.financeYearInvalid);
    const empty = await t.post('/api/adm/finance', { annee: '2001' }, admin);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().total).toMatchObject({ facture_ttc: 0, encaisse: 0, nb_factures: 0 });
  });
});
