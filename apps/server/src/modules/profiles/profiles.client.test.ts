import { MSG, PHOTO_MAX_BYTES } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { PDF, PNG, uploadFile, uploadPhoto } from '../../test/multipart.js';
import { clientProfileBody, onboardClient } from '../../test/onboarding.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function userRow(id: number) {
  const [row] = await t.database.query<{ nom: string | null; tel: string | null; img: string | null; profile_done: boolean }>(
    'SELECT nom, tel, img, profile_done FROM users WHERE id = $1',
    [id],
  );
  return row;
}

async function clientCount(userId: number): Promise<number> {
  const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM clients WHERE user_id = $1', [userId]);
  return row?.n ?? -1;
}

describe('newclinf: the client company profile (SPEC §2, §4)', () => {
  it('creates the profile, writes the names on the account and sets profile_done, answering the read-back shape', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client', etat: 'pending' });
    const img = await uploadPhoto(t.app, client.token);
    const res = await t.post('/api/cl/newclinf', clientProfileBody({ img }), client.token);
    expect(res.statusCode, res.body).toBe(200);
    const { done, data } = res.json();
    expect(done).toBe(true);
    expect(data).toEqual({
      id: expect.any(Number),
      user: {
        id: client.user.id,
        nom: 'Durand',
        prenom: 'Claire',
        email: client.email,
        tel: '01 23 45 67 89',
        img,
        cv: null,
        role: 'client',
        etat: 'pending',
        email_verified: true,
        profile_done: true,
        formation_done: false,
        exp_done: false,
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
      },
      nom: 'Durand',
      prenom: 'Claire',
      type_client: 'esn',
      nom_entreprise: 'Numérique Conseil',
      date_creation: '2015-03-12',
      tel: '01 23 45 67 89',
      resume: 'ESN lyonnaise spécialisée dans le cloud.',
      site_web: 'https://numerique-conseil.fr',
      secteur: 'Informatique',
      // The billing identity, the SIREN without its spaces.
      adresse: '4 place Bellecour',
      code_postal: '69002',
      ville: 'Lyon',
      siren: '552100554',
      img,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
    });
    expect(await userRow(client.user.id)).toEqual({ nom: 'Durand', tel: '01 23 45 67 89', img, profile_done: true });
  });

  it('lets a client go without a photo and stores empty optional fields as null', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    for (const img of [undefined, '']) {
      const other = img === undefined ? client : await makeUser(t.app.ctx, { role: 'client' });
      const res = await t.post('/api/cl/newclinf', clientProfileBody({ img, resume: '', site_web: '' }), other.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ img: null, resume: null, site_web: null, user: { img: null } });
    }
  });

  it('refuses a second profile with 409 and leaves the first untouched', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const first = await onboardClient(t, client);
    const again = await t.post('/api/cl/newclinf', clientProfileBody({ nom: 'Autrenom', nom_ent: 'Autre SA' }), client.token);
    expectFailure(again, 'profile.already_exists');
    expect(await clientCount(client.user.id)).toBe(1);
    expect((await userRow(client.user.id))?.nom).toBe('Durand');
    const read = await t.post('/api/cl/getUserClientInf', { id: client.user.id }, client.token);
    expect(read.json().data).toEqual(first);
  });

  it('creates one profile when two requests race', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const answers = await Promise.all([1, 2].map(() => t.post('/api/cl/newclinf', clientProfileBody(), client.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await clientCount(client.user.id)).toBe(1);
  });
});

