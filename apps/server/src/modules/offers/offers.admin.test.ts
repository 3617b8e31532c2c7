import { MSG, type Offer } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import {
  applyTo,
  notificationsOf,
  offerBody,
  publishOffer,
  type SignedUpClient,
  setOfferState,
  signUpCandidate,
  signUpClient,
} from '../../test/offers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: MadeUser;
let owner: SignedUpClient;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
  owner = await signUpClient(t);
});
afterAll(async () => t.close());

const edit = (offer: Offer, changes: Record<string, unknown>, token = admin.token) =>
  t.post(
    '/api/adm/editoffre',
    { ...offerBody({ titre: offer.titre, tech: offer.tech }), id: offer.id, isblocked: offer.isblocked, ...changes },
    token,
  );

async function adminActions(offerId: number) {
  return t.database.query<{ action: string; actor_id: number; target_user_id: number; details: string }>(
    "SELECT action, actor_id, target_user_id, details FROM admin_actions WHERE target_type = 'offer' AND target_id = $1 ORDER BY id",
    [offerId],
  );
}

describe('getOffres / searchOffre: every offer, blocked ones included, with the server’s total', () => {
  let offers: Offer[];
  beforeAll(async () => {
    offers = [];
    for (let i = 1; i <= 12; i++) offers.push(await publishOffer(t, owner, { titre: `Annonce ${i}` }));
    await setOfferState(t, (offers[0] as Offer).id, { isblocked: true });
    await setOfferState(t, (offers[1] as Offer).id, { etat: 'ferme' });
  });

  it('pages all offers, newest first, with budget, blocking and application count', async () => {
    const res = await t.post('/api/adm/getOffres', { page: 1, size: 10 }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ done: true, totalPages: 2, currentPage: 1, totalItems: 12 });
    expect(body.offres.map((o: Offer) => o.titre)).toEqual(['Annonce 2', 'Annonce 1']);
    expect(body.offres[1]).toEqual({ ...offers[0], isblocked: true, updatedAt: expect.any(String) });
    expect(body.offres[0]).toMatchObject({ etat: 'ferme', budget: 550, nbr_postulations: 0 });
  });

  it('searches all offers, blocked and closed included', async () => {
    const res = await t.post('/api/adm/searchOffre', { page: 0, size: 20, search: 'annonce' }, admin.token);
    expect(res.json()).toMatchObject({ totalItems: 12, totalPages: 1 });
    expect(res.json().offres.map((o: Offer) => o.id)).toEqual(expect.arrayContaining([offers[0]?.id, offers[1]?.id]));
  });

  it('is for admin and root only', async () => {
    const root = await makeUser(t.app.ctx, { role: 'root' });
    expect((await t.post('/api/adm/getOffres', {}, root.token)).statusCode).toBe(200);
    const candidate = await signUpCandidate(t);
    for (const path of ['getOffres', 'searchOffre', 'getOffreInfo', 'editoffre']) {
      expectFailure(await t.post(`/api/adm/${path}`, { id: 1 }, owner.who.token), 'auth.role_forbidden');
      expectFailure(await t.post(`/api/adm/${path}`, { id: 1 }, candidate.who.token), 'auth.role_forbidden');
      expectFailure(await t.post(`/api/adm/${path}`, { id: 1 }), 'auth.unauthenticated');
    }
  });
});

