import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { applyTo, publishOffer, signUpCandidate, signUpClient } from '../../test/offers.js';
import { candidateProfileBody, condInfoBody } from '../../test/onboarding.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/** The freelancer proposes its own rate (DECISIONS §6.8): tjm_souhaite, beside the staff's tjm. */

let t: TestApp;
let admin: MadeUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await makeUser(t.app.ctx, { role: 'admin' });
});
afterAll(async () => t.close());

async function stored(candidateId: number): Promise<{ tjm: number | null; tjm_souhaite: number | null }> {
  const [row] = await t.database.query<{ tjm: number | null; tjm_souhaite: number | null }>(
    'SELECT tjm, tjm_souhaite FROM candidates WHERE id = $1',
    [candidateId],
  );
  if (!row) throw new Error('no candidate');
  return row;
}

describe('tjm_souhaite: the rate the freelancer proposes', () => {
  it('is given at onboarding (newCondinf), optional, and answered in the profile', async () => {
    const without = await signUpCandidate(t);
    expect(without.candidate.tjm_souhaite).toBeNull();
    const withRate = await signUpCandidate(t, 'active', { tjm_souhaite: '480' });
    expect(withRate.candidate.tjm_souhaite).toBe(480);
    expect(await stored(withRate.candidate.id)).toEqual({ tjm: null, tjm_souhaite: 480 });
  });

  it('updateCondInfo sets it, keeps it when absent, clears it with null or an empty field; never touches tjm', async () => {
    const me = await signUpCandidate(t);
    await t.database.query('UPDATE candidates SET tjm = 600 WHERE id = $1', [me.candidate.id]);
    const save = (overrides: Record<string, unknown>) =>
      t.post('/api/cd/updateCondInfo', condInfoBody(me.candidate.id, overrides), me.who.token);

    let res = await save({ tjm_souhaite: 550 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ tjm: 600, tjm_souhaite: 550 });
    res = await save({});
    expect(res.json().data.tjm_souhaite).toBe(550);
    const mine = await t.post('/api/cd/myprofile', { id: me.candidate.id }, me.who.token);
    expect(mine.json().data).toMatchObject({ tjm: 600, tjm_souhaite: 550 });
    res = await save({ tjm_souhaite: null });
    expect(res.json().data.tjm_souhaite).toBeNull();
    await save({ tjm_souhaite: '700' });
    res = await save({ tjm_souhaite: ' ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(me.candidate.id)).toEqual({ tjm: 600, tjm_souhaite: null });
  });

  it.each([
    [0, MSG.tjmInvalid],
    [-50, MSG.tjmInvalid],
    [550.5, MSG.tjmInvalid],
    [1_000_000_000, MSG.tjmInvalid],
    ['cinq cents', MSG.tjmNotNumber],
  ])('refuses %j with the TJM rule (400 input.invalid, %s) and changes nothing', async (value, message) => {
    const me = await signUpCandidate(t, 'active', { tjm_souhaite: 500 });
    const res = await t.post('/api/cd/updateCondInfo', condInfoBody(me.candidate.id, { tjm_souhaite: value }), me.who.token);
    expectFieldError(res, 'tjm_souhaite', message);
    expect(res.json().code).toBe('input.invalid');
    expect(await stored(me.candidate.id)).toEqual({ tjm: null, tjm_souhaite: 500 });
  });

  it('onboarding refuses a bad rate too', async () => {
    const who = await makeUser(t.app.ctx, { role: 'condidat' });
    const res = await t.post('/api/cd/newCondinf', candidateProfileBody('x', { tjm_souhaite: 0 }), who.token);
    expectFieldError(res, 'tjm_souhaite', MSG.tjmInvalid);
  });

  it('staff read it beside the tjm they set (getAllCond), and setting tjm leaves it as it is', async () => {
    const me = await signUpCandidate(t, 'active', { tjm_souhaite: 550 });
    expect((await t.post('/api/adm/setCondTjm', { id: me.candidate.id, tjm: 600 }, admin.token)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/adm/getAllCond', headers: { 'sb-tkn': admin.token } });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.find((c: { id: number }) => c.id === me.candidate.id);
    expect(row).toMatchObject({ tjm: 600, tjm_souhaite: 550 });
  });

  it("staff read it on an offer's applicants (getOffreInfo); the client's offreinfo never carries it", async () => {
    const owner = await signUpClient(t);
    const offer = await publishOffer(t, owner);
    const applicant = await signUpCandidate(t, 'active', { tjm_souhaite: 550 });
    expect((await applyTo(t, offer.id, applicant)).statusCode).toBe(200);
    const staff = await t.post('/api/adm/getOffreInfo', { id: offer.id }, admin.token);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().data.demande_offres[0]).toMatchObject({ condidatId: applicant.candidate.id, tjm_souhaite: 550 });
    const client = await t.post('/api/cl/offreinfo', { id: offer.id, client_id: owner.client.id }, owner.who.token);
    expect(client.statusCode, client.body).toBe(200);
    expect(JSON.stringify(client.json())).not.toContain('tjm_souhaite');
  });
});
