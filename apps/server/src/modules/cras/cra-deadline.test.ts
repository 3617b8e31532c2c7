import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIfDue } from '../../lib/periodic-jobs.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { makeMember } from '../../test/marketplace.js';
import { billedMission, makeCra } from '../../test/mission-work.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { craJobs, runCraDeadline } from './cra-deadline.js';

/**
 * The CRA deadline (DECISIONS §6.5) with a controlled clock: the job runs at a given instant, the submission
 * time is written in the row. Embedded engine by default, PostgreSQL with DATABASE_URL.
 */

let t: TestApp;
let root: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  root = await makeUser(t.app.ctx, { role: 'root' });
});
afterAll(async () => t.close());

async function world(options: { billing?: boolean } = {}) {
  const made = await billedMission(t.app, { nomEntreprise: 'Atelier Numérique', billing: options.billing, nom: 'Martin' });
  const member = await makeMember(t.app.ctx, made.client.client.id);
  return { ...made, member };
}

/** A CRA of November 2026 (2 days), submitted at `submittedAt`. */
const submitted = (missionId: number, submittedAt: string) =>
  makeCra(t.app.ctx, missionId, { mois: '2026-11', jours: { '2026-11-02': 1, '2026-11-03': 1 }, submittedAt });

const invoicesOf = (craId: number) =>
  t.database.query<{ numero: string; type: string; issued_on: string; client_contact: string }>(
    'SELECT numero, type, issued_on::text, client_contact FROM invoices WHERE cra_id = $1 ORDER BY id',
    [craId],
  );
const craRow = async (id: number) =>
  (
    await t.database.query<{ etat: string; valide_auto: boolean; decided_by: number | null }>(
      'SELECT etat, valide_auto, decided_by FROM cras WHERE id = $1',
      [id],
    )
  )[0];
const notesOf = async (userId: number) =>
  (await t.database.query<{ content: string }>('SELECT content FROM notifications WHERE user_id = $1 ORDER BY id', [userId])).map(
    (n) => n.content,
  );
