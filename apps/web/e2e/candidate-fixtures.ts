import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Account, adminToken, signIn, verifiedAccount } from './support/accounts';
import { photo } from './support/forms';

/**
 * Data for the candidate journeys, made through the API as real users would: accounts registered and
 * verified by mail, onboarding through its calls, validation by the administrator, offers published by
 * an active client.
 */

async function post<T = { data: unknown }>(request: APIRequestContext, url: string, token: string, data: unknown = {}) {
  const res = await request.post(url, { headers: { 'sb-tkn': token }, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export async function uploadPhoto(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.post('/api/upload', { headers: { 'sb-tkn': token }, multipart: { file: photo } });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

async function validate(request: APIRequestContext, userId: number): Promise<void> {
  await post(request, '/api/users/validate', await adminToken(request), { id: userId });
}

/** A small but real PDF, and a file one byte over the 2,000,000-byte limit (DECISIONS §4). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const cvPdf = { name: 'cv-ines-bernard.pdf', mimeType: 'application/pdf', buffer: PDF };
export const oversizedCv = {
  name: 'cv-trop-lourd.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([PDF, Buffer.alloc(2_000_001 - PDF.length)]),
};
export const notACv = { ...photo, name: 'photo.png' };

export interface SeededCandidate extends Account {
  candidateId: number;
}

/** A candidate through the whole onboarding; active (validated) and with a CV unless told otherwise. */
export async function seedCandidate(
  request: APIRequestContext,
  options: { active?: boolean; cv?: boolean } = {},
): Promise<SeededCandidate> {
  const account = await verifiedAccount(request, 'condidat');
  const img = await uploadPhoto(request, account.token);
  const { data } = await post<{ data: { id: number } }>(request, '/api/cd/newCondinf', account.token, {
    img,
    nom: 'Bernard',
    prenom: 'Inès',
    sex: 'female',
    date_naiss: '1991-03-08',
    tel: '06 12 34 56 78',
    resume: 'Développeuse full stack depuis huit ans.\nJ’aime les produits utiles et les équipes soudées.',
    niv_etude: 'bac+5',
    niv_exp: '1-10',
    titre: 'Développeuse full stack TypeScript',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
    dispo: '2026-12-01',
  });
  await post(request, '/api/cd/setCondForm', account.token, {
    frm: [{ nom: 'Master informatique', ecole: 'Université de Lyon', date_debut: '2012-09-01', date_fin: '2014-06-30' }],
  });
  await post(request, '/api/cd/setCondExp', account.token, {
    exp: [
      {
        entreprise: 'Acme Logiciels',
        lieu: 'Lyon',
        date_debut: '2014-09-01',
        date_fin: '2022-08-31',
        domaine: 'Développement web',
        fonction: 'Développeuse front-end',
        description: 'Refonte du site marchand en React.\nMise en place des tests de bout en bout.',
        tech: ['React', 'Playwright'],
      },
    ],
  });
  if (options.cv !== false) {
    const res = await request.post('/api/upload/cv', { headers: { 'sb-tkn': account.token }, multipart: { file: cvPdf } });
    expect(res.status()).toBe(200);
  }
  if (options.active !== false) await validate(request, account.userId);
  return { ...account, candidateId: data.id };
}

/** An active client with its company profile (no photo). */
export async function seedClient(request: APIRequestContext): Promise<Account & { clientId: number }> {
  const account = await verifiedAccount(request, 'client');
  const { data } = await post<{ data: { id: number } }>(request, '/api/cl/newclinf', account.token, {
    nom: 'Durand',
    prenom: 'Claire',
    type_client: 'esn',
    nom_ent: 'Nuage Conseil',
    date_creation: '2015-04-01',
    tel: '01 23 45 67 89',
    secteur: 'Conseil en informatique',
  });
  await validate(request, account.userId);
  return { ...account, clientId: data.id };
}

export interface OfferSeed {
  titre: string;
  description?: string;
  tech?: string[];
  date_debut?: string;
  date_fin?: string;
}

/** createOffre by this client; returns the offer's id. */
export async function publishOffer(
  request: APIRequestContext,
  client: Account & { clientId: number },
  seed: OfferSeed,
): Promise<number> {
  const { data } = await post<{ data: { id: number } }>(request, '/api/cl/createOffre', client.token, {
    titre: seed.titre,
    description:
      seed.description ??
      'Au sein d’une équipe produit de six personnes, vous ferez évoluer la plateforme de réservation.\nMission 100 % à distance.',
    budget: 550,
    date_debut: seed.date_debut ?? '2026-12-01',
    date_fin: seed.date_fin ?? '2027-05-31',
    tech: seed.tech ?? ['TypeScript', 'React'],
    client_id: client.clientId,
  });
  return data.id;
}

/** A word no other journey uses, so that a search finds this test's offers only. */
export function uniqueWord(prefix: string): string {
  const letters = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a');
  return `${prefix}${letters}`;
}

/** Signs in (support/accounts.ts signIn) and waits for the dashboard. */
export async function loginCandidate(page: Page, account: Account): Promise<void> {
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashb$/);
}
