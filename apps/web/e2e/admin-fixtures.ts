import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type Account, adminToken, signIn, verifiedAccount } from './support/accounts';
import { E2E } from './support/env';
import { photo } from './support/forms';

/**
 * Data for the admin journeys, made through the API as the users themselves would (register, verify,
 * onboard, publish, request). Registrations are limited per address (20 / 15 min): each spec makes few.
 */

let sequence = 0;
/** A name no other run of the journeys has used (the e2e database lives for one run). */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36).slice(-4)}${sequence}`;
}

/** POST with a session; fails the test unless the answer is 200. */
export async function call<T = { done: true; data: unknown }>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown = {},
): Promise<T> {
  const res = await request.post(path, { headers: { 'sb-tkn': token }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export interface OnboardedClient extends Account {
  clientId: number;
  company: string;
}

/** A verified client account with its company profile; pending until the staff validate it. */
export async function onboardedClient(request: APIRequestContext, company = unique('Atelier')): Promise<OnboardedClient> {
  const account = await verifiedAccount(request, 'client');
  const profile = await call<{ data: { id: number } }>(request, account.token, '/api/cl/newclinf', {
    nom: 'Durand',
    prenom: 'Claire',
    type_client: 'esn',
    nom_ent: company,
    date_creation: '2015-03-12',
    tel: '01 23 45 67 89',
    resume: 'ESN lyonnaise spécialisée dans le cloud et les données.',
    site_web: 'numerique-conseil.fr',
    secteur: 'Informatique',
    // Its invoices need them (issue 19: a CRA is validated only for a company that gave them).
    adresse: '8 rue des Lilas',
    code_postal: '69003',
    ville: 'Lyon',
    siren: '552100554',
  });
  return { ...account, clientId: profile.data.id, company };
}

const CV = {
  name: 'cv-lea.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

export interface OnboardedCandidate extends Account {
  candidateId: number;
  titre: string;
  nom: string;
  prenom: string;
}

/** A verified candidate with photo, profile, one education, one experience and a CV; pending until validated. */
export async function onboardedCandidate(
  request: APIRequestContext,
  titre = unique('Développeuse React'),
): Promise<OnboardedCandidate> {
  const account = await verifiedAccount(request, 'condidat');
  const headers = { 'sb-tkn': account.token };
  const upload = await request.post('/api/upload', { headers, multipart: { file: photo } });
  expect(upload.status(), await upload.text()).toBe(200);
  const img = (await upload.json()).data as string;
  const profile = await call<{ data: { id: number } }>(request, account.token, '/api/cd/newCondinf', {
    img,
    nom: 'Lovelace',
    prenom: 'Ada',
    sex: 'female',
    date_naiss: '1990-07-14',
    tel: '06 12 34 56 78',
    resume: 'Développeuse front-end, dix ans de React.',
    niv_etude: 'bac+5',
    niv_exp: '1-10',
    titre,
    skills: ['React', 'TypeScript'],
    dispo: '2026-09-01',
  });
  await call(request, account.token, '/api/cd/setCondForm', {
    frm: [{ nom: "Diplôme d'ingénieur", ecole: 'INSA Lyon', date_debut: '2008-09-01', date_fin: '2013-06-30' }],
  });
  await call(request, account.token, '/api/cd/setCondExp', {
    exp: [
      {
        entreprise: 'Numérique Conseil',
        lieu: 'Lyon',
        date_debut: '2013-09-01',
        date_fin: '2020-12-31',
        domaine: 'Banque',
        fonction: 'Développeuse',
        description: 'Refonte du portail client en React et Node.js.',
        tech: ['React', 'Node.js'],
      },
    ],
  });
  const cv = await request.post('/api/upload/cv', { headers, multipart: { file: CV } });
  expect(cv.status(), await cv.text()).toBe(200);
  return { ...account, candidateId: profile.data.id, titre, nom: 'Lovelace', prenom: 'Ada' };
}

/** Validates accounts as the staff (so that they may publish, request and apply). */
export async function validate(request: APIRequestContext, ...userIds: number[]): Promise<void> {
  const token = await adminToken(request);
  for (const id of userIds) await call(request, token, '/api/users/validate', { id });
}

/** A minimal PDF (its content says PDF: the server checks content, not names). */
export const minimalPdf = {
  name: 'attestation-urssaf.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

/**
 * The candidate sends an URSSAF attestation and the staff verify it: missions of 5,000 € or more can then
 * be created for this candidate (DECISIONS §6.4, the devoir de vigilance).
 */
export async function verifiedUrssaf(request: APIRequestContext, candidateToken: string): Promise<void> {
  const res = await request.post('/api/cd/uploadDocument', {
    headers: { 'sb-tkn': candidateToken },
    multipart: { type: 'urssaf', file: minimalPdf },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()) as { id: number };
  await call(request, await adminToken(request), '/api/adm/verifyDocument', { id, valide: true });
}

/** Signs root in (support/accounts.ts signIn) and opens an admin screen from the sidebar. */
export async function openAsRoot(page: Page, menuItem?: string): Promise<void> {
  await signIn(page, E2E.adminEmail, E2E.adminPassword);
  await expect(page).toHaveURL(/\/dashb$/);
  if (menuItem) await menu(page).getByRole('link', { name: menuItem, exact: true }).click();
}

export function menu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menu du tableau de bord' });
}

/** The side panel's account actions, which stay in sight at its foot. */
export function accountActions(page: Page): Locator {
  return page.getByRole('region', { name: 'Actions sur le compte' });
}
