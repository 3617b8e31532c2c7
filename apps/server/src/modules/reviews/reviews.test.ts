import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { makeCandidate, makeClient, makeMission } from '../../test/marketplace.js';
import { makeReview } from '../../test/mission-work.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

async function ended(etat: 'termine' | 'en_cours' = 'termine') {
  const client = await makeClient(t.app.ctx);
  const candidate = await makeCandidate(t.app.ctx, { skills: ['Rust'] });
  const mission = await makeMission(t.app.ctx, client.client.id, candidate.candidate.id, { etat });
  return { client, candidate, mission };
}

const search = (token: string) =>
  t.post('/api/cl/searchmatch', { skills: ['Rust'], page: 0, size: 50 }, token).then((r) => r.json().candidats);

describe('reviews after a mission', () => {
  it('each side reviews once; published when both are in; average and count on search cards', async () => {
    const { client, candidate, mission } = await ended();
    const review = { missionId: mission.id, note: 4, commentaire: 'Livraison soignée, bonne communication.' };
    expect((await t.post('/api/cl/review', review, client.token)).json()).toEqual({ done: true });
    const again = await t.post('/api/cl/review', { ...review, note: 1 }, client.token);
    expect([again.statusCode, again.json().code]).toEqual([409, 'review.already_left']);
    // One side only, less than 14 days ago: not yet published.
    const card = () => search(client.token).then((cards) => cards.find((c: { id: number }) => c.id === candidate.candidate.id));
    expect(await card()).toMatchObject({ note_moyenne: null, nb_avis: 0 });
    expect((await t.post('/api/cd/review', { ...review, note: 5 }, candidate.token)).statusCode).toBe(200);
    expect(await card()).toMatchObject({ note_moyenne: 4, nb_avis: 1 });
    // The same on every profile panel: the company's favourites, the staff's candidate list.
    const favourite = await t.post(
      '/api/cl/createFavoris',
      { id_client: client.client.id, id_cond: candidate.candidate.id },
      client.token,
    );
    expect(favourite.statusCode, favourite.body).toBe(200);
    const favourites = (await t.post('/api/cl/getFavoris', { id: client.client.id }, client.token)).json().data;
    expect(favourites[0].condidat).toMatchObject({ id: candidate.candidate.id, note_moyenne: 4, nb_avis: 1 });
    const staffList = (await t.post('/api/adm/getAllCond', { search: candidate.email, page: 0, size: 10 }, admin.token)).json();
    expect(staffList.data).toEqual([expect.objectContaining({ id: candidate.candidate.id, note_moyenne: 4, nb_avis: 1 })]);
  });

  it('the candidate too reviews once; each list says whether its side already left its review', async () => {
    const { client, candidate, mission } = await ended();
    const left = (list: { id: number; avis_laisse: boolean }[]) => list.find((m) => m.id === mission.id)?.avis_laisse;
    const candidateList = async () => (await t.post('/api/cd/getMissions', {}, candidate.token)).json().missions;
    const clientList = async () => (await t.post('/api/cl/getMissions', { id: client.client.id }, client.token)).json().data;
    expect([left(await candidateList()), left(await clientList())]).toEqual([false, false]);
    const review = { missionId: mission.id, note: 5, commentaire: 'Équipe accueillante, besoin clair.' };
    expect((await t.post('/api/cd/review', review, candidate.token)).json()).toEqual({ done: true });
    const again = await t.post('/api/cd/review', { ...review, note: 2 }, candidate.token);
    expect([again.statusCode, again.json().code, again.json().message]).toEqual([
      409,
      'review.already_left',
      MSG.reviewAlreadyLeft,
    ]);
    // Each side reads its own: the company has not reviewed yet.
    expect([left(await candidateList()), left(await clientList())]).toEqual([true, false]);
    const [row] = await t.database.query<{ n: number; note: number }>(
      "SELECT count(*)::int AS n, max(note) AS note FROM reviews WHERE mission_id = $1 AND side = 'cd'",
      [mission.id],
    );
    expect(row).toEqual({ n: 1, note: 5 });
  });

  it('the window is 60 days from the mission’s end date: day 60 passes, day 61 is closed, whatever later edits', async () => {
    const onDay = async (days: number) => {
      const world = await ended();
      // Edited just now (updatedAt today): the edit does not reopen the window.
      await t.database.query(
        "UPDATE missions SET date_debut = current_date - 200, date_fin = (now() AT TIME ZONE 'Europe/Paris')::date - $2::int, updated_at = now() WHERE id = $1",
        [world.mission.id, days],
      );
      const body = { missionId: world.mission.id, note: 4, commentaire: 'Bonne collaboration.' };
      return {
        cl: await t.post('/api/cl/review', body, world.client.token),
        cd: await t.post('/api/cd/review', body, world.candidate.token),
        missionId: world.mission.id,
      };
    };
    const open = await onDay(60);
    expect([open.cl.statusCode, open.cd.statusCode]).toEqual([200, 200]);
    const closed = await onDay(61);
    for (const res of [closed.cl, closed.cd]) {
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([
        409,
        'review.window_closed',
        MSG.reviewWindowClosed,
      ]);
    }
    const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE mission_id = $1', [
      closed.missionId,
    ]);
    expect(row?.n).toBe(0);
  });

  it('a lone review is published 14 days after it was left; a hidden one never counts (and the hiding is recorded)', async () => {
    const { client, candidate, mission } = await ended();
    const second = await makeMission(t.app.ctx, client.client.id, candidate.candidate.id, { etat: 'termine' });
    await makeReview(t.app.ctx, mission, { note: 5, createdAt: new Date(Date.now() - 15 * 86_400_000) });
    const recent = await makeReview(t.app.ctx, second, { note: 2 });
    const card = () => search(client.token).then((cards) => cards.find((c: { id: number }) => c.id === candidate.candidate.id));
    expect(await card()).toMatchObject({ note_moyenne: 5, nb_avis: 1 });
    const list = (await t.post('/api/adm/getReviews', { page: 0, size: 100 }, admin.token)).json();
    expect(list.avis.find((a: { id: number }) => a.id === recent.id)).toMatchObject({ publie: false, masque: false, note: 2 });
    const old = list.avis.find((a: { note: number; missionId: number }) => a.missionId === mission.id);
    expect((await t.post('/api/adm/hideReview', { id: old.id }, admin.token)).json()).toEqual({ done: true });
    expect(await card()).toMatchObject({ note_moyenne: null, nb_avis: 0 });
    const [action] = await t.database.query<{ action: string }>(
      "SELECT action FROM admin_actions WHERE target_type = 'review' AND target_id = $1",
      [old.id],
    );
    expect(action?.action).toBe('hide_review');
    expectFailure(await t.post('/api/adm/hideReview', { id: 999_999 }, admin.token), 'review.not_found');
  });

  it('refuses a mission not ended, another party, a note outside 1–5, an empty comment; nothing stored', async () => {
    const running = await ended('en_cours');
    const body = { missionId: running.mission.id, note: 5, commentaire: 'Bien.' };
    const early = await t.post('/api/cl/review', body, running.client.token);
    expect([early.statusCode, early.json().code]).toEqual([409, 'review.mission_not_ended']);
    const { mission } = await ended();
    const stranger = await makeClient(t.app.ctx);
    expectFailure(await t.post('/api/cl/review', { ...body, missionId: mission.id }, stranger.token), 'mission.not_found');
    expectFieldError(await t.post('/api/cl/review', { ...body, note: 6 }, running.client.token), 'note', MSG.reviewNoteInvalid);
    expectFieldError(await t.post('/api/cl/review', { ...body, note: 2.5 }, running.client.token), 'note', MSG.reviewNoteInvalid);
    expectFieldError(
      await t.post('/api/cl/review', { ...body, commentaire: ' ' }, running.client.token),
      'commentaire',
      MSG.reviewCommentRequired,
    );
    const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE mission_id IN ($1, $2)', [
      running.mission.id,
      mission.id,
    ]);
    expect(row?.n).toBe(0);
  });
});
