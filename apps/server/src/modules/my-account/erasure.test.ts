import { randomBytes } from 'node:crypto';
import { ERASED_ACCOUNT_LABEL, MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { countRows, makeMission, makeOffer, makeRequest } from '../../test/marketplace.js';
import { makeCra, makeDocument, makeReview } from '../../test/mission-work.js';
import { PDF, uploadFile } from '../../test/multipart.js';
import { applyTo, notificationsOf, type SignedUpCandidate, signUpCandidate, signUpClient } from '../../test/offers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { photoKeyOf } from '../uploads/uploads.service.js';

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

const remove = (token: string, password: string) => t.post('/api/users/deleteAccount', { password }, token);

/** What the erasure changes about a candidate, read straight from the database and the storage. */
async function candidateState(who: SignedUpCandidate) {
  const userId = who.who.user.id;
  const candidateId = who.candidate.id;
  const [user] = await t.database.query<Record<string, unknown>>(
    `SELECT email, password_hash, etat, nom, prenom, tel, img, cv_key, totp_enabled_at, deleted_at FROM users WHERE id = $1`,
    [userId],
  );
  const [candidate] = await t.database.query<Record<string, unknown>>(
    'SELECT titre, sex, date_naissance, resume, skills, tjm, tjm_souhaite, active FROM candidates WHERE id = $1',
    [candidateId],
  );
  const n = (table: string, column: string, id: number) =>
    countRows(t.database, `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [id]);
  const photo = photoKeyOf(who.candidate.img);
  return {
    user,
    candidate,
    formations: await n('formations', 'candidate_id', candidateId),
    experiences: await n('experiences', 'candidate_id', candidateId),
    applications: await n('applications', 'candidate_id', candidateId),
    requests: await n('candidate_requests', 'candidate_id', candidateId),
    missions: await n('missions', 'candidate_id', candidateId),
    favourites: await n('favourites', 'candidate_id', candidateId),
    messages: await n('chat_messages', 'user_id', userId),
    notifications: await n('notifications', 'user_id', userId),
    sessions: await n('sessions', 'user_id', userId),
    linkTokens: await n('link_tokens', 'user_id', userId),
    contact: await countRows(t.database, 'SELECT count(*)::int AS n FROM contact_messages WHERE lower(email) = lower($1)', [
      who.who.email,
    ]),
    photo: photo ? await t.app.ctx.storage.exists(photo) : false,
    cv: typeof user?.cv_key === 'string' ? await t.app.ctx.storage.exists(user.cv_key) : false,
  };
}

/** A candidate with everything an account gathers: files, entries, applications, requests, a mission, messages. */
async function busyCandidate() {
  const owner = await signUpClient(t);
  const candidate = await signUpCandidate(t);
  const { who } = candidate;
  expect((await uploadFile(t.app, '/api/upload/cv', who.token, PDF, 'cv.pdf', 'application/pdf')).statusCode).toBe(200);
  const offer = await makeOffer(t.app.ctx, owner.client.id);
  expect((await applyTo(t, offer.id, candidate)).statusCode).toBe(200);
  const pending = await makeRequest(t.app.ctx, owner.client.id, candidate.candidate.id);
  const treated = await makeRequest(t.app.ctx, owner.client.id, candidate.candidate.id, { etat: 'ferme_success' });
  const mission = await makeMission(t.app.ctx, owner.client.id, candidate.candidate.id, { etat: 'en_cours' });
  await t.post('/api/cl/createFavoris', { id_client: owner.client.id, id_cond: candidate.candidate.id }, owner.who.token);
  await t.post('/api/chat/sendit', { content: 'Je cherche une mission en Rust.' }, who.token);
  await t.post('/api/chat/sendit', { content: 'Nous regardons cela.', id_to: who.user.id }, admin.token);
  await t.post('/api/adm/contactus/new', {
    fullname: 'Lucas Martin',
    subject: 'Bonjour',
    content: 'Un message.',
    email: who.email,
  });
  await t.post('/api/users/forgetPass', { email: who.email });
  await t.post('/api/users/validate', { id: who.user.id }, admin.token);
  return { owner, candidate, pending, treated, mission };
}

describe('deleteAccount', () => {
  it('refuses a wrong password and changes nothing; refuses the staff', async () => {
    const { candidate } = await busyCandidate();
    const before = await candidateState(candidate);
    expect(before).toMatchObject({
      formations: 1,
      experiences: 1,
      applications: 1,
      requests: 2,
      favourites: 1,
      photo: true,
      cv: true,
    });
    expect(before.messages).toBe(2);
    expect(before.contact).toBe(1);

    expectFieldError(await remove(candidate.who.token, 'pas-le-bon'), 'password', MSG.passwordWrong);
    expect(await candidateState(candidate)).toEqual(before);
    expect((await t.post('/api/users/checkuser', {}, candidate.who.token)).statusCode).toBe(200);

    const missing = await t.post('/api/users/deleteAccount', {}, candidate.who.token);
    expectFieldError(missing, 'password', MSG.passwordRequired);

    for (const role of ['admin', 'root'] as const) {
      const staff = await makeUser(t.app.ctx, { role });
      expectFailure(await remove(staff.token, staff.password), 'account.staff_cannot_delete');
      expect((await t.post('/api/users/checkuser', {}, staff.token)).statusCode).toBe(200);
    }
    expectFailure(await t.post('/api/users/deleteAccount', { password: 'x' }), 'auth.unauthenticated');
  });

  it('erases a candidate: personal data gone, files deleted, missions kept anonymised, e-mail free again', async () => {
    const { owner, candidate, pending, treated, mission } = await busyCandidate();
    const { who } = candidate;
    // The rate it proposed (DECISIONS §6.8) is its own data too.
    await t.database.query('UPDATE candidates SET tjm_souhaite = 550 WHERE id = $1', [candidate.candidate.id]);
    const res = await remove(who.token, who.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ done: true });

    const after = await candidateState(candidate);
    expect(after.user).toMatchObject({
      email: `supprime-${who.user.id}@invalid`,
      etat: 'blocked',
      nom: ERASED_ACCOUNT_LABEL,
      prenom: null,
      tel: null,
      img: null,
      cv_key: null,
      totp_enabled_at: null,
    });
    expect(after.user?.deleted_at).not.toBeNull();
    expect(after.user?.password_hash).not.toMatch(/^\$argon2/);
    expect(after.candidate).toEqual({
      titre: '',
      sex: null,
      date_naissance: null,
      resume: null,
      skills: [],
      tjm: null,
      tjm_souhaite: null,
      active: false,
    });
    expect(after).toMatchObject({
      formations: 0,
      experiences: 0,
      applications: 0,
      favourites: 0,
      messages: 0,
      notifications: 0,
      sessions: 0,
      linkTokens: 0,
      contact: 0,
      photo: false,
      cv: false,
      // The treated request and the mission are business records: they stay.
      requests: 1,
      missions: 1,
    });
    const requests = await t.database.query<{ id: number }>('SELECT id FROM candidate_requests WHERE candidate_id = $1', [
      candidate.candidate.id,
    ]);
    expect(requests.map((r) => r.id)).toEqual([treated.id]);
    expect(requests.map((r) => r.id)).not.toContain(pending.id);

    // The client still sees its mission, with the anonymised candidate.
    const missions = (await t.post('/api/cl/getMissions', { id: owner.client.id }, owner.who.token)).json();
    expect(missions.data).toEqual([
      expect.objectContaining({
        id: mission.id,
        condidat: expect.objectContaining({ nom: ERASED_ACCOUNT_LABEL, prenom: '', img: null }),
      }),
    ]);

    // The session is gone, the account cannot log in again, not even by its old password and e-mail.
    expect((await t.post('/api/users/checkuser', {}, who.token)).statusCode).toBe(401);
    expectFailure(await t.post('/api/users/login', { email: who.email, password: who.password }), 'auth.wrong_credentials');
    // Its stand-in address is not even an e-mail the login accepts.
    expect(
      (await t.post('/api/users/login', { email: `supprime-${who.user.id}@invalid`, password: who.password })).statusCode,
    ).toBe(400);

    // The staff no longer list it, cannot act on it or write to it; its history keeps the erasure.
    const listed = (await t.post('/api/adm/getAllCond', {}, admin.token)).json();
    expect(listed.data.map((c: { id: number }) => c.id)).not.toContain(candidate.candidate.id);
    expectFailure(await t.post('/api/users/unban', { id: who.user.id }, admin.token), 'user.not_found');
    expectFailure(await t.post('/api/chat/sendit', { content: 'Bonjour ?', id_to: who.user.id }, admin.token), 'user.not_found');
    const history = (await t.post('/api/adm/getAccountHistory', { id: who.user.id }, admin.token)).json();
    expect(history.data.map((h: { action: string }) => h.action)).toEqual(['delete_account', 'validate']);

    // The address can register again, as a new account.
    const again = await t.post('/api/users/newCondidat', {
      type_cmpt: 'condidat',
      email: who.email,
      password: 'Nouveau-Depart-2026',
      confirmPassword: 'Nouveau-Depart-2026',
      cgu: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    const [fresh] = await t.database.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [who.email]);
    expect(fresh?.id).toEqual(expect.any(Number));
    expect(fresh?.id).not.toBe(who.user.id);
  });

  it('keeps what the law asks for (verified URSSAF attestations, CRAs, invoices) and erases the other documents and the reviews', async () => {
    const owner = await signUpClient(t);
    const candidate = await signUpCandidate(t);
    const mission = await makeMission(t.app.ctx, owner.client.id, candidate.candidate.id, { etat: 'en_cours' });
    const ended = await makeMission(t.app.ctx, owner.client.id, candidate.candidate.id, { etat: 'termine' });
    const documents = [];
    for (const [type, etat] of [
      ['urssaf', 'valide'],
      ['urssaf', 'refuse'],
      ['urssaf', 'a_verifier'],
      ['kbis', 'valide'],
      ['rc_pro', 'valide'],
    ] as const) {
      const row = await makeDocument(t.app.ctx, candidate.candidate.id, { type, etat });
      const key = `documents/${randomBytes(18).toString('base64url')}.pdf`;
      await t.app.ctx.storage.put(key, Buffer.from(PDF));
      await t.database.query('UPDATE compliance_documents SET storage_key = $1 WHERE id = $2', [key, row.id]);
      documents.push({ id: row.id, key, type, etat });
    }
    const cra = await makeCra(t.app.ctx, mission.id);
    expect((await t.post('/api/cl/validateCra', { id: cra.id }, owner.who.token)).statusCode).toBe(200);
    await makeReview(t.app.ctx, ended, { side: 'cl' });
    await makeReview(t.app.ctx, ended, { side: 'cd' });
    await t.post('/api/users/validate', { id: candidate.who.user.id }, admin.token);

    expect((await remove(candidate.who.token, candidate.who.password)).statusCode).toBe(200);

    const kept = await t.database.query<{ id: number }>('SELECT id FROM compliance_documents WHERE candidate_id = $1', [
      candidate.candidate.id,
    ]);
    const proof = documents.filter((d) => d.type === 'urssaf' && d.etat === 'valide');
    expect(kept.map((d) => d.id)).toEqual(proof.map((d) => d.id));
    for (const d of documents) expect(await t.app.ctx.storage.exists(d.key), `${d.type} ${d.etat}`).toBe(proof.includes(d));
    expect(
      await countRows(t.database, 'SELECT count(*)::int AS n FROM reviews WHERE candidate_id = $1', [candidate.candidate.id]),
    ).toBe(0);
    // The CRA and the invoice stay: accounting records (Code de commerce L123-22), the invoice as issued.
    expect(await countRows(t.database, 'SELECT count(*)::int AS n FROM cras WHERE id = $1', [cra.id])).toBe(1);
    const [invoice] = await t.database.query<{ candidate_name: string }>(
      'SELECT candidate_name FROM invoices WHERE cra_id = $1',
      [cra.id],
    );
    expect(invoice?.candidate_name).toBe('Lucas Martin');
  });

  it('erases the attestations no mission relied on: expired before it began, or uploaded after it ended', async () => {
    const owner = await signUpClient(t);
    const candidate = await signUpCandidate(t);
    const mission = await makeMission(t.app.ctx, owner.client.id, candidate.candidate.id, { etat: 'termine' });
    await t.database.query("UPDATE missions SET date_debut = '2025-03-01', date_fin = '2025-06-30' WHERE id = $1", [mission.id]);
    const relied = await makeDocument(t.app.ctx, candidate.candidate.id, { expireLe: '2025-08-31' });
    await t.database.query("UPDATE compliance_documents SET created_at = '2025-02-20T10:00:00Z' WHERE id = $1", [relied.id]);
    const expiredBefore = await makeDocument(t.app.ctx, candidate.candidate.id, { expireLe: '2025-02-28' });
    await t.database.query("UPDATE compliance_documents SET created_at = '2024-09-01T10:00:00Z' WHERE id = $1", [
      expiredBefore.id,
    ]);
    await makeDocument(t.app.ctx, candidate.candidate.id, { expireLe: '2099-12-31' });
    expect((await remove(candidate.who.token, candidate.who.password)).statusCode).toBe(200);
    const kept = await t.database.query<{ id: number }>('SELECT id FROM compliance_documents WHERE candidate_id = $1', [
      candidate.candidate.id,
    ]);
    expect(kept.map((d) => d.id)).toEqual([relied.id]);
  });

  it('erases every document of a candidate who never had a mission (no company relied on them)', async () => {
    const candidate = await signUpCandidate(t);
    const row = await makeDocument(t.app.ctx, candidate.candidate.id, { type: 'urssaf', etat: 'valide' });
    expect((await remove(candidate.who.token, candidate.who.password)).statusCode).toBe(200);
    expect(await countRows(t.database, 'SELECT count(*)::int AS n FROM compliance_documents WHERE id = $1', [row.id])).toBe(0);
  });

  it('erases a client: its open offers close and their applicants are told; its missions stay, anonymised', async () => {
    const owner = await signUpClient(t);
    const applicant = await signUpCandidate(t);
    const open = await makeOffer(t.app.ctx, owner.client.id, { titre: 'Data engineer' });
    const closed = await makeOffer(t.app.ctx, owner.client.id, { etat: 'ferme' });
    expect((await applyTo(t, open.id, applicant)).statusCode).toBe(200);
    await makeRequest(t.app.ctx, owner.client.id, applicant.candidate.id);
    const mission = await makeMission(t.app.ctx, owner.client.id, applicant.candidate.id);
    await t.post('/api/cl/createFavoris', { id_client: owner.client.id, id_cond: applicant.candidate.id }, owner.who.token);
    const photo = photoKeyOf(owner.client.img);
    expect(photo && (await t.app.ctx.storage.exists(photo))).toBe(true);

    expect((await remove(owner.who.token, owner.who.password)).statusCode).toBe(200);

    const offers = await t.database.query<{ id: number; etat: string }>(
      'SELECT id, etat FROM offers WHERE client_id = $1 ORDER BY id',
      [owner.client.id],
    );
    expect(offers).toEqual([
      { id: open.id, etat: 'ferme' },
      { id: closed.id, etat: 'ferme' },
    ]);
    const [application] = await t.database.query<{ etat: string }>('SELECT etat FROM applications WHERE offer_id = $1', [
      open.id,
    ]);
    expect(application?.etat).toBe('non_retenue');
    expect((await notificationsOf(t, applicant.who.user.id)).map((n) => n.content)).toContainEqual(
      expect.stringContaining('Data engineer'),
    );
    const [client] = await t.database.query<Record<string, unknown>>(
      'SELECT nom_entreprise, resume, site_web FROM clients WHERE id = $1',
      [owner.client.id],
    );
    expect(client).toEqual({ nom_entreprise: ERASED_ACCOUNT_LABEL, resume: null, site_web: null });
    expect(await countRows(t.database, 'SELECT count(*)::int AS n FROM favourites WHERE client_id = $1', [owner.client.id])).toBe(
      0,
    );
    expect(
      await countRows(
        t.database,
        "SELECT count(*)::int AS n FROM candidate_requests WHERE client_id = $1 AND etat = 'en_attente'",
        [owner.client.id],
      ),
    ).toBe(0);
    expect(photo && (await t.app.ctx.storage.exists(photo))).toBe(false);

    const missions = (await t.post('/api/adm/getMissions', {}, admin.token)).json();
    expect(missions.data.find((m: { id: number }) => m.id === mission.id)).toMatchObject({
      client: { nom_entreprise: ERASED_ACCOUNT_LABEL, nom: ERASED_ACCOUNT_LABEL, prenom: '', img: null },
      condidat: { id: applicant.candidate.id },
    });
    const clients = (await t.post('/api/adm/getAllClient', {}, admin.token)).json();
    expect(clients.data.map((c: { id: number }) => c.id)).not.toContain(owner.client.id);
  });

  it('is one transaction: a failure half-way leaves the account, its records and its files as they were', async () => {
    const { candidate } = await busyCandidate();
    const before = await candidateState(candidate);
    // The last write of the erasure (its line in the staff's log) fails.
    await t.database.query(`CREATE FUNCTION refuse_erasure() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'delete_account' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$`);
    await t.database.query(
      'CREATE TRIGGER refuse_erasure BEFORE INSERT ON admin_actions FOR EACH ROW EXECUTE FUNCTION refuse_erasure()',
    );
    try {
      const res = await remove(candidate.who.token, candidate.who.password);
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe(MSG.internalError);
    } finally {
      await t.database.query('DROP TRIGGER refuse_erasure ON admin_actions');
      await t.database.query('DROP FUNCTION refuse_erasure()');
    }
    expect(await candidateState(candidate)).toEqual(before);
    expect((await remove(candidate.who.token, candidate.who.password)).statusCode).toBe(200);
  });

  it('limits wrong passwords: past 5, 429', async () => {
    const who = await makeUser(t.app.ctx, { role: 'client' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await remove(who.token, 'mauvais-mot-de-passe')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right password waits for the window to end.
    expect((await remove(who.token, who.password)).statusCode).toBe(429);
  });
});
