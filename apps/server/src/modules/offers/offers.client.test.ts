import { MSG, type Offer } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import {
  applyTo,
  notificationsOf,
  offerBody,
  publishOffer,
  type SignedUpCandidate,
  type SignedUpClient,
  setOfferState,
  signUpCandidate,
  signUpClient,
} from '../../test/offers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('createOffre (SPEC §4, §5; DECISIONS §3)', () => {
  let owner: SignedUpClient;
  beforeAll(async () => {
    owner = await signUpClient(t);
  });

  it('publishes an open offer and answers it whole; technologies are kept as typed and normalised for matching', async () => {
    const body = { ...offerBody({ tech: ['TypeScript', ' Sécurité ', 'Node.js'] }), client_id: owner.client.id };
    const res = await t.post('/api/cl/createOffre', body, owner.who.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: true,
      data: {
        id: expect.any(Number),
        titre: 'Développeur TypeScript confirmé',
        description: 'Refonte de la plateforme de réservation, en équipe de cinq, 100 % à distance.',
        budget: 550,
        date_debut: '2026-09-01',
        date_fin: '2027-02-28',
        tech: ['TypeScript', 'Sécurité', 'Node.js'],
        etat: 'ouvert',
        isblocked: false,
        clientId: owner.client.id,
        nbr_postulations: 0,
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
        updatedAt: expect.stringMatching(ISO_TIMESTAMP),
      },
    });
    const [row] = await t.database.query<{ tech_norm: string[] }>('SELECT tech_norm FROM offers WHERE id = $1', [
      res.json().data.id,
    ]);
    expect(row?.tech_norm).toEqual(['typescript', 'securite', 'node.js']);
  });

  it('accepts the budget as typed in a form (a numeric string)', async () => {
    const offer = await publishOffer(t, owner, { budget: '720' });
    expect(offer.budget).toBe(720);
  });

  it('refuses a pending client with 403 and the validation message', async () => {
    const pending = await signUpClient(t, 'pending');
    const res = await t.post('/api/cl/createOffre', { ...offerBody(), client_id: pending.client.id }, pending.who.token);
    expectFailure(res, 'account.not_active');
  });

  it("refuses another client's record id, and a client without a company profile", async () => {
    const other = await signUpClient(t);
    const res = await t.post('/api/cl/createOffre', { ...offerBody(), client_id: other.client.id }, owner.who.token);
    expectFailure(res, 'access.not_owner');
    const bare = await makeUser(t.app.ctx, { role: 'client' });
    expectFailure(await t.post('/api/cl/createOffre', { ...offerBody(), client_id: 1 }, bare.token), 'access.not_owner');
  });

  it.each([
    ['titre', { titre: undefined }, MSG.offerTitleRequired],
    ['titre', { titre: '   ' }, MSG.offerTitleRequired],
    ['titre', { titre: 'Go' }, MSG.min3Invalid],
    ['description', { description: undefined }, MSG.descriptionRequired],
    ['description', { description: 'Trop peu' }, MSG.descriptionInvalid],
    ['budget', { budget: undefined }, MSG.budgetRequired],
    ['budget', { budget: 'cinq cents' }, MSG.budgetNotNumber],
    ['budget', { budget: 12.5 }, MSG.tjmInvalid],
    ['budget', { budget: 1_000_000_000 }, MSG.tjmInvalid],
    ['date_debut', { date_debut: undefined }, MSG.startDateRequired],
    ['date_fin', { date_fin: '' }, MSG.endDateRequired],
    ['date_fin', { date_debut: '2026-09-01', date_fin: '2026-08-31' }, MSG.endBeforeStart],
    ['tech', { tech: [] }, MSG.techRequired],
    ['tech', { tech: ['React', 'react '] }, MSG.techDuplicate],
  ])('%s: %j → the shared schema message', async (field, override, message) => {
    const res = await t.post('/api/cl/createOffre', { ...offerBody(override), client_id: owner.client.id }, owner.who.token);
    expectFieldError(res, field, message);
  });
});

