import type { Offer, PublicOffer } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/mail/templates.js';
import { expectFailure } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import {
  applyTo,
  notificationsOf,
  publishOffer,
  type SignedUpCandidate,
  type SignedUpClient,
  setOfferState,
  signUpCandidate,
  signUpClient,
} from '../../test/offers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: SignedUpClient;
let me: SignedUpCandidate;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUpClient(t);
  me = await signUpCandidate(t);
});
afterAll(async () => t.close());

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ids = (res: { json(): { offres: PublicOffer[] } }) => res.json().offres.map((o) => o.id);

function offerInfo(offerId: number, who: SignedUpCandidate = me) {
  return t.post('/api/cd/offreInf', { id: offerId, id_cond: who.candidate.id }, who.who.token);
}

describe('offres: the offers candidates see (DECISIONS §3)', () => {
  let visible: Offer[];
  let hidden: Offer[];
  beforeAll(async () => {
    visible = [];
    for (let i = 1; i <= 11; i++) visible.push(await publishOffer(t, owner, { titre: `Offre visible ${i}` }));
    const inProgress = await publishOffer(t, owner, { titre: 'Offre en cours' });
    await setOfferState(t, inProgress.id, { etat: 'en_cours' });
    visible.push(inProgress);
    const closed = await publishOffer(t, owner, { titre: 'Offre fermée' });
    await setOfferState(t, closed.id, { etat: 'ferme' });
    const blocked = await publishOffer(t, owner, { titre: 'Offre bloquée' });
    await setOfferState(t, blocked.id, { isblocked: true });
    hidden = [closed, blocked];
  });

  it('pages the open and in-progress, unblocked offers, newest first, without budget, client or moderation flag', async () => {
    const page0 = await t.post('/api/cd/offres', { page: 0, size: 10 }, me.who.token);
    expect(page0.statusCode, page0.body).toBe(200);
    expect(page0.json()).toMatchObject({ done: true, totalPages: 2, currentPage: 0, totalItems: 12 });
    const newestFirst = [...visible].reverse().map((o) => o.id);
    expect(ids(page0)).toEqual(newestFirst.slice(0, 10));
    const page1 = await t.post('/api/cd/offres', { page: 1, size: 10 }, me.who.token);
    expect(page1.json()).toMatchObject({ totalPages: 2, currentPage: 1, totalItems: 12 });
    expect(ids(page1)).toEqual(newestFirst.slice(10));

    const inProgress = visible.at(-1) as Offer;
    expect(page0.json().offres[0]).toEqual({
      id: inProgress.id,
      titre: 'Offre en cours',
      description: inProgress.description,
      date_debut: inProgress.date_debut,
      date_fin: inProgress.date_fin,
      tech: inProgress.tech,
      etat: 'en_cours',
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
    });
    for (const offer of hidden) expect([...ids(page0), ...ids(page1)]).not.toContain(offer.id);
  });

  it('searchOffre never shows a closed or blocked offer either', async () => {
    const res = await t.post('/api/cd/searchOffre', { page: 0, size: 50, search: 'offre' }, me.who.token);
    expect(res.json()).toMatchObject({ totalItems: 12, totalPages: 1 });
    for (const offer of hidden) expect(ids(res)).not.toContain(offer.id);
  });

  it('answers 404 for a closed or blocked offer the candidate did not apply to', async () => {
    for (const offer of hidden) expectFailure(await offerInfo(offer.id), 'offer.not_found');
    expectFailure(await offerInfo(999_999), 'offer.not_found');
  });
});

