import { describe, expect, it } from 'vitest';
import { DATE_INCOMPLETE, isPlausibleBirthDate, parisToday } from '../dates.js';
import { MSG } from '../messages.js';
import { closeRequestSuccessBody, contactBody, setCandidateTjmBody } from './admin.js';
import { loginBody, registerBody } from './auth.js';
import { offerFields } from './offers.js';
import { experienceSchema, formationsBody, newCandidateProfileBody, newClientProfileBody } from './profiles.js';

/** The first message a schema gives for a field, as a form shows it. */
function messageFor(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
  field: string,
) {
  const result = schema.safeParse(value);
  return result.error?.issues.find((i) => i.path.map(String).join('.') === field)?.message;
}

describe('login and register (SPEC §5)', () => {
  it('gives the SPEC messages in order: required, then format', () => {
    expect(messageFor(loginBody, { password: 'abcdef' }, 'email')).toBe(MSG.emailRequired);
    expect(messageFor(loginBody, { email: '   ', password: 'abcdef' }, 'email')).toBe(MSG.emailRequired);
    expect(messageFor(loginBody, { email: 'x@', password: 'abcdef' }, 'email')).toBe(MSG.emailInvalid);
    expect(messageFor(loginBody, { email: 'x@y.fr', password: 'abc' }, 'password')).toBe(MSG.loginPasswordInvalid);
    expect(loginBody.parse({ email: ' Marie@Exemple.FR ', password: 'abcdef' }).email).toBe('marie@exemple.fr');
  });

  it('requires the terms and equal passwords', () => {
    const base = { type_cmpt: 'client', email: 'a@b.fr', password: 'abcdefg', confirmPassword: 'abcdefg', cgu: true };
    expect(registerBody.safeParse(base).success).toBe(true);
    expect(messageFor(registerBody, { ...base, cgu: undefined }, 'cgu')).toBe(MSG.termsRequired);
    expect(messageFor(registerBody, { ...base, confirmPassword: 'abcdefh' }, 'confirmPassword')).toBe(MSG.passwordsDiffer);
    expect(messageFor(registerBody, { ...base, type_cmpt: 'candidat' }, 'type_cmpt')).toBe(MSG.accountTypeRequired);
  });
});

describe('profiles (SPEC §5)', () => {
  const client = {
    nom: 'Durand',
    prenom: 'Claire',
    type_client: 'esn',
    nom_ent: 'Ax',
    date_creation: '2015-04-01',
    tel: '06 12 34 56 78',
    secteur: 'Conseil',
  };
  it('accepts a minimal client profile and names each broken rule', () => {
    expect(newClientProfileBody.safeParse(client).success).toBe(true);
    expect(messageFor(newClientProfileBody, { ...client, nom: 'Du' }, 'nom')).toBe(MSG.nomInvalid);
    expect(messageFor(newClientProfileBody, { ...client, nom_ent: 'A' }, 'nom_ent')).toBe(MSG.companyNameInvalid);
    expect(messageFor(newClientProfileBody, { ...client, secteur: 'IT' }, 'secteur')).toBe(MSG.sectorInvalid);
    expect(messageFor(newClientProfileBody, { ...client, tel: '0612' }, 'tel')).toBe(MSG.phoneInvalid);
    expect(messageFor(newClientProfileBody, { ...client, date_creation: '2015-02-30' }, 'date_creation')).toBe(MSG.dateInvalid);
    // A date typed in part is named as such, not taken for a missing or a wrong one.
    expect(messageFor(newClientProfileBody, { ...client, date_creation: DATE_INCOMPLETE }, 'date_creation')).toBe(
      MSG.dateIncomplete,
    );
    expect(messageFor(newClientProfileBody, { ...client, type_client: undefined }, 'type_client')).toBe(MSG.clientTypeRequired);
  });

  it('requires a candidate photo and at least one skill, without duplicates in any case or accent', () => {
    const candidate = {
      img: '/api/files/photos/abc.png',
      nom: 'Martin',
      prenom: 'Lucas',
      sex: 'male',
      date_naiss: '1990-05-12',
      tel: '0612345678',
      niv_etude: 'bac+5',
      niv_exp: '1-10',
      titre: 'Développeur React',
      skills: ['React', 'Node.js'],
      dispo: '2026-12-01',
    };
    expect(newCandidateProfileBody.safeParse(candidate).success).toBe(true);
    expect(messageFor(newCandidateProfileBody, { ...candidate, img: '' }, 'img')).toBe(MSG.photoRequired);
    expect(messageFor(newCandidateProfileBody, { ...candidate, skills: [] }, 'skills')).toBe(MSG.skillsRequired);
    expect(messageFor(newCandidateProfileBody, { ...candidate, skills: ['Réseau', 'reseau'] }, 'skills')).toBe(
      MSG.skillDuplicate,
    );
    expect(messageFor(newCandidateProfileBody, { ...candidate, titre: 'Do' }, 'titre')).toBe(MSG.min3Invalid);
    expect(messageFor(newCandidateProfileBody, { ...candidate, niv_exp: '2-5' }, 'niv_exp')).toBe(MSG.nivExpRequired);
  });

  it('refuses a birth date in the future or under 16 years ago (DECISIONS §4, issue 16)', () => {
    const today = parisToday();
    const [y, m, d] = today.split('-');
    const sixteenYearsAgo = `${Number(y) - 16}-${m}-${d}`;
    const candidate = { nom: 'Martin', prenom: 'Lucas', sex: 'male', niv_etude: 'bac+5', niv_exp: '1-10' };
    const base = { ...candidate, titre: 'Développeur', skills: ['React'], dispo: '2026-12-01', tel: '0612345678', img: '/x.png' };
    for (const date_naiss of ['2100-01-01', today, `${Number(y) - 15}-01-01`]) {
      expect(messageFor(newCandidateProfileBody, { ...base, date_naiss }, 'date_naiss')).toBe('Date de naissance non valide !');
    }
    expect(newCandidateProfileBody.safeParse({ ...base, date_naiss: sixteenYearsAgo }).success).toBe(true);
    expect(isPlausibleBirthDate('2010-06-15', '2026-06-14')).toBe(false);
    expect(isPlausibleBirthDate('2010-06-15', '2026-06-15')).toBe(true);
    expect(messageFor(newCandidateProfileBody, { ...base, date_naiss: '' }, 'date_naiss')).toBe(
      'Vous devez saisir votre date de naissance !',
    );
  });

  it('checks education and experience entries, dates in order', () => {
    expect(messageFor(formationsBody, { frm: [] }, 'frm')).toBe(MSG.formationsRequired);
    const frm = { nom: 'Master', ecole: 'ENSIMAG', date_debut: '2012-09-01', date_fin: '2010-06-30' };
    expect(messageFor(formationsBody, { frm: [frm] }, 'frm.0.date_fin')).toBe(MSG.endBeforeStart);
    const exp = {
      entreprise: 'Acme',
      lieu: 'Lyon',
      date_debut: '2020-01-01',
      date_fin: '2021-01-01',
      domaine: 'Web',
      fonction: 'Développeur',
      description: 'trop court',
    };
    expect(experienceSchema.safeParse(exp).success).toBe(true);
    expect(messageFor(experienceSchema, { ...exp, description: 'court' }, 'description')).toBe(MSG.descriptionInvalid);
  });
});

