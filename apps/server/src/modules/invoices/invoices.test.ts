import { addDays, formatIsoDate, parisToday } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { type MadeClient, makeCandidate, makeClient } from '../../test/marketplace.js';
import { makeCra, runningMission } from '../../test/mission-work.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { runPaymentReminders } from '../payments/dunning.service.js';
import { type InvoiceSource, issueInvoice } from './invoices.service.js';

/**
 * Invoices as issued (issue 19, DECISIONS §6.4): what the PDF prints, the client's billing identity copied
 * at issue, the numbering across a year's end and through a rollback. The validation flow itself and the
 * concurrent numbering are in modules/cras/cras.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function world(options: { billing?: boolean } = {}) {
  const client = await makeClient(t.app.ctx, {
    nomEntreprise: 'Atelier Numérique',
    prenom: 'Claire',
    nom: 'Dubois',
    billing: options.billing,
  });
  const candidate = await makeCandidate(t.app.ctx, { nom: 'Martin' });
  const mission = await runningMission(t.app.ctx, client.client.id, candidate.candidate.id);
  return { client, candidate, mission };
}

async function pdfText(id: number, token: string): Promise<string> {
  const res = await t.get(`/api/files/facture/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** What issueInvoice needs, for a CRA of `client`'s mission. */
async function sourceFor(client: MadeClient, mois: string): Promise<InvoiceSource> {
  const candidate = await makeCandidate(t.app.ctx);
  const mission = await runningMission(t.app.ctx, client.client.id, candidate.candidate.id);
  const cra = await makeCra(t.app.ctx, mission.id, { mois, etat: 'valide' });
  return {
    craId: cra.id,
    mois,
    days: 3,
    mission,
    clientName: client.client.nomEntreprise,
    clientContact: 'Claire Durand',
    candidateName: 'Léa Martin',
  };
}

const issue = (source: InvoiceSource, now: Date) => t.app.ctx.db.transaction((tx) => issueInvoice(t.app.ctx, tx, source, now));