const crasOf = async (side: 'cl' | 'cd' | 'adm', missionId: number, token: string) => {
  const res = await t.post(`/api/${side}/getCras`, { missionId }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().cras as { id: number; etat: string; valide_auto: boolean; validation_auto_le: string | null }[];
};

describe('the CRA deadline', () => {
  it('shows the deadline, validates on that day in Paris exactly as a member would, tells everyone, once', async () => {
    const { client, member, candidate, mission } = await world();
    // Friday 4 December 2026, 10:00 in Paris: Monday 7 to Friday 11 count, validated on Saturday 12.
    const cra = await submitted(mission.id, '2026-12-04T09:00:00Z');
    for (const [side, token] of [
      ['cl', client.token],
      ['cd', candidate.token],
      ['adm', root.token],
    ] as const) {
      expect(await crasOf(side, mission.id, token)).toEqual([
        expect.objectContaining({ id: cra.id, etat: 'soumis', valide_auto: false, validation_auto_le: '2026-12-12' }),
      ]);
    }

    // 23:30 in Paris on Friday 11: not yet (22:30 UTC).
    expect(await runCraDeadline(t.app.ctx, new Date('2026-12-11T22:30:00Z'))).toEqual({ valides: 0, en_attente: 0 });
    expect((await craRow(cra.id))?.etat).toBe('soumis');
    expect(await invoicesOf(cra.id)).toEqual([]);

    // 00:30 in Paris on Saturday 12.
    expect(await runCraDeadline(t.app.ctx, new Date('2026-12-11T23:30:00Z'))).toEqual({ valides: 1, en_attente: 0 });
    expect(await craRow(cra.id)).toEqual({ etat: 'valide', valide_auto: true, decided_by: null });
    // The client invoice and the freelancer's AF invoice, issued on the job's day (Paris), as validateCra issues them.
    const issued = await invoicesOf(cra.id);
    expect(issued).toEqual([
      {
        numero: expect.stringMatching(/^F-2026-\d{6}$/),
        type: 'client',
        issued_on: '2026-12-12',
        client_contact: 'Atelier Numérique',
      },
      { numero: expect.stringMatching(/^AF-2026-\d{6}$/), type: 'autofacturation', issued_on: '2026-12-12', client_contact: '' },
    ]);
    await t.app.ctx.invoiceDrawings.flush();
    const documents = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invoice_documents d JOIN invoices i ON i.id = d.invoice_id WHERE i.cra_id = $1',
      [cra.id],
    );
    expect(documents[0]?.n).toBe(2);
    for (const [side, token] of [
      ['cl', client.token],
      ['cd', candidate.token],
      ['adm', root.token],
    ] as const) {
      expect(await crasOf(side, mission.id, token)).toEqual([
        expect.objectContaining({ id: cra.id, etat: 'valide', valide_auto: true, validation_auto_le: null }),
      ]);
    }
    const facture = (await t.post('/api/cl/getFactures', {}, client.token)).json().factures;
    expect(facture).toEqual([expect.objectContaining({ numero: issued[0]?.numero, ht: 1200, ttc: 1440 })]);

    // Everyone is told: the freelancer, every member of the company.
    expect(await notesOf(candidate.user.id)).toEqual([
      expect.stringContaining('a été validé automatiquement, sans réponse de l’entreprise sous 5 jours ouvrés'),
    ]);
    for (const user of [client.user, member.user])
      expect(await notesOf(user.id)).toEqual([
        `Le compte rendu d’activité de novembre 2026 de ${candidate.user.prenom} Martin a été validé automatiquement, sans réponse sous 5 jours ouvrés : la facture ${issued[0]?.numero} est émise.`,
      ]);
    const mails = (await t.outbox()).filter(
      (m) => m.subject === 'Passerelle : compte rendu de novembre 2026 validé automatiquement',
    );
    expect(mails.map((m) => m.to).sort()).toEqual([candidate.email, client.email, member.email].sort());
    const toCandidate = mails.find((m) => m.to === candidate.email)?.text.replace(/\s+/g, ' ');
    expect(toCandidate).toContain(`votre autofacture ${issued[1]?.numero}`);

    // A second run, later, does nothing.
    expect(await runCraDeadline(t.app.ctx, new Date('2026-12-20T10:00:00Z'))).toEqual({ valides: 0, en_attente: 0 });
    expect(await invoicesOf(cra.id)).toHaveLength(2);
    expect(await notesOf(client.user.id)).toHaveLength(1);
  });

  it('counts working days only: public holidays and weekends, and the Réglages’ delay', async () => {
    const { client, mission } = await world();
    // Thursday 24 December: 28, 29, 30, 31 December and 4 January count (25 and 1 are holidays).
    const christmas = await submitted(mission.id, '2026-12-24T10:00:00Z');
    expect(await crasOf('cl', mission.id, client.token)).toEqual([expect.objectContaining({ validation_auto_le: '2027-01-05' })]);
    expect((await runCraDeadline(t.app.ctx, new Date('2027-01-04T12:00:00Z'))).valides).toBe(0);
    expect((await craRow(christmas.id))?.etat).toBe('soumis');

    // The root shortens the delay to 1 working day (Monday 28): the deadline moves for the CRAs already submitted.
    const set = await t.post('/api/adm/setReglages', { delai_validation_cra: 1 }, root.token);
    expect(set.statusCode, set.body).toBe(200);
    try {
      expect(await crasOf('cl', mission.id, client.token)).toEqual([
        expect.objectContaining({ validation_auto_le: '2026-12-29' }),
      ]);
      expect((await runCraDeadline(t.app.ctx, new Date('2026-12-29T08:00:00Z'))).valides).toBe(1);
      expect((await craRow(christmas.id))?.valide_auto).toBe(true);
      expect((await invoicesOf(christmas.id))[0]?.issued_on).toBe('2026-12-29');
    } finally {
      await t.post('/api/adm/setReglages', { delai_validation_cra: 5 }, root.token);
    }
  });

  it('a member validating at the same instant as the job: one validation, one invoice of each kind', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { client, mission } = await world();
      const cra = await submitted(mission.id, '2026-11-02T09:00:00Z');
      const [manual, job] = await Promise.all([
        t.post('/api/cl/validateCra', { id: cra.id }, client.token),
        runCraDeadline(t.app.ctx, new Date('2026-12-01T09:00:00Z')),
      ]);
      const row = await craRow(cra.id);
      expect(row?.etat).toBe('valide');
      if (manual.statusCode === 200) {
        expect(job.valides).toBe(0);
        expect(row).toEqual({ etat: 'valide', valide_auto: false, decided_by: client.user.id });
      } else {
        expect([manual.statusCode, manual.json().code]).toEqual([409, 'cra.not_submitted']);
        expect(job.valides).toBeGreaterThanOrEqual(1);
        expect(row).toEqual({ etat: 'valide', valide_auto: true, decided_by: null });
      }
      expect((await invoicesOf(cra.id)).map((i) => i.type)).toEqual(['client', 'autofacturation']);
    }
  });

  it('two runs at once validate each CRA once; the periodic runner runs it when due', async () => {
    const { mission } = await world();
    const cra = await submitted(mission.id, '2026-11-02T09:00:00Z');
    const at = new Date('2026-12-01T09:00:00Z');
    const [a, b] = await Promise.all([runCraDeadline(t.app.ctx, at), runCraDeadline(t.app.ctx, at)]);
    expect(a.valides + b.valides).toBe(1);
    expect(await invoicesOf(cra.id)).toHaveLength(2);

    const other = await submitted((await world()).mission.id, '2026-11-02T09:00:00Z');
    const [job] = craJobs(t.app.ctx);
    if (!job) throw new Error('no CRA job');
    expect(await runIfDue(t.database.db, job, t.app.log, 'test-holder', at)).toBe(true);
    expect((await craRow(other.id))?.valide_auto).toBe(true);
    // Not due again within the hour.
    expect(await runIfDue(t.database.db, job, t.app.log, 'test-holder', new Date(at.getTime() + 60_000))).toBe(false);
  });

  it('a company without its billing identity: the CRA stays submitted, nothing issued, tried again', async () => {
    const { client, mission } = await world({ billing: false });
    const cra = await submitted(mission.id, '2026-11-02T09:00:00Z');
    expect(await runCraDeadline(t.app.ctx, new Date('2026-12-01T09:00:00Z'))).toEqual({ valides: 0, en_attente: 1 });
    expect(await craRow(cra.id)).toEqual({ etat: 'soumis', valide_auto: false, decided_by: null });
    expect(await invoicesOf(cra.id)).toEqual([]);
    expect(await notesOf(client.user.id)).toEqual([]);
  });
});