describe('offreInf: the offer and the caller’s own application only', () => {
  it('says whether the caller applied, and never shows another candidate’s application', async () => {
    const offer = await publishOffer(t, owner);
    const other = await signUpCandidate(t);
    expect((await applyTo(t, offer.id, other)).statusCode).toBe(200);

    const before = await offerInfo(offer.id);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      done: true,
      data: {
        id: offer.id,
        titre: offer.titre,
        description: offer.description,
        date_debut: offer.date_debut,
        date_fin: offer.date_fin,
        tech: offer.tech,
        etat: 'ouvert',
        createdAt: offer.createdAt,
        postule: false,
        demande_offres: [],
      },
    });

    expect((await applyTo(t, offer.id, me)).statusCode).toBe(200);
    const after = (await offerInfo(offer.id)).json().data;
    expect(after.postule).toBe(true);
    expect(after.demande_offres).toEqual([
      {
        id: expect.any(Number),
        etat: 'en_attente',
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
        message: null,
        decision_message: null,
      },
    ]);
    // id_cond may be left out: the token says who asks.
    expect((await t.post('/api/cd/offreInf', { id: offer.id }, me.who.token)).json().data.postule).toBe(true);
  });

  it('keeps a closed or blocked offer readable by its applicants (their "Mes propositions" links to it), by nobody else', async () => {
    const offer = await publishOffer(t, owner);
    expect((await applyTo(t, offer.id, me)).statusCode).toBe(200);
    expect((await t.post('/api/cl/cancelOffre', { id: offer.id }, owner.who.token)).statusCode).toBe(200);
    const closed = await offerInfo(offer.id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ etat: 'ferme', postule: true, demande_offres: [{ etat: 'non_retenue' }] });
    // DECISIONS §6.4, issue 16: an application never vanishes because its offer was blocked later.
    await setOfferState(t, offer.id, { isblocked: true });
    expect((await offerInfo(offer.id)).json().data).toMatchObject({ id: offer.id, postule: true });
    const stranger = await signUpCandidate(t);
    expectFailure(
      await t.post('/api/cd/offreInf', { id: offer.id, id_cond: stranger.candidate.id }, stranger.who.token),
      'offer.not_found',
    );
  });

  it("refuses another candidate's record id with 403", async () => {
    const offer = await publishOffer(t, owner);
    const other = await signUpCandidate(t);
    expectFailure(
      await t.post('/api/cd/offreInf', { id: offer.id, id_cond: other.candidate.id }, me.who.token),
      'access.not_owner',
    );
  });
});

describe('postuler (DECISIONS §3)', () => {
  it('applies once and notifies the client in HTML built from escaped values, with a link to the offer', async () => {
    const offer = await publishOffer(t, owner, { titre: 'Développeur <Rust>' });
    const applicant = await signUpCandidate(t, 'active', { nom: 'Dupont', prenom: '<b>Léa</b>', titre: 'Ingénieure & DevOps' });
    const res = await applyTo(t, offer.id, applicant);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ done: true });

    const notifications = await notificationsOf(t, owner.who.user.id);
    const postul = notifications.filter((n) => n.titre === 'postul').at(-1);
    expect(postul).toMatchObject({ titre: 'postul', url: `/dashb/mesoffres/${offer.id}`, read: false });
    expect(postul?.content).toBe(
      `Nouvelle candidature de <strong>${escapeHtml('<b>Léa</b> Dupont')}</strong> (${escapeHtml('Ingénieure & DevOps')}) ` +
        `pour votre offre « ${escapeHtml('Développeur <Rust>')} ».`,
    );
    expect(postul?.content).not.toContain('<b>');

    const [row] = await t.database.query<{ etat: string }>(
      'SELECT etat FROM applications WHERE offer_id = $1 AND candidate_id = $2',
      [offer.id, applicant.candidate.id],
    );
    expect(row?.etat).toBe('en_attente');
  });

  it('answers 409 the second time, and keeps one application when two arrive at once', async () => {
    const offer = await publishOffer(t, owner);
    expect((await applyTo(t, offer.id, me)).statusCode).toBe(200);
    expectFailure(await applyTo(t, offer.id, me), 'application.already_applied');

    const racing = await publishOffer(t, owner);
    const answers = await Promise.all([applyTo(t, racing.id, me), applyTo(t, racing.id, me)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [count] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM applications WHERE offer_id = $1', [
      racing.id,
    ]);
    expect(count?.n).toBe(1);
  });

  it('never leaves an application unanswered when the offer is closed at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const offer = await publishOffer(t, owner);
      const applicant = await signUpCandidate(t);
      const [applied, cancelled] = await Promise.all([
        applyTo(t, offer.id, applicant),
        t.post('/api/cl/cancelOffre', { id: offer.id }, owner.who.token),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const rows = await t.database.query<{ etat: string }>('SELECT etat FROM applications WHERE offer_id = $1', [offer.id]);
      if (applied.statusCode === 200) expect(rows).toEqual([{ etat: 'non_retenue' }]);
      else {
        expectFailure(applied, 'offer.not_found');
        expect(rows).toEqual([]);
      }
    }
  });

  it('refuses a pending candidate with 403 and the validation message', async () => {
    const offer = await publishOffer(t, owner);
    const pending = await signUpCandidate(t, 'pending');
    expectFailure(await applyTo(t, offer.id, pending), 'account.not_active');
  });

  it('refuses a blocked, closed or unknown offer with 404, an offer in progress with 409', async () => {
    const blocked = await publishOffer(t, owner);
    await setOfferState(t, blocked.id, { isblocked: true });
    expectFailure(await applyTo(t, blocked.id, me), 'offer.not_found');
    const closed = await publishOffer(t, owner);
    await setOfferState(t, closed.id, { etat: 'ferme' });
    expectFailure(await applyTo(t, closed.id, me), 'offer.not_found');
    expectFailure(await applyTo(t, 999_999, me), 'offer.not_found');
    const inProgress = await publishOffer(t, owner);
    await setOfferState(t, inProgress.id, { etat: 'en_cours' });
    expectFailure(await applyTo(t, inProgress.id, me), 'offer.not_open');
  });

  it("refuses another candidate's record id with 403", async () => {
    const offer = await publishOffer(t, owner);
    const other = await signUpCandidate(t);
    const res = await t.post('/api/cd/postuler', { offreId: offer.id, condidatId: other.candidate.id }, me.who.token);
    expectFailure(res, 'access.not_owner');
  });
});

