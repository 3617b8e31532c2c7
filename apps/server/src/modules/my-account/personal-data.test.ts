import { parisToday, personalDataExportSchema } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentStep, totpAt } from '../../lib/totp.js';
import { expectFailure } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { makeApplication, makeMember, makeMission, makeOffer, makeRequest } from '../../test/marketplace.js';
import { makeCra, makeDocument, makeReview } from '../../test/mission-work.js';
import { signUpCandidate, signUpClient } from '../../test/offers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

const exportOf = (token: string) => t.post('/api/users/exportData', {}, token);

/** Every secret the database holds about a user, to be looked for in the export. */
async function secretsOf(userId: number): Promise<string[]> {
  const [user] = await t.database.query<{ password_hash: string; totp_secret: string | null; totp_recovery: string[] }>(
    'SELECT password_hash, totp_secret, totp_recovery FROM users WHERE id = $1',
    [userId],
  );
  const sessions = await t.database.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1', [userId]);
  const links = await t.database.query<{ token_hash: string }>('SELECT token_hash FROM link_tokens WHERE user_id = $1', [userId]);
  return [
    user?.password_hash ?? '',
    user?.totp_secret ?? '',
    ...(user?.totp_recovery ?? []),
    ...sessions.map((s) => s.id),
    ...links.map((l) => l.token_hash),
  ].filter((s) => s.length > 0);
}

