import type { NivExp, UserEtat } from '@passerelle/shared';
import type { AppContext } from '../context.js';
import { applications, candidateRequests, missions, offers } from '../db/schema/index.js';
import { newLinkToken } from '../lib/tokens.js';
import { updateUser } from '../modules/accounts/accounts.repository.js';
import {
  type CandidateRow,
  type ClientRow,
  insertCandidate,
  insertClient,
  replaceExperiences,
  replaceFormations,
} from '../modules/profiles/profiles.repository.js';
import { skillColumns, techColumns } from '../modules/skills/skill-keys.js';
import { insertInvitation, insertMember } from '../modules/teams/teams.repository.js';
import { INVITATION_TTL_MS } from '../modules/teams/teams.service.js';
import { type MadeUser, makeUser, uniqueEmail } from './factories.js';

/**
 * Marketplace test data written straight to the database: clients, candidates, offers (the offers API
 * is another module's), applications, requests and missions. Profiles go through the same repository
 * functions as the onboarding, so the search's columns (skills_norm, active) are what the app writes.
 */

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export interface MadeClient extends MadeUser {
  client: ClientRow;
}

/** The billing identity test companies have (a SIREN whose Luhn key is right). */
const TEST_BILLING = { adresse: '8 rue des Lilas', codePostal: '69003', ville: 'Lyon', siren: '552100554' } as const;

export async function makeClient(
  ctx: AppContext,
  options: {
    etat?: UserEtat;
    nomEntreprise?: string;
    nom?: string;
    prenom?: string;
    /** false: a company that has not given its billing address and SIREN (as those created before issue 19). */
    billing?: boolean;
  } = {},
): Promise<MadeClient> {
  const made = await makeUser(ctx, { role: 'client', etat: options.etat ?? 'active' });
  const n = next();
  const client = await insertClient(ctx.db, {
    userId: made.user.id,
    typeClient: 'esn',
    nomEntreprise: options.nomEntreprise ?? `Entreprise ${n}`,
    dateCreation: '2015-03-12',
    resume: null,
    siteWeb: 'https://exemple.fr',
    secteur: 'Informatique',
    ...(options.billing === false ? {} : TEST_BILLING),
  });
  const user = await updateUser(ctx.db, made.user.id, {
    nom: options.nom ?? 'Durand',
    prenom: options.prenom ?? 'Claire',
    tel: '01 23 45 67 89',
    profileDone: true,
  });
  return { ...made, user: user ?? made.user, client };
}

/** A member (not the owner) of a company, as joinTeam makes one: verified, profile done, the company's état. */
export async function makeMember(
  ctx: AppContext,
  clientId: number,
  options: { etat?: UserEtat; nom?: string; prenom?: string } = {},
): Promise<MadeUser> {
  const made = await makeUser(ctx, { role: 'client', etat: options.etat ?? 'active' });
  await insertMember(ctx.db, { userId: made.user.id, clientId, owner: false });
  const user = await updateUser(ctx.db, made.user.id, {
    nom: options.nom ?? 'Moreau',
    prenom: options.prenom ?? 'Hugo',
    profileDone: true,
  });
  return { ...made, user: user ?? made.user };
}

/** A pending invitation to a company, and the token its link carries. */
export async function makeInvitation(
  ctx: AppContext,
  clientId: number,
  options: { email?: string; expiresAt?: Date } = {},
): Promise<{ id: number; token: string; email: string }> {
  const { token, hash } = newLinkToken();
  const email = options.email ?? uniqueEmail('invite');
  const row = await insertInvitation(ctx.db, {
    clientId,
    email,
    tokenHash: hash,
    expiresAt: options.expiresAt ?? new Date(Date.now() + INVITATION_TTL_MS),
  });
  return { id: row.id, token, email };
}

export interface CandidateOptions {
  etat?: UserEtat;
  nom?: string;
  prenom?: string;
  titre?: string;
  skills?: string[];
  nivExp?: NivExp;
  dispo?: string;
  joursSemaine?: number;
  /** When the availability was last confirmed (now by default). */
  dispoConfirmeeLe?: Date;
  tjm?: number | null;
  /** Number of education and experience entries to write (1 each by default). */
  entries?: number;
  /** The technologies of each experience (the skills by default). */
  experienceTech?: string[];
  /** The experiences' dates (2014-01-01 to 2020-12-31 by default; dateFin null: ongoing). */
  experienceDates?: { dateDebut: string; dateFin: string | null };
}

export interface MadeCandidate extends MadeUser {
  candidate: CandidateRow;
}

export const CANDIDATE_TEL = '06 98 76 54 32';

