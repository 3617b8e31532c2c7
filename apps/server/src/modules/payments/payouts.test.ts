import { MSG, parisToday } from '@passerelle/shared';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { makeClient } from '../../test/marketplace.js';
import { loadPain001Schemas, xsdErrors } from '../../test/pain001-xsd.js';
import { makeFreelancer, makeSelfBilled, PLATFORM_ACCOUNT } from '../../test/payouts.js';
import { connected, listen, next, socketFor } from '../../test/sockets.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Money out (DECISIONS §6.7): payout orders of the AF invoices due, their pain.001.001.03 file (checked against the
 * XSD), their confirmation, the freelancer's « versé »; the bad inputs of issue 33.
 */

let t: TestApp;
let admin: string;
let root: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await makeUser(t.app.ctx, { role: 'admin' })).token;
  root = (await makeUser(t.app.ctx, { role: 'root' })).token;
  loadPain001Schemas();
}, 180_000);
afterAll(async () => t.close());

const parse = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (n) => n === 'CdtTrfTxInf',
  }).parse(xml).Document.CstmrCdtTrfInitn;

const candidateStates = async (token: string) =>
  new Map(
    ((await t.post('/api/cd/getFactures', {}, token)).json().factures as { id: number; etat_paiement: string }[]).map((f) => [
      f.id,
      f.etat_paiement,
    ]),
  );

