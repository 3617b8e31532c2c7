import type { CandidateProfile, ClientProfile, Experience, Formation } from '@passerelle/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { MadeUser } from './factories.js';
import { uploadPhoto } from './multipart.js';
import type { TestApp } from './test-app.js';

/** Valid onboarding bodies (SPEC §5) and helpers that take a user through onboarding by the API. */

export function clientProfileBody(overrides: Record<string, unknown> = {}) {
  return {
    nom: 'Durand',
    prenom: 'Claire',
    type_client: 'esn',
    nom_ent: 'Numérique Conseil',
    date_creation: '2015-03-12',
    tel: '01 23 45 67 89',
    resume: 'ESN lyonnaise spécialisée dans le cloud.',
    site_web: 'https://numerique-conseil.fr',
    secteur: 'Informatique',
    adresse: '4 place Bellecour',
    code_postal: '69002',
    ville: 'Lyon',
    siren: '552 100 554',
    ...overrides,
  };
}

export function candidateProfileBody(img: string, overrides: Record<string, unknown> = {}) {
  return {
    img,
    nom: 'Martin',
    prenom: 'Lucas',
    sex: 'male',
    date_naiss: '1990-07-14',
    tel: '06 12 34 56 78',
    resume: 'Développeur full stack.',
    niv_etude: 'bac+5',
    niv_exp: '1-10',
    titre: 'Développeur TypeScript',
    skills: ['TypeScript', 'Node.js'],
    dispo: '2026-09-01',
    ...overrides,
  };
}

export const FORMATION: Formation = {
  nom: "Diplôme d'ingénieur",
  ecole: 'INSA Lyon',
  date_debut: '2008-09-01',
  date_fin: '2013-06-30',
};

export const EXPERIENCE: Experience = {
  entreprise: 'Numérique Conseil',
  lieu: 'Lyon',
  date_debut: '2013-09-01',
  date_fin: '2020-12-31',
  domaine: 'Banque',
  fonction: 'Développeur',
  description: 'Refonte du portail client en React et Node.js.',
  tech: ['React', 'Node.js'],
};

/** The `data` of a 200 answer; anything else fails the test that called the helper. */
function okData<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`onboarding step failed: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

/** newclinf with an uploaded photo. */
export async function onboardClient(t: TestApp, who: MadeUser, overrides: Record<string, unknown> = {}): Promise<ClientProfile> {
  const img = await uploadPhoto(t.app, who.token);
  return okData(await t.post('/api/cl/newclinf', clientProfileBody({ img, ...overrides }), who.token));
}

/** newCondinf with an uploaded photo, then the education and experience steps unless told otherwise. */
export async function onboardCandidate(
  t: TestApp,
  who: MadeUser,
  steps: { formations?: Formation[]; experiences?: Experience[]; overrides?: Record<string, unknown> } = {},
): Promise<CandidateProfile> {
  const img = await uploadPhoto(t.app, who.token);
  const body = candidateProfileBody(img, steps.overrides);
  const profile = okData<CandidateProfile>(await t.post('/api/cd/newCondinf', body, who.token));
  if (steps.formations) okData(await t.post('/api/cd/setCondForm', { frm: steps.formations }, who.token));
  if (steps.experiences) okData(await t.post('/api/cd/setCondExp', { exp: steps.experiences }, who.token));
  return profile;
}

/** A valid 'Modifier mes info' body (SPEC §2) for this candidate record. */
export function condInfoBody(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    nom: 'Bernard',
    prenom: 'Inès',
    sex: 'female',
    date_naiss: '1992-02-29',
    resume: 'Développeuse back-end, dix ans de Java.',
    niv_etude: 'bac+8',
    niv_exp: '>10',
    titre: 'Architecte Java',
    skills: ['Java', 'Kafka', 'Élasticsearch'],
    dispo: '2026-11-02',
    ...overrides,
  };
}