describe('exportData', () => {
  it('hands a candidate everything about them as a dated JSON attachment, and never a secret', async () => {
    const owner = await signUpClient(t);
    const candidate = await signUpCandidate(t);
    const { who } = candidate;
    // Two-factor on: a secret and recovery codes exist, the export must not carry them.
    const setup = (await t.post('/api/users/twoFactorSetup', {}, who.token)).json();
    const enabled = await t.post('/api/users/twoFactorEnable', { code: totpAt(setup.secret, currentStep()) }, who.token);
    const recoveryCodes = enabled.json().recoveryCodes as string[];
    await t.post('/api/users/forgetPass', { email: who.email });
    const offer = await makeOffer(t.app.ctx, owner.client.id, { titre: 'Architecte cloud' });
    await makeApplication(t.app.ctx, offer.id, candidate.candidate.id);
    await makeRequest(t.app.ctx, owner.client.id, candidate.candidate.id);
    await makeMission(t.app.ctx, owner.client.id, candidate.candidate.id, { tjm: '612.500' });
    expect((await t.post('/api/chat/sendit', { content: 'Bonjour, une question sur mon profil.' }, who.token)).statusCode).toBe(
      200,
    );
    expect(
      (await t.post('/api/chat/sendit', { content: 'Bien sûr, je vous écoute.', id_to: who.user.id }, admin.token)).statusCode,
    ).toBe(200);
    await t.post('/api/adm/contactus/new', {
      fullname: 'Lucas Martin',
      subject: 'Question',
      content: 'Comment fonctionne la plateforme ?',
      email: who.email.toUpperCase(),
    });
    expect((await t.post('/api/users/validate', { id: who.user.id }, admin.token)).statusCode).toBe(200);

    const res = await exportOf(who.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="passerelle-mes-donnees-${parisToday()}.json"; filename*=UTF-8''passerelle-mes-donnees-${parisToday()}.json`,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const data = personalDataExportSchema.parse(res.json());
    expect(data.compte).toMatchObject({
      id: who.user.id,
      email: who.email,
      role: 'condidat',
      etat: 'active',
      nom: 'Martin',
      prenom: 'Lucas',
      tel: '06 12 34 56 78',
      double_authentification: true,
    });
    expect(data.profilCandidat).toMatchObject({
      titre: 'Développeur TypeScript',
      sex: 'male',
      date_naissance: '1990-07-14',
      skills: ['TypeScript', 'Node.js'],
      formations: [{ ecole: 'INSA Lyon' }],
      experiences: [{ entreprise: 'Numérique Conseil' }],
    });
    expect(data.profilClient).toBeNull();
    expect(data.candidatures).toEqual([
      expect.objectContaining({ offreId: offer.id, offre_titre: 'Architecte cloud', etat: 'en_attente' }),
    ]);
    // The candidate is not told which client asked for them (DECISIONS §5), but is a party to the mission.
    expect(data.demandes).toHaveLength(1);
    expect(data.demandes[0]).not.toHaveProperty('condidat');
    expect(data.missions).toEqual([
      expect.objectContaining({ tjm: 612.5, client: { id: owner.client.id, nom_entreprise: 'Numérique Conseil' } }),
    ]);
    expect(data.messagesChat.map((m) => [m.content, m.envoye_par_moi])).toEqual([
      ['Bonjour, une question sur mon profil.', true],
      ['Bien sûr, je vous écoute.', false],
    ]);
    expect(data.notifications.map((n) => n.titre).sort()).toEqual(['msg', 'valid_cmpt']);
    expect(data.messagesContact).toEqual([expect.objectContaining({ subject: 'Question', fullname: 'Lucas Martin' })]);
    expect(data.actionsEquipeSurMonCompte).toEqual([expect.objectContaining({ action: 'validate', par: 'admin' })]);
    expect(data.mesActionsAdministration).toEqual([]);
    expect(data.sessions.length).toBeGreaterThan(0);

    // Nothing secret: no hash, no second-factor secret or recovery code, no session id, no link token.
    const secrets = [...(await secretsOf(who.user.id)), setup.secret, ...recoveryCodes];
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/argon2|password|totp|token/i);
  });

  it('gives a client its company, offers, requests with their candidate, missions and favourites', async () => {
    const owner = await signUpClient(t);
    const candidate = await signUpCandidate(t);
    const offer = await makeOffer(t.app.ctx, owner.client.id, { titre: 'Lead développeur' });
    await makeRequest(t.app.ctx, owner.client.id, candidate.candidate.id, { etat: 'ferme_fail' });
    await makeMission(t.app.ctx, owner.client.id, candidate.candidate.id);
    expect(
      (await t.post('/api/cl/createFavoris', { id_client: owner.client.id, id_cond: candidate.candidate.id }, owner.who.token))
        .statusCode,
    ).toBe(200);

    const data = personalDataExportSchema.parse((await exportOf(owner.who.token)).json());
    expect(data.equipe).toEqual({
      clientId: owner.client.id,
      nom_entreprise: 'Numérique Conseil',
      owner: true,
      membre_depuis: expect.any(String),
    });
    expect(data.profilClient).toMatchObject({
      id: owner.client.id,
      nom_entreprise: 'Numérique Conseil',
      secteur: 'Informatique',
      adresse: '4 place Bellecour',
      siren: '552100554',
    });
    expect(data.profilCandidat).toBeNull();
    expect(data.offres).toEqual([expect.objectContaining({ id: offer.id, titre: 'Lead développeur', etat: 'ouvert' })]);
    expect(data.demandes).toEqual([
      expect.objectContaining({
        etat: 'ferme_fail',
        condidat: expect.objectContaining({ id: candidate.candidate.id, nom: 'Martin' }),
      }),
    ]);
    expect(data.missions).toHaveLength(1);
    expect(data.favoris).toEqual([
      expect.objectContaining({ condidat: expect.objectContaining({ id: candidate.candidate.id }) }),
    ]);
    expect(data.candidatures).toEqual([]);
  });

  it("gives a company member what is theirs (membership, votes, comments, interviews proposed), not the company's records", async () => {
    const owner = await signUpClient(t);
    const member = await makeMember(t.app.ctx, owner.client.id, { prenom: 'Hugo', nom: 'Moreau' });
    const candidate = await signUpCandidate(t);
    const offer = await makeOffer(t.app.ctx, owner.client.id, { titre: 'Lead développeur' });
    await makeMission(t.app.ctx, owner.client.id, candidate.candidate.id);
    const added = await t.post('/api/cl/shortlistAdd', { offreId: offer.id, condidatId: candidate.candidate.id }, member.token);
    expect(added.statusCode, added.body).toBe(200);
    const item = added.json().id;
    expect((await t.post('/api/cl/shortlistVote', { id: item, vote: 1 }, member.token)).statusCode).toBe(200);
    expect((await t.post('/api/cl/shortlistVote', { id: item, vote: -1 }, owner.who.token)).statusCode).toBe(200);
    expect((await t.post('/api/cl/shortlistComment', { id: item, content: 'Très bon profil.' }, member.token)).statusCode).toBe(
      200,
    );
    expect((await t.post('/api/cl/shortlistComment', { id: item, content: 'Trop cher.' }, owner.who.token)).statusCode).toBe(200);
    const slot = new Date(Date.now() + 3 * 86_400_000);
    slot.setUTCHours(9, 0, 0, 0);
    const proposed = await t.post(
      '/api/cl/proposeEntretien',
      { condidatId: candidate.candidate.id, offreId: offer.id, creneaux: [slot.toISOString()], duree_min: 45 },
      member.token,
    );
    expect(proposed.statusCode, proposed.body).toBe(200);

    const data = personalDataExportSchema.parse((await exportOf(member.token)).json());
    expect(data.compte).toMatchObject({ id: member.user.id, prenom: 'Hugo' });
    expect(data.equipe).toEqual({
      clientId: owner.client.id,
      nom_entreprise: 'Numérique Conseil',
      owner: false,
      membre_depuis: expect.any(String),
    });
    // The company's records and other people's data are the owner's export, not the member's.
    expect([data.profilClient, data.offres, data.demandes, data.missions, data.favoris]).toEqual([null, [], [], [], []]);
    const party = { id: candidate.candidate.id, nom: 'Martin', prenom: 'Lucas', titre: expect.any(String) };
    expect(data.votesSelection).toEqual([{ offreId: offer.id, condidat: party, vote: 1, updatedAt: expect.any(String) }]);
    expect(data.commentairesSelection).toEqual([
      { id: expect.any(Number), offreId: offer.id, condidat: party, content: 'Très bon profil.', createdAt: expect.any(String) },
    ]);
    expect(data.entretiens).toEqual([
      {
        id: proposed.json().id,
        etat: 'propose',
        creneaux: [slot.toISOString()],
        creneau: null,
        duree_min: 45,
        lien_visio: null,
        offreId: offer.id,
        condidat: party,
        createdAt: expect.any(String),
      },
    ]);
    expect([data.documents, data.cras, data.avis, data.candidatures]).toEqual([[], [], [], []]);

    // The owner's export: the company's records, and only the owner's own vote and comment.
    const ownerData = personalDataExportSchema.parse((await exportOf(owner.who.token)).json());
    expect(ownerData.equipe?.owner).toBe(true);
    expect(ownerData.offres.map((o) => o.id)).toEqual([offer.id]);
    expect(ownerData.missions).toHaveLength(1);
    expect(ownerData.votesSelection.map((v) => v.vote)).toEqual([-1]);
    expect(ownerData.commentairesSelection.map((c) => c.content)).toEqual(['Trop cher.']);
    expect(ownerData.entretiens).toEqual([]);
  });

  it('gives a candidate the interviews proposed to them, their documents, activity reports and reviews', async () => {
    const owner = await signUpClient(t);
    const candidate = await signUpCandidate(t);
    const mission = await makeMission(t.app.ctx, owner.client.id, candidate.candidate.id, { etat: 'en_cours' });
    const slot = new Date(Date.now() + 5 * 86_400_000);
    slot.setUTCHours(14, 30, 0, 0);
    const proposed = await t.post(
      '/api/cl/proposeEntretien',
      {
        condidatId: candidate.candidate.id,
        creneaux: [slot.toISOString()],
        duree_min: 30,
        lien_visio: 'https://meet.exemple.fr/abc',
      },
      owner.who.token,
    );
    expect(proposed.statusCode, proposed.body).toBe(200);
    const document = await makeDocument(t.app.ctx, candidate.candidate.id, {
      type: 'urssaf',
      etat: 'refuse',
      expireLe: '2027-05-31',
    });
    await t.database.query("UPDATE compliance_documents SET motif = 'Attestation illisible' WHERE id = $1", [document.id]);
    const cra = await makeCra(t.app.ctx, mission.id, { etat: 'brouillon', jours: { '2026-10-01': 1, '2026-10-02': 0.5 } });
    // A review by the company alone, not yet published: withheld; a mission with both: both exported.
    const other = await makeMission(t.app.ctx, owner.client.id, candidate.candidate.id, { etat: 'termine' });
    await makeReview(t.app.ctx, mission, { side: 'cl', note: 2 });
    await makeReview(t.app.ctx, other, { side: 'cl', note: 5 });
    await makeReview(t.app.ctx, other, { side: 'cd', note: 4 });

    const data = personalDataExportSchema.parse((await exportOf(candidate.who.token)).json());
    expect(data.equipe).toBeNull();
    expect(data.entretiens).toEqual([
      {
        id: proposed.json().id,
        etat: 'propose',
        creneaux: [slot.toISOString()],
        creneau: null,
        duree_min: 30,
        lien_visio: 'https://meet.exemple.fr/abc',
        offreId: null,
        client: { id: owner.client.id, nom_entreprise: 'Numérique Conseil' },
        createdAt: expect.any(String),
      },
    ]);
    expect(data.documents).toEqual([
      {
        id: document.id,
        type: 'urssaf',
        expire_le: '2027-05-31',
        etat: 'refuse',
        motif: 'Attestation illisible',
        createdAt: expect.any(String),
      },
    ]);
    expect(data.cras).toEqual([
      {
        id: cra.id,
        missionId: mission.id,
        mois: '2026-10',
        jours: { '2026-10-01': 1, '2026-10-02': 0.5 },
        total: 1.5,
        etat: 'brouillon',
        motif: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(data.avis.map((a) => [a.missionId, a.auteur, a.note, a.masque])).toEqual([
      [other.id, 'moi', 4, false],
      [other.id, 'entreprise', 5, false],
    ]);
    expect([data.votesSelection, data.commentairesSelection]).toEqual([[], []]);
  });

  it('gives a staff member the actions they recorded and the messages they wrote', async () => {
    const staff = await makeUser(t.app.ctx, { role: 'admin' });
    const user = await makeUser(t.app.ctx, { role: 'client', etat: 'pending' });
    await t.post('/api/users/validate', { id: user.user.id }, staff.token);
    await t.post('/api/chat/sendit', { content: 'Votre compte est validé.', id_to: user.user.id }, staff.token);
    const data = personalDataExportSchema.parse((await exportOf(staff.token)).json());
    expect(data.mesActionsAdministration).toEqual([
      expect.objectContaining({ action: 'validate', targetUserId: user.user.id, targetType: 'user' }),
    ]);
    expect(data.messagesChat).toEqual([
      expect.objectContaining({ conversation: user.user.id, envoye_par_moi: true, content: 'Votre compte est validé.' }),
    ]);
  });

  it('is in the API reference, with the erasure and the staff list of inactive candidates', async () => {
    const paths = (await t.get('/api/docs/json')).json().paths;
    for (const path of ['/api/users/exportData', '/api/users/deleteAccount', '/api/adm/inactiveCandidates']) {
      expect(paths[path]?.post?.tags, path).toBeDefined();
    }
    const catalog = t.app.routeCatalog.filter(
      (r) => r.url === '/api/users/deleteAccount' || r.url === '/api/adm/inactiveCandidates',
    );
    expect(catalog.map((r) => r.access)).toEqual([
      expect.objectContaining({ kind: 'session', roles: ['root', 'admin', 'client', 'condidat'] }),
      expect.objectContaining({ kind: 'session', roles: ['admin', 'root'] }),
    ]);
  });

  it('needs a session and is limited to 5 an hour per account', async () => {
    expectFailure(await t.post('/api/users/exportData', {}), 'auth.unauthenticated');
    const who = await makeUser(t.app.ctx, { role: 'condidat' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await exportOf(who.token)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another account is not held back by the first one's limit.
    expect((await exportOf(admin.token)).statusCode).toBe(200);
  });
});