describe('payout orders', () => {
  it('is root’s only, and needs the platform’s account first', async () => {
    const client = await makeClient(t.app.ctx);
    const lea = await makeFreelancer(t.app.ctx);
    await makeSelfBilled(t.app.ctx, { clientId: client.client.id, candidateId: lea.candidate.id });
    for (const token of [admin, client.token, lea.token])
      expectFailure(await t.post('/api/adm/createVirements', {}, token), 'auth.role_forbidden');
    expectFailure(await t.post('/api/adm/createVirements', {}, root), 'payout.no_account');
    expect(await t.database.query('SELECT id FROM payout_orders')).toEqual([]);
    const set = await t.post('/api/adm/setReglages', PLATFORM_ACCOUNT, root);
    expect(set.statusCode, set.body).toBe(200);
  });

  it('pays every AF invoice due whose freelancer has an IBAN, in a file the XSD accepts; skips and names the others', async () => {
    const client = await makeClient(t.app.ctx);
    const clientId = client.client.id;
    const lea = await makeFreelancer(t.app.ctx);
    const noAccount = await makeFreelancer(t.app.ctx, { iban: null, prenom: 'Hugo', nom: 'Sans Compte' });
    // 3 days at 500 €: 1,500 € HT, 1,800 € TTC; 2 days at 450 €: 900 € HT, 1,080 € TTC.
    const due1 = await makeSelfBilled(t.app.ctx, { clientId, candidateId: lea.candidate.id });
    const due2 = await makeSelfBilled(t.app.ctx, { clientId, candidateId: lea.candidate.id, days: 2, tjmCandidat: '450.000' });
    const unpaid = await makeSelfBilled(t.app.ctx, { clientId, candidateId: lea.candidate.id, paid: false });
    const skipped = await makeSelfBilled(t.app.ctx, { clientId, candidateId: noAccount.candidate.id });

    const before = await candidateStates(lea.token);
    expect(before.get(due1.af.id)).toBe('a_verser');
    expect(before.get(unpaid.af.id)).toBe('en_attente');

    const res = await t.post('/api/adm/createVirements', {}, root);
    expect(res.statusCode, res.body).toBe(200);
    // Earlier tests' invoices may be due too (the first test's freelancer): count ours in the order.
    const body = res.json();
    expect(body.ignores).toContainEqual({
      factureId: skipped.af.id,
      numero: skipped.af.numero,
      condidat: 'Hugo Sans Compte',
      raison: 'sans_iban',
    });

    const file = await t.get(`/api/files/virements/${body.id}`, root);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    const xml = file.body;
    expect(await xsdErrors(xml, 'iso')).toEqual([]);
    expect(await xsdErrors(xml, 'dk')).toEqual([]);
    const doc = parse(xml);
    const txs = doc.PmtInf.CdtTrfTxInf as {
      Amt: { InstdAmt: { '#text': string } };
      RmtInf: { Ustrd: string };
      CdtrAcct: { Id: { IBAN: string } };
      Cdtr: { Nm: string };
    }[];
    expect(doc.GrpHdr.NbOfTxs).toBe(String(txs.length));
    expect(body.nb).toBe(txs.length);
    const cents = txs.reduce((s, tx) => s + Number(tx.Amt.InstdAmt['#text'].replace('.', '')), 0);
    expect(doc.GrpHdr.CtrlSum.replace('.', '')).toBe(String(cents));
    expect(Math.round(body.total * 100)).toBe(cents);
    expect(doc.PmtInf.DbtrAcct.Id.IBAN).toBe(PLATFORM_ACCOUNT.emetteur_iban);
    const mine = txs.filter((tx) => [due1.af.numero, due2.af.numero].includes(tx.RmtInf.Ustrd));
    expect(mine.map((tx) => [tx.RmtInf.Ustrd, tx.Amt.InstdAmt['#text'], tx.CdtrAcct.Id.IBAN, tx.Cdtr.Nm])).toEqual([
      [due1.af.numero, due1.af.ttc, 'FR1420041010050500013M02606', 'Lea Mueller EI'],
      [due2.af.numero, '1080.00', 'FR1420041010050500013M02606', 'Lea Mueller EI'],
    ]);
    expect(txs.map((tx) => tx.RmtInf.Ustrd)).not.toContain(unpaid.af.numero);
    expect(txs.map((tx) => tx.RmtInf.Ustrd)).not.toContain(skipped.af.numero);
    expect(file.headers['content-disposition']).toContain(`${doc.GrpHdr.MsgId}.xml`);

    const during = await candidateStates(lea.token);
    expect([during.get(due1.af.id), during.get(due2.af.id), during.get(unpaid.af.id)]).toEqual([
      'en_cours',
      'en_cours',
      'en_attente',
    ]);

    // Nothing left to pay (the skipped one stays « à verser » until its freelancer gives an IBAN).
    expectFailure(await t.post('/api/adm/createVirements', {}, root), 'payout.nothing_to_pay');

    // Staff read the orders; admins download the file too, others never.
    const list = await t.post('/api/adm/getVirements', {}, admin);
    expect(list.statusCode, list.body).toBe(200);
    const order = list.json().virements.find((v: { id: number }) => v.id === body.id);
    expect(order).toMatchObject({
      etat: 'en_cours',
      nb: body.nb,
      total: body.total,
      confirme_le: null,
      msg_id: doc.GrpHdr.MsgId,
    });
    expect(order.transactions).toContainEqual({
      factureId: due1.af.id,
      numero: due1.af.numero,
      condidat: 'Léa Müller',
      montant: Number(due1.af.ttc),
      iban: '•••• •••• •••• •••• •••• ••• 2606',
    });
    expect(list.json().a_verser).toMatchObject({ nb: 0, total: 0 });
    expect((await t.get(`/api/files/virements/${body.id}`, admin)).statusCode).toBe(200);
    for (const token of [client.token, lea.token])
      expectFailure(await t.get(`/api/files/virements/${body.id}`, token), 'auth.role_forbidden');
    expectFailure(await t.get('/api/files/virements/999999', root), 'payout.not_found');

    // Confirmed once executed: « versé », each freelancer told once (notification and mail).
    for (const token of [admin, lea.token])
      expectFailure(await t.post('/api/adm/confirmVirements', { id: body.id }, token), 'auth.role_forbidden');
    expectFailure(await t.post('/api/adm/confirmVirements', { id: 999999 }, root), 'payout.not_found');
    const confirmed = await t.post('/api/adm/confirmVirements', { id: body.id }, root);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expectFailure(await t.post('/api/adm/confirmVirements', { id: body.id }, root), 'payout.already_confirmed');
    const after = await candidateStates(lea.token);
    expect([after.get(due1.af.id), after.get(due2.af.id), after.get(unpaid.af.id)]).toEqual(['verse', 'verse', 'en_attente']);
    const notes = await t.database.query<{ content: string }>('SELECT content FROM notifications WHERE user_id = $1', [
      lea.user.id,
    ]);
    expect(notes).toEqual([
      { content: `Vos autofactures ${due1.af.numero}, ${due2.af.numero} ont été versées : 2\u202f880,00\u00a0€.` },
    ]);
    const mails = (await t.outbox()).filter((m) => m.to === lea.email && m.subject === 'Vos autofactures ont été versées');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text.replace(/\s+/g, ' ')).toContain(`Nous avons viré 2 880,00 € sur votre compte`);
    // The finance figures count it as paid out this year (the first order confirmed in this file).
    const finance = await t.post('/api/adm/finance', { annee: Number(parisToday().slice(0, 4)) }, admin);
    expect(finance.json().total.versements_faits).toBe(body.total);
    const listed = (await t.post('/api/adm/getVirements', {}, root))
      .json()
      .virements.find((v: { id: number }) => v.id === body.id);
    expect(listed.etat).toBe('verse');
    expect(listed.confirme_le).toEqual(expect.any(String));
  });

  it('never pays an invoice twice, even for two orders asked at once', async () => {
    const client = await makeClient(t.app.ctx);
    const lea = await makeFreelancer(t.app.ctx);
    const made = await Promise.all(
      Array.from({ length: 5 }, () => makeSelfBilled(t.app.ctx, { clientId: client.client.id, candidateId: lea.candidate.id })),
    );
    const answers = await Promise.all([1, 2, 3].map(() => t.post('/api/adm/createVirements', {}, root)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const ids = made.map((m) => m.af.id);
    const rows = await t.database.query<{ invoice_id: number; n: number }>(
      'SELECT invoice_id, count(*)::int AS n FROM payout_transfers WHERE invoice_id = ANY($1) GROUP BY invoice_id',
      [ids],
    );
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    // MsgIds are unique.
    const msg = await t.database.query<{ n: number; d: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT msg_id)::int AS d FROM payout_orders',
    );
    expect(msg[0]?.n).toBe(msg[0]?.d);
    expect(parisToday()).toMatch(/^\d{4}-/);
  });
});

