import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { type MadeUser, makeUser } from '../../test/factories.js';
import { uploadPhoto } from '../../test/multipart.js';
import { candidateProfileBody, EXPERIENCE, FORMATION, onboardCandidate } from '../../test/onboarding.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Snapshot {
  nom: string | null;
  img: string | null;
  profile_done: boolean;
  formation_done: boolean;
  exp_done: boolean;
  candidates: number;
  formations: string[];
  experiences: string[];
}

/** What the database holds for a candidate account: flags, record, entries (in their order). */
async function snapshot(userId: number): Promise<Snapshot> {
  const [row] = await t.database.query<Snapshot>(
    `SELECT u.nom, u.img, u.profile_done, u.formation_done, u.exp_done,
            (SELECT count(*)::int FROM candidates c WHERE c.user_id = u.id) AS candidates,
            coalesce((SELECT array_agg(f.nom ORDER BY f.position) FROM formations f JOIN candidates c ON c.id = f.candidate_id
                      WHERE c.user_id = u.id), '{}') AS formations,
            coalesce((SELECT array_agg(e.entreprise ORDER BY e.position) FROM experiences e JOIN candidates c ON c.id = e.candidate_id
                      WHERE c.user_id = u.id), '{}') AS experiences
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  if (!row) throw new Error('no such user');
  return row;
}

const NOTHING_YET = {
  nom: null,
  img: null,
  profile_done: false,
  formation_done: false,
  exp_done: false,
  candidates: 0,
  formations: [],
  experiences: [],
};

describe('newCondinf: the candidate profile (SPEC §2, §4)', () => {
  it('creates the profile with its photo, sets profile_done, and answers the read-back shape', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat', etat: 'pending' });
    const img = await uploadPhoto(t.app, candidate.token);
    const body = candidateProfileBody(img, { skills: ['  TypeScript ', 'Node.JS', 'Réseaux  Télécom'] });
    const res = await t.post('/api/cd/newCondinf', body, candidate.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: true,
      data: {
        id: expect.any(Number),
        user: expect.objectContaining({
          id: candidate.user.id,
          nom: 'Martin',
          prenom: 'Lucas',
          tel: '06 12 34 56 78',
          img,
          role: 'condidat',
          etat: 'pending',
          profile_done: true,
          formation_done: false,
          exp_done: false,
        }),
        nom: 'Martin',
        prenom: 'Lucas',
        titre: 'Développeur TypeScript',
        sex: 'male',
        date_naissance: '1990-07-14',
        tel: '06 12 34 56 78',
        niv_etude: 'bac+5',
        niv_exp: '1-10',
        resume: 'Développeur full stack.',
        skills: ['TypeScript', 'Node.JS', 'Réseaux  Télécom'],
        dispo: '2026-09-01',
        // DECISIONS §6.2: 5 days a week unless told, confirmed by the creation itself.
        jours_semaine: 5,
        dispo_confirmee_le: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        tjm: null,
        tjm_souhaite: null,
        img,
        formations: [],
        experiences: [],
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
      },
    });
    const [row] = await t.database.query<{ skills: string[]; skills_norm: string[]; active: boolean }>(
      'SELECT skills, skills_norm, active FROM candidates WHERE user_id = $1',
      [candidate.user.id],
    );
    // Skills as typed (trimmed) for display; their normalised forms for the search (DECISIONS §5).
    expect(row).toEqual({
      skills: ['TypeScript', 'Node.JS', 'Réseaux  Télécom'],
      skills_norm: ['typescript', 'node.js', 'reseaux telecom'],
      active: false,
    });
  });

  it('copies the account état into candidates.active: true for an active account', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat', etat: 'active' });
    await onboardCandidate(t, candidate);
    const [row] = await t.database.query<{ active: boolean }>('SELECT active FROM candidates WHERE user_id = $1', [
      candidate.user.id,
    ]);
    expect(row?.active).toBe(true);
  });

  it('refuses a second profile with 409 and leaves the first untouched', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    await onboardCandidate(t, candidate);
    const before = await snapshot(candidate.user.id);
    const img = await uploadPhoto(t.app, candidate.token);
    const again = await t.post('/api/cd/newCondinf', candidateProfileBody(img, { nom: 'Autrenom' }), candidate.token);
    expectFailure(again, 'profile.already_exists');
    expect(await snapshot(candidate.user.id)).toEqual(before);
  });
});

describe('newCondinf: SPEC §5 rules and messages, checked by the server', () => {
  let candidate: MadeUser;
  let img: string;
  beforeAll(async () => {
    candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    img = await uploadPhoto(t.app, candidate.token);
  });

  it.each([
    ['img', undefined, MSG.photoRequired],
    ['img', '', MSG.photoRequired],
    ['nom', undefined, MSG.nomRequired],
    ['nom', 'Li', MSG.nomInvalid],
    ['prenom', '', MSG.prenomRequired],
    ['prenom', 'Al', MSG.prenomInvalid],
    ['sex', undefined, MSG.sexRequired],
    ['sex', 'autre', MSG.sexRequired],
    ['date_naiss', undefined, MSG.birthDateRequired],
    ['date_naiss', '1990-13-01', MSG.dateInvalid],
    ['niv_etude', undefined, MSG.nivEtudeRequired],
    ['niv_etude', 'bac+2', MSG.nivEtudeRequired],
    ['niv_exp', undefined, MSG.nivExpRequired],
    ['niv_exp', '2-5', MSG.nivExpRequired],
    ['titre', undefined, MSG.titreRequired],
    ['titre', 'Do', MSG.min3Invalid],
    ['tel', undefined, MSG.phoneRequired],
    ['tel', '0612345', MSG.phoneInvalid],
    ['dispo', undefined, MSG.dispoRequired],
    ['dispo', '', MSG.dispoRequired],
    ['skills', undefined, MSG.skillsRequired],
    ['skills', [], MSG.skillsRequired],
    ['skills', ['Réseau', 'reseau '], MSG.skillDuplicate],
  ])('%s = %j → %s', async (field, value, message) => {
    const res = await t.post('/api/cd/newCondinf', candidateProfileBody(img, { [field]: value }), candidate.token);
    expectFieldError(res, field, message);
  });

  it('refuses an empty skill', async () => {
    const res = await t.post('/api/cd/newCondinf', candidateProfileBody(img, { skills: ['Java', '  '] }), candidate.token);
    expectFieldError(res, 'skills.1', MSG.skillsRequired);
  });

  it('takes only a photo uploaded through /api/upload, and a rejected profile writes nothing', async () => {
    for (const bad of ['/api/files/photos/AAAAAAAAAAAAAAAAAAAAAAAA.jpg', 'data:image/png;base64,AAAA', 'photo.png']) {
      const res = await t.post('/api/cd/newCondinf', candidateProfileBody(bad), candidate.token);
      expectFieldError(res, 'img', MSG.photoNotUploaded);
    }
    expect(await snapshot(candidate.user.id)).toEqual(NOTHING_YET);
  });

  it('refuses a photo another user uploaded (issue 9)', async () => {
    const other = await makeUser(t.app.ctx, { role: 'condidat' });
    const theirs = await uploadPhoto(t.app, other.token);
    expectFieldError(
      await t.post('/api/cd/newCondinf', candidateProfileBody(theirs), candidate.token),
      'img',
      MSG.photoNotUploaded,
    );
    expect(await snapshot(candidate.user.id)).toEqual(NOTHING_YET);
  });
});

describe('setCondForm and setCondExp: education and experience (SPEC §4)', () => {
  it('need the profile first (409), and then write nothing', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    expectFailure(await t.post('/api/cd/setCondForm', { frm: [FORMATION] }, candidate.token), 'profile.required_first');
    expectFailure(await t.post('/api/cd/setCondExp', { exp: [EXPERIENCE] }, candidate.token), 'profile.required_first');
    expect(await snapshot(candidate.user.id)).toEqual(NOTHING_YET);
  });

  it('store the lists in order, set the flags, and getUserCondInf reads them back', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const profile = await onboardCandidate(t, candidate);
    const master = { ...FORMATION, nom: 'Master MIAGE', date_debut: '2013-09-01', date_fin: '2015-06-30' };
    const form = await t.post('/api/cd/setCondForm', { frm: [FORMATION, master] }, candidate.token);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toEqual({ done: true });
    expect(await snapshot(candidate.user.id)).toMatchObject({ formation_done: true, exp_done: false });

    const { tech: _tech, ...withoutTech } = EXPERIENCE;
    const exp = await t.post(
      '/api/cd/setCondExp',
      { exp: [EXPERIENCE, { ...withoutTech, entreprise: 'Banque Alpine' }] },
      candidate.token,
    );
    expect(exp.json()).toEqual({ done: true });

    const read = await t.post('/api/cd/getUserCondInf', { id: candidate.user.id }, candidate.token);
    expect(read.statusCode).toBe(200);
    const { data } = read.json();
    expect(data).toEqual({
      ...profile,
      user: { ...profile.user, formation_done: true, exp_done: true },
      formations: [
        { id: expect.any(Number), ...FORMATION },
        { id: expect.any(Number), ...master },
      ],
      experiences: [
        { id: expect.any(Number), ...EXPERIENCE },
        { id: expect.any(Number), ...withoutTech, entreprise: 'Banque Alpine', tech: [] },
      ],
    });
  });

  it('replace the whole list: only the new entries remain', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    await onboardCandidate(t, candidate, {
      formations: [FORMATION, { ...FORMATION, nom: 'Licence' }],
      experiences: [EXPERIENCE],
    });
    const next = ['Doctorat', 'BTS SIO', 'Master'].map((nom) => ({ ...FORMATION, nom }));
    expect((await t.post('/api/cd/setCondForm', { frm: next }, candidate.token)).statusCode).toBe(200);
    expect(
      (await t.post('/api/cd/setCondExp', { exp: [{ ...EXPERIENCE, entreprise: 'Nouvelle' }] }, candidate.token)).statusCode,
    ).toBe(200);
    expect(await snapshot(candidate.user.id)).toMatchObject({
      formations: ['Doctorat', 'BTS SIO', 'Master'],
      experiences: ['Nouvelle'],
    });
  });

  it('two lists sent at once: one of them wins whole, never a mix of both', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    await onboardCandidate(t, candidate);
    const lists = [
      ['Licence', 'Master'],
      ['BTS SIO', 'Licence pro', 'Doctorat'],
    ];
    const answers = await Promise.all(
      lists.map((names) => t.post('/api/cd/setCondForm', { frm: names.map((nom) => ({ ...FORMATION, nom })) }, candidate.token)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(lists).toContainEqual((await snapshot(candidate.user.id)).formations);
  });

  it('a rejected list leaves the previous entries and the flags unchanged', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    await onboardCandidate(t, candidate, { formations: [FORMATION] });
    const before = await snapshot(candidate.user.id);
    expect(before).toMatchObject({ formation_done: true, exp_done: false, formations: [FORMATION.nom] });
    const bad = await t.post(
      '/api/cd/setCondForm',
      {
        frm: [
          { ...FORMATION, nom: 'Autre' },
          { ...FORMATION, ecole: 'X' },
        ],
      },
      candidate.token,
    );
    expectFieldError(bad, 'frm.1.ecole', MSG.min3Invalid);
    expectFieldError(await t.post('/api/cd/setCondExp', { exp: [] }, candidate.token), 'exp', MSG.experiencesRequired);
    expect(await snapshot(candidate.user.id)).toEqual(before);
  });
});

describe('education and experience: SPEC §5 rules and messages, checked by the server', () => {
  let token: string;
  let userId: number;
  beforeAll(async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    await onboardCandidate(t, candidate);
    token = candidate.token;
    userId = candidate.user.id;
  });

  it.each([
    [{}, 'frm', MSG.formationsRequired],
    [{ frm: [] }, 'frm', MSG.formationsRequired],
    [{ frm: [{ ...FORMATION, nom: undefined }] }, 'frm.0.nom', MSG.diplomaRequired],
    [{ frm: [{ ...FORMATION, nom: 'BT' }] }, 'frm.0.nom', MSG.min3Invalid],
    [{ frm: [{ ...FORMATION, ecole: '' }] }, 'frm.0.ecole', MSG.schoolRequired],
    [{ frm: [{ ...FORMATION, ecole: 'EP' }] }, 'frm.0.ecole', MSG.min3Invalid],
    [{ frm: [{ ...FORMATION, date_debut: undefined }] }, 'frm.0.date_debut', MSG.startDateRequired],
    [{ frm: [{ ...FORMATION, date_fin: '' }] }, 'frm.0.date_fin', MSG.endDateRequired],
    [{ frm: [{ ...FORMATION, date_fin: '2007-01-01' }] }, 'frm.0.date_fin', MSG.endBeforeStart],
    // Only an experience can be « en cours »: a diploma has its end date.
    [{ frm: [{ ...FORMATION, date_fin: null }] }, 'frm.0.date_fin', MSG.endDateRequired],
  ])('setCondForm %j → %s: %s', async (body, field, message) => {
    expectFieldError(await t.post('/api/cd/setCondForm', body, token), field, message);
  });

  it.each([
    [{}, 'exp', MSG.experiencesRequired],
    [{ exp: [] }, 'exp', MSG.experiencesRequired],
    [{ exp: [{ ...EXPERIENCE, entreprise: undefined }] }, 'exp.0.entreprise', MSG.companyRequired],
    [{ exp: [{ ...EXPERIENCE, entreprise: 'AB' }] }, 'exp.0.entreprise', MSG.min3Invalid],
    [{ exp: [{ ...EXPERIENCE, lieu: '' }] }, 'exp.0.lieu', MSG.placeRequired],
    [{ exp: [{ ...EXPERIENCE, lieu: 'Aa' }] }, 'exp.0.lieu', MSG.min3Invalid],
    [{ exp: [{ ...EXPERIENCE, domaine: undefined }] }, 'exp.0.domaine', MSG.domainRequired],
    [{ exp: [{ ...EXPERIENCE, domaine: 'IT' }] }, 'exp.0.domaine', MSG.min3Invalid],
    [{ exp: [{ ...EXPERIENCE, fonction: '' }] }, 'exp.0.fonction', MSG.functionRequired],
    [{ exp: [{ ...EXPERIENCE, fonction: 'CP' }] }, 'exp.0.fonction', MSG.min3Invalid],
    [{ exp: [{ ...EXPERIENCE, description: undefined }] }, 'exp.0.description', MSG.descriptionRequired],
    [{ exp: [{ ...EXPERIENCE, description: '123456789' }] }, 'exp.0.description', MSG.descriptionInvalid],
    [{ exp: [{ ...EXPERIENCE, date_debut: '' }] }, 'exp.0.date_debut', MSG.startDateRequired],
    [{ exp: [{ ...EXPERIENCE, date_fin: undefined }] }, 'exp.0.date_fin', MSG.endDateRequired],
    [{ exp: [{ ...EXPERIENCE, date_fin: '2012-01-01' }] }, 'exp.0.date_fin', MSG.endBeforeStart],
    [{ exp: [{ ...EXPERIENCE, date_fin: 'en cours' }] }, 'exp.0.date_fin', MSG.dateInvalid],
    [{ exp: [{ ...EXPERIENCE, date_fin: '' }] }, 'exp.0.date_fin', MSG.endDateRequired],
    [{ exp: [{ ...EXPERIENCE, tech: ['React', 'react'] }] }, 'exp.0.tech', MSG.techDuplicate],
  ])('setCondExp %j → %s: %s', async (body, field, message) => {
    expectFieldError(await t.post('/api/cd/setCondExp', body, token), field, message);
  });

  it('keeps an ongoing experience (« en cours », date_fin null) and reads it back as such (issue 16)', async () => {
    const ongoing = { ...EXPERIENCE, entreprise: 'Poste actuel', date_fin: null };
    const res = await t.post('/api/cd/updateCondExp', { exp: [ongoing, EXPERIENCE] }, token);
    expect(res.statusCode, res.body).toBe(200);
    const me = (await t.post('/api/cd/getUserCondInf', { id: userId }, token)).json();
    expect(me.data.experiences).toEqual([
      { id: expect.any(Number), ...ongoing },
      { id: expect.any(Number), ...EXPERIENCE },
    ]);
  });

  it('accepts a description of exactly 10 characters', async () => {
    const res = await t.post('/api/cd/setCondExp', { exp: [{ ...EXPERIENCE, description: '1234567890' }] }, token);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('candidate onboarding: ownership, roles and the resume flags', () => {
  it('getUserCondInf answers 404 before the profile and 403 for another user id', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    expectFailure(await t.post('/api/cd/getUserCondInf', { id: candidate.user.id }, candidate.token), 'profile.not_found');
    const other = await makeUser(t.app.ctx, { role: 'condidat' });
    await onboardCandidate(t, other);
    expectFailure(await t.post('/api/cd/getUserCondInf', { id: other.user.id }, candidate.token), 'access.not_owner');
  });

  it('refuses clients, staff and anonymous callers on every /api/cd onboarding call', async () => {
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const admin = await makeUser(t.app.ctx, { role: 'root' });
    const img = await uploadPhoto(t.app, client.token);
    const calls: [string, unknown][] = [
      ['/api/cd/newCondinf', candidateProfileBody(img)],
      ['/api/cd/getUserCondInf', { id: client.user.id }],
      ['/api/cd/setCondForm', { frm: [FORMATION] }],
      ['/api/cd/setCondExp', { exp: [EXPERIENCE] }],
    ];
    for (const [url, body] of calls) {
      for (const who of [client, admin]) expectFailure(await t.post(url, body, who.token), 'auth.role_forbidden');
      expectFailure(await t.post(url, body), 'auth.unauthenticated');
    }
    const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM candidates WHERE user_id IN ($1, $2)', [
      client.user.id,
      admin.user.id,
    ]);
    expect(row?.n).toBe(0);
  });

  it('login and checkprofile tell where to resume: profile, then education, then experience', async () => {
    const candidate = await makeUser(t.app.ctx, { role: 'condidat' });
    const flags = async () => {
      const login = (await t.post('/api/users/login', { email: candidate.email, password: candidate.password })).json();
      const check = (await t.post('/api/users/checkprofile', {}, candidate.token)).json();
      expect(check.user).toEqual(login.user);
      const { profile_done, formation_done, exp_done } = login.user;
      return { profile_done, formation_done, exp_done };
    };
    expect(await flags()).toEqual({ profile_done: false, formation_done: false, exp_done: false });
    await onboardCandidate(t, candidate);
    expect(await flags()).toEqual({ profile_done: true, formation_done: false, exp_done: false });
    await t.post('/api/cd/setCondForm', { frm: [FORMATION] }, candidate.token);
    expect(await flags()).toEqual({ profile_done: true, formation_done: true, exp_done: false });
    await t.post('/api/cd/setCondExp', { exp: [EXPERIENCE] }, candidate.token);
    expect(await flags()).toEqual({ profile_done: true, formation_done: true, exp_done: true });
  });
});
