import {
  ALERTS_MAX,
  type CandidateAlertsResponse,
  type ClientAlertsResponse,
  type CreateCandidateAlertBody,
  type CreateClientAlertBody,
  MSG,
  matchParts,
  type NivExp,
  paths,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, invalidInput } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCandidate, callerCompany } from '../access/access.service.js';
import { html } from '../notifications/notification-html.js';
import { announce, type NewNotification, notify } from '../notifications/notifications.service.js';
import { offerSearch } from '../offers/offers.service.js';
import { alertSkillColumns } from '../skills/skill-keys.js';
import * as repo from './alerts.repository.js';

/**
 * Alerts on both sides (DECISIONS §6.2). A client saves the search form's criteria with a minimum score;
 * a candidate saves an offer search. Matching runs after the commit of the write that may make a match
 * (alerts.routes.ts listens to the domain events), so that the write itself never waits for it, and each
 * (alert, match) pair is notified once ever: a hit row is claimed in the statement that finds it.
 */

/** The caller's company (any member's: its alerts are the company's) or candidate record; none yet: finish the profile. */
const ownCompany = (db: Db, auth: AuthContext) => callerCompany(db, auth, { refusal: 'profile.required_first' });
const ownCandidate = (db: Db, auth: AuthContext) => callerCandidate(db, auth, { refusal: 'profile.required_first' });

/** createAlerte (client): at most ALERTS_MAX per company; counted under a lock so that two calls cannot pass 20. */
export async function createClientAlert(ctx: AppContext, auth: AuthContext, body: CreateClientAlertBody): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    // Each skill once, keyed with the vocabulary of this transaction: first, before the client's lock
    // (skill-catalog.ts: a staff change waits for this write, or this write resolves with the change).
    const vocab = await ctx.skills.forWrite(tx);
    const skills = alertSkillColumns(vocab, body.skills);
    // The nice-to-have skills, each once, none of the required ones (searchmatch drops them the same way).
    const plus = alertSkillColumns(vocab, body.skills_plus ?? []);
    const plusKept = plus.skillsNorm
      .map((key, i) => [key, plus.skills[i] as string] as const)
      .filter(([key]) => !skills.skillsNorm.includes(key));
    const client = await ownCompany(tx, auth);
    await repo.lockClient(tx, client.id);
    if ((await repo.countClientAlerts(tx, client.id)) >= ALERTS_MAX) throw fail('alert.limit');
    const row = await repo.insertClientAlert(tx, {
      clientId: client.id,
      ...skills,
      skillsPlus: plusKept.map(([, tag]) => tag),
      skillsPlusNorm: plusKept.map(([key]) => key),
      nivExp: body.niv_exp || null,
      dateDispo: body.date_dispo || null,
      minScore: body.min_score,
    });
    return row.id;
  });
}