describe('amounts (SPEC §5)', () => {
  const offer = {
    titre: 'Dev',
    description: 'Une mission passionnante',
    date_debut: '2026-01-01',
    date_fin: '2026-06-30',
    tech: ['Go'],
  };
  it('budget: required, a number, 1 to 9 digits', () => {
    expect(messageFor(offerFields, { ...offer }, 'budget')).toBe(MSG.budgetRequired);
    expect(messageFor(offerFields, { ...offer, budget: 'abc' }, 'budget')).toBe(MSG.budgetNotNumber);
    expect(messageFor(offerFields, { ...offer, budget: 1_000_000_000 }, 'budget')).toBe(MSG.tjmInvalid);
    expect(messageFor(offerFields, { ...offer, budget: 12.5 }, 'budget')).toBe(MSG.tjmInvalid);
    expect(offerFields.parse({ ...offer, budget: '650' }).budget).toBe(650);
  });

  it('candidate TJM has its own "not a number" message', () => {
    expect(messageFor(setCandidateTjmBody, { id: 1, tjm: 'x' }, 'tjm')).toBe(MSG.tjmNotNumber);
    expect(setCandidateTjmBody.parse({ id: '3', tjm: '500' })).toEqual({ id: 3, tjm: 500 });
  });

  it('request TJM: at most 3 decimals', () => {
    const base = { id_dmd: 1, date_debut: '2026-01-01', date_fin: '2026-02-01' };
    expect(closeRequestSuccessBody.safeParse({ ...base, tjm: 3600.5 }).success).toBe(true);
    expect(closeRequestSuccessBody.safeParse({ ...base, tjm: '3600,125' }).success).toBe(true);
    expect(messageFor(closeRequestSuccessBody, { ...base, tjm: 3600.1234 }, 'tjm')).toBe(MSG.tjmDecimalInvalid);
    expect(messageFor(closeRequestSuccessBody, { ...base, tjm: 'dix' }, 'tjm')).toBe(MSG.tjmDecimalNotNumber);
  });
});

it('contact form: one message when a field is missing; an e-mail nobody could answer is refused (§6.9)', () => {
  expect(messageFor(contactBody, { fullname: 'A', subject: '', content: 'x' }, 'subject')).toBe(MSG.contactAllRequired);
  expect(contactBody.safeParse({ fullname: 'A', subject: 'B', content: 'C', email: 'camille@' }).success).toBe(false);
  expect(contactBody.safeParse({ fullname: 'A', subject: 'B', content: 'C', email: 'camille@exemple.fr' }).success).toBe(true);
});
