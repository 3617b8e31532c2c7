import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient, makeMember, makeRequest } from '../../test/marketplace.js';
import { makeDocument } from '../../test/mission-work.js';
import { uploadFile } from '../../test/multipart.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/** Contracts signed on the platform (DECISIONS §6.5). */

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

async function missionWithContracts() {
  const client = await makeClient(t.app.ctx, { nomEntreprise: 'Horizon Assurances' });
  const candidate = await makeCandidate(t.app.ctx, { nom: 'Garnier', titre: 'Développeur Java' });
  await makeDocument(t.app.ctx, candidate.candidate.id);
  const request = await makeRequest(t.app.ctx, client.client.id, candidate.candidate.id);
  const res = await t.post(
    '/api/adm/closeDmdOk',
    { id_dmd: request.id, tjm: 700, tjm_candidat: 560, date_debut: '2026-10-01', date_fin: '2026-12-31' },
    admin.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  const missionId: number = res.json().data.id;
  const contrats = (await t.post('/api/adm/getContrats', { missionId }, admin.token)).json().contrats;
  const bc = contrats.find((c: { type: string }) => c.type === 'bon_commande');
  const cp = contrats.find((c: { type: string }) => c.type === 'contrat_prestation');
  return { client, candidate, missionId, bc, cp };
}

/** The links of the mails telling `email` that a contract was drawn again and awaits its signature. */
async function redrawMailsTo(email: string): Promise<string[]> {
  return (await t.outbox())
    .filter((m) => m.to.includes(email) && m.subject.includes('à signer de nouveau'))
    .map((m) => {
      expect(m.text).toContain('un code reçu pour l’ancienne version ne vaut plus');
      return m.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    });
}

/** The code of the last signing mail sent to `email`. */
async function codeMailedTo(email: string): Promise<string> {
  const mail = (await t.outbox()).filter((m) => m.to.includes(email) && m.subject.includes('code de signature')).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** A PDF's text, read by PDF.js (not by the library that wrote it), on one line. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const verify = (file: Buffer) => uploadFile(t.app, '/api/contrats/verifier', undefined, file, 'contrat.pdf', 'application/pdf');

describe('contracts drawn at mission creation', () => {
  it('draws both PDFs, shows each party its own, tells both sides to sign', async () => {
    const { client, candidate, missionId, bc, cp } = await missionWithContracts();
    expect(bc).toMatchObject({ etat: 'a_signer', signe_le: null, signataire: null });
    expect(cp).toMatchObject({ etat: 'a_signer' });
    expect(bc.sha256).toMatch(/^[0-9a-f]{64}$/);
    const asClient = (await t.post('/api/cl/getContrats', { missionId }, client.token)).json().contrats;
    expect(asClient.map((c: { type: string }) => c.type)).toEqual(['bon_commande']);
    const asCandidate = (await t.post('/api/cd/getContrats', { missionId }, candidate.token)).json().contrats;
    expect(asCandidate.map((c: { type: string }) => c.type)).toEqual(['contrat_prestation']);

    const pdf = await t.get(`/api/files/contrat/${bc.id}`, client.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The candidate never reads the bon_commande (it carries the client's rate), nor another company.
    expectFailure(await t.get(`/api/files/contrat/${bc.id}`, candidate.token), 'contract.not_found');
    const stranger = await makeClient(t.app.ctx);
    expectFailure(await t.get(`/api/files/contrat/${cp.id}`, stranger.token), 'contract.not_found');
    expectFailure(await t.post('/api/cl/getContrats', { missionId }, stranger.token), 'mission.not_found');

    const notes = await t.database.query<{ content: string }>('SELECT content FROM notifications WHERE user_id = $1', [
      client.user.id,
    ]);
    expect(notes.map((n) => n.content).join(' ')).toContain('attend votre signature');
    const mails = await t.outbox();
    expect(mails.some((m) => m.to.includes(candidate.email) && m.subject.includes('contrat de prestation à signer'))).toBe(true);
  });
});

describe('signing with a mailed code', () => {
  it('signs with the right code and consent: certificate page, new SHA-256, verifiable; signing again is 409', async () => {
    const { client, missionId, bc } = await missionWithContracts();
    expect((await t.post('/api/cl/contratCode', { id: bc.id }, client.token)).statusCode).toBe(200);
    const code = await codeMailedTo(client.email);
    const noConsent = await t.post('/api/cl/signContrat', { id: bc.id, code }, client.token);
    expect(noConsent.statusCode).toBe(400);
    const res = await t.post('/api/cl/signContrat', { id: bc.id, code, accepte: true }, client.token, {
      headers: { 'sb-tkn': client.token, 'user-agent': 'Navigateur de test' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { sha256 } = res.json();
    expect(sha256).not.toBe(bc.sha256);
    const [listed] = (await t.post('/api/cl/getContrats', { missionId }, client.token)).json().contrats;
    expect(listed).toMatchObject({ etat: 'signe', sha256, signataire: { nom: client.user.nom ?? '' } });

    const signed = (await t.get(`/api/files/contrat/${bc.id}`, client.token)).rawPayload;
    expect(signed.toString('latin1')).toContain('/Count 2');
    const valid = await verify(signed);
    expect(valid.json()).toMatchObject({ valide: true, type: 'bon_commande', signataires: [{ nom: client.user.nom ?? '' }] });
    // One changed byte: not valid.
    const altered = Buffer.from(signed);
    altered[altered.length - 20] = (altered[altered.length - 20] ?? 0) ^ 1;
    expect((await verify(altered)).json()).toEqual({ valide: false });

    expectFailure(
      await t.post('/api/cl/signContrat', { id: bc.id, code, accepte: true }, client.token),
      'contract.already_signed',
    );
    expectFailure(await t.post('/api/cl/contratCode', { id: bc.id }, client.token), 'contract.already_signed');
  });

  it('a wrong code spends a try; after 5 the code is void; a new code voids the last', async () => {
    const { candidate, cp } = await missionWithContracts();
    await t.post('/api/cd/contratCode', { id: cp.id }, candidate.token);
    const first = await codeMailedTo(candidate.email);
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expectFailure(
        await t.post('/api/cd/signContrat', { id: cp.id, code: wrong, accepte: true }, candidate.token),
        'contract.bad_code',
      );
    }
    expectFailure(
      await t.post('/api/cd/signContrat', { id: cp.id, code: first, accepte: true }, candidate.token),
      'contract.bad_code',
    );

    await t.post('/api/cd/contratCode', { id: cp.id }, candidate.token);
    const second = await codeMailedTo(candidate.email);
    await t.post('/api/cd/contratCode', { id: cp.id }, candidate.token);
    const third = await codeMailedTo(candidate.email);
    if (second !== third) {
      expectFailure(
        await t.post('/api/cd/signContrat', { id: cp.id, code: second, accepte: true }, candidate.token),
        'contract.bad_code',
      );
    }
    const ok = await t.post('/api/cd/signContrat', { id: cp.id, code: third, accepte: true }, candidate.token);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('an expired code is refused; the other side cannot sign a document that is not theirs', async () => {
    const { client, candidate, bc, cp } = await missionWithContracts();
    await t.post('/api/cl/contratCode', { id: bc.id }, client.token);
    const code = await codeMailedTo(client.email);
    await t.database.query("UPDATE contract_codes SET expires_at = now() - interval '1 minute' WHERE contract_id = $1", [bc.id]);
    expectFailure(await t.post('/api/cl/signContrat', { id: bc.id, code, accepte: true }, client.token), 'contract.bad_code');
    expectFailure(await t.post('/api/cd/contratCode', { id: bc.id }, candidate.token), 'contract.not_found');
    expectFailure(await t.post('/api/cl/contratCode', { id: cp.id }, client.token), 'contract.not_found');
  });

  it('a mission starts only when both are signed, or when staff force it with a motif kept in its history', async () => {
    const { client, candidate, missionId, bc, cp } = await missionWithContracts();
    const start = (extra: object = {}) =>
      t.post('/api/adm/changeMission', { id: missionId, etat: 'en_cours', ...extra }, admin.token);
    expectFailure(await start(), 'mission.contracts_unsigned');
    expect((await start({ force: true, motif: 'court' })).statusCode).toBe(400);
    await t.post('/api/cl/contratCode', { id: bc.id }, client.token);
    const code = await codeMailedTo(client.email);
    expect((await t.post('/api/cl/signContrat', { id: bc.id, code, accepte: true }, client.token)).statusCode).toBe(200);
    expectFailure(await start(), 'mission.contracts_unsigned');
    await t.post('/api/cd/contratCode', { id: cp.id }, candidate.token);
    const other = await codeMailedTo(candidate.email);
    expect((await t.post('/api/cd/signContrat', { id: cp.id, code: other, accepte: true }, candidate.token)).statusCode).toBe(
      200,
    );
    expect((await start()).json().data).toMatchObject({ etat: 'en_cours' });

    const forced = await missionWithContracts();
    const res = await t.post(
      '/api/adm/changeMission',
      { id: forced.missionId, etat: 'en_cours', force: true, motif: 'Démarrage urgent validé par le client au téléphone' },
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const history = (await t.post('/api/adm/getMissionHistory', { id: forced.missionId }, admin.token)).json().history;
    expect(history.find((h: { action: string }) => h.action === 'force_start')?.details).toContain('Démarrage urgent');
  });

  it('the public check answers false for a file that is no signed contract', async () => {
    expect((await verify(Buffer.from('%PDF-1.7 rien'))).json()).toEqual({ valide: false });
  });
});

describe('purchase order (cl/setBonCommande)', () => {
  const set = (missionId: number, reference: unknown, token: string) =>
    t.post('/api/cl/setBonCommande', { missionId, reference }, token);

  it('refuses an empty, too long or multi-line reference, and anyone but the company’s members; nothing changes', async () => {
    const { client, candidate, missionId, bc } = await missionWithContracts();
    for (const reference of ['', '   ', 'x'.repeat(36), 'BC-1\nBC-2', undefined]) {
      const res = await set(missionId, reference, client.token);
      expect(res.statusCode, JSON.stringify(reference)).toBe(400);
      expect(res.json().errors).toHaveProperty('reference');
    }
    expect((await set(missionId, 'x'.repeat(36), client.token)).json().errors.reference).toBe(
      'La référence du bon de commande fait 35 caractères au plus !',
    );
    const stranger = await makeClient(t.app.ctx);
    expectFailure(await set(missionId, 'BC-2026-0042', stranger.token), 'mission.not_found');
    expectFailure(await set(999_999, 'BC-2026-0042', client.token), 'mission.not_found');
    expect((await set(missionId, 'BC-2026-0042', candidate.token)).statusCode).toBe(403);
    expect((await set(missionId, 'BC-2026-0042', admin.token)).statusCode).toBe(403);
    const [row] = await t.database.query<{ bon_commande: string | null }>('SELECT bon_commande FROM missions WHERE id = $1', [
      missionId,
    ]);
    expect(row?.bon_commande).toBeNull();
    const [listed] = (await t.post('/api/cl/getContrats', { missionId }, client.token)).json().contrats;
    expect(listed.sha256).toBe(bc.sha256);
  });

  it('a member sets it (trimmed, 35 characters): both answers carry it, the unsigned bon de commande is drawn again with it', async () => {
    const { client, missionId, bc } = await missionWithContracts();
    const member = await makeMember(t.app.ctx, client.client.id);
    const before = await pdfText((await t.get(`/api/files/contrat/${bc.id}`, client.token)).rawPayload);
    expect(before).toContain('Non communiquée');
    // A code asked for the first drawing stops working once the document changes: one signs what one has read.
    await t.post('/api/cl/contratCode', { id: bc.id }, client.token);
    const staleCode = await codeMailedTo(client.email);

    const reference = ` ${'PO-2026/HORIZON-'.padEnd(35, '7')} `;
    expect(reference.trim()).toHaveLength(35);
    const res = await set(missionId, reference, member.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ done: true });

    const [redrawn] = (await t.post('/api/cl/getContrats', { missionId }, client.token)).json().contrats;
    expect(redrawn).toMatchObject({ id: bc.id, etat: 'a_signer' });
    expect(redrawn.sha256).not.toBe(bc.sha256);
    expect(await pdfText((await t.get(`/api/files/contrat/${bc.id}`, client.token)).rawPayload)).toContain(reference.trim());
    expectFailure(
      await t.post('/api/cl/signContrat', { id: bc.id, code: staleCode, accepte: true }, client.token),
      'contract.bad_code',
    );
    // The company's other members are told (a code one of them asked is void); the member who set it is not.
    const redrawNotes = async (userId: number) =>
      t.database.query('SELECT 1 FROM notifications WHERE user_id = $1 AND content LIKE $2', [
        userId,
        'Le bon de commande de la mission de%a changé%',
      ]);
    expect(await redrawNotes(client.user.id)).toHaveLength(1);
    expect(await redrawNotes(member.user.id)).toHaveLength(0);
    expect(await redrawMailsTo(client.email)).toHaveLength(1);
    expect(await redrawMailsTo(member.email)).toHaveLength(0);

    const clientMissions = (await t.post('/api/cl/getMissions', { id: client.client.id }, member.token)).json().data;
    expect(clientMissions.find((m: { id: number }) => m.id === missionId)?.bon_commande).toBe(reference.trim());
    const staff = (await t.post('/api/adm/getMissions', {}, admin.token)).json().data;
    expect(staff.find((m: { id: number }) => m.id === missionId)?.bon_commande).toBe(reference.trim());
    const history = (await t.post('/api/adm/getMissionHistory', { id: missionId }, admin.token)).json().history;
    expect(history.find((h: { action: string }) => h.action === 'set_bon_commande')).toMatchObject({
      libelle: 'Bon de commande',
      details: expect.stringContaining(`aucune → ${reference.trim()}`),
    });
  });

  it('once signed, the bon de commande never changes; the reference is still kept for the invoices', async () => {
    const { client, missionId, bc } = await missionWithContracts();
    await set(missionId, 'BC-AVANT', client.token);
    await t.post('/api/cl/contratCode', { id: bc.id }, client.token);
    const code = await codeMailedTo(client.email);
    const signed = await t.post('/api/cl/signContrat', { id: bc.id, code, accepte: true }, client.token);
    expect(signed.statusCode, signed.body).toBe(200);
    const signedBytes = (await t.get(`/api/files/contrat/${bc.id}`, client.token)).rawPayload;
    const [original] = await t.database.query<{ original_sha256: string }>(
      'SELECT original_sha256 FROM contracts WHERE id = $1',
      [bc.id],
    );

    expect((await set(missionId, 'BC-APRES', client.token)).statusCode).toBe(200);
    const [after] = (await t.post('/api/cl/getContrats', { missionId }, client.token)).json().contrats;
    expect(after).toMatchObject({ etat: 'signe', sha256: signed.json().sha256 });
    const again = (await t.get(`/api/files/contrat/${bc.id}`, client.token)).rawPayload;
    expect(Buffer.compare(again, signedBytes)).toBe(0);
    expect(await pdfText(again)).toContain('BC-AVANT');
    const [still] = await t.database.query<{ original_sha256: string }>('SELECT original_sha256 FROM contracts WHERE id = $1', [
      bc.id,
    ]);
    expect(still?.original_sha256).toBe(original?.original_sha256);
    expect((await verify(again)).json()).toMatchObject({ valide: true });
    const [row] = await t.database.query<{ bon_commande: string }>('SELECT bon_commande FROM missions WHERE id = $1', [
      missionId,
    ]);
    expect(row?.bon_commande).toBe('BC-APRES');
  });
});

describe('a staff edit of the mission (updateMission)', () => {
  const TERMS = { etat: 'en_attente', tjm: 700, tjm_candidat: 560, date_debut: '2026-10-01', date_fin: '2026-12-31' };
  const edit = (missionId: number, patch: object = {}) =>
    t.post('/api/adm/updateMission', { id: missionId, ...TERMS, ...patch }, admin.token);
  const shas = async (missionId: number) =>
    Object.fromEntries(
      (await t.post('/api/adm/getContrats', { missionId }, admin.token))
        .json()
        .contrats.map((c: { type: string; sha256: string }) => [c.type, c.sha256]),
    );
  const notesOf = async (userId: number) =>
    (await t.database.query<{ content: string }>('SELECT content FROM notifications WHERE user_id = $1', [userId]))
      .map((n) => n.content)
      .join(' ');

  it('new dates or rates draw both unsigned contracts again: old codes void, both signers told', async () => {
    const { client, candidate, missionId, bc, cp } = await missionWithContracts();
    await t.post('/api/cl/contratCode', { id: bc.id }, client.token);
    const staleClient = await codeMailedTo(client.email);
    await t.post('/api/cd/contratCode', { id: cp.id }, candidate.token);
    const staleCandidate = await codeMailedTo(candidate.email);

    // The same terms (or the état alone) draw nothing again: the codes still work afterwards.
    expect((await edit(missionId)).statusCode).toBe(200);
    expect(await shas(missionId)).toEqual({ bon_commande: bc.sha256, contrat_prestation: cp.sha256 });

    const res = await edit(missionId, { date_fin: '2027-01-29', tjm: 720, tjm_candidat: 580 });
    expect(res.statusCode, res.body).toBe(200);
    const now = await shas(missionId);
    expect(now.bon_commande).not.toBe(bc.sha256);
    expect(now.contrat_prestation).not.toBe(cp.sha256);
    const order = await pdfText((await t.get(`/api/files/contrat/${bc.id}`, client.token)).rawPayload);
    expect(order).toContain('29/01/2027');
    expect(order).toMatch(/720,00/);
    const contract = await pdfText((await t.get(`/api/files/contrat/${cp.id}`, candidate.token)).rawPayload);
    expect(contract).toContain('29/01/2027');
    expect(contract).toMatch(/580,00/);
    expectFailure(
      await t.post('/api/cl/signContrat', { id: bc.id, code: staleClient, accepte: true }, client.token),
      'contract.bad_code',
    );
    expectFailure(
      await t.post('/api/cd/signContrat', { id: cp.id, code: staleCandidate, accepte: true }, candidate.token),
      'contract.bad_code',
    );
    expect(await notesOf(client.user.id)).toContain('Le bon de commande de la mission de');
    expect(await notesOf(client.user.id)).toContain('nouvelle version attend votre signature');
    expect(await notesOf(candidate.user.id)).toContain('Votre contrat de prestation pour la mission chez');
    expect(await notesOf(candidate.user.id)).toContain('nouvelle version attend votre signature');
    // And by mail, each signer with the link to its page: the old code is void.
    expect(await redrawMailsTo(client.email)).toEqual([expect.stringContaining('/dashb/mission')]);
    expect(await redrawMailsTo(candidate.email)).toEqual([expect.stringContaining('/dashb/mission')]);

    // A contratCode that read the contract just before the redraw committed writes its code after it: that code,
    // mailed for the old drawing, still does not sign the new one.
    await t.post('/api/cd/contratCode', { id: cp.id }, candidate.token);
    const racing = await codeMailedTo(candidate.email);
    const [kept] = await t.database.query<{ code_hash: string; expires_at: Date }>(
      'SELECT code_hash, expires_at FROM contract_codes WHERE contract_id = $1',
      [cp.id],
    );
    expect((await edit(missionId, { date_fin: '2027-02-26', tjm: 720, tjm_candidat: 580 })).statusCode).toBe(200);
    await t.database.query('INSERT INTO contract_codes (contract_id, user_id, code_hash, expires_at) VALUES ($1, $2, $3, $4)', [
      cp.id,
      candidate.user.id,
      kept?.code_hash,
      kept?.expires_at,
    ]);
    expectFailure(
      await t.post('/api/cd/signContrat', { id: cp.id, code: racing, accepte: true }, candidate.token),
      'contract.bad_code',
    );

    // What is signed afterwards is the new drawing.
    await t.post('/api/cl/contratCode', { id: bc.id }, client.token);
    const fresh = await codeMailedTo(client.email);
    const signed = await t.post('/api/cl/signContrat', { id: bc.id, code: fresh, accepte: true }, client.token);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await pdfText((await t.get(`/api/files/contrat/${bc.id}`, client.token)).rawPayload)).toContain('26/02/2027');
  });

  it('once one party has signed, dates and rates are refused (409) and nothing changes; the état still moves', async () => {
    const { client, candidate, missionId, bc, cp } = await missionWithContracts();
    await t.post('/api/cl/contratCode', { id: bc.id }, client.token);
    const code = await codeMailedTo(client.email);
    const signed = await t.post('/api/cl/signContrat', { id: bc.id, code, accepte: true }, client.token);
    expect(signed.statusCode, signed.body).toBe(200);
    const before = await shas(missionId);
    const [row] = await t.database.query('SELECT date_debut, date_fin, tjm, tjm_candidat FROM missions WHERE id = $1', [
      missionId,
    ]);

    for (const patch of [{ date_debut: '2026-10-02' }, { date_fin: '2027-01-29' }, { tjm: 710 }, { tjm_candidat: 500 }]) {
      const res = await edit(missionId, patch);
      expectFailure(res, 'mission.contracts_signed');
      expect(res.json().message).toBe(
        'Un contrat de cette mission est déjà signé : ses dates et ses TJM ne peuvent plus changer. Seul son état peut encore être modifié.',
      );
    }
    expect(await shas(missionId)).toEqual(before);
    expect(
      await t.database.query('SELECT date_debut, date_fin, tjm, tjm_candidat FROM missions WHERE id = $1', [missionId]),
    ).toEqual([row]);

    // The état alone moves, by updateMission with the same terms (tjm_candidat absent keeps the signed one) or
    // by changeMission; the unsigned contract is not drawn again either.
    const { tjm_candidat: _, ...withoutRate } = TERMS;
    await t.database.query('UPDATE candidates SET tjm = 650 WHERE id = $1', [candidate.candidate.id]);
    const ended = await t.post('/api/adm/updateMission', { id: missionId, ...withoutRate, etat: 'termine' }, admin.token);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ etat: 'termine', tjm_candidat: 560 });
    expect((await t.post('/api/adm/changeMission', { id: missionId, etat: 'en_attente' }, admin.token)).statusCode).toBe(200);
    expect(await shas(missionId)).toEqual(before);

    // Fully signed: the same.
    await t.post('/api/cd/contratCode', { id: cp.id }, candidate.token);
    const other = await codeMailedTo(candidate.email);
    expect((await t.post('/api/cd/signContrat', { id: cp.id, code: other, accepte: true }, candidate.token)).statusCode).toBe(
      200,
    );
    expectFailure(await edit(missionId, { etat: 'en_cours', date_fin: '2027-03-31' }), 'mission.contracts_signed');
    const started = await edit(missionId, { etat: 'en_cours' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ etat: 'en_cours' });
  });

  it('a signature and an edit of the terms at the same instant: one of them wins, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const { client, missionId, bc } = await missionWithContracts();
      // Its own address: the file's other tests have spent much of the per-IP allowance of codes.
      const from = { remoteAddress: `10.31.0.${round + 1}` };
      const asked = await t.post('/api/cl/contratCode', { id: bc.id }, client.token, from);
      expect(asked.statusCode, asked.body).toBe(200);
      const code = await codeMailedTo(client.email);
      const [signed, edited] = await Promise.all([
        t.post('/api/cl/signContrat', { id: bc.id, code, accepte: true }, client.token, from),
        edit(missionId, { date_fin: '2027-01-29' }),
      ]);
      const [row] = await t.database.query<{ date_fin: string }>('SELECT date_fin::text FROM missions WHERE id = $1', [
        missionId,
      ]);
      if (signed.statusCode === 200) {
        // Signed first: the edit is refused and the signed document is the mission's terms.
        expectFailure(edited, 'mission.contracts_signed');
        expect(row?.date_fin).toBe('2026-12-31');
        expect(await pdfText((await t.get(`/api/files/contrat/${bc.id}`, client.token)).rawPayload)).toContain('31/12/2026');
      } else {
        // Edited first: the code mailed for the old drawing no longer signs.
        expectFailure(signed, 'contract.bad_code');
        expect(edited.statusCode, edited.body).toBe(200);
        expect(row?.date_fin).toBe('2027-01-29');
      }
    }
  });
});
