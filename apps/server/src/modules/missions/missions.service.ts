import {
  type AdminListBody,
  type ChangeMissionBody,
  type ClientMission,
  formatIsoDate,
  MISSION_ETAT_LABELS,
  type Mission,
  type MissionEtat,
  type MissionHistoryEntry,
  paths,
  type UpdateMissionBody,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import { frenchEuros } from '../../lib/facturx/money.js';
import { limitOffset, type PageInfo, pageInfo, pageRequest } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCompany } from '../access/access.service.js';
import { recordAdminAction } from '../accounts/accounts.repository.js';
import { missionWorth, requireVigilance } from '../compliance/compliance.service.js';
import { redrawNotices, redrawUnsignedContracts, sendMails } from '../contracts/contracts.service.js';
import { html } from '../notifications/notification-html.js';
import { announce, notify, toCompany } from '../notifications/notifications.service.js';
import { findCandidateById } from '../profiles/profiles.repository.js';
import { candidateName } from '../requests/parties.js';
import { reviewedMissions } from '../reviews/reviews.service.js';
import { presentClientMission, presentMission, thousandthsOf } from './missions.presenter.js';
import * as repo from './missions.repository.js';

/**
 * Missions (SPEC §3, §4; DECISIONS §3): created by a successful request, then edited freely by the staff
 * (état, dates, TJM) and cancelled by deletion. Each staff change notifies the client and the candidate
 * and is recorded, in the transaction of the change.
 */

export async function loadMission(db: Db, id: number): Promise<Mission> {
  const row = await repo.findMissionWithParties(db, id);
  if (!row) throw fail('mission.not_found');
  return presentMission(row);
}

/** The client's getMissions: its missions, newest first. */
export async function listClientMissions(ctx: AppContext, auth: AuthContext, clientId: number): Promise<ClientMission[]> {
  const client = await callerCompany(ctx.db, auth, { named: clientId });
  const rows = await repo.listClientMissions(ctx.db, client.id);
  const reviewed = await reviewedMissions(
    ctx,
    'cl',
    rows.map((r) => r.mission.id),
  );
  return rows.map((row) => ({ ...presentClientMission(row), avis_laisse: reviewed.has(row.mission.id) }));
}

/** The admin getMissions: every mission, newest first; the search runs over the missions (DECISIONS §4). */
export async function listMissions(ctx: AppContext, body: AdminListBody): Promise<{ data: Mission[] } & PageInfo> {
  const page = pageRequest(body);
  const { total, rows } = await repo.listMissions(ctx.db, { search: body?.search || undefined, ...limitOffset(page) });
  return { data: rows.map(presentMission), ...pageInfo(total, page) };
}

/**
 * The freelancer's daily rate of a mission (DECISIONS §6.5): the one the staff typed, else the candidate's
 * staff-set tjm (setCondTjm) when it does not exceed the client's, else the client's tjm. A typed rate above
 * the client's is refused (400 mission.tjm_candidat_above). Decimal text, exactly as stored.
 */
export async function resolveTjmCandidat(db: Db, candidateId: number, tjm: number, given: number | undefined): Promise<string> {
  if (given !== undefined) {
    if (thousandthsOf(given) > thousandthsOf(tjm)) throw fail('mission.tjm_candidat_above');
    return String(given);
  }
  const candidate = await findCandidateById(db, candidateId);
  if (candidate?.tjm != null && thousandthsOf(candidate.tjm) <= thousandthsOf(tjm)) return String(candidate.tjm);
  return String(tjm);
}

/** A forced start (DECISIONS §6.5): its motif goes to the mission's history. */
type Force = { force?: boolean; motif?: string };

type MissionChange =
  | {
      kind: 'update';
      patch: { etat: MissionEtat; dateDebut: string; dateFin: string; tjm: string; tjmCandidat?: number };
      force: Force;
    }
  | { kind: 'change'; patch: { etat: MissionEtat }; force: Force }
  | { kind: 'delete' };

const ACTIONS = { update: 'update_mission', change: 'change_mission', delete: 'delete_mission' } as const;

const etatLabel = (etat: string): string => MISSION_ETAT_LABELS[etat as MissionEtat] ?? etat;

