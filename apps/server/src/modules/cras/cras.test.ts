import { craAutoValidationDate, MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { contactLeaks, makeCandidate, makeClient, makeMission } from '../../test/marketplace.js';
import { makeCra, runningMission } from '../../test/mission-work.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

async function world(options: { etat?: 'en_attente' | 'en_cours' | 'termine'; tjm?: string } = {}) {
  const client = await makeClient(t.app.ctx, { nomEntreprise: 'Atelier Numérique', prenom: 'Claire', nom: 'Dubois' });
  const candidate = await makeCandidate(t.app.ctx, { nom: 'Martin' });
  const mission = await makeMission(t.app.ctx, client.client.id, candidate.candidate.id, {
    etat: options.etat ?? 'en_cours',
    tjm: options.tjm,
  });
  return { client, candidate, mission };
}

const code = (res: { json(): { code?: string } }) => res.json().code;
const craRow = (id: number) =>
  t.database.query<{ etat: string; total: string }>('SELECT etat, total::text FROM cras WHERE id = $1', [id]);
const count = async (sql: string, params: unknown[]) =>
  (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;

describe("the candidate's getMissions", () => {
  it('lists its missions newest first with the company name only, no contact data', async () => {
    const { client, candidate, mission } = await world();
    const later = await makeMission(t.app.ctx, client.client.id, candidate.candidate.id, { etat: 'termine' });
    const res = await t.post('/api/cd/getMissions', {}, candidate.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().missions).toEqual([
      expect.objectContaining({ id: later.id, etat: 'termine' }),
      {
        id: mission.id,
        etat: 'en_cours',
        date_debut: '2026-10-01',
        date_fin: '2026-12-31',
        // Both rates while the root keeps transparence_tarifs on (DECISIONS §6.5).
        tjm_candidat: 600,
        tjm: 600,
        client: 'Atelier Numérique',
        createdAt: expect.any(String),
        avis_laisse: false,
      },
    ]);
    expect(res.body).not.toContain(client.email);
    expect(res.body).not.toContain('Dubois');
    const other = await makeCandidate(t.app.ctx);
    expect((await t.post('/api/cd/getMissions', {}, other.token)).json().missions).toEqual([]);
    expect(contactLeaks(res.body, candidate)).toEqual([]);
  });
});

describe('CRA: save, submit, validate, refuse', () => {
  it('saves a draft (replacing the month), submits it, the client validates it: an invoice, notifications and mails', async () => {
    const { client, candidate, mission } = await world();
    const first = await t.post(
      '/api/cd/saveCra',
      { missionId: mission.id, mois: '2026-11', jours: { '2026-11-02': 1, '2026-11-03': 0.5 } },
      candidate.token,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ done: true, id: expect.any(Number), total: 1.5 });
    const id = first.json().id;
    // Saving again replaces the month's days (weekends and holidays are allowed: 11/11, Saturday 7).
    const again = await t.post(
      '/api/cd/saveCra',
      { missionId: mission.id, mois: '2026-11', jours: { '2026-11-11': 1, '2026-11-07': 0.5, '2026-11-02': 1 } },
      candidate.token,
    );
    expect(again.json()).toEqual({ done: true, id, total: 2.5 });
    // The client does not see drafts.
    expect((await t.post('/api/cl/getCras', { missionId: mission.id }, client.token)).json().cras).toEqual([]);
    const mine = (await t.post('/api/cd/getCras', { missionId: mission.id }, candidate.token)).json().cras;
    expect(mine).toEqual([
      {
        id,
        mois: '2026-11',
        jours: { '2026-11-02': 1, '2026-11-07': 0.5, '2026-11-11': 1 },
        total: 2.5,
        etat: 'brouillon',
        motif: null,
        createdAt: expect.any(String),
        valide_auto: false,
        validation_auto_le: null,
      },
    ]);

    expect((await t.post('/api/cd/submitCra', { id }, candidate.token)).json()).toEqual({ done: true });
    expect((await craRow(id))[0]?.etat).toBe('soumis');
    // Submitted: no longer editable, not submittable twice.
    const locked = await t.post('/api/cd/saveCra', { missionId: mission.id, mois: '2026-11', jours: {} }, candidate.token);
    expect([locked.statusCode, code(locked)]).toEqual([409, 'cra.locked']);
    expect(code(await t.post('/api/cd/submitCra', { id }, candidate.token))).toBe('cra.locked');
    expect(await count('notifications WHERE user_id = $1', [client.user.id])).toBe(1);

    const cl = (await t.post('/api/cl/getCras', { missionId: mission.id }, client.token)).json().cras;
    expect(cl.map((c: { etat: string }) => c.etat)).toEqual(['soumis']);
    // The deadline, 5 working days after today's submission (DECISIONS §6.5), by the job's own function.
    expect(cl[0].validation_auto_le).toBe(craAutoValidationDate(new Date(), 5));
    expect((await t.post('/api/cl/validateCra', { id }, client.token)).json()).toEqual({ done: true });
    expect((await craRow(id))[0]?.etat).toBe('valide');
    expect((await t.post('/api/cl/getCras', { missionId: mission.id }, client.token)).json().cras).toEqual([
      expect.objectContaining({ etat: 'valide', valide_auto: false, validation_auto_le: null }),
    ]);
    const factures = (await t.post('/api/cl/getFactures', {}, client.token)).json().factures;
    expect(factures).toEqual([
      {
        id: expect.any(Number),
        numero: expect.stringMatching(/^F-\d{4}-\d{6}$/),
        mois: '2026-11',
        missionId: mission.id,
        ht: 1500,
        tva: 300,
        ttc: 1800,
        createdAt: expect.any(String),
        // Issued today, due in 30 days, nothing paid yet (DECISIONS §6.7).
        etat_paiement: 'a_payer',
        reste_du: 1800,
        echeance: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        // A client invoice, not cancelled (DECISIONS §6.6).
        type: 'client',
        avoir: null,
        facture_origine: null,
      },
    ]);
    // Validated: nothing changes it any more.
    expect(code(await t.post('/api/cl/validateCra', { id }, client.token))).toBe('cra.not_submitted');
    expect(code(await t.post('/api/cl/rejectCra', { id, motif: 'Trop tard' }, client.token))).toBe('cra.not_submitted');
    expect(code(await t.post('/api/cd/saveCra', { missionId: mission.id, mois: '2026-11', jours: {} }, candidate.token))).toBe(
      'cra.locked',
    );
    const notes = await t.database.query<{ content: string }>('SELECT content FROM notifications WHERE user_id = $1', [
      candidate.user.id,
    ]);
    expect(notes.map((n) => n.content)).toEqual([
      'Votre compte rendu d’activité de novembre 2026 chez Atelier Numérique a été validé.',
    ]);
    const mails = await t.outbox();
    // Issue 28 §6: no name a user chose in the subject; the body says whose report it is.
    const toClient = mails.find((m) => m.to.includes(client.email));
    expect(toClient?.subject).toBe('Passerelle : compte rendu d’activité de novembre 2026 à valider');
    expect(toClient?.text).toContain('Léa Martin a déclaré');
    expect(mails.find((m) => m.to.includes(candidate.email))?.text).toContain('La facture F-');
    // The staff see every CRA of the mission.
    expect((await t.post('/api/adm/getCras', { missionId: mission.id }, admin.token)).json().cras).toHaveLength(1);
  });

  it('a refused CRA needs a reason, goes back to the candidate, who corrects and submits again', async () => {
    const { client, candidate, mission } = await world();
    const cra = await makeCra(t.app.ctx, mission.id);
    expectFieldError(await t.post('/api/cl/rejectCra', { id: cra.id, motif: '  ' }, client.token), 'motif', MSG.craMotifRequired);
    expect((await craRow(cra.id))[0]?.etat).toBe('soumis');
    const refused = await t.post('/api/cl/rejectCra', { id: cra.id, motif: 'Le 5 octobre était férié chez nous.' }, client.token);
    expect(refused.json()).toEqual({ done: true });
    const [listed] = (await t.post('/api/cd/getCras', { missionId: mission.id }, candidate.token)).json().cras;
    expect(listed).toMatchObject({ etat: 'refuse', motif: 'Le 5 octobre était férié chez nous.' });
    // The candidate is told, in the bell and by mail, with the reason and a link to « Mes missions ».
    const notes = await t.database.query<{ content: string; url: string }>(
      'SELECT content, url FROM notifications WHERE user_id = $1',
      [candidate.user.id],
    );
    expect(notes).toEqual([
      {
        content: 'Votre compte rendu d’activité d’octobre 2026 a été refusé : Le 5 octobre était férié chez nous.',
        url: '/dashb/missions',
      },
    ]);
    const mails = (await t.outbox()).filter((m) => m.to.includes(candidate.email));
    expect(mails.map((m) => m.subject)).toEqual(['Passerelle : compte rendu d’octobre 2026 à corriger']);
    expect(mails[0]?.text).toContain('Motif : Le 5 octobre était férié chez nous.');
    expect(mails[0]?.text).toContain('Atelier Numérique a refusé le compte rendu d’octobre 2026.');
    const saved = await t.post(
      '/api/cd/saveCra',
      { missionId: mission.id, mois: '2026-10', jours: { '2026-10-01': 1, '2026-10-02': 1 } },
      candidate.token,
    );
    expect(saved.json()).toEqual({ done: true, id: cra.id, total: 2 });
    expect((await t.post('/api/cd/submitCra', { id: cra.id }, candidate.token)).statusCode).toBe(200);
    expect((await craRow(cra.id))[0]).toEqual({ etat: 'soumis', total: '2.0' });
    expect(await count('invoices WHERE cra_id = $1', [cra.id])).toBe(0);
  });

  it('refuses bad days, future months, missions not running, empty submissions; nothing stored', async () => {
    const { candidate, mission } = await world();
    const save = (body: object, who = candidate.token) => t.post('/api/cd/saveCra', { missionId: mission.id, ...body }, who);
    const outside = await save({ mois: '2026-10', jours: { '2026-11-02': 1 } });
    expect([outside.statusCode, code(outside)]).toEqual([400, 'cra.day_outside']);
    // A day of the mission's first month, before it starts.
    const beforeStart = await world();
    await t.database.query("UPDATE missions SET date_debut = '2026-10-15' WHERE id = $1", [beforeStart.mission.id]);
    const early = await t.post(
      '/api/cd/saveCra',
      { missionId: beforeStart.mission.id, mois: '2026-10', jours: { '2026-10-14': 1 } },
      beforeStart.candidate.token,
    );
    expect(code(early)).toBe('cra.day_outside');
    expect(await count('cras WHERE mission_id = $1', [beforeStart.mission.id])).toBe(0);
    // A month entirely outside the mission, even with no day: refused, no draft stored.
    for (const mois of ['2026-09', '2025-12']) {
      expectFieldError(await save({ mois, jours: {} }), 'mois', MSG.craMonthOutside);
      expect(code(await save({ mois, jours: {} }))).toBe('cra.month_outside');
    }
    expectFieldError(await save({ mois: '2026-10', jours: { '2026-10-01': 2 } }), 'jours.2026-10-01', MSG.craDayValue);
    expect((await save({ mois: '2026-10', jours: { '2026-10-32': 1 } })).statusCode).toBe(400);
    expect((await save({ mois: '2026-13', jours: {} })).statusCode).toBe(400);
    const future = await save({ mois: '2099-01', jours: {} });
    expect([future.statusCode, code(future)]).toEqual([400, 'cra.future_month']);
    const waiting = await world({ etat: 'en_attente' });
    const notRunning = await t.post(
      '/api/cd/saveCra',
      { missionId: waiting.mission.id, mois: '2026-10', jours: { '2026-10-01': 1 } },
      waiting.candidate.token,
    );
    expect([notRunning.statusCode, code(notRunning)]).toEqual([409, 'cra.mission_not_running']);
    expect(await count('cras WHERE mission_id IN ($1, $2)', [mission.id, waiting.mission.id])).toBe(0);
    // Another candidate's mission is unknown to the caller.
    const stranger = await makeCandidate(t.app.ctx);
    expectFailure(await save({ mois: '2026-10', jours: {} }, stranger.token), 'mission.not_found');
    const empty = await save({ mois: '2026-10', jours: {} });
    expect(code(await t.post('/api/cd/submitCra', { id: empty.json().id }, candidate.token))).toBe('cra.empty');
  });

  it("another company cannot read, validate or refuse a mission's CRAs", async () => {
    const { mission } = await world();
    const cra = await makeCra(t.app.ctx, mission.id);
    const other = await makeClient(t.app.ctx);
    expectFailure(await t.post('/api/cl/getCras', { missionId: mission.id }, other.token), 'mission.not_found');
    expectFailure(await t.post('/api/cl/validateCra', { id: cra.id }, other.token), 'cra.not_found');
    expectFailure(await t.post('/api/cl/rejectCra', { id: cra.id, motif: 'Non' }, other.token), 'cra.not_found');
    expect((await craRow(cra.id))[0]?.etat).toBe('soumis');
  });
});

describe('invoices', () => {
  it('computes HT from the days and the TJM (3 decimals), TVA 20 %, TTC, rounded to the cent', async () => {
    const { client, mission } = await world({ tjm: '612.345' });
    const cra = await makeCra(t.app.ctx, mission.id, { jours: { '2026-10-01': 1, '2026-10-02': 0.5 } });
    expect((await t.post('/api/cl/validateCra', { id: cra.id }, client.token)).statusCode).toBe(200);
    const [row] = await t.database.query<Record<string, string>>(
      'SELECT ht::text, tva::text, ttc::text, days::text, due_on::text, issued_on::text, client_contact FROM invoices WHERE cra_id = $1',
      [cra.id],
    );
    // 1.5 × 612.345 = 918.5175 → 918.52; TVA 183.704 → 183.70.
    expect(row).toMatchObject({ ht: '918.52', tva: '183.70', ttc: '1102.22', days: '1.5', client_contact: 'Claire Dubois' });
    const due = new Date(`${row?.issued_on}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(row?.due_on).toBe(due.toISOString().slice(0, 10));
  });

  it('numbers 20 concurrent validations F-YYYY-NNNNNN consecutively, with no gap and no duplicate', async () => {
    const { client, candidate } = await world();
    const before = await t.database.query<{ last: number }>('SELECT last FROM invoice_counters');
    const start = before.reduce((max, r) => Math.max(max, r.last), 0);
    const crasToValidate = [];
    for (let i = 0; i < 20; i++) {
      const mission = await runningMission(t.app.ctx, client.client.id, candidate.candidate.id);
      crasToValidate.push(await makeCra(t.app.ctx, mission.id));
    }
    const answers = await Promise.all(crasToValidate.map((cra) => t.post('/api/cl/validateCra', { id: cra.id }, client.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = (
      await t.database.query<{ numero: string; seq: number }>(
        'SELECT numero, seq FROM invoices WHERE cra_id = ANY($1::int[]) ORDER BY seq',
        [crasToValidate.map((c) => c.id)],
      )
    ).map((r) => r.numero);
    const year = numbers[0]?.slice(2, 6);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `F-${year}-${String(start + i + 1).padStart(6, '0')}`));
  });

  it('serves the PDF to the company and the staff only, with the French mentions', async () => {
    const { client, mission } = await world();
    const cra = await makeCra(t.app.ctx, mission.id);
    await t.post('/api/cl/validateCra', { id: cra.id }, client.token);
    const [facture] = (await t.post('/api/cl/getFactures', {}, client.token)).json().factures;
    const res = await t.get(`/api/files/facture/${facture.id}`, client.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`facture-${facture.numero}.pdf`);
    const { extractText, getDocumentProxy } = await import('unpdf');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text;
    for (const mention of [
      facture.numero,
      'Passerelle SAS',
      'SIREN : 912345675',
      'FR65912345675',
      'Atelier Numérique',
      'TVA 20 %',
      '1 800,00 €',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
      'pénalités',
      'Date d’échéance',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(mention.replace(/\s+/g, ' '));
    }
    expect((await t.get(`/api/files/facture/${facture.id}`, admin.token)).statusCode).toBe(200);
    const other = await makeClient(t.app.ctx);
    expectFailure(await t.get(`/api/files/facture/${facture.id}`, other.token), 'invoice.not_found');
    // A freelancer reads its own self-billed invoices only (DECISIONS §6.6), never a company's.
    const candidate = await makeCandidate(t.app.ctx);
    expectFailure(await t.get(`/api/files/facture/${facture.id}`, candidate.token), 'invoice.not_found');
    // The staff list: paged and searched by number.
    const staff = (await t.post('/api/adm/getFactures', { search: facture.numero, page: 0, size: 5 }, admin.token)).json();
    expect(staff).toMatchObject({
      totalItems: 1,
      factures: [{ numero: facture.numero, client: 'Atelier Numérique', condidat: 'Léa Martin' }],
    });
  });

  it('without an issuer configured, a validation is refused and nothing changes', async () => {
    const bare = await buildTestApp({
      INVOICE_ISSUER_NAME: '',
      INVOICE_ISSUER_SIREN: '',
      INVOICE_ISSUER_ADDRESS: '',
      INVOICE_ISSUER_VAT: '',
    });
    try {
      const client = await makeClient(bare.app.ctx);
      const candidate = await makeCandidate(bare.app.ctx);
      const mission = await runningMission(bare.app.ctx, client.client.id, candidate.candidate.id);
      const cra = await makeCra(bare.app.ctx, mission.id);
      const res = await bare.post('/api/cl/validateCra', { id: cra.id }, client.token);
      expect([res.statusCode, res.json().code]).toEqual([503, 'invoice.not_configured']);
      const [row] = await bare.database.query<{ etat: string }>('SELECT etat FROM cras WHERE id = $1', [cra.id]);
      expect(row?.etat).toBe('soumis');
    } finally {
      await bare.close();
    }
  });
});
