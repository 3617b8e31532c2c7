import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectFieldError } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { PDF, uploadFile, uploadPhoto } from '../../test/multipart.js';
import { type SignedUpCandidate, signUpCandidate, signUpClient } from '../../test/offers.js';
import { condInfoBody, EXPERIENCE, FORMATION, onboardCandidate } from '../../test/onboarding.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

interface CandidateColumns {
  nom: string;
  prenom: string;
  tel: string;
  img: string;
  titre: string;
  skills: string[];
  skills_norm: string[];
  tjm: number | null;
  active: boolean;
}

async function columns(userId: number): Promise<CandidateColumns> {
  const [row] = await t.database.query<CandidateColumns>(
    `SELECT u.nom, u.prenom, u.tel, u.img, c.titre, c.skills, c.skills_norm, c.tjm, c.active
       FROM users u JOIN candidates c ON c.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  if (!row) throw new Error('no candidate');
  return row;
}

describe('myprofile: the candidate reads its whole profile (SPEC §7)', () => {
  it('answers the profile with its education, experience and the CV status in user.cv', async () => {
    const me = await signUpCandidate(t);
    const res = await t.post('/api/cd/myprofile', { id: me.candidate.id }, me.who.token);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: me.candidate.id,
      nom: 'Martin',
      titre: me.candidate.titre,
      formations: [{ ...FORMATION, id: expect.any(Number) }],
      experiences: [{ ...EXPERIENCE, id: expect.any(Number) }],
      user: { id: me.who.user.id, cv: null, exp_done: true },
    });

    const cv = await uploadFile(t.app, '/api/upload/cv', me.who.token, PDF, 'cv.pdf', 'application/pdf');
    expect(cv.statusCode, cv.body).toBe(200);
    const after = (await t.post('/api/cd/myprofile', { id: String(me.candidate.id) }, me.who.token)).json();
    expect(after.data.user.cv).toBe(`/api/files/cv/${me.who.user.id}`);
  });

  it("refuses another candidate's record, a user id in place of the record id, and a candidate without profile (403)", async () => {
    const me = await signUpCandidate(t);
    const other = await signUpCandidate(t);
    expectFailure(await t.post('/api/cd/myprofile', { id: other.candidate.id }, me.who.token), 'access.not_owner');
    if (me.who.user.id !== me.candidate.id) {
      expectFailure(await t.post('/api/cd/myprofile', { id: me.who.user.id }, me.who.token), 'access.not_owner');
    }
    const fresh = await makeUser(t.app.ctx, { role: 'condidat' });
    expectFailure(await t.post('/api/cd/myprofile', { id: me.candidate.id }, fresh.token), 'access.not_owner');
    expectFieldError(await t.post('/api/cd/myprofile', { id: 'abc' }, me.who.token), 'id', MSG.invalidInput);
  });
});

describe("updateCondInfo: 'Modifier mes info' (SPEC §2, §7)", () => {
  it('writes names on the account and the rest on the record, and answers the new profile', async () => {
    const me = await signUpCandidate(t);
    const before = await columns(me.who.user.id);
    const res = await t.post('/api/cd/updateCondInfo', condInfoBody(me.candidate.id), me.who.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: true,
      data: {
        ...me.candidate,
        user: { ...me.candidate.user, nom: 'Bernard', prenom: 'Inès', formation_done: true, exp_done: true },
        nom: 'Bernard',
        prenom: 'Inès',
        sex: 'female',
        date_naissance: '1992-02-29',
        resume: 'Développeuse back-end, dix ans de Java.',
        niv_etude: 'bac+8',
        niv_exp: '>10',
        titre: 'Architecte Java',
        skills: ['Java', 'Kafka', 'Élasticsearch'],
        dispo: '2026-11-02',
        // Saving the availability confirms it again (DECISIONS §6.2).
        dispo_confirmee_le: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        formations: [{ ...FORMATION, id: expect.any(Number) }],
        experiences: [{ ...EXPERIENCE, id: expect.any(Number) }],
      },
    });
    // Phone and photo left out keep their values; TJM and the search's copy of the état are not part of the form.
    expect(await columns(me.who.user.id)).toEqual({
      ...before,
      nom: 'Bernard',
      prenom: 'Inès',
      titre: 'Architecte Java',
      skills: ['Java', 'Kafka', 'Élasticsearch'],
      // One key per skill: the canonical skill's (`Kafka` is Apache Kafka), else the tag's own normalised form.
      skills_norm: ['java', 'apache kafka', 'elasticsearch'],
    });
    const read = (await t.post('/api/cd/getUserCondInf', { id: me.who.user.id }, me.who.token)).json();
    expect(read.data).toEqual(res.json().data);
  });

  it('changes the phone, the photo (one the caller uploaded), the study and experience levels (DECISIONS §6.9)', async () => {
    const me = await signUpCandidate(t);
    const photo = await uploadPhoto(t.app, me.who.token);
    const res = await t.post(
      '/api/cd/updateCondInfo',
      condInfoBody(me.candidate.id, { tel: '07 11 22 33 44', img: photo, niv_etude: 'bac+3', niv_exp: '<1' }),
      me.who.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ img: photo, niv_etude: 'bac+3', niv_exp: '<1' });
    expect(await columns(me.who.user.id)).toMatchObject({ tel: '07 11 22 33 44', img: photo });
    // Same rules as onboarding: a wrong phone, another user's photo.
    expectFieldError(
      await t.post('/api/cd/updateCondInfo', condInfoBody(me.candidate.id, { tel: '12' }), me.who.token),
      'tel',
      MSG.phoneInvalid,
    );
    const other = await signUpCandidate(t);
    const theirs = await uploadPhoto(t.app, other.who.token);
    const stolen = await t.post('/api/cd/updateCondInfo', condInfoBody(me.candidate.id, { img: theirs }), me.who.token);
    expectFailure(stolen, 'upload.photo_missing');
    expect((await columns(me.who.user.id)).img).toBe(photo);
  });

  it('keeps skills_norm in step: the client search finds the new skills and no longer the old ones', async () => {
    const client = await signUpClient(t);
    const me = await signUpCandidate(t, 'active', { skills: ['Cobol'] });
    const found = async (skill: string) => {
      const res = await t.post('/api/cl/searchmatch', { skills: [skill] }, client.who.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().candidats.some((c: { id: number }) => c.id === me.candidate.id);
    };
    expect(await found('cobol')).toBe(true);
    await t.post('/api/cd/updateCondInfo', condInfoBody(me.candidate.id, { skills: ['Rust', 'Génie logiciel'] }), me.who.token);
    expect(await found('COBOL')).toBe(false);
    expect(await found('genie logiciel')).toBe(true);
  });

  it('an empty presentation is stored as none', async () => {
    const me = await signUpCandidate(t);
    const res = await t.post('/api/cd/updateCondInfo', condInfoBody(me.candidate.id, { resume: '' }), me.who.token);
    expect(res.json().data.resume).toBeNull();
  });

  it("refuses another candidate's record (403) and changes nothing", async () => {
    const me = await signUpCandidate(t);
    const other = await signUpCandidate(t);
    const before = await columns(other.who.user.id);
    expectFailure(await t.post('/api/cd/updateCondInfo', condInfoBody(other.candidate.id), me.who.token), 'access.not_owner');
    expect(await columns(other.who.user.id)).toEqual(before);
  });

  describe('every message of the edit-info panel (SPEC §5), checked by the server', () => {
    let me: SignedUpCandidate;
    beforeAll(async () => {
      me = await signUpCandidate(t);
    });

    it.each([
      ['nom', undefined, MSG.nomRequired],
      ['nom', '  ', MSG.nomRequired],
      ['nom', 'Li', MSG.nomInvalid],
      ['prenom', undefined, MSG.prenomRequired],
      ['prenom', 'Al', MSG.prenomInvalid],
      ['sex', undefined, MSG.sexRequired],
      ['sex', 'autre', MSG.sexRequired],
      ['niv_etude', undefined, MSG.nivEtudeRequired],
      ['niv_etude', 'bac+2', MSG.nivEtudeRequired],
      ['niv_exp', undefined, MSG.nivExpRequired],
      ['niv_exp', '3', MSG.nivExpRequired],
      ['date_naiss', undefined, MSG.birthDateRequired],
      ['date_naiss', '', MSG.birthDateRequired],
      ['date_naiss', '1990-02-30', MSG.dateInvalid],
      ['titre', undefined, MSG.titreRequired],
      ['titre', 'QA', MSG.min3Invalid],
      ['dispo', undefined, MSG.dispoRequired],
      ['dispo', '', MSG.dispoRequired],
      ['skills', [], MSG.skillsRequired],
      ['skills', ['Java', 'JAVA '], MSG.skillDuplicate],
      ['id', undefined, MSG.invalidInput],
    ])('%s = %j → %s', async (field, value, message) => {
      const before = await columns(me.who.user.id);
      const res = await t.post('/api/cd/updateCondInfo', condInfoBody(me.candidate.id, { [field]: value }), me.who.token);
      expectFieldError(res, field, message);
      expect(await columns(me.who.user.id)).toEqual(before);
    });
  });
});

describe('updateCondForm and updateCondExp: the dashboard editors (SPEC §2, §7)', () => {
  it('replace the whole lists, in the order given', async () => {
    const me = await signUpCandidate(t);
    const frm = ['Doctorat', 'Master'].map((nom) => ({ ...FORMATION, nom }));
    expect((await t.post('/api/cd/updateCondForm', { frm }, me.who.token)).json()).toEqual({ done: true });
    const exp = [
      { ...EXPERIENCE, entreprise: 'Banque Alpine' },
      { ...EXPERIENCE, entreprise: 'Assurances du Rhône', tech: [] },
    ];
    expect((await t.post('/api/cd/updateCondExp', { exp }, me.who.token)).json()).toEqual({ done: true });
    const { data } = (await t.post('/api/cd/myprofile', { id: me.candidate.id }, me.who.token)).json();
    expect(data.formations.map((f: { nom: string }) => f.nom)).toEqual(['Doctorat', 'Master']);
    expect(data.experiences.map((e: { entreprise: string }) => e.entreprise)).toEqual(['Banque Alpine', 'Assurances du Rhône']);
  });

  it('follow the onboarding rules: at least one entry, each field checked, and nothing written when refused', async () => {
    const me = await signUpCandidate(t);
    expectFieldError(await t.post('/api/cd/updateCondForm', { frm: [] }, me.who.token), 'frm', MSG.formationsRequired);
    expectFieldError(await t.post('/api/cd/updateCondExp', { exp: [] }, me.who.token), 'exp', MSG.experiencesRequired);
    expectFieldError(
      await t.post('/api/cd/updateCondForm', { frm: [{ ...FORMATION, date_fin: '2000-01-01' }] }, me.who.token),
      'frm.0.date_fin',
      MSG.endBeforeStart,
    );
    expectFieldError(
      await t.post('/api/cd/updateCondExp', { exp: [{ ...EXPERIENCE, description: 'court' }] }, me.who.token),
      'exp.0.description',
      MSG.descriptionInvalid,
    );
    const { data } = (await t.post('/api/cd/myprofile', { id: me.candidate.id }, me.who.token)).json();
    expect(data.formations).toHaveLength(1);
    expect(data.experiences).toHaveLength(1);
  });

  it('need the profile first (409)', async () => {
    const fresh = await makeUser(t.app.ctx, { role: 'condidat' });
    expectFailure(await t.post('/api/cd/updateCondForm', { frm: [FORMATION] }, fresh.token), 'profile.required_first');
    expectFailure(await t.post('/api/cd/updateCondExp', { exp: [EXPERIENCE] }, fresh.token), 'profile.required_first');
  });

  it("only touch the caller's own lists", async () => {
    const me = await makeUser(t.app.ctx, { role: 'condidat' });
    await onboardCandidate(t, me, { formations: [FORMATION] });
    const other = await signUpCandidate(t);
    await t.post('/api/cd/updateCondForm', { frm: [{ ...FORMATION, nom: 'BTS SIO' }] }, me.token);
    const theirs = (await t.post('/api/cd/myprofile', { id: other.candidate.id }, other.who.token)).json();
    expect(theirs.data.formations.map((f: { nom: string }) => f.nom)).toEqual([FORMATION.nom]);
  });
});

describe('roles: the profile edit calls are for candidates only', () => {
  it('refuses clients and staff (403) and anonymous callers (401)', async () => {
    const me = await signUpCandidate(t);
    const client = await makeUser(t.app.ctx, { role: 'client' });
    const admin = await makeUser(t.app.ctx, { role: 'admin' });
    const calls: [string, unknown][] = [
      ['/api/cd/myprofile', { id: me.candidate.id }],
      ['/api/cd/updateCondInfo', condInfoBody(me.candidate.id)],
      ['/api/cd/updateCondForm', { frm: [FORMATION] }],
      ['/api/cd/updateCondExp', { exp: [EXPERIENCE] }],
    ];
    for (const [url, body] of calls) {
      for (const who of [client, admin]) expectFailure(await t.post(url, body, who.token), 'auth.role_forbidden');
      expectFailure(await t.post(url, body), 'auth.unauthenticated');
    }
    expect((await columns(me.who.user.id)).nom).toBe('Martin');
  });
});