describe('the invoice PDF', () => {
  it('prints the issuer, the client with its billing address and SIREN, the dates, HT, TVA and TTC', async () => {
    const { client, mission } = await world();
    // Three full days at 600 €: 1 800 € HT.
    const cra = await makeCra(t.app.ctx, mission.id);
    expect((await t.post('/api/cl/validateCra', { id: cra.id }, client.token)).statusCode).toBe(200);
    const [row] = await t.database.query<{ id: number; numero: string; issued_on: string; due_on: string }>(
      'SELECT id, numero, issued_on::text, due_on::text FROM invoices WHERE cra_id = $1',
      [cra.id],
    );
    if (!row) throw new Error('no invoice');
    const text = await pdfText(row.id, client.token);
    for (const mention of [
      `N° ${row.numero}`,
      // The issuer (INVOICE_ISSUER_*).
      'Passerelle SAS',
      '12 rue de la Paix',
      '75002 Paris',
      'SIREN : 912345675',
      'TVA intracommunautaire : FR65912345675',
      // The client: name, billing address, SIREN, who validated.
      'Atelier Numérique',
      '8 rue des Lilas',
      '69003 Lyon',
      'SIREN : 552100554',
      'À l’attention de : Claire Dubois',
      // The dates: issue, and due 30 days later.
      `Date d’émission : ${formatIsoDate(row.issued_on)}`,
      `Date d’échéance : ${formatIsoDate(row.due_on)}`,
      `au plus tard le ${formatIsoDate(row.due_on)}`,
      'Activité d’octobre 2026',
      // The line and the totals.
      '3 j',
      '600,00 €',
      'Total HT 1 800,00 €',
      'TVA 20 % 360,00 €',
      'Total TTC 2 160,00 €',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
      // The late-payment rate kept at issue: the Réglages' default (DECISIONS §6.5).
      'des pénalités sont dues au taux annuel de 12,15 % (Code de commerce, art. L441-10)',
      // The 2026 mentions (the buyer's SIREN is above).
      'Catégorie de l’opération : Prestation de services',
    ]) {
      expect(text).toContain(mention.replace(/\s+/g, ' '));
    }
    const due = new Date(`${row.issued_on}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(row.due_on).toBe(due.toISOString().slice(0, 10));
  });

  it('keeps the billing identity of the day it was issued: a later profile change does not alter it', async () => {
    const { client, mission } = await world();
    const cra = await makeCra(t.app.ctx, mission.id);
    await t.post('/api/cl/validateCra', { id: cra.id }, client.token);
    await t.database.query("UPDATE clients SET adresse = '1 place Bellecour', siren = '842159378' WHERE id = $1", [
      client.client.id,
    ]);
    const [row] = await t.database.query<{ id: number; client_address: string; client_siren: string }>(
      'SELECT id, client_address, client_siren FROM invoices WHERE cra_id = $1',
      [cra.id],
    );
    expect(row).toMatchObject({ client_address: '8 rue des Lilas\n69003 Lyon', client_siren: '552100554' });
    const text = await pdfText(row?.id ?? 0, client.token);
    expect(text).toContain('8 rue des Lilas');
    expect(text).not.toContain('Bellecour');
  });
});

describe('a company without its billing identity', () => {
  it('cannot validate a CRA: 409 with the way to complete it, no number taken, nothing changes', async () => {
    const { client, mission } = await world({ billing: false });
    const cra = await makeCra(t.app.ctx, mission.id);
    const counters = await t.database.query('SELECT year, last FROM invoice_counters ORDER BY year');
    const res = await t.post('/api/cl/validateCra', { id: cra.id }, client.token);
    expectFailure(res, 'invoice.billing_missing');
    expect(res.json().code).toBe('invoice.billing_missing');
    const [state] = await t.database.query<{ etat: string }>('SELECT etat FROM cras WHERE id = $1', [cra.id]);
    expect(state?.etat).toBe('soumis');
    expect(await t.database.query('SELECT id FROM invoices WHERE cra_id = $1', [cra.id])).toEqual([]);
    expect(await t.database.query('SELECT year, last FROM invoice_counters ORDER BY year')).toEqual(counters);

    // Once the profile has them, the same CRA is validated and invoiced.
    const profile = (await t.post('/api/cl/myprofile', { id: client.client.id }, client.token)).json().data;
    const edit = await t.post(
      '/api/cl/edtmyprofile',
      {
        id: profile.id,
        nom: profile.nom,
        prenom: profile.prenom,
        type_client: profile.type_client,
        nom_ent: profile.nom_entreprise,
        date_creation: profile.date_creation,
        tel: profile.tel,
        secteur: profile.secteur,
        adresse: '3 quai Perrache',
        code_postal: '69002',
        ville: 'Lyon',
        siren: '842 159 378',
      },
      client.token,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await t.post('/api/cl/validateCra', { id: cra.id }, client.token)).statusCode).toBe(200);
    const [row] = await t.database.query<{ client_address: string; client_siren: string }>(
      'SELECT client_address, client_siren FROM invoices WHERE cra_id = $1',
      [cra.id],
    );
    expect(row).toEqual({ client_address: '3 quai Perrache\n69002 Lyon', client_siren: '842159378' });
  });
});

describe('invoice numbers', () => {
  it('restart at 000001 on 1 January, Paris time', async () => {
    const { client } = await world();
    // 31 December 2030, 23:59 in Paris (22:59 UTC): the 2030 series.
    const last2030 = await issue(await sourceFor(client, '2026-10'), new Date('2030-12-31T22:59:00Z'));
    // One minute later it is 1 January 2031 in Paris (still 31 December in UTC): a new series.
    const first2031 = await issue(await sourceFor(client, '2026-10'), new Date('2030-12-31T23:00:00Z'));
    const second2031 = await issue(await sourceFor(client, '2026-10'), new Date('2031-01-02T09:00:00Z'));
    expect([last2030.numero, last2030.issuedOn]).toEqual(['F-2030-000001', '2030-12-31']);
    expect([first2031.numero, first2031.issuedOn, first2031.dueOn]).toEqual(['F-2031-000001', '2031-01-01', '2031-01-31']);
    expect(second2031.numero).toBe('F-2031-000002');
    // The 2030 series goes on where it was (an invoice dated 2030 issued late is not a case, but the counter is per year).
    expect((await issue(await sourceFor(client, '2026-10'), new Date('2030-12-31T12:00:00Z'))).numero).toBe('F-2030-000002');
  });

  it('a rolled-back validation gives its number back: the next one takes it, no gap', async () => {
    const { client } = await world();
    const at = new Date('2032-03-10T10:00:00Z');
    expect((await issue(await sourceFor(client, '2026-10'), at)).numero).toBe('F-2032-000001');
    const rolledBack = await sourceFor(client, '2026-10');
    let taken = '';
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        taken = (await issueInvoice(t.app.ctx, tx, rolledBack, at)).numero;
        // What fails after the invoice in the validation's transaction (a notification, the CRA's update…).
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(taken).toBe('F-2032-000002');
    expect(await t.database.query('SELECT id FROM invoices WHERE cra_id = $1', [rolledBack.craId])).toEqual([]);
    expect((await issue(await sourceFor(client, '2026-10'), at)).numero).toBe('F-2032-000002');
    expect((await issue(rolledBack, at)).numero).toBe('F-2032-000003');
  });
});

describe('the due date comes from the Réglages (delai_paiement, DECISIONS §6.5)', () => {
  async function withDelay<T>(delai: number, run: () => Promise<T>): Promise<T> {
    const root = await makeUser(t.app.ctx, { role: 'root' });
    const set = await t.post('/api/adm/setReglages', { delai_paiement: delai }, root.token);
    expect(set.statusCode, set.body).toBe(200);
    try {
      return await run();
    } finally {
      await t.post('/api/adm/setReglages', { delai_paiement: 30 }, root.token);
    }
  }
  const xmlOf = async (id: number, token: string) => (await t.get(`/api/files/facture/${id}/xml`, token)).body;
  const date102 = (iso: string) => iso.replaceAll('-', '');

  it('BT-9, the payment terms (BT-20), the page and getFactures agree on it', async () => {
    const { client, mission } = await world();
    const cra = await makeCra(t.app.ctx, mission.id);
    await withDelay(45, async () => {
      expect((await t.post('/api/cl/validateCra', { id: cra.id }, client.token)).statusCode).toBe(200);
    });
    const [row] = await t.database.query<{ id: number; issued_on: string; due_on: string }>(
      'SELECT id, issued_on::text, due_on::text FROM invoices WHERE cra_id = $1',
      [cra.id],
    );
    if (!row) throw new Error('no invoice');
    expect(row.due_on).toBe(addDays(row.issued_on, 45));
    const terms = `à 45 jours, au plus tard le ${formatIsoDate(row.due_on)}, par virement.`;
    const text = await pdfText(row.id, client.token);
    expect(text).toContain(`Date d’échéance : ${formatIsoDate(row.due_on)}`.replace(/\s+/g, ' '));
    expect(text).toContain(`Conditions de paiement : ${terms}`.replace(/\s+/g, ' '));
    const xml = await xmlOf(row.id, client.token);
    expect(xml).toContain(`<ram:Description>${terms}</ram:Description>`);
    expect(xml).toContain(`<udt:DateTimeString format="102">${date102(row.due_on)}</udt:DateTimeString>`);
    const [facture] = (await t.post('/api/cl/getFactures', {}, client.token)).json().factures;
    expect(facture).toMatchObject({ id: row.id, echeance: row.due_on, etat_paiement: 'a_payer' });
  });

  it('0 days: due on receipt; the payment state and the dunning follow the due date', async () => {
    const { client } = await world();
    const issuedOn = addDays(parisToday(), -20);
    const at = new Date(`${issuedOn}T10:00:00Z`);
    // 0 days: due on the day of issue, « à réception »; 10 days: overdue for 10 days; 60 days: not yet due.
    const issueWith = (delai: number) => withDelay(delai, async () => issue(await sourceFor(client, '2026-10'), at));
    const now = await issueWith(0);
    const late = await issueWith(10);
    const notDue = await issueWith(60);
    expect([now.dueOn, late.dueOn, notDue.dueOn]).toEqual([issuedOn, addDays(issuedOn, 10), addDays(issuedOn, 60)]);
    expect(await pdfText(now.id, client.token)).toContain(
      `Conditions de paiement : à réception, au plus tard le ${formatIsoDate(issuedOn)}, par virement.`,
    );
    const states = Object.fromEntries(
      ((await t.post('/api/cl/getFactures', {}, client.token)).json().factures as { id: number; etat_paiement: string }[]).map(
        (f) => [f.id, f.etat_paiement],
      ),
    );
    expect([states[now.id], states[late.id], states[notDue.id]]).toEqual(['en_retard', 'en_retard', 'a_payer']);

    // Dunning: the first reminder one day after each one's own due date.
    const stepsOf = async (id: number) =>
      (await t.database.query<{ step: number }>('SELECT step FROM payment_reminders WHERE invoice_id = $1', [id])).map(
        (r) => r.step,
      );
    await runPaymentReminders(t.app.ctx, new Date(`${addDays(issuedOn, 10)}T10:00:00Z`));
    expect([await stepsOf(now.id), await stepsOf(late.id), await stepsOf(notDue.id)]).toEqual([[1], [], []]);
    await runPaymentReminders(t.app.ctx, new Date(`${addDays(issuedOn, 11)}T10:00:00Z`));
    expect(await stepsOf(late.id)).toEqual([1]);
    await runPaymentReminders(t.app.ctx, new Date(`${addDays(issuedOn, 60)}T10:00:00Z`));
    expect(await stepsOf(notDue.id)).toEqual([]);
    await runPaymentReminders(t.app.ctx, new Date(`${addDays(issuedOn, 61)}T10:00:00Z`));
    expect(await stepsOf(notDue.id)).toEqual([1]);
  });
});