describe('annulerPostulation: withdrawing an application that has no answer yet', () => {
  const withdraw = (offerId: number, who: SignedUpCandidate = me) =>
    t.post('/api/cd/annulerPostulation', { offreId: offerId, condidatId: who.candidate.id }, who.who.token);

  it('deletes the waiting application; the candidate may apply again', async () => {
    const offer = await publishOffer(t, owner);
    expect((await applyTo(t, offer.id, me)).statusCode).toBe(200);
    const res = await withdraw(offer.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ done: true });
    expect((await offerInfo(offer.id)).json().data).toMatchObject({ postule: false, demande_offres: [] });
    expectFailure(await withdraw(offer.id), 'application.not_found');
    expect((await applyTo(t, offer.id, me)).statusCode).toBe(200);
  });

  it('refuses an answered application with 409, and another candidate’s record id with 403', async () => {
    const offer = await publishOffer(t, owner);
    expect((await applyTo(t, offer.id, me)).statusCode).toBe(200);
    expect((await t.post('/api/cl/cancelOffre', { id: offer.id }, owner.who.token)).statusCode).toBe(200);
    expectFailure(await withdraw(offer.id), 'application.answered');
    const other = await signUpCandidate(t);
    const res = await t.post('/api/cd/annulerPostulation', { offreId: offer.id, condidatId: other.candidate.id }, me.who.token);
    expectFailure(res, 'access.not_owner');
  });
});

