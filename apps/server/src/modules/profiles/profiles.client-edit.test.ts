import { type ClientProfile, MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { uploadPhoto } from '../../test/multipart.js';
import { clientProfileBody, onboardClient } from '../../test/onboarding.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

/** The client dashboard's profile calls (SPEC §2 /dashb/profile, §7 myprofile, edtmyprofile). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The edit form's body: the profile fields as newclinf takes them, and the client record's id. */
function editBody(profile: ClientProfile, overrides: Record<string, unknown> = {}) {
  return {
    id: profile.id,
    img: profile.img,
    nom: profile.nom,
    prenom: profile.prenom,
    type_client: profile.type_client,
    nom_ent: profile.nom_entreprise,
    date_creation: profile.date_creation,
    tel: profile.tel,
    resume: profile.resume ?? '',
    site_web: profile.site_web ?? '',
    secteur: profile.secteur,
    ...overrides,
  };
}

async function onboarded(etat: 'active' | 'pending' = 'active'): Promise<{ who: MadeUser; profile: ClientProfile }> {
  const who = await makeUser(t.app.ctx, { role: 'client', etat });
  return { who, profile: await onboardClient(t, who) };
}

async function rows(userId: number) {
  const [row] = await t.database.query<Record<string, unknown>>(
    `SELECT u.nom, u.prenom, u.tel, u.img, c.nom_entreprise, c.type_client, c.secteur, c.site_web, c.resume,
            c.date_creation::text AS date_creation
       FROM users u JOIN clients c ON c.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return row;
}

describe('myprofile: the caller reads its company profile by its client record id', () => {
  it('answers the same profile as getUserClientInf', async () => {
    const { who, profile } = await onboarded();
    const res = await t.post('/api/cl/myprofile', { id: profile.id }, who.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ done: true, data: profile });
    // A numeric string is an id too.
    expect((await t.post('/api/cl/myprofile', { id: String(profile.id) }, who.token)).json().data).toEqual(profile);
  });

  it('refuses another client’s record, the user id, and a client without a profile (403)', async () => {
    const { who, profile } = await onboarded();
    const other = await onboarded();
    expectFailure(await t.post('/api/cl/myprofile', { id: other.profile.id }, who.token), 'access.not_owner');
    if (who.user.id !== profile.id) {
      expectFailure(await t.post('/api/cl/myprofile', { id: who.user.id }, who.token), 'access.not_owner');
    }
    const fresh = await makeUser(t.app.ctx, { role: 'client' });
    expectFailure(await t.post('/api/cl/myprofile', { id: profile.id }, fresh.token), 'access.not_owner');
    expectFieldError(await t.post('/api/cl/myprofile', {}, who.token), 'id', MSG.invalidInput);
  });

  it('refuses candidates, staff and anonymous callers', async () => {
    const { profile } = await onboarded();
    for (const role of ['condidat', 'admin', 'root'] as const) {
      const who = await makeUser(t.app.ctx, { role });
      for (const url of ['/api/cl/myprofile', '/api/cl/edtmyprofile']) {
        expectFailure(await t.post(url, editBody(profile)), 'auth.unauthenticated');
        expectFailure(await t.post(url, editBody(profile), who.token), 'auth.role_forbidden');
      }
    }
  });
});

describe('edtmyprofile: the company profile and the account, in one write', () => {
  it('changes every field, on the client record and on the account, and answers the new profile', async () => {
    const { who, profile } = await onboarded('pending');
    const img = await uploadPhoto(t.app, who.token);
    const changes = {
      img,
      nom: 'Lefebvre',
      prenom: 'Mathilde',
      type_client: 'client',
      nom_ent: 'Banque Horizon',
      date_creation: '1998-11-02',
      tel: '+33 4 72 00 00 00',
      resume: 'Banque de détail.\nSiège à Lyon.',
      site_web: 'banque-horizon.fr',
      secteur: 'Banque et assurance',
    };
    const res = await t.post('/api/cl/edtmyprofile', editBody(profile, changes), who.token);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      ...profile,
      img,
      nom: 'Lefebvre',
      prenom: 'Mathilde',
      type_client: 'client',
      nom_entreprise: 'Banque Horizon',
      date_creation: '1998-11-02',
      tel: '+33 4 72 00 00 00',
      resume: 'Banque de détail.\nSiège à Lyon.',
      site_web: 'banque-horizon.fr',
      secteur: 'Banque et assurance',
      user: { ...profile.user, nom: 'Lefebvre', prenom: 'Mathilde', tel: '+33 4 72 00 00 00', img },
    });
    expect(await rows(who.user.id)).toEqual({
      nom: 'Lefebvre',
      prenom: 'Mathilde',
      tel: '+33 4 72 00 00 00',
      img,
      nom_entreprise: 'Banque Horizon',
      type_client: 'client',
      secteur: 'Banque et assurance',
      site_web: 'banque-horizon.fr',
      resume: 'Banque de détail.\nSiège à Lyon.',
      date_creation: '1998-11-02',
    });
    // Every later read agrees: the profile calls and the session check (the dashboard's name and photo).
    expect((await t.post('/api/cl/myprofile', { id: profile.id }, who.token)).json().data).toEqual(data);
    expect((await t.post('/api/cl/getUserClientInf', { id: who.user.id }, who.token)).json().data).toEqual(data);
    expect((await t.post('/api/users/checkuser', {}, who.token)).json().user).toMatchObject({
      nom: 'Lefebvre',
      prenom: 'Mathilde',
      img,
      etat: 'pending',
    });
  });

  it('keeps the photo when img is left out or unchanged, removes it when empty, and stores empty optional fields as null', async () => {
    const { who, profile } = await onboarded();
    expect(profile.img).toMatch(/^\/api\/files\/photos\//);
    const { img: _img, ...withoutImg } = editBody(profile, { secteur: 'Informatique et conseil' });
    const kept = await t.post('/api/cl/edtmyprofile', withoutImg, who.token);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ img: profile.img, secteur: 'Informatique et conseil' });

    const same = await t.post('/api/cl/edtmyprofile', editBody(profile), who.token);
    expect(same.json().data.img).toBe(profile.img);

    const removed = await t.post('/api/cl/edtmyprofile', editBody(profile, { img: '', resume: '', site_web: '' }), who.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ img: null, resume: null, site_web: null, user: { img: null } });
    expect((await rows(who.user.id))?.img).toBeNull();
  });

  it('takes only a photo uploaded through /api/upload and still stored; a refused edit writes nothing', async () => {
    const { who, profile } = await onboarded();
    const before = await rows(who.user.id);
    for (const img of ['https://ailleurs.example/logo.png', '/api/files/photos/AAAAAAAAAAAAAAAAAAAAAAAA.png']) {
      const res = await t.post('/api/cl/edtmyprofile', editBody(profile, { img, nom_ent: 'Autre Nom SA' }), who.token);
      expectFieldError(res, 'img', MSG.photoNotUploaded);
    }
    expect(await rows(who.user.id)).toEqual(before);
  });

  it("refuses another user's photo, and keeps one's own current photo (issue 9)", async () => {
    const { who, profile } = await onboarded();
    const other = await onboarded();
    const before = await rows(who.user.id);
    const res = await t.post('/api/cl/edtmyprofile', editBody(profile, { img: other.profile.img }), who.token);
    expectFieldError(res, 'img', MSG.photoNotUploaded);
    expect(await rows(who.user.id)).toEqual(before);
    const kept = await t.post('/api/cl/edtmyprofile', editBody(profile, { img: profile.img }), who.token);
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('refuses another client’s record id (403) and changes neither client', async () => {
    const { who, profile } = await onboarded();
    const other = await onboarded();
    const mine = await rows(who.user.id);
    const theirs = await rows(other.who.user.id);
    const res = await t.post(
      '/api/cl/edtmyprofile',
      editBody(profile, { id: other.profile.id, nom: 'Pirate', nom_ent: 'Piraterie SA' }),
      who.token,
    );
    expectFailure(res, 'access.not_owner');
    expect(await rows(who.user.id)).toEqual(mine);
    expect(await rows(other.who.user.id)).toEqual(theirs);

    const fresh = await makeUser(t.app.ctx, { role: 'client' });
    expectFailure(await t.post('/api/cl/edtmyprofile', editBody(profile), fresh.token), 'access.not_owner');
  });

  it('writes the billing identity when it is given, and keeps it when the body leaves it out (SPEC.md clients)', async () => {
    const { who, profile } = await onboarded();
    const billing = { adresse: '10 avenue Foch', code_postal: '75116', ville: 'Paris', siren: '842.159.378' };
    const res = await t.post('/api/cl/edtmyprofile', editBody(profile, billing), who.token);
    expect(res.json().data).toMatchObject({ ...billing, siren: '842159378' });
    const kept = await t.post('/api/cl/edtmyprofile', editBody(profile, { secteur: 'Conseil en informatique' }), who.token);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ ...billing, siren: '842159378', secteur: 'Conseil en informatique' });
    const [row] = await t.database.query('SELECT adresse, code_postal, ville, siren FROM clients WHERE id = $1', [profile.id]);
    expect(row).toEqual({ ...billing, siren: '842159378' });
  });

  it.each([
    ['nom', 'Du', MSG.nomInvalid],
    ['prenom', '', MSG.prenomRequired],
    ['type_client', 'particulier', MSG.clientTypeRequired],
    ['nom_ent', 'A', MSG.companyNameInvalid],
    ['date_creation', '2015-02-30', MSG.dateInvalid],
    ['secteur', 'BTP', MSG.sectorInvalid],
    ['tel', '0612', MSG.phoneInvalid],
    ['site_web', 'pas un site', MSG.websiteInvalid],
    ['siren', '123456789', MSG.sirenWrongKey],
    ['ville', 'L', MSG.cityInvalid],
    ['id', undefined, MSG.invalidInput],
  ])('SPEC §5 rules: %s = %j → %s', async (field, value, message) => {
    const who = await makeUser(t.app.ctx, { role: 'client' });
    const profile = await onboardClient(t, who);
    expectFieldError(await t.post('/api/cl/edtmyprofile', editBody(profile, { [field]: value }), who.token), field, message);
    expect((await rows(who.user.id))?.nom).toBe(clientProfileBody().nom);
  });
});