describe('newclinf: SPEC §5 rules and messages, checked by the server', () => {
  let token: string;
  let userId: number;
  beforeAll(async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    token = client.token;
    userId = client.user.id;
  });

  it.each([
    ['nom', undefined, MSG.nomRequired],
    ['nom', '  ', MSG.nomRequired],
    ['nom', 'Du', MSG.nomInvalid],
    ['prenom', undefined, MSG.prenomRequired],
    ['prenom', 'Jo', MSG.prenomInvalid],
    ['type_client', undefined, MSG.clientTypeRequired],
    ['type_client', 'particulier', MSG.clientTypeRequired],
    ['nom_ent', undefined, MSG.companyNameRequired],
    ['nom_ent', 'A', MSG.companyNameInvalid],
    ['date_creation', undefined, MSG.creationDateRequired],
    ['date_creation', '', MSG.creationDateRequired],
    ['date_creation', '2015-02-30', MSG.dateInvalid],
    ['secteur', undefined, MSG.sectorRequired],
    ['secteur', 'BTP', MSG.sectorInvalid],
    ['tel', undefined, MSG.phoneRequired],
    ['tel', '0612', MSG.phoneInvalid],
    ['tel', 'appelez-moi', MSG.phoneInvalid],
    ['site_web', 'pas un site', MSG.websiteInvalid],
    // The billing identity (issue 19): all four or none, each checked.
    ['adresse', undefined, MSG.billingAddressRequired],
    ['adresse', 'Rue', MSG.billingAddressInvalid],
    ['code_postal', '', MSG.postalCodeRequired],
    ['code_postal', '6900', MSG.postalCodeInvalid],
    ['code_postal', '69 002', MSG.postalCodeInvalid],
    ['ville', null, MSG.cityRequired],
    ['ville', 'L', MSG.cityInvalid],
    ['siren', undefined, MSG.sirenRequired],
    ['siren', '55210055', MSG.sirenInvalid],
    ['siren', '552100555', MSG.sirenWrongKey],
    ['siren', 'SIREN552100554', MSG.sirenInvalid],
  ])('%s = %j → %s', async (field, value, message) => {
    const res = await t.post('/api/cl/newclinf', clientProfileBody({ [field]: value }), token);
    expectFieldError(res, field, message);
    expect(await clientCount(userId)).toBe(0);
  });

  it('takes a profile without any billing field (a client written against SPEC.md): none is stored', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const { adresse: _a, code_postal: _c, ville: _v, siren: _s, ...spec } = clientProfileBody();
    const res = await t.post('/api/cl/newclinf', { ...spec, adresse: '' }, client.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ adresse: null, code_postal: null, ville: null, siren: null });
  });

  it('accepts the minimal profile: resume and site_web are optional', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const { resume: _r, site_web: _s, ...minimal } = clientProfileBody();
    const res = await t.post('/api/cl/newclinf', { ...minimal, nom_ent: 'AB', secteur: 'Bâti', tel: '01234567' }, client.token);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes only a photo uploaded through /api/upload and still stored (errors.img)', async () => {
    const absent = '/api/files/photos/AAAAAAAAAAAAAAAAAAAAAAAA.png';
    for (const img of ['https://ailleurs.example/photo.png', absent, '/api/files/photos/../cvs/AAAAAAAAAAAAAAAAAAAAAAAA.pdf']) {
      const res = await t.post('/api/cl/newclinf', clientProfileBody({ img }), token);
      expectFieldError(res, 'img', MSG.photoNotUploaded);
    }
    // Nothing was written.
    expect(await clientCount(userId)).toBe(0);
    expect(await userRow(userId)).toEqual({ nom: null, tel: null, img: null, profile_done: false });
  });

  it('refuses a photo another user uploaded, even the URL another profile shows (issue 9)', async () => {
    const other = await makeUser(t.app.ctx, { role: 'client' });
    const theirs = await uploadPhoto(t.app, other.token);
    expectFieldError(await t.post('/api/cl/newclinf', clientProfileBody({ img: theirs }), token), 'img', MSG.photoNotUploaded);
    expect(await clientCount(userId)).toBe(0);
    // Their own upload still works for them.
    expect((await t.post('/api/cl/newclinf', clientProfileBody({ img: theirs }), other.token)).statusCode).toBe(200);
  });

  it('refuses a photo over 2 MB and a file that is not an image at the upload', async () => {
    const big = await uploadFile(
      t.app,
      '/api/upload',
      token,
      Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES)]),
      'a.png',
      'image/png',
    );
    expectFailure(big, 'upload.photo_too_large');
    expectFailure(await uploadFile(t.app, '/api/upload', token, PDF, 'a.png', 'image/png'), 'upload.photo_type');
  });
});

describe('getUserClientInf: the caller reads its own profile', () => {
  it('answers the profile for the caller’s user id, 403 for another id, 404 before the profile', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const before = await t.post('/api/cl/getUserClientInf', { id: client.user.id }, client.token);
    expectFailure(before, 'profile.not_found');

    const created = await onboardClient(t, client);
    const own = await t.post('/api/cl/getUserClientInf', { id: String(client.user.id) }, client.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ done: true, data: created });

    const other = await makeUser(t.app.ctx, { role: 'client' });
    await onboardClient(t, other);
    expectFailure(await t.post('/api/cl/getUserClientInf', { id: other.user.id }, client.token), 'access.not_owner');
    // The client record's id is not the user id the call takes.
    if (created.id !== client.user.id) {
      expectFailure(await t.post('/api/cl/getUserClientInf', { id: created.id }, client.token), 'access.not_owner');
    }
    expectFieldError(await t.post('/api/cl/getUserClientInf', {}, client.token), 'id', MSG.invalidInput);
  });
});

describe('client onboarding: access and the resume flags', () => {
  it('refuses candidates, staff and anonymous callers', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    for (const url of ['/api/cl/newclinf', '/api/cl/getUserClientInf']) {
      for (const who of [candidate, admin]) {
        expectFailure(await t.post(url, clientProfileBody({ id: who.user.id }), who.token), 'auth.role_forbidden');
      }
      expectFailure(await t.post(url, clientProfileBody({ id: 1 })), 'auth.unauthenticated');
    }
    expect(await clientCount(candidate.user.id)).toBe(0);
  });

  it('refuses an account whose e-mail is not verified', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client', verified: false });
    expectFailure(await t.post('/api/cl/newclinf', clientProfileBody(), client.token), 'account.email_not_verified');
  });

  it('login, checkprofile and checkuser carry profile_done once the profile exists', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client', etat: 'pending' });
    const flags = async () => {
      const login = (await t.post('/api/users/login', { email: client.email, password: client.password })).json();
      const checkprofile = (await t.post('/api/users/checkprofile', {}, client.token)).json();
      const checkuser = (await t.post('/api/users/checkuser', {}, client.token)).json();
      return [login.user, checkprofile.user, checkuser.user];
    };
    for (const user of await flags()) expect(user).toMatchObject({ role: 'client', profile_done: false, nom: null });
    await onboardClient(t, client);
    for (const user of await flags()) {
      expect(user).toMatchObject({
        role: 'client',
        profile_done: true,
        nom: 'Durand',
        prenom: 'Claire',
        img: expect.any(String),
      });
    }
  });
});