describe('getMyDmdOffer: "Mes propositions"', () => {
  it('lists the candidate’s applications with their offers, newest first; offers blocked since stay (issue 16)', async () => {
    const applicant = await signUpCandidate(t);
    const first = await publishOffer(t, owner, { titre: 'Première candidature' });
    const second = await publishOffer(t, owner, { titre: 'Seconde candidature' });
    const blockedLater = await publishOffer(t, owner, { titre: 'Bloquée ensuite' });
    for (const offer of [first, second, blockedLater]) expect((await applyTo(t, offer.id, applicant)).statusCode).toBe(200);
    await setOfferState(t, blockedLater.id, { isblocked: true });
    await setOfferState(t, first.id, { etat: 'ferme' });

    const res = await t.post('/api/cd/getMyDmdOffer', { id: applicant.candidate.id }, applicant.who.token);
    expect(res.statusCode, res.body).toBe(200);
    const { done, data } = res.json();
    expect(done).toBe(true);
    expect(data).toEqual([
      expect.objectContaining({ etat: 'en_attente', offre: expect.objectContaining({ id: blockedLater.id }) }),
      {
        id: expect.any(Number),
        etat: 'en_attente',
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
        message: null,
        decision_message: null,
        offre: {
          id: second.id,
          titre: 'Seconde candidature',
          description: second.description,
          date_debut: second.date_debut,
          date_fin: second.date_fin,
          tech: second.tech,
          etat: 'ouvert',
          createdAt: second.createdAt,
        },
      },
      expect.objectContaining({ etat: 'en_attente', offre: expect.objectContaining({ id: first.id, etat: 'ferme' }) }),
    ]);
  });

  it("refuses another candidate's record id with 403", async () => {
    const other = await signUpCandidate(t);
    expectFailure(await t.post('/api/cd/getMyDmdOffer', { id: other.candidate.id }, me.who.token), 'access.not_owner');
  });
});

describe('candidate offer calls: roles (DECISIONS §2)', () => {
  it('refuses clients and staff with 403, and anonymous callers with 401', async () => {
    const root = await makeUser(t.app.ctx, { role: 'root' });
    const body = { id: 1, offreId: 1, condidatId: 1 };
    for (const path of ['offres', 'searchOffre', 'offreInf', 'postuler', 'annulerPostulation', 'getMyDmdOffer']) {
      expectFailure(await t.post(`/api/cd/${path}`, body, owner.who.token), 'auth.role_forbidden');
      expectFailure(await t.post(`/api/cd/${path}`, body, root.token), 'auth.role_forbidden');
      expectFailure(await t.post(`/api/cd/${path}`, body), 'auth.unauthenticated');
    }
  });

  it('answers 403 to a candidate who has no profile yet', async () => {
    const bare = await makeUser(t.app.ctx, { role: 'condidat' });
    const offer = await publishOffer(t, owner);
    expectFailure(await t.post('/api/cd/postuler', { offreId: offer.id, condidatId: 1 }, bare.token), 'access.not_owner');
  });
});

describe('offres: every page in the SQL reference order, walked from either end (issue 34)', () => {
  it('gives each visible offer once, newest first, ties on the date broken by the id, at every page size', async () => {
    const published: Offer[] = [];
    for (let i = 1; i <= 9; i++) published.push(await publishOffer(t, owner, { titre: `Offre paginée ${i}` }));
    // Three offers of one instant, one older than every other offer, and hidden ones between them.
    const offerIds = published.map((o) => o.id);
    await t.database.query("UPDATE offers SET created_at = '2026-01-01T10:00:00Z' WHERE id = ANY($1)", [offerIds.slice(0, 3)]);
    await t.database.query("UPDATE offers SET created_at = '2001-01-01T00:00:00Z' WHERE id = $1", [offerIds[3]]);
    await setOfferState(t, offerIds[4] as number, { isblocked: true });
    await setOfferState(t, offerIds[5] as number, { etat: 'ferme' });
    await setOfferState(t, offerIds[6] as number, { etat: 'en_cours' });
    const reference = (
      await t.database.query<{ id: number }>(
        `SELECT id FROM offers WHERE NOT isblocked AND etat IN ('ouvert', 'en_cours') ORDER BY created_at DESC, id DESC`,
      )
    ).map((r) => r.id);
    expect(reference).toContain(offerIds[2]);
    expect(reference.at(-1)).toBe(offerIds[3]);
    for (const size of [1, 3, 4, 7, 100]) {
      const seen: number[] = [];
      const pages = Math.ceil(reference.length / size);
      for (let page = 0; page <= pages; page++) {
        const res = await t.post('/api/cd/offres', { page, size }, me.who.token);
        expect(res.json()).toMatchObject({ totalItems: reference.length, totalPages: pages, currentPage: page });
        const got = res.json().offres.map((o: PublicOffer) => o.id);
        expect(got, `size ${size}, page ${page}`).toEqual(reference.slice(page * size, (page + 1) * size));
        seen.push(...got);
      }
      expect(seen).toEqual(reference);
    }
  });
});