describe('getOffreInfo: the offer, its publisher and its applicants, contact data included', () => {
  it('answers the budget, the company card and each applicant’s profile with e-mail, phone and CV', async () => {
    const offer = await publishOffer(t, owner, { budget: 640 });
    const applicant = await signUpCandidate(t);
    await t.database.query("UPDATE users SET cv_key = 'cv-test.pdf' WHERE id = $1", [applicant.who.user.id]);
    expect((await applyTo(t, offer.id, applicant)).statusCode).toBe(200);

    const res = await t.post('/api/adm/getOffreInfo', { id: offer.id }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const { done, data } = res.json();
    expect(done).toBe(true);
    expect(data).toMatchObject({ id: offer.id, budget: 640, isblocked: false, nbr_postulations: 1 });
    expect(data.client).toEqual({
      id: owner.client.id,
      userId: owner.who.user.id,
      nom_entreprise: owner.client.nom_entreprise,
      type_client: owner.client.type_client,
      secteur: owner.client.secteur,
      site_web: owner.client.site_web,
      date_creation: owner.client.date_creation,
      resume: owner.client.resume,
      nom: owner.client.nom,
      prenom: owner.client.prenom,
      email: owner.who.email,
      tel: owner.client.tel,
      img: owner.client.img,
      etat: 'active',
    });
    expect(data.demande_offres).toEqual([
      expect.objectContaining({
        condidatId: applicant.candidate.id,
        etat: 'en_attente',
        date_debut: offer.date_debut,
        date_fin: offer.date_fin,
        tjm: null,
        tjm_souhaite: null,
        condidat: expect.objectContaining({
          id: applicant.candidate.id,
          userId: applicant.who.user.id,
          email: applicant.who.email,
          tel: applicant.candidate.tel,
          cv: `/api/files/cv/${applicant.who.user.id}`,
          etat: 'active',
          skills: applicant.candidate.skills,
        }),
      }),
    ]);
  });

  it('answers 404 for an unknown offer', async () => {
    expectFailure(await t.post('/api/adm/getOffreInfo', { id: 999_999 }, admin.token), 'offer.not_found');
  });
});

describe('editoffre: edit, block and unblock, recorded', () => {
  it('saves the whole offer and records the edit', async () => {
    const offer = await publishOffer(t, owner);
    const res = await edit(offer, { titre: 'Titre corrigé', budget: 600 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      done: true,
      data: { id: offer.id, titre: 'Titre corrigé', budget: 600, isblocked: false },
    });
    expect(await adminActions(offer.id)).toEqual([
      { action: 'edit_offer', actor_id: admin.user.id, target_user_id: owner.who.user.id, details: 'titre, budget' },
    ]);
  });

  it('blocking hides the offer from candidates and refuses applications; unblocking shows it again', async () => {
    const offer = await publishOffer(t, owner, { titre: 'Offre à modérer' });
    const candidate = await signUpCandidate(t);
    const visibleIds = async () =>
      (await t.post('/api/cd/searchOffre', { search: 'modérer' }, candidate.who.token)).json().offres.map((o: Offer) => o.id);
    expect(await visibleIds()).toEqual([offer.id]);

    const blocked = await edit(offer, { isblocked: true });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data.isblocked).toBe(true);
    expect(await visibleIds()).toEqual([]);
    expectFailure(await applyTo(t, offer.id, candidate), 'offer.not_found');
    // The client still sees it, flagged.
    const mine = await t.post('/api/cl/offreinfo', { id: offer.id }, owner.who.token);
    expect(mine.json().data.isblocked).toBe(true);

    expect((await edit({ ...offer, isblocked: true }, { isblocked: false })).statusCode).toBe(200);
    expect(await visibleIds()).toEqual([offer.id]);
    expect((await applyTo(t, offer.id, candidate)).statusCode).toBe(200);

    expect(await adminActions(offer.id)).toEqual([
      expect.objectContaining({ action: 'block_offer', actor_id: admin.user.id, target_user_id: owner.who.user.id }),
      expect.objectContaining({ action: 'unblock_offer', actor_id: admin.user.id }),
    ]);
    const told = (await notificationsOf(t, owner.who.user.id)).filter((n) => n.url === `/dashb/mesoffres/${offer.id}`);
    expect(told.map((n) => n.titre)).toEqual(['other', 'other', 'postul']);
    expect(told[0]?.content).toContain('bloquée');
    expect(told[1]?.content).toContain('débloquée');
  });

  it('answers 404 for an unknown offer and validates with the shared messages', async () => {
    const offer = await publishOffer(t, owner);
    expectFailure(await edit({ ...offer, id: 999_999 }, {}), 'offer.not_found');
    expectFieldError(await edit(offer, { budget: 'beaucoup' }), 'budget', MSG.budgetNotNumber);
    expect((await edit(offer, { isblocked: 'oui' })).statusCode).toBe(400);
  });
});
