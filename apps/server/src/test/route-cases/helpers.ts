import type { Role } from '@passerelle/shared';
import { candidateAlerts, clientAlerts, contactMessages } from '../../db/schema/index.js';
import { currentStep, totpAt } from '../../lib/totp.js';
import { insertInterview } from '../../modules/interviews/interviews.repository.js';
import { insertItem } from '../../modules/shortlists/shortlists.repository.js';
import { makeUser } from '../factories.js';
import { makeCandidate, makeMission, makeRequest } from '../marketplace.js';
import { makeCra, makeDocument, runningMission } from '../mission-work.js';
import { PDF, uploadFile } from '../multipart.js';
import { candidateProfileBody } from '../onboarding.js';
import { type ApiRequest, freshActor, type World } from '../security-world.js';

/** What the rows of route-cases/*.ts share: the row's shape, request builders, and the records they name. */

export type Build = (w: World, role: Role) => ApiRequest | Promise<ApiRequest>;

export interface RouteCase {
  /** A valid request for a caller of `role` (one of the route's roles; any role for a public route). */
  build: Build;
  /**
   * The same call by the route's first role naming a record of another owner of that role (another
   * client's offer, another candidate's record, another user's photo...); null when the route takes no owned id.
   */
  other: { build: Build } | null;
  /**
   * Company routes (first role client, issue 18): the valid request is also sent by a member of the same company
   * who is not its owner (`member`) and by a member of another company (`otherMember`); null when that cell does
   * not apply.
   */
  member?: null;
  otherMember?: null;
  /** For a link route whose token is not a link_tokens row (an invitation): a live token of the route. */
  linkToken?: (w: World) => Promise<string>;
}

export const PERIOD = { date_debut: '2026-10-01', date_fin: '2026-12-31' };
export const NEW_PASSWORD = 'Passerelle-Nouveau-2026!';
export const PASSWORDS = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

export const body = (value: unknown): ApiRequest => ({ body: value });
export const none: Build = () => ({});
export const empty: Build = () => body({});

/** A fresh account of the role with the second factor on; its secret. */
export async function withTwoFactor(w: World, role: Role) {
  const who = await freshActor(w, role);
  const setup = (await w.t.post('/api/users/twoFactorSetup', {}, who.token)).json();
  const enabled = await w.t.post('/api/users/twoFactorEnable', { code: totpAt(setup.secret, currentStep()) }, who.token);
  if (enabled.statusCode !== 200) throw new Error(`twoFactorEnable: ${enabled.body}`);
  return { who, secret: setup.secret as string };
}

/** A new alert of this client (or candidate) record, written directly: the 20-alert limit is the API's. */
export async function clientAlertOf(w: World, clientId: number): Promise<number> {
  const [row] = await w.t.app.ctx.db
    .insert(clientAlerts)
    .values({ clientId, skills: ['Rust'], skillsNorm: ['rust'] })
    .returning();
  return row?.id as number;
}
export async function candidateAlertOf(w: World, candidateId: number): Promise<number> {
  const [row] = await w.t.app.ctx.db
    .insert(candidateAlerts)
    .values({ candidateId, skills: ['Rust'], skillsNorm: ['rust'] })
    .returning();
  return row?.id as number;
}

/** A new message of the contact form, written directly: the form is rate-limited per address. */
export async function contactMessageOf(w: World): Promise<number> {
  const [row] = await w.t.app.ctx.db
    .insert(contactMessages)
    .values({ fullname: 'Jeanne Petit', subject: 'Question', content: 'Bonjour.', email: 'jeanne.petit@exemple.fr' })
    .returning();
  return row?.id as number;
}

/** A pending request of the first client, for a candidate of its own (one pending request per pair). */
export async function freshRequest(w: World) {
  const candidate = await makeCandidate(w.t.app.ctx);
  // Missions of 5,000 € or more need a verified URSSAF attestation (DECISIONS §6.4).
  await makeDocument(w.t.app.ctx, candidate.candidate.id);
  return makeRequest(w.t.app.ctx, w.client.client.id, candidate.candidate.id);
}

export const moderation = (etat: 'active' | 'pending' | 'blocked'): RouteCase => ({
  build: async (w) => body({ id: (await makeUser(w.t.app.ctx, { role: 'client', etat })).user.id }),
  // An administrator acts on clients and candidates only; nobody acts on a root account.
  other: { build: (w) => body({ id: w.root.user.id }) },
});