export async function listClientAlerts(ctx: AppContext, auth: AuthContext): Promise<ClientAlertsResponse> {
  const client = await ownCompany(ctx.db, auth);
  const rows = await repo.listClientAlerts(ctx.db, client.id);
  return {
    done: true,
    alertes: rows.map((row) => ({
      id: row.id,
      skills: row.skills,
      skills_plus: row.skillsPlus,
      niv_exp: (row.nivExp as NivExp | null) ?? null,
      date_dispo: row.dateDispo,
      min_score: row.minScore,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** deleteAlerte: another company's alert is as unknown as a missing one (404). */
export async function deleteClientAlert(ctx: AppContext, auth: AuthContext, id: number): Promise<void> {
  const client = await ownCompany(ctx.db, auth);
  if (!(await repo.deleteClientAlert(ctx.db, client.id, id))) throw fail('alert.not_found');
}

/** A search text the offers search reads as a filter: words or skills (« !!! » is none: no filter at all). */
async function searchesSomething(ctx: AppContext, text: string | null | undefined): Promise<boolean> {
  const terms = await offerSearch(ctx, text ?? undefined);
  return Boolean(terms && (terms.words.length > 0 || terms.skills.length > 0));
}

export async function createCandidateAlert(ctx: AppContext, auth: AuthContext, body: CreateCandidateAlertBody): Promise<number> {
  // A text that filters nothing is no criterion: alone, refused as no text at all; beside skills, left out.
  const search = (await searchesSomething(ctx, body.search)) ? (body.search as string) : null;
  if (!search && (body.skills?.length ?? 0) === 0) throw invalidInput({ search: MSG.alertNoCriteria });
  return ctx.db.transaction(async (tx) => {
    // As createClientAlert: the vocabulary lock first, then the candidate's.
    const skills = alertSkillColumns(await ctx.skills.forWrite(tx), body.skills ?? []);
    const candidate = await ownCandidate(tx, auth);
    await repo.lockCandidate(tx, candidate.id);
    if ((await repo.countCandidateAlerts(tx, candidate.id)) >= ALERTS_MAX) throw fail('alert.limit');
    const row = await repo.insertCandidateAlert(tx, {
      candidateId: candidate.id,
      search,
      ...skills,
    });
    return row.id;
  });
}

export async function listCandidateAlerts(ctx: AppContext, auth: AuthContext): Promise<CandidateAlertsResponse> {
  const candidate = await ownCandidate(ctx.db, auth);
  const rows = await repo.listCandidateAlerts(ctx.db, candidate.id);
  return {
    done: true,
    alertes: rows.map((row) => ({ id: row.id, search: row.search, skills: row.skills, createdAt: row.createdAt.toISOString() })),
  };
}

export async function deleteCandidateAlert(ctx: AppContext, auth: AuthContext, id: number): Promise<void> {
  const candidate = await ownCandidate(ctx.db, auth);
  if (!(await repo.deleteCandidateAlert(ctx.db, candidate.id, id))) throw fail('alert.not_found');
}

/**
 * Who in the company is told of a client alert's match: THE one place that decides it. Today the
 * client record's user; with client teams (issue 18) every member of the company.
 */
async function alertRecipients(db: Db, clientIds: readonly number[]): Promise<Map<number, number[]>> {
  const recipients = new Map<number, number[]>();
  for (const { clientId, userId } of await repo.clientUsers(db, [...new Set(clientIds)])) {
    recipients.set(clientId, [...(recipients.get(clientId) ?? []), userId]);
  }
  return recipients;
}

/** An alert as its company reads it in a notice: its skills, then its nice-to-have ones. */
function alertName(alert: { skills: string[]; skillsPlus: string[] }): string {
  const plus = alert.skillsPlus.length > 0 ? ` ; un plus : ${alert.skillsPlus.join(', ')}` : '';
  return `${alert.skills.join(', ')}${plus}`;
}

/** The search page with the alert's criteria (the notification's url re-opens the search). */
function searchUrlOf(alert: { skills: string[]; skillsPlus: string[]; nivExp: string | null; dateDispo: string | null }): string {
  // The search page's own parameters (web: features/client-search): t per skill, p per nice-to-have one, exp, dispo.
  const params = new URLSearchParams();
  for (const skill of alert.skills) params.append('t', skill);
  for (const skill of alert.skillsPlus) params.append('p', skill);
  if (alert.nivExp) params.set('exp', alert.nivExp);
  if (alert.dateDispo) params.set('dispo', alert.dateDispo);
  return `${paths.dashboard.client.search}?${params.toString()}`;
}

/** After a candidate changed (became active, skills or availability saved): the client alerts it now meets. */
export async function matchCandidate(ctx: AppContext, ref: { candidateId?: number; userId?: number }): Promise<number> {
  const candidateId = ref.candidateId ?? (ref.userId ? await repo.candidateIdOfUser(ctx.db, ref.userId) : undefined);
  if (!candidateId) return 0;
  // The hits and their notices commit together: a failure in between loses neither.
  const created = await ctx.db.transaction(async (tx) => {
    const hits = await repo.claimClientAlertHits(tx, candidateId);
    if (hits.length === 0) return { told: [], count: 0, hits };
    const recipients = await alertRecipients(
      tx,
      hits.map((h) => h.clientId),
    );
    const notices: NewNotification[] = hits.flatMap((hit) => {
      const name = [hit.prenom, hit.nom].filter(Boolean).join(' ');
      return (recipients.get(hit.clientId) ?? []).map((userId) => ({
        userId,
        titre: 'alerte' as const,
        content: html`Nouveau profil pour votre alerte « ${alertName(hit)} » : <strong>${name}</strong> (${hit.titre}), ${hit.score} % de correspondance.`,
        url: searchUrlOf(hit),
      }));
    });
    return { told: await notify(tx, notices), count: notices.length, hits };
  });
  announce(ctx, created.told);
  // Each alert match is a ranking's use: one search log row each, once it is committed (DECISIONS §6.8).
  for (const hit of created.hits) logAlertMatch(ctx, candidateId, hit);
  return created.count;
}

/** The search log's row of an alert match: the alert's criteria, the one candidate it met and its parts. */
function logAlertMatch(ctx: AppContext, candidateId: number, hit: repo.ClientAlertHit): void {
  const parts = matchParts(
    { skills: hit.skillsNorm, skillsPlus: hit.skillsPlusNorm, nivExp: hit.nivExp as NivExp | null, dateDispo: hit.dateDispo },
    { skills: hit.matchSkills, nivExp: hit.candidateNivExp as NivExp, dispo: hit.dispo },
    (key) => key,
  );
  ctx.searchLog.record({
    kind: 'alerte',
    userId: null,
    clientId: hit.clientId,
    criteria: {
      alerte: hit.alertId,
      skills: hit.skillsNorm,
      skills_plus: hit.skillsPlusNorm,
      niv_exp: hit.nivExp,
      date_dispo: hit.dateDispo,
      min_score: hit.minScore,
    },
    results: [[candidateId, hit.score, parts.c1, parts.c2, parts.c3]],
  });
}

/** After an offer became visible (published or unblocked): the candidate alerts it matches. */
export async function matchOffer(ctx: AppContext, offerId: number): Promise<number> {
  const covered = await repo.alertsCoveredBy(ctx.db, offerId);
  if (covered.length === 0) return 0;
  // A text that filters nothing (stored before createCandidateAlert left it out) filters nothing here either.
  const withoutSearch: number[] = [];
  const searches: { id: number; terms: NonNullable<Awaited<ReturnType<typeof offerSearch>>> }[] = [];
  for (const alert of covered) {
    const terms = alert.search ? await offerSearch(ctx, alert.search) : undefined;
    if (terms && (terms.words.length > 0 || terms.skills.length > 0)) searches.push({ id: alert.id, terms });
    else withoutSearch.push(alert.id);
  }
  const found: number[] = [];
  // A few hundred tests per statement.
  for (let i = 0; i < searches.length; i += 200)
    found.push(...(await repo.searchesFinding(ctx.db, offerId, searches.slice(i, i + 200))));
  // As matchCandidate: the hits and their notices commit together.
  const created = await ctx.db.transaction(async (tx) => {
    const hits = await repo.claimCandidateAlertHits(tx, offerId, [...withoutSearch, ...found]);
    const notices: NewNotification[] = hits.map((hit) => ({
      userId: hit.userId,
      titre: 'alerte',
      content: html`Nouvelle offre pour votre alerte « ${[hit.search, ...hit.skills].filter(Boolean).join(', ')} » : <strong>${hit.offerTitre}</strong>.`,
      url: paths.dashboard.candidate.offer(offerId),
    }));
    return { told: await notify(tx, notices), count: notices.length };
  });
  announce(ctx, created.told);
  return created.count;
}