describe('what freelancers were paid in a year', () => {
  it('gives the freelancer its annual statement, and root the DAC7 export', async () => {
    const client = await makeClient(t.app.ctx);
    const paul = await makeFreelancer(t.app.ctx, {
      prenom: 'Paul',
      nom: '=Durand; "le grand"',
      raisonSociale: 'Paul Durand Conseil',
    });
    // The client pays 3 days at 600 € (1,800 € HT), the freelancer bills 3 days at 500 € (1,500 € HT): 300 € of margin.
    const { af } = await makeSelfBilled(t.app.ctx, { clientId: client.client.id, candidateId: paul.candidate.id });
    const order = await t.post('/api/adm/createVirements', {}, root);
    expect(order.statusCode, order.body).toBe(200);
    expect((await t.post('/api/adm/confirmVirements', { id: order.json().id }, root)).statusCode).toBe(200);
    const year = parisToday().slice(0, 4);

    const res = await t.get(`/api/files/releve-annuel/${year}`, paul.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text
      .replace(/[\u202f\u00a0]/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain(`RELEVÉ ANNUEL DES SOMMES VERSÉES — ${year}`);
    expect(text).toContain(af.numero);
    expect(text).toContain('Paul Durand Conseil');
    expect(text).toContain('https://www.impots.gouv.fr');
    expect(text).toContain('https://www.urssaf.fr');
    expect(text).toContain(`1 800,00 € versés en ${year}`);
    // A year with nothing paid still answers, and says so; only a freelancer asks for its own.
    const empty = await t.get('/api/files/releve-annuel/2001', paul.token);
    expect(empty.statusCode).toBe(200);
    expectFailure(await t.get(`/api/files/releve-annuel/${year}`, root), 'auth.role_forbidden');
    expectFieldError(await t.get('/api/files/releve-annuel/1999', paul.token), 'annee', MSG.financeYearInvalid);

    expectFailure(await t.get(`/api/adm/dac7?annee=${year}`, admin), 'auth.role_forbidden');
    const csv = await t.get(`/api/adm/dac7?annee=${year}`, root);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'nom;prenom;date_naissance;adresse;siret;numero_tva;iban;montant_verse_t1;montant_verse_t2;montant_verse_t3;montant_verse_t4;commission_t1;commission_t2;commission_t3;commission_t4;nb_missions',
    );
    const quarter = Math.floor((Number(parisToday().slice(5, 7)) - 1) / 3);
    const amounts = ['0,00', '0,00', '0,00', '0,00'];
    const commissions = [...amounts];
    amounts[quarter] = '1800,00';
    commissions[quarter] = '300,00';
    expect(lines).toContain(
      [
        `"'=Durand; ""le grand"""`,
        'Paul',
        '1990-01-01',
        '3 rue des Lilas, 69003 Lyon',
        '73282932000074',
        '',
        'FR1420041010050500013M02606',
        ...amounts,
        ...commissions,
        '1',
      ].join(';'),
    );
    expectFieldError(await t.get('/api/adm/dac7?annee=abc', root), 'annee', MSG.financeYearInvalid);
  });

  it('pushes factures_changed to the freelancers of an order only, once it is made and once it is confirmed', async () => {
    const client = await makeClient(t.app.ctx);
    const lea = await makeFreelancer(t.app.ctx);
    const other = await makeFreelancer(t.app.ctx, { prenom: 'Nina', nom: 'Autre' });
    const due = await makeSelfBilled(t.app.ctx, { clientId: client.client.id, candidateId: lea.candidate.id });
    const base = await listen(t.app);
    const mine = socketFor(base, lea.token);
    const theirs = socketFor(base, other.token);
    await Promise.all([connected(mine), connected(theirs)]);
    const pushes = { mine: 0, theirs: 0 };
    mine.on('factures_changed', () => {
      pushes.mine++;
    });
    theirs.on('factures_changed', () => {
      pushes.theirs++;
    });
    try {
      const made = next(mine, 'factures_changed');
      const order = await t.post('/api/adm/createVirements', {}, root);
      expect(order.statusCode, order.body).toBe(200);
      await made;
      expect((await candidateStates(lea.token)).get(due.af.id)).toBe('en_cours');
      const pushed = next(mine, 'factures_changed');
      expect((await t.post('/api/adm/confirmVirements', { id: order.json().id }, root)).statusCode).toBe(200);
      await pushed;
      // What the reloaded list reads.
      expect((await candidateStates(lea.token)).get(due.af.id)).toBe('verse');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(pushes).toEqual({ mine: 2, theirs: 0 });
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