/** A mission's terms as the staff read them in its history and the audit log: French dates, euros and états. */
export function missionTerms(m: { etat?: string; dateDebut: string; dateFin: string; tjm: string; tjmCandidat: string }): string {
  return [
    m.etat ? etatLabel(m.etat) : null,
    `du ${formatIsoDate(m.dateDebut)} au ${formatIsoDate(m.dateFin)}`,
    `TJM ${frenchEuros(m.tjm)}`,
    `TJM candidat ${frenchEuros(m.tjmCandidat)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Whether an edit changes what the mission's contracts print: its dates or either daily rate. */
function termsDiffer(before: repo.MissionRow, after: Partial<repo.MissionRow>): boolean {
  return (
    before.dateDebut !== after.dateDebut ||
    before.dateFin !== after.dateFin ||
    thousandthsOf(before.tjm) !== thousandthsOf(after.tjm ?? before.tjm) ||
    thousandthsOf(before.tjmCandidat) !== thousandthsOf(after.tjmCandidat ?? before.tjmCandidat)
  );
}

function describe(before: repo.MissionRow, after: repo.MissionRow | null): string {
  if (!after) return `mission ${before.id} (${missionTerms(before)}) supprimée`;
  const changes = (
    [
      ['état', etatLabel(before.etat), etatLabel(after.etat)],
      ['début', formatIsoDate(before.dateDebut), formatIsoDate(after.dateDebut)],
      ['fin', formatIsoDate(before.dateFin), formatIsoDate(after.dateFin)],
      ['TJM', frenchEuros(before.tjm), frenchEuros(after.tjm)],
      ['TJM candidat', frenchEuros(before.tjmCandidat), frenchEuros(after.tjmCandidat)],
    ] as const
  ).filter(([, a, b]) => a !== b);
  return changes.length === 0 ? 'aucun changement' : changes.map(([name, a, b]) => `${name} ${a} → ${b}`).join(', ');
}

/** One staff change of a mission: the change, the notifications and the admin action, in one transaction. */
async function changeMissionWith(
  ctx: AppContext,
  actor: AuthContext,
  missionId: number,
  change: MissionChange,
  ip: string | null,
): Promise<void> {
  const { userIds, mails } = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockMission(tx, missionId);
    if (!before) throw fail('mission.not_found');
    const parties = await repo.findMissionWithParties(tx, missionId);
    if (!parties) throw fail('mission.not_found');
    let after: repo.MissionRow | null = null;
    let write: Partial<repo.MissionRow> | null = change.kind === 'change' ? change.patch : null;
    // The mission's terms as its contracts print them changed: its unsigned contracts are drawn again.
    let termsChanged = false;
    if (change.kind === 'update') {
      const { patch } = change;
      // Locked: a signature waits for this edit (and then signs the new drawing), or this edit sees it.
      const contractStates = await repo.lockMissionContractStates(tx, missionId);
      const anySigned = contractStates.includes('signe');
      write = {
        etat: patch.etat,
        dateDebut: patch.dateDebut,
        dateFin: patch.dateFin,
        tjm: patch.tjm,
        // Once a contract is signed, an absent tjm_candidat keeps the signed one (not the candidate's rate of today).
        tjmCandidat:
          anySigned && patch.tjmCandidat === undefined
            ? before.tjmCandidat
            : await resolveTjmCandidat(tx, before.candidateId, Number(patch.tjm), patch.tjmCandidat),
      };
      termsChanged = contractStates.length > 0 && termsDiffer(before, write);
      // A signed contract never changes (DECISIONS §6.5): while one is signed, the dates and rates stay; the état
      // still moves (docs/contracts.md).
      if (termsChanged && anySigned) throw fail('mission.contracts_signed');
      // The devoir de vigilance (DECISIONS §6.4), when the edit raises the mission's worth.
      await requireVigilance(
        tx,
        before.candidateId,
        missionWorth(patch.tjm, patch.dateDebut, patch.dateFin),
        missionWorth(before.tjm, before.dateDebut, before.dateFin),
      );
    }
    if (change.kind !== 'delete' && change.patch.etat === 'en_cours' && before.etat !== 'en_cours') {
      // A mission starts once both contracts are signed (DECISIONS §6.5); a mission made before contracts
      // existed has none and starts as before. Staff may force the start with a motif, kept in the history.
      const contracts = await repo.listMissionContractStates(tx, missionId);
      if (contracts.length > 0 && contracts.some((etat) => etat !== 'signe')) {
        if (!change.force.force) throw fail('mission.contracts_unsigned');
        await recordAdminAction(tx, {
          actorId: actor.user.id,
          action: 'force_start',
          targetType: 'mission',
          targetId: missionId,
          details: `Démarrage sans les deux signatures. Motif : ${change.force.motif ?? ''}`,
          ip,
        });
      }
    }
    if (change.kind === 'delete') {
      // An invoiced mission stays: deleting it would delete its CRAs and orphan its invoices. The mission is
      // locked, so a validation in progress either committed its invoice already or fails on the deletion.
      if (await repo.missionHasInvoices(tx, missionId)) throw fail('mission.has_invoices');
      await repo.deleteMission(tx, missionId);
    } else if (write) after = await repo.updateMission(tx, missionId, write);
    const redrawn = termsChanged ? await redrawUnsignedContracts(ctx, tx, missionId) : [];

    const redrawnNotices = await redrawNotices(ctx, tx, parties, redrawn);
    const name = candidateName(parties);
    const company = parties.client.nomEntreprise;
    const content = after
      ? (who: string) =>
          html`La mission ${who} a été mise à jour : ${MISSION_ETAT_LABELS[after.etat as MissionEtat]}, du ${formatIsoDate(after.dateDebut)} au ${formatIsoDate(after.dateFin)}.`
      : (who: string) =>
          html`La mission ${who} du ${formatIsoDate(before.dateDebut)} au ${formatIsoDate(before.dateFin)} a été annulée.`;
    const notified = await notify(tx, [
      ...(await toCompany(tx, parties.client.id, {
        titre: 'other',
        content: content(`de ${name}`),
        url: paths.dashboard.client.missions,
      })),
      {
        userId: parties.candidate.userId,
        titre: 'other',
        content: content(`chez ${company}`),
        url: paths.dashboard.candidate.missions,
      },
      ...redrawnNotices.notices,
    ]);
    await recordAdminAction(tx, {
      actorId: actor.user.id,
      action: ACTIONS[change.kind],
      targetType: 'mission',
      targetId: missionId,
      details: describe(before, after),
      ip,
    });
    return { userIds: notified, mails: redrawnNotices.mails };
  });
  announce(ctx, userIds);
  sendMails(ctx, mails);
}

/** updateMission: état, dates, the client's TJM and the freelancer's (DECISIONS §6.5). */
export async function updateMission(
  ctx: AppContext,
  actor: AuthContext,
  body: UpdateMissionBody,
  ip: string | null,
): Promise<Mission> {
  const patch = {
    etat: body.etat,
    dateDebut: body.date_debut,
    dateFin: body.date_fin,
    tjm: String(body.tjm),
    tjmCandidat: body.tjm_candidat,
  };
  await changeMissionWith(ctx, actor, body.id, { kind: 'update', patch, force: body }, ip);
  return loadMission(ctx.db, body.id);
}

/** changeMission: the état only (DECISIONS §2). */
export async function changeMissionEtat(
  ctx: AppContext,
  actor: AuthContext,
  body: ChangeMissionBody,
  ip: string | null,
): Promise<Mission> {
  await changeMissionWith(ctx, actor, body.id, { kind: 'change', patch: { etat: body.etat }, force: body }, ip);
  return loadMission(ctx.db, body.id);
}

/** delMission: "Annuler" deletes the mission (SPEC §4), unless it was invoiced (409 mission.has_invoices). */
export async function deleteMission(ctx: AppContext, actor: AuthContext, missionId: number, ip: string | null): Promise<void> {
  await changeMissionWith(ctx, actor, missionId, { kind: 'delete' }, ip);
}

const HISTORY_LABELS: Record<string, string> = {
  create_mission: 'Mission créée',
  update_mission: 'Mission modifiée',
  change_mission: 'État modifié',
  delete_mission: 'Mission annulée',
  force_start: 'Démarrage forcé',
  sign_contract: 'Contrat signé',
  set_bon_commande: 'Bon de commande',
};

/**
 * getMissionHistory: what the staff did to a mission, oldest first (DECISIONS §6.9). The history outlives the
 * mission: a cancelled (deleted) mission still answers it; an id that never had a mission is 404.
 */
export async function missionHistory(ctx: AppContext, missionId: number): Promise<MissionHistoryEntry[]> {
  const rows = await repo.listMissionHistory(ctx.db, missionId);
  if (rows.length === 0 && !(await repo.missionExists(ctx.db, missionId))) throw fail('mission.not_found');
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    libelle: HISTORY_LABELS[row.action] ?? row.action,
    details: row.details,
    auteur: row.actorId === null ? null : { nom: row.nom ?? '', prenom: row.prenom ?? '' },
    createdAt: row.createdAt.toISOString(),
  }));
}