export const notifications = (area: 'cl' | 'cd' | 'adm'): Record<string, RouteCase> => ({
  [`POST /api/${area}/getMyNotif`]: { build: none, other: null },
  [`POST /api/${area}/setNotifRead`]: {
    build: empty,
    // Everyone's notifications are their own: "mark all read" is anyone's.
    other: { build: (w) => body({ id: w.foreignNotification[area] }) },
  },
});

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
export const slots = () => ({ creneaux: [inDays(3), inDays(4)], duree_min: 45, lien_visio: 'https://meet.exemple.fr/abc' });

export async function proposedInterview(w: World, candidateId: number): Promise<{ id: number; slot: string }> {
  const slot = inDays(5);
  const id = await insertInterview(w.t.app.ctx.db, {
    clientId: w.client.client.id,
    candidateId,
    creneaux: [new Date(slot)],
    dureeMin: 30,
  });
  return { id, slot };
}

export async function interviewOf(w: World, clientId: number, candidateId: number): Promise<number> {
  return insertInterview(w.t.app.ctx.db, { clientId, candidateId, creneaux: [new Date(inDays(6))], dureeMin: 60 });
}

/** A candidate on an offer's shortlist (written directly: the route is tested on its own row). */
export async function shortlistItemOf(w: World, offerId: number): Promise<number> {
  const candidate = await makeCandidate(w.t.app.ctx);
  return insertItem(w.t.app.ctx.db, { offerId, candidateId: candidate.candidate.id });
}

let counter = 0;
export function next(): number {
  counter += 1;
  return counter;
}

export function candidateInfo() {
  const { img: _img, tel: _tel, ...info } = candidateProfileBody('');
  return info;
}

export async function favouriteOf(w: World, owner: World['client']): Promise<number> {
  const candidate = await makeCandidate(w.t.app.ctx);
  const res = await w.t.post(
    '/api/cl/createFavoris',
    { id_client: owner.client.id, id_cond: candidate.candidate.id },
    owner.token,
  );
  return res.json().data.id;
}

export async function freshMission(w: World) {
  const candidate = await makeCandidate(w.t.app.ctx);
  await makeDocument(w.t.app.ctx, candidate.candidate.id);
  return makeMission(w.t.app.ctx, w.client.client.id, candidate.candidate.id);
}

/** A running mission of the first client and candidate ('own') or of the other ones ('other'). */
export function runningOf(w: World, whose: 'own' | 'other') {
  const [client, candidate] = whose === 'own' ? [w.client, w.candidate] : [w.otherClient, w.otherCandidate];
  return runningMission(w.t.app.ctx, client.client.id, candidate.candidate.id);
}

export async function craOf(w: World, whose: 'own' | 'other', etat: 'brouillon' | 'soumis') {
  return makeCra(w.t.app.ctx, (await runningOf(w, whose)).id, { etat });
}

/** An invoice of the first client ('own') or of the other one, issued by validating a submitted CRA. */
export async function invoiceOf(w: World, whose: 'own' | 'other'): Promise<number> {
  const cra = await craOf(w, whose, 'soumis');
  const client = whose === 'own' ? w.client : w.otherClient;
  const res = await w.t.post('/api/cl/validateCra', { id: cra.id }, client.token);
  if (res.statusCode !== 200) throw new Error(`validateCra: ${res.body}`);
  const list = (await w.t.post('/api/cl/getFactures', {}, client.token)).json();
  return list.factures[0].id;
}

/** A document the candidate uploaded (stored file) through the API; its id. */
export async function storedDocumentOf(w: World, token: string): Promise<number> {
  const res = await uploadFile(w.t.app, '/api/cd/uploadDocument', token, PDF, 'urssaf.pdf', 'application/pdf', {
    type: 'urssaf',
  });
  if (res.statusCode !== 200) throw new Error(`uploadDocument: ${res.body}`);
  return res.json().id;
}

/** A mission of the first client and candidate ('own') or of the other ones, ended today. */
export function endedOf(w: World, whose: 'own' | 'other') {
  const [client, candidate] = whose === 'own' ? [w.client, w.candidate] : [w.otherClient, w.otherCandidate];
  return makeMission(w.t.app.ctx, client.client.id, candidate.candidate.id, { etat: 'termine' });
}