export async function makeCandidate(ctx: AppContext, options: CandidateOptions = {}): Promise<MadeCandidate> {
  const etat = options.etat ?? 'active';
  const made = await makeUser(ctx, { role: 'condidat', etat });
  const candidate = await insertCandidate(ctx.db, {
    userId: made.user.id,
    titre: options.titre ?? 'Développeur',
    sex: 'female',
    dateNaissance: '1990-01-01',
    nivEtude: 'bac+5',
    nivExp: options.nivExp ?? '1-10',
    resume: 'Développeuse passionnée.',
    ...skillColumns(ctx.skills.known, options.skills ?? ['TypeScript']),
    dispo: options.dispo ?? '2026-09-01',
    joursSemaine: options.joursSemaine ?? 5,
    dispoConfirmeeLe: options.dispoConfirmeeLe ?? new Date(),
    tjm: options.tjm ?? null,
    active: etat === 'active',
  });
  const user = await updateUser(ctx.db, made.user.id, {
    nom: options.nom ?? 'Martin',
    prenom: options.prenom ?? 'Léa',
    tel: CANDIDATE_TEL,
    img: '/api/files/photos/test.png',
    cvKey: `cv/${made.user.id}.pdf`,
    cvName: 'cv.pdf',
    cvType: 'application/pdf',
    profileDone: true,
    formationDone: true,
    expDone: true,
  });
  const count = options.entries ?? 1;
  const range = Array.from({ length: count }, (_, i) => i);
  await replaceFormations(
    ctx.db,
    candidate.id,
    range.map((i) => ({ nom: `Master ${i + 1}`, ecole: 'INSA Lyon', dateDebut: '2008-09-01', dateFin: '2013-06-30' })),
  );
  await replaceExperiences(
    ctx.db,
    candidate.id,
    range.map((i) => ({
      entreprise: `Société ${i + 1}`,
      lieu: 'Lyon',
      dateDebut: options.experienceDates?.dateDebut ?? '2014-01-01',
      dateFin: options.experienceDates ? options.experienceDates.dateFin : '2020-12-31',
      domaine: 'Banque',
      fonction: 'Développeuse',
      description: 'Refonte du portail client.',
      ...techColumns(ctx.skills.known, options.experienceTech ?? options.skills ?? ['TypeScript']),
    })),
  );
  return { ...made, user: user ?? made.user, candidate };
}

export type OfferRow = typeof offers.$inferSelect;

export async function makeOffer(
  ctx: AppContext,
  clientId: number,
  options: {
    titre?: string;
    tech?: string[];
    etat?: 'ouvert' | 'en_cours' | 'ferme';
    isblocked?: boolean;
    dateDebut?: string;
  } = {},
): Promise<OfferRow> {
  const { tech, techNorm } = techColumns(ctx.skills.known, options.tech ?? ['TypeScript']);
  const [row] = await ctx.db
    .insert(offers)
    .values({
      clientId,
      titre: options.titre ?? `Offre ${next()}`,
      description: 'Une mission passionnante à distance.',
      budget: 600,
      dateDebut: options.dateDebut ?? '2026-10-01',
      dateFin: '2027-03-31',
      tech,
      techNorm,
      etat: options.etat ?? 'ouvert',
      isblocked: options.isblocked ?? false,
    })
    .returning();
  if (!row) throw new Error('insert offers returned nothing');
  return row;
}

export async function makeApplication(ctx: AppContext, offerId: number, candidateId: number) {
  const [row] = await ctx.db.insert(applications).values({ offerId, candidateId }).returning();
  if (!row) throw new Error('insert applications returned nothing');
  return row;
}

export async function makeRequest(
  ctx: AppContext,
  clientId: number,
  candidateId: number,
  options: { offerId?: number; etat?: 'en_attente' | 'ferme_success' | 'ferme_fail' } = {},
) {
  const [row] = await ctx.db
    .insert(candidateRequests)
    .values({
      clientId,
      candidateId,
      offerId: options.offerId ?? null,
      dateDebut: '2026-10-01',
      dateFin: '2026-12-31',
      etat: options.etat ?? 'en_attente',
    })
    .returning();
  if (!row) throw new Error('insert candidate_requests returned nothing');
  return row;
}

export async function makeMission(
  ctx: AppContext,
  clientId: number,
  candidateId: number,
  options: { etat?: 'en_attente' | 'en_cours' | 'termine'; tjm?: string; tjmCandidat?: string } = {},
) {
  const [row] = await ctx.db
    .insert(missions)
    .values({
      clientId,
      candidateId,
      dateDebut: '2026-10-01',
      dateFin: '2026-12-31',
      tjm: options.tjm ?? '600.000',
      tjmCandidat: options.tjmCandidat ?? options.tjm ?? '600.000',
      etat: options.etat ?? 'en_attente',
    })
    .returning();
  if (!row) throw new Error('insert missions returned nothing');
  return row;
}

/** A count from the test database (`SELECT count(*)::int AS n …`). */
export async function countRows(
  database: { query: <T>(text: string, params?: unknown[]) => Promise<T[]> },
  text: string,
  params: unknown[] = [],
) {
  const [row] = await database.query<{ n: number }>(text, params);
  return row?.n ?? -1;
}

/** Fails when a client-facing payload carries a candidate's contact data (DECISIONS §5). */
export function contactLeaks(payload: string, candidate: MadeCandidate): string[] {
  const leaks: string[] = [];
  if (payload.includes(candidate.email)) leaks.push('email');
  if (payload.includes(CANDIDATE_TEL)) leaks.push('tel');
  if (payload.includes('/api/files/cv')) leaks.push('cv');
  for (const key of ['"email"', '"tel"', '"cv"', '"user"', '"date_naissance"']) if (payload.includes(key)) leaks.push(key);
  return leaks;
}
