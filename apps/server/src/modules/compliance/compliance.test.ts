import { formatIsoDate, MSG, parisToday } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIfDue } from '../../lib/periodic-jobs.js';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { makeCandidate, makeClient, makeMission, makeRequest } from '../../test/marketplace.js';
import { makeDocument } from '../../test/mission-work.js';
import { PDF, PNG, uploadFile } from '../../test/multipart.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { complianceJobs, runDocumentReminders } from './compliance.service.js';

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

const upload = (token: string, fields: Record<string, string>, file = PDF, name = 'doc.pdf', type = 'application/pdf') =>
  uploadFile(t.app, '/api/cd/uploadDocument', token, file, name, type, fields);
const docsOf = (candidateId: number) =>
  t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM compliance_documents WHERE candidate_id = $1', [candidateId]);

function plusDays(days: number, from = parisToday()): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('compliance documents: upload, list, verify', () => {
  it('takes a Kbis or an RC Pro without an expiry date: 3 and 12 months after the upload (DECISIONS §6.9)', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    for (const type of ['kbis', 'rc_pro']) {
      const res = await upload(candidate.token, { type });
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = (await t.post('/api/cd/getDocuments', {}, candidate.token)).json().documents as {
      type: string;
      expire_le: string;
    }[];
    const monthsAhead = (months: number) => {
      const [y, m] = parisToday().split('-').map(Number) as [number, number];
      const index = m - 1 + months;
      return `${y + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    };
    expect(Object.fromEntries(list.map((d) => [d.type, d.expire_le.slice(0, 7)]))).toEqual({
      kbis: monthsAhead(3),
      rc_pro: monthsAhead(12),
    });
  });

  it('stores a PDF with its expiry (URSSAF: 6 months by default) and lists it for its candidate', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const urssaf = await upload(candidate.token, { type: 'urssaf' });
    expect(urssaf.statusCode, urssaf.body).toBe(200);
    expect(urssaf.json()).toEqual({ done: true, id: expect.any(Number) });
    const kbis = await upload(candidate.token, { type: 'kbis', expire_le: plusDays(60) });
    expect(kbis.statusCode).toBe(200);
    const list = (await t.post('/api/cd/getDocuments', {}, candidate.token)).json().documents;
    expect(list.map((d: { type: string; etat: string }) => [d.type, d.etat])).toEqual([
      ['kbis', 'a_verifier'],
      ['urssaf', 'a_verifier'],
    ]);
    const [y, m] = parisToday().split('-').map(Number) as [number, number];
    const expected = `${m + 6 > 12 ? y + 1 : y}-${String(((m + 5) % 12) + 1).padStart(2, '0')}`;
    expect(list[1].expire_le.slice(0, 7)).toBe(expected);
    // Each upload is a notice in every staff member's bell, leading to « Documents ».
    const staffNotes = await t.database.query<{ content: string; url: string; read: boolean }>(
      'SELECT content, url, read FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 2',
      [admin.user.id],
    );
    expect(staffNotes).toEqual([
      {
        content: 'Nouveau document à vérifier : Extrait Kbis de <strong>Léa Martin</strong>',
        url: '/dashb/documents',
        read: false,
      },
      {
        content: 'Nouveau document à vérifier : Attestation de vigilance URSSAF de <strong>Léa Martin</strong>',
        url: '/dashb/documents',
        read: false,
      },
    ]);
    const bell = (await t.post('/api/adm/getMyNotif', {}, admin.token)).json();
    expect(bell.unread).toBeGreaterThanOrEqual(2);
    expect(bell.data[0].content).toBe(staffNotes[0]?.content);
    // Its file, for its candidate and the staff only.
    const file = await t.get(`/api/files/document/${urssaf.json().id}`, candidate.token);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await t.get(`/api/files/document/${urssaf.json().id}`, admin.token)).statusCode).toBe(200);
    const other = await makeCandidate(t.app.ctx);
    expectFailure(await t.get(`/api/files/document/${urssaf.json().id}`, other.token), 'document.not_found');
    expect((await t.post('/api/cd/getDocuments', {}, other.token)).json().documents).toEqual([]);
  });

  it('refuses non-PDF content, files over 2 MB, a past expiry, an unknown type; nothing stored', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const png = await upload(candidate.token, { type: 'urssaf' }, PNG, 'faux.pdf', 'application/pdf');
    expect([png.statusCode, png.json().code]).toEqual([415, 'document.file_type']);
    const big = await upload(candidate.token, { type: 'urssaf' }, Buffer.concat([PDF, Buffer.alloc(2_000_001)]));
    expect([big.statusCode, big.json().code]).toEqual([413, 'document.too_large']);
    expectFieldError(
      await upload(candidate.token, { type: 'kbis', expire_le: '2020-01-01' }),
      'expire_le',
      MSG.documentExpiryPast,
    );
    expectFieldError(
      await upload(candidate.token, { type: 'passeport', expire_le: plusDays(10) }),
      'type',
      MSG.documentTypeRequired,
    );
    expectFieldError(await upload(candidate.token, { type: 'kbis', expire_le: '2026-02-30' }), 'expire_le', MSG.dateInvalid);
    expect((await docsOf(candidate.candidate.id))[0]?.n).toBe(0);
  });

  it('the staff verify or refuse (with a reason), the candidate is told, the decision is recorded', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const doc = await makeDocument(t.app.ctx, candidate.candidate.id, { etat: 'a_verifier' });
    expectFieldError(
      await t.post('/api/adm/verifyDocument', { id: doc.id, valide: false }, admin.token),
      'motif',
      MSG.documentMotifRequired,
    );
    const refused = await t.post(
      '/api/adm/verifyDocument',
      { id: doc.id, valide: false, motif: 'Attestation illisible' },
      admin.token,
    );
    expect(refused.json()).toEqual({ done: true });
    expect((await t.post('/api/cd/getDocuments', {}, candidate.token)).json().documents[0]).toMatchObject({
      etat: 'refuse',
      motif: 'Attestation illisible',
    });
    expect((await t.post('/api/adm/verifyDocument', { id: doc.id, valide: true }, admin.token)).statusCode).toBe(200);
    const listed = (await t.post('/api/adm/getDocuments', { condidatId: candidate.candidate.id }, admin.token)).json().documents;
    expect(listed).toEqual([expect.objectContaining({ id: doc.id, etat: 'valide', motif: null, condidat: 'Léa Martin' })]);
    const actions = await t.database.query<{ action: string }>(
      "SELECT action FROM admin_actions WHERE target_type = 'compliance_document' AND target_id = $1 ORDER BY id",
      [doc.id],
    );
    expect(actions.map((a) => a.action)).toEqual(['refuse_document', 'verify_document']);
    const notes = await t.database.query<{ content: string }>(
      'SELECT content FROM notifications WHERE user_id = $1 ORDER BY id',
      [candidate.user.id],
    );
    expect(notes.map((n) => n.content)).toEqual([
      'Votre document « Attestation de vigilance URSSAF » a été refusé : Attestation illisible',
      'Votre document « Attestation de vigilance URSSAF » a été vérifié.',
    ]);
    const mails = (await t.outbox()).filter((m) => m.to.includes(candidate.email));
    expect(mails.map((m) => m.subject)).toEqual([
      'Passerelle : document refusé (Attestation de vigilance URSSAF)',
      'Passerelle : document vérifié (Attestation de vigilance URSSAF)',
    ]);
    expect(mails[0]?.text).toContain('Motif : Attestation illisible');
    expect(mails[1]?.text).toContain(`valable jusqu’au ${formatIsoDate(doc.expireLe)}`);
    expectFailure(await t.post('/api/adm/verifyDocument', { id: 999_999, valide: true }, admin.token), 'document.not_found');
  });
});

describe('account erasure', () => {
  it('deletes the candidate’s documents and their files', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const sent = await upload(candidate.token, { type: 'urssaf' });
    const [row] = await t.database.query<{ storage_key: string }>('SELECT storage_key FROM compliance_documents WHERE id = $1', [
      sent.json().id,
    ]);
    expect(await t.app.ctx.storage.exists(row?.storage_key as string)).toBe(true);
    const erased = await t.post('/api/users/deleteAccount', { password: TEST_PASSWORD }, candidate.token);
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await docsOf(candidate.candidate.id))[0]?.n).toBe(0);
    expect(await t.app.ctx.storage.exists(row?.storage_key as string)).toBe(false);
  });
});

describe('the devoir de vigilance: 5,000 € or more needs a verified, unexpired URSSAF attestation', () => {
  // 2026-10-01 → 2026-10-30: 22 working days (no holiday in October).
  const PERIOD = { date_debut: '2026-10-01', date_fin: '2026-10-30' };

  async function request(documents: Parameters<typeof makeDocument>[2][] = []) {
    const client = await makeClient(t.app.ctx);
    const candidate = await makeCandidate(t.app.ctx);
    for (const d of documents) await makeDocument(t.app.ctx, candidate.candidate.id, d);
    return { candidate, request: await makeRequest(t.app.ctx, client.client.id, candidate.candidate.id), client };
  }
  const close = (id: number, tjm: number) => t.post('/api/adm/closeDmdOk', { id_dmd: id, tjm, ...PERIOD }, admin.token);

  it('closeDmdOk refuses it without one (409 compliance.missing) and creates nothing; below 5,000 € it passes', async () => {
    for (const docs of [
      [],
      [{ etat: 'a_verifier' as const }],
      [{ etat: 'refuse' as const }],
      [{ expireLe: '2025-01-01' }],
      [{ type: 'kbis' as const }],
    ]) {
      const { request: r } = await request(docs);
      const res = await close(r.id, 228); // 22 × 228 = 5,016 €
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([409, 'compliance.missing', MSG.complianceMissing]);
      const [row] = await t.database.query<{ etat: string }>('SELECT etat FROM candidate_requests WHERE id = $1', [r.id]);
      expect(row?.etat).toBe('en_attente');
    }
    const below = await request();
    expect((await close(below.request.id, 227)).statusCode).toBe(200); // 4,994 €
    const covered = await request([{}]);
    expect((await close(covered.request.id, 900)).statusCode).toBe(200);
  });

  it('updateMission refuses raising a mission to 5,000 € or more, not an edit that lowers or keeps it', async () => {
    const client = await makeClient(t.app.ctx);
    const candidate = await makeCandidate(t.app.ctx);
    const mission = await makeMission(t.app.ctx, client.client.id, candidate.candidate.id, { tjm: '100.000' });
    const edit = (tjm: number) =>
      t.post('/api/adm/updateMission', { id: mission.id, etat: 'en_cours', tjm, ...PERIOD }, admin.token);
    const raised = await edit(300);
    expect([raised.statusCode, raised.json().code]).toEqual([409, 'compliance.missing']);
    expect((await edit(200)).statusCode).toBe(200);
    await makeDocument(t.app.ctx, candidate.candidate.id);
    expect((await edit(300)).statusCode).toBe(200);
  });
});

describe('expiry reminders', () => {
  it('go out 30 days before expiry and at expiry, once each, for the latest document of a type', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const doc = await makeDocument(t.app.ctx, candidate.candidate.id, { expireLe: '2031-03-31' });
    // A refused one and an older one replaced by it are never reminded.
    await makeDocument(t.app.ctx, candidate.candidate.id, { expireLe: '2031-03-01', etat: 'refuse' });
    await makeDocument(t.app.ctx, candidate.candidate.id, { expireLe: '2031-02-28' });
    const notesOf = async () =>
      (
        await t.database.query<{ content: string }>('SELECT content FROM notifications WHERE user_id = $1 ORDER BY id', [
          candidate.user.id,
        ])
      ).map((n) => n.content);
    await runDocumentReminders(t.app.ctx, new Date('2031-02-27T10:00:00Z'));
    expect(await notesOf()).toEqual([]);
    await runDocumentReminders(t.app.ctx, new Date('2031-03-01T10:00:00Z'));
    await runDocumentReminders(t.app.ctx, new Date('2031-03-02T10:00:00Z'));
    expect(await notesOf()).toEqual([
      'Votre document « Attestation de vigilance URSSAF » expire le 31/03/2031. Envoyez-en un nouveau depuis « Mes missions ».',
    ]);
    // Two instances running at once: one reminder.
    await Promise.all([
      runDocumentReminders(t.app.ctx, new Date('2031-03-31T10:00:00Z')),
      runDocumentReminders(t.app.ctx, new Date('2031-03-31T10:00:00Z')),
    ]);
    expect((await notesOf()).slice(1)).toEqual([
      'Votre document « Attestation de vigilance URSSAF » a expiré le 31/03/2031. Envoyez-en un nouveau depuis « Mes missions ».',
    ]);
    const mails = (await t.outbox()).filter((m) => m.to.includes(candidate.email));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Passerelle : document expiré (Attestation de vigilance URSSAF)',
      'Passerelle : document à renouveler (Attestation de vigilance URSSAF)',
    ]);
    const [row] = await t.database.query<{ soon: boolean }>(
      'SELECT reminder_soon_at IS NOT NULL AS soon FROM compliance_documents WHERE id = $1',
      [doc.id],
    );
    expect(row?.soon).toBe(true);
  });

  it('run as a periodic job: one instance holds the lease, the job is due again 15 minutes later', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    await makeDocument(t.app.ctx, candidate.candidate.id, { expireLe: '2032-05-31' });
    const [job] = complianceJobs(t.app.ctx);
    if (!job) throw new Error('no compliance job');
    const now = new Date('2032-05-10T10:00:00Z');
    const runs = await Promise.all([
      runIfDue(t.database.db, job, t.app.log, 'instance-a', now),
      runIfDue(t.database.db, job, t.app.log, 'instance-b', now),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await runIfDue(t.database.db, job, t.app.log, 'instance-b', new Date(now.getTime() + 60_000))).toBe(false);
    expect(await runIfDue(t.database.db, job, t.app.log, 'instance-b', new Date(now.getTime() + 15 * 60_000))).toBe(true);
    const notes = await t.database.query('SELECT 1 FROM notifications WHERE user_id = $1', [candidate.user.id]);
    expect(notes).toHaveLength(1);
  });
});
