import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type Account, adminToken, signIn, verifiedAccount } from './support/accounts';
import { photo } from './support/forms';

/**
 * Data for the client journeys, made through the API as real users would: accounts registered and
 * verified by mail, onboarding by the API calls, validation by the administrator (POST /api/users/validate).
 */

async function post<T = { done: true; data: unknown }>(request: APIRequestContext, url: string, token: string, data: unknown) {
  const res = await request.post(url, { headers: { 'sb-tkn': token }, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function uploadPhoto(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.post('/api/upload', { headers: { 'sb-tkn': token }, multipart: { file: photo } });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

async function validate(request: APIRequestContext, userId: number): Promise<void> {
  await post(request, '/api/users/validate', await adminToken(request), { id: userId });
}

export interface SeededClient extends Account {
  clientId: number;
  prenom: string;
  company: string;
}

/** A client with its company profile; active (validated by the admin) unless told otherwise. */
export async function seedClient(
  request: APIRequestContext,
  options: { active?: boolean; prenom?: string; company?: string } = {},
): Promise<SeededClient> {
  const account = await verifiedAccount(request, 'client');
  const prenom = options.prenom ?? 'Claire';
  const company = options.company ?? 'Nuage Conseil';
  const img = await uploadPhoto(request, account.token);
  const { data } = await post<{ data: { id: number } }>(request, '/api/cl/newclinf', account.token, {
    img,
    nom: 'Durand',
    prenom,
    type_client: 'esn',
    nom_ent: company,
    date_creation: '2015-04-01',
    tel: '01 23 45 67 89',
    resume: 'ESN lyonnaise spécialisée dans le cloud et les applications web.',
    site_web: 'nuage-conseil.fr',
    secteur: 'Conseil en informatique',
  });
  if (options.active !== false) await validate(request, account.userId);
  return { ...account, clientId: data.id, prenom, company };
}

export interface CandidateSeed {
  prenom: string;
  nom: string;
  titre: string;
  skills: readonly string[];
  niv_exp?: '<1' | '1-10' | '>10';
  dispo?: string;
}

export interface SeededCandidate extends Account {
  candidateId: number;
  name: string;
}

/** An active candidate who went through the whole onboarding (profile, education, experience). */
export async function seedCandidate(request: APIRequestContext, seed: CandidateSeed): Promise<SeededCandidate> {
  const account = await verifiedAccount(request, 'condidat');
  const img = await uploadPhoto(request, account.token);
  const { data } = await post<{ data: { id: number } }>(request, '/api/cd/newCondinf', account.token, {
    img,
    nom: seed.nom,
    prenom: seed.prenom,
    sex: 'female',
    date_naiss: '1990-07-14',
    tel: '06 12 34 56 78',
    resume: `${seed.titre} depuis plusieurs années, habituée au travail à distance.\nAnglais courant.`,
    niv_etude: 'bac+5',
    niv_exp: seed.niv_exp ?? '1-10',
    titre: seed.titre,
    skills: seed.skills,
    dispo: seed.dispo ?? '2026-01-05',
  });
  await post(request, '/api/cd/setCondForm', account.token, {
    frm: [{ nom: "Diplôme d'ingénieur", ecole: 'INSA Lyon', date_debut: '2008-09-01', date_fin: '2013-06-30' }],
  });
  await post(request, '/api/cd/setCondExp', account.token, {
    exp: [
      {
        entreprise: 'Banque Horizon',
        lieu: 'Lyon',
        date_debut: '2014-01-06',
        date_fin: '2022-12-16',
        domaine: 'Banque',
        fonction: seed.titre,
        description: 'Refonte du portail client, en équipe distribuée.\nMise en production hebdomadaire.',
        tech: seed.skills.slice(0, 3),
      },
    ],
  });
  await validate(request, account.userId);
  return { ...account, candidateId: data.id, name: `${seed.prenom} ${seed.nom}` };
}

/**
 * Seeds each candidate not already on this worker's server: a retried test (or another test of the file)
 * finds them there. Matched on first and family name, as other journeys may share a family name.
 */
export async function seedCandidatesOnce(request: APIRequestContext, seeds: readonly CandidateSeed[]): Promise<void> {
  const admin = await adminToken(request);
  for (const seed of seeds) {
    const found = await post<{ data: { prenom: string; nom: string }[] }>(request, '/api/adm/getAllCond', admin, {
      search: seed.nom,
    });
    if (found.data.some((c) => c.prenom === seed.prenom && c.nom === seed.nom)) continue;
    await seedCandidate(request, seed);
  }
}

/** Clicks, counted: the promise (« a profile in 4 clicks ») is about clicks; typing and pasting are free. */
export function clickCounter() {
  let count = 0;
  return {
    async click(target: Locator) {
      count += 1;
      await target.click();
    },
    get count() {
      return count;
    },
  };
}

/** Signs in (support/accounts.ts signIn) and waits for the client's home. */
export async function loginClient(page: Page, client: SeededClient): Promise<void> {
  await signIn(page, client.email, client.password);
  await expect(page.getByRole('heading', { name: `Bonjour ${client.prenom} !` })).toBeVisible();
}

/** Calls an API route with a token, expecting 200. */
export const apiCall = post;

/**
 * Types a date into a MUI date field whose day section already has the focus (no click): what a user
 * does after the form put the caret there.
 */
export async function typeDate(page: Page, group: Locator, ddmmyyyy: string): Promise<void> {
  await expect(group.getByRole('spinbutton', { name: 'Jour' })).toBeFocused();
  await page.keyboard.type(ddmmyyyy.replace(/\D/g, ''), { delay: 20 });
  await expect(group).toContainText(ddmmyyyy);
}