describe('getMyOffre / searchMyOffre: the client’s offers, paged, searched, filtered (DECISIONS §4)', () => {
  let owner: SignedUpClient;
  let offers: Offer[];
  beforeAll(async () => {
    owner = await signUpClient(t);
    offers = [];
    for (let i = 1; i <= 12; i++) {
      offers.push(await publishOffer(t, owner, { titre: `Mission numéro ${i}`, tech: ['Kotlin'] }));
    }
    // Another client's offer never shows.
    await publishOffer(t, await signUpClient(t), { titre: 'Mission numéro 99' });
  });

  const list = (body: Record<string, unknown>, path = '/api/cl/getMyOffre') =>
    t.post(path, { id: owner.client.id, ...body }, owner.who.token);

  it('pages from 0, ten a page, newest first, with the totals', async () => {
    const first = await list({ page: 0, size: 10 });
    expect(first.statusCode, first.body).toBe(200);
    const page0 = first.json();
    expect(page0).toMatchObject({ done: true, totalPages: 2, currentPage: 0, totalItems: 12 });
    expect(page0.offres.map((o: Offer) => o.titre)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Mission numéro ${i}`));
    const page1 = (await list({ page: 1, size: 10 })).json();
    expect(page1).toMatchObject({ totalPages: 2, currentPage: 1, totalItems: 12 });
    expect(page1.offres.map((o: Offer) => o.titre)).toEqual(['Mission numéro 2', 'Mission numéro 1']);
    const beyond = (await list({ page: 5, size: 10 })).json();
    expect(beyond).toMatchObject({ offres: [], totalPages: 2, currentPage: 5, totalItems: 12 });
  });

  it('defaults to page 0 of 10 and accepts numbers sent as strings', async () => {
    const res = (await list({ page: '1', size: '5' })).json();
    expect(res).toMatchObject({ totalPages: 3, currentPage: 1, totalItems: 12 });
    expect(res.offres).toHaveLength(5);
    expect((await list({})).json().offres).toHaveLength(10);
  });

  it('filters by état, "Tous" being all; shows the blocked flag and the number of applications', async () => {
    const closed = offers[0] as Offer;
    const blocked = offers[1] as Offer;
    await setOfferState(t, closed.id, { etat: 'ferme' });
    await setOfferState(t, blocked.id, { isblocked: true });
    const applicant = await signUpCandidate(t);
    expect((await applyTo(t, blocked.id, await signUpCandidate(t))).statusCode).toBe(404);
    const open = offers[2] as Offer;
    expect((await applyTo(t, open.id, applicant)).statusCode).toBe(200);

    const closedOnly = (await list({ etat: 'ferme' }, '/api/cl/searchMyOffre')).json();
    expect(closedOnly).toMatchObject({ totalItems: 1, totalPages: 1 });
    expect(closedOnly.offres.map((o: Offer) => o.id)).toEqual([closed.id]);
    const openOnes = (await list({ etat: 'ouvert', size: 20 }, '/api/cl/searchMyOffre')).json();
    expect(openOnes.totalItems).toBe(11);
    expect(openOnes.offres.find((o: Offer) => o.id === blocked.id)).toMatchObject({ isblocked: true });
    expect(openOnes.offres.find((o: Offer) => o.id === open.id)).toMatchObject({ nbr_postulations: 1, isblocked: false });
    expect((await list({ etat: 'en_cours' }, '/api/cl/searchMyOffre')).json()).toMatchObject({ offres: [], totalItems: 0 });
    expect((await list({ etat: 'Tous' }, '/api/cl/searchMyOffre')).json().totalItems).toBe(12);
    await setOfferState(t, closed.id, { etat: 'ouvert' });
    await setOfferState(t, blocked.id, { isblocked: false });
  });

  it('searches the title, the technologies and the description, without accents or case', async () => {
    const special = await publishOffer(t, owner, {
      titre: 'Intégrateur web',
      description: 'Maquettes responsives pour une mutuelle.',
      tech: ['Sass'],
    });
    for (const search of ['integrateur', 'INTÉGRATEUR', 'sass', 'mutuelle', 'intég']) {
      const res = (await list({ search }, '/api/cl/searchMyOffre')).json();
      expect(
        res.offres.map((o: Offer) => o.id),
        search,
      ).toEqual([special.id]);
      expect(res).toMatchObject({ totalItems: 1, totalPages: 1, currentPage: 0 });
    }
    const numbered = (await list({ search: 'mission', size: 5 }, '/api/cl/searchMyOffre')).json();
    expect(numbered).toMatchObject({ totalItems: 12, totalPages: 3 });
    expect((await list({ search: 'mission', etat: 'ferme' }, '/api/cl/searchMyOffre')).json().totalItems).toBe(0);
  });

  it("refuses another client's record id with 403, and an unknown état with 400", async () => {
    const other = await signUpClient(t);
    expectFailure(await t.post('/api/cl/getMyOffre', { id: other.client.id }, owner.who.token), 'access.not_owner');
    expect((await list({ etat: 'archive' }, '/api/cl/searchMyOffre')).statusCode).toBe(400);
  });
});

describe('offreinfo: the offer and its applicants, professional profile only (DECISIONS §5)', () => {
  let owner: SignedUpClient;
  let offer: Offer;
  let first: SignedUpCandidate;
  let second: SignedUpCandidate;
  beforeAll(async () => {
    owner = await signUpClient(t);
    offer = await publishOffer(t, owner);
    first = await signUpCandidate(t);
    second = await signUpCandidate(t, 'active', { nom: 'Bernard', prenom: 'Sophie' });
    expect((await applyTo(t, offer.id, first)).statusCode).toBe(200);
    expect((await applyTo(t, offer.id, second)).statusCode).toBe(200);
  });

  it('answers the offer with its applications, newest first, never the e-mail, phone or CV of a candidate', async () => {
    await t.database.query("UPDATE users SET cv_key = 'cv-test.pdf' WHERE id = $1", [second.who.user.id]);
    await t.database.query('UPDATE candidates SET tjm = 480 WHERE id = $1', [second.candidate.id]);
    const res = await t.post('/api/cl/offreinfo', { id: offer.id, client_id: owner.client.id }, owner.who.token);
    expect(res.statusCode, res.body).toBe(200);
    const { done, data } = res.json();
    expect(done).toBe(true);
    expect(data).toEqual({ ...offer, nbr_postulations: 2, updatedAt: expect.any(String), demande_offres: expect.any(Array) });
    expect(data.demande_offres.map((a: { condidatId: number }) => a.condidatId)).toEqual([
      second.candidate.id,
      first.candidate.id,
    ]);
    expect(data.demande_offres[0]).toEqual({
      id: expect.any(Number),
      condidatId: second.candidate.id,
      etat: 'en_attente',
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
      date_debut: offer.date_debut,
      date_fin: offer.date_fin,
      tjm: 480,
      message: null,
      decision_message: null,
      condidat: {
        id: second.candidate.id,
        nom: 'Bernard',
        prenom: 'Sophie',
        titre: second.candidate.titre,
        img: second.candidate.img,
        niv_etude: second.candidate.niv_etude,
        niv_exp: second.candidate.niv_exp,
        skills: second.candidate.skills,
        dispo: second.candidate.dispo,
        jours_semaine: second.candidate.jours_semaine,
        dispo_confirmee_le: second.candidate.dispo_confirmee_le,
        resume: second.candidate.resume,
        formations: [expect.objectContaining({ ecole: 'INSA Lyon' })],
        experiences: [expect.objectContaining({ entreprise: 'Numérique Conseil', tech: ['React', 'Node.js'] })],
        // DECISIONS §6.4: the applicant's rating, as on every profile panel (none yet).
        note_moyenne: null,
        nb_avis: 0,
      },
    });
    expect(res.body).not.toContain(second.who.email);
    expect(res.body).not.toContain('06 12 34 56 78');
    expect(res.body).not.toContain('/api/files/cv');
  });

  it('answers 404 for an unknown offer and 403 for another client’s offer or record id', async () => {
    const other = await signUpClient(t);
    expectFailure(await t.post('/api/cl/offreinfo', { id: 999_999 }, owner.who.token), 'offer.not_found');
    expectFailure(
      await t.post('/api/cl/offreinfo', { id: offer.id, client_id: other.client.id }, other.who.token),
      'access.not_owner',
    );
    expectFailure(
      await t.post('/api/cl/offreinfo', { id: offer.id, client_id: other.client.id }, owner.who.token),
      'access.not_owner',
    );
  });
});

describe('saveOffre', () => {
  let owner: SignedUpClient;
  beforeAll(async () => {
    owner = await signUpClient(t);
  });

  it('saves the new fields, technologies normalised again, and answers the offer', async () => {
    const offer = await publishOffer(t, owner);
    const body = { ...offerBody({ titre: 'Architecte cloud', budget: 800, tech: ['AWS', 'Terraform'] }), id: offer.id };
    const res = await t.post('/api/cl/saveOffre', body, owner.who.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      done: true,
      data: { id: offer.id, titre: 'Architecte cloud', budget: 800, tech: ['AWS', 'Terraform'], etat: 'ouvert' },
    });
    const [row] = await t.database.query<{ tech_norm: string[] }>('SELECT tech_norm FROM offers WHERE id = $1', [offer.id]);
    expect(row?.tech_norm).toEqual(['aws', 'terraform']);
  });

  it('refuses a closed offer with 409, another client’s with 403, an unknown one with 404', async () => {
    const offer = await publishOffer(t, owner);
    await setOfferState(t, offer.id, { etat: 'ferme' });
    expectFailure(await t.post('/api/cl/saveOffre', { ...offerBody(), id: offer.id }, owner.who.token), 'offer.closed');
    const other = await signUpClient(t);
    const theirs = await publishOffer(t, other);
    expectFailure(await t.post('/api/cl/saveOffre', { ...offerBody(), id: theirs.id }, owner.who.token), 'access.not_owner');
    expectFailure(await t.post('/api/cl/saveOffre', { ...offerBody(), id: 999_999 }, owner.who.token), 'offer.not_found');
    expectFieldError(
      await t.post('/api/cl/saveOffre', { ...offerBody({ titre: 'x' }), id: offer.id }, owner.who.token),
      'titre',
      MSG.min3Invalid,
    );
  });
});

describe('cancelOffre: closing, and the answer every waiting applicant gets (DECISIONS §3)', () => {
  it('closes the offer, turns waiting applications into non_retenue and notifies their candidates', async () => {
    const owner = await signUpClient(t);
    const offer = await publishOffer(t, owner);
    const waiting = await signUpCandidate(t);
    const retained = await signUpCandidate(t);
    for (const c of [waiting, retained]) expect((await applyTo(t, offer.id, c)).statusCode).toBe(200);
    await t.database.query("UPDATE applications SET etat = 'retenue' WHERE candidate_id = $1", [retained.candidate.id]);

    const res = await t.post('/api/cl/cancelOffre', { id: offer.id }, owner.who.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ done: true });

    const detail = (await t.post('/api/cl/offreinfo', { id: offer.id }, owner.who.token)).json().data;
    expect(detail.etat).toBe('ferme');
    const etats = Object.fromEntries(
      detail.demande_offres.map((a: { condidatId: number; etat: string }) => [a.condidatId, a.etat]),
    );
    expect(etats).toEqual({ [waiting.candidate.id]: 'non_retenue', [retained.candidate.id]: 'retenue' });

    const [notification] = await notificationsOf(t, waiting.who.user.id);
    expect(notification).toMatchObject({ titre: 'other', url: '/dashb/proposition', read: false });
    expect(notification?.content).toContain(offer.titre);
    expect(await notificationsOf(t, retained.who.user.id)).toEqual([]);

    // Closed, not deleted: still in the client's list.
    const mine = (await t.post('/api/cl/getMyOffre', { id: owner.client.id, etat: 'ferme' }, owner.who.token)).json();
    expect(mine.offres.map((o: Offer) => o.id)).toEqual([offer.id]);
  });

  it('answers 409 the second time, 403 for another client’s offer, 404 for an unknown one', async () => {
    const owner = await signUpClient(t);
    const offer = await publishOffer(t, owner);
    expect((await t.post('/api/cl/cancelOffre', { id: offer.id }, owner.who.token)).statusCode).toBe(200);
    expectFailure(await t.post('/api/cl/cancelOffre', { id: offer.id }, owner.who.token), 'offer.already_closed');
    const other = await signUpClient(t);
    const theirs = await publishOffer(t, other);
    expectFailure(await t.post('/api/cl/cancelOffre', { id: theirs.id }, owner.who.token), 'access.not_owner');
    expectFailure(await t.post('/api/cl/cancelOffre', { id: 999_999 }, owner.who.token), 'offer.not_found');
  });
});

describe('decideCandidature: the client answers each application, with a word for the candidate (DECISIONS §6.9)', () => {
  it('reads the candidate’s message, retains or declines, and the candidate is told with the client’s word', async () => {
    const owner = await signUpClient(t);
    const offer = await publishOffer(t, owner);
    const kept = await signUpCandidate(t);
    const declined = await signUpCandidate(t);
    const message = 'Bonjour,\n\nJ’ai mené une refonte semblable l’an dernier : je serais ravie d’en parler.';
    const applied = await t.post(
      '/api/cd/postuler',
      { offreId: offer.id, condidatId: kept.candidate.id, message },
      kept.who.token,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await applyTo(t, offer.id, declined)).statusCode).toBe(200);
    const applications = async () =>
      (await t.post('/api/cl/offreinfo', { id: offer.id }, owner.who.token)).json().data.demande_offres as {
        id: number;
        condidatId: number;
        etat: string;
        message: string | null;
        decision_message: string | null;
      }[];
    const [second, first] = await applications();
    expect(first).toMatchObject({ condidatId: kept.candidate.id, message, decision_message: null });
    expect(second).toMatchObject({ condidatId: declined.candidate.id, message: null });

    const retained = await t.post('/api/cl/decideCandidature', { id: first?.id, decision: 'retenue' }, owner.who.token);
    expect(retained.json()).toEqual({ done: true });
    const word = 'Merci, le poste demande davantage d’expérience en Kotlin.';
    const refused = await t.post(
      '/api/cl/decideCandidature',
      { id: second?.id, decision: 'non_retenue', message: word },
      owner.who.token,
    );
    expect(refused.json()).toEqual({ done: true });
    expect((await applications()).map((a) => [a.condidatId, a.etat, a.decision_message])).toEqual([
      [declined.candidate.id, 'non_retenue', word],
      [kept.candidate.id, 'retenue', null],
    ]);

    const [keptNote] = await notificationsOf(t, kept.who.user.id);
    expect(keptNote).toMatchObject({ titre: 'other', url: '/dashb/proposition', read: false });
    expect(keptNote?.content).toContain('a été retenue');
    const [declinedNote] = await notificationsOf(t, declined.who.user.id);
    expect(declinedNote?.content).toContain('n’a pas été retenue');
    expect(declinedNote?.content).toContain('davantage d’expérience en Kotlin');

    // The candidate reads the decision and the client's word on its application.
    const own = await t.post('/api/cd/getMyDmdOffer', { id: declined.candidate.id }, declined.who.token);
    expect(own.json().data[0]).toMatchObject({ etat: 'non_retenue', decision_message: word, message: null });

    // Decided once: a second decision is refused.
    expectFailure(
      await t.post('/api/cl/decideCandidature', { id: first?.id, decision: 'non_retenue' }, owner.who.token),
      'application.answered',
    );
  });

  it('refuses another company’s application (403), an unknown one (404), a bad decision or a too long word (400)', async () => {
    const owner = await signUpClient(t);
    const offer = await publishOffer(t, owner);
    const applicant = await signUpCandidate(t);
    expect((await applyTo(t, offer.id, applicant)).statusCode).toBe(200);
    const [application] = (await t.post('/api/cl/offreinfo', { id: offer.id }, owner.who.token)).json().data.demande_offres;
    const other = await signUpClient(t);
    expectFailure(
      await t.post('/api/cl/decideCandidature', { id: application.id, decision: 'retenue' }, other.who.token),
      'access.not_owner',
    );
    expectFailure(
      await t.post('/api/cl/decideCandidature', { id: 999_999, decision: 'retenue' }, owner.who.token),
      'application.not_found',
    );
    expectFieldError(
      await t.post('/api/cl/decideCandidature', { id: application.id, decision: 'peut-être' }, owner.who.token),
      'decision',
      MSG.decisionRequired,
    );
    const long = await t.post(
      '/api/cl/decideCandidature',
      { id: application.id, decision: 'retenue', message: 'x'.repeat(1001) },
      owner.who.token,
    );
    expect(long.statusCode).toBe(400);
    const longApplication = await t.post(
      '/api/cd/postuler',
      { offreId: offer.id, condidatId: (await signUpCandidate(t)).candidate.id, message: 'x'.repeat(1001) },
      applicant.who.token,
    );
    expect(longApplication.statusCode).toBe(400);
    const pending = await signUpClient(t, 'pending');
    expectFailure(
      await t.post('/api/cl/decideCandidature', { id: application.id, decision: 'retenue' }, pending.who.token),
      'account.not_active',
    );
  });
});

describe('client offer calls: roles (DECISIONS §2)', () => {
  it('refuses candidates and staff with 403, and anonymous callers with 401', async () => {
    const candidate = await signUpCandidate(t);
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    for (const path of ['createOffre', 'getMyOffre', 'searchMyOffre', 'offreinfo', 'saveOffre', 'cancelOffre']) {
      expectFailure(await t.post(`/api/cl/${path}`, { id: 1 }, candidate.who.token), 'auth.role_forbidden');
      expectFailure(await t.post(`/api/cl/${path}`, { id: 1 }, admin.token), 'auth.role_forbidden');
      expectFailure(await t.post(`/api/cl/${path}`, { id: 1 }), 'auth.unauthenticated');
    }
  });
});
