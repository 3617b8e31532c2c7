import {
  type AdminRequestsBody,
  type CandidateRequest,
  type CandidateRequestBody,
  type CloseRequestFailBody,
  type CloseRequestSuccessBody,
  formatIsoDate,
  type Mission,
  paths,
  type StaffRequest,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, isUniqueViolation } from '../../lib/errors.js';
import { limitOffset, type PageInfo, pageInfo, pageRequest } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCompany, requireAccess } from '../access/access.service.js';
import { recordAdminAction } from '../accounts/accounts.repository.js';
import { missionWorth, requireVigilance } from '../compliance/compliance.service.js';
import { drawMissionContracts, sendMails } from '../contracts/contracts.service.js';
import { insertMission } from '../missions/missions.repository.js';
import { loadMission, missionTerms, resolveTjmCandidat } from '../missions/missions.service.js';
import { html } from '../notifications/notification-html.js';
import { announce, type NewNotification, notify, notifyStaff, toCompany } from '../notifications/notifications.service.js';
import { findCandidateById } from '../profiles/profiles.repository.js';
import { candidateName } from './parties.js';
import { presentRequest } from './requests.presenter.js';
import * as repo from './requests.repository.js';

/**
 * Candidate requests (SPEC §3 demande, DECISIONS §3): a client asks for a candidate over a period; the
 * staff close the request with success (a mission is created) or failure. A decision is one transaction:
 * the request, the mission, the application's ending, the notifications and the admin action are all
 * written, or none; connected users are told after the commit.
 */

async function loadRequest(db: Db, id: number): Promise<CandidateRequest> {
  const row = await repo.findRequestWithParties(db, id);
  if (!row) throw fail('request.not_found');
  return presentRequest(row);
}

/** newDmdCond: an active client's request for an active candidate; one pending request per pair. */
export async function createRequest(ctx: AppContext, auth: AuthContext, body: CandidateRequestBody): Promise<CandidateRequest> {
  const client = await callerCompany(ctx.db, auth, { named: body.clientId });
  const candidate = await findCandidateById(ctx.db, body.condidatId);
  if (!candidate?.active) throw fail('candidate.not_found');
  if (body.offreId) await requireAccess(ctx.db, auth, 'offer.request', [body.offreId]);
  try {
    const request = await repo.insertRequest(ctx.db, {
      clientId: client.id,
      candidateId: candidate.id,
      offerId: body.offreId ?? null,
      dateDebut: body.date_debut,
      dateFin: body.date_fin,
    });
    const created = await loadRequest(ctx.db, request.id);
    const who = `${created.condidat.prenom} ${created.condidat.nom}`.trim();
    const notified = await notifyStaff(ctx.db, {
      content: html`Nouvelle demande de <strong>${created.client.nom_entreprise}</strong> pour <strong>${who}</strong>`,
      url: paths.dashboard.admin.requests,
    });
    announce(ctx, notified);
    return created;
  } catch (error) {
    // The partial unique index decides, also between two requests sent at once.
    if (isUniqueViolation(error, 'candidate_requests_pending_key')) throw fail('request.already_pending');
    throw error;
  }
}

/** getMyDmd: the requests of the caller's company, newest first, with their outcome (« Mes demandes »). */
export async function listMyRequests(ctx: AppContext, auth: AuthContext, clientId: number): Promise<CandidateRequest[]> {
  const client = await callerCompany(ctx.db, auth, { named: clientId });
  // The staff's observation on a failure is theirs (docs/api.md): the client reads the outcome only.
  return (await repo.listRequestsOf(ctx.db, { clientId: client.id })).map((row) => ({
    ...presentRequest(row),
    observation: null,
  }));
}

/** getAllDmd: every request (or those in one état), newest first, and how many wait for the staff. */
export async function listRequests(
  ctx: AppContext,
  body: AdminRequestsBody,
): Promise<{ data: StaffRequest[]; waiting: number } & PageInfo> {
  const page = pageRequest(body);
  const [{ total, rows }, waiting] = await Promise.all([
    repo.listRequests(ctx.db, { search: body?.search || undefined, etat: body?.etat, ...limitOffset(page) }),
    repo.countWaitingRequests(ctx.db),
  ]);
  return {
    data: rows.map((row) => ({ ...presentRequest(row), tjm_condidat: row.candidate.tjm ?? null })),
    waiting,
    ...pageInfo(total, page),
  };
}

/** The pending request named by a decision, locked; 404, or 409 once treated. */
async function lockPendingRequest(tx: Db, id: number): Promise<repo.RequestRow> {
  const request = await repo.lockRequest(tx, id);
  if (!request) throw fail('request.not_found');
  if (request.etat !== 'en_attente') throw fail('request.already_treated');
  return request;
}

const period = (start: string, end: string) => `du ${formatIsoDate(start)} au ${formatIsoDate(end)}`;

/** closeDmdOk: the request succeeds and becomes a mission `en_attente` with these dates and TJM. */
export async function closeRequestSuccess(
  ctx: AppContext,
  actor: AuthContext,
  body: CloseRequestSuccessBody,
  ip: string | null,
): Promise<Mission> {
  const { missionId, userIds, mails } = await ctx.db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, body.id_dmd);
    if ((body.clientId && body.clientId !== request.clientId) || (body.condidatId && body.condidatId !== request.candidateId)) {
      throw fail('request.mismatch');
    }
    // Moderation may have moved since the request was sent: a mission is only between active accounts.
    if (!(await repo.partiesActive(tx, request.clientId, request.candidateId))) throw fail('request.party_inactive');
    // The freelancer's rate (DECISIONS §6.5): never above the client's.
    const tjmCandidat = await resolveTjmCandidat(tx, request.candidateId, body.tjm, body.tjm_candidat);
    // The devoir de vigilance (DECISIONS §6.4): 5,000 € or more needs a verified, unexpired URSSAF attestation.
    await requireVigilance(tx, request.candidateId, missionWorth(body.tjm, body.date_debut, body.date_fin));
    await repo.updateRequest(tx, request.id, { etat: 'ferme_success', treatedBy: actor.user.id, treatedAt: new Date() });
    const mission = await insertMission(tx, {
      requestId: request.id,
      clientId: request.clientId,
      candidateId: request.candidateId,
      offerId: request.offerId,
      etat: 'en_attente',
      dateDebut: body.date_debut,
      dateFin: body.date_fin,
      // The validated amount has at most 3 decimals (decimalTjm): its shortest text is exact.
      tjm: String(body.tjm),
      tjmCandidat,
    });
    const offer = request.offerId ? await repo.findOfferSummary(tx, request.offerId) : undefined;
    const retained = request.offerId
      ? await repo.settleApplication(tx, request.offerId, request.candidateId, 'retenue')
      : undefined;
    const parties = await repo.findRequestWithParties(tx, request.id);
    if (!parties) throw fail('request.not_found');
    const dates = period(body.date_debut, body.date_fin);
    const notes: NewNotification[] = [
      ...(await toCompany(tx, parties.client.id, {
        titre: 'other',
        content: html`Votre demande pour <strong>${candidateName(parties)}</strong> a abouti : la mission ${dates} est créée.`,
        url: paths.dashboard.client.missions,
      })),
      {
        userId: parties.candidate.userId,
        titre: 'other',
        content:
          retained && offer
            ? html`Votre candidature à l'offre <strong>${offer.titre}</strong> est retenue : une mission ${dates} chez <strong>${parties.client.nomEntreprise}</strong> vous attend.`
            : html`Une mission ${dates} chez <strong>${parties.client.nomEntreprise}</strong> vous est attribuée.`,
        url: paths.dashboard.candidate.missions,
      },
    ];
    const notified = await notify(tx, notes);
    // The mission's two contracts (DECISIONS §6.5), drawn in this transaction; each side is told to sign.
    const drawn = await drawMissionContracts(ctx, tx, mission.id);
    notified.push(...drawn.userIds);
    await recordAdminAction(tx, {
      actorId: actor.user.id,
      action: 'close_request_success',
      targetType: 'candidate_request',
      targetId: request.id,
      details: `demande ${request.id} → mission ${mission.id}, ${missionTerms(mission)}`,
      ip,
    });
    // The mission's own history starts here (getMissionHistory, DECISIONS §6.9).
    await recordAdminAction(tx, {
      actorId: actor.user.id,
      action: 'create_mission',
      targetType: 'mission',
      targetId: mission.id,
      details: `depuis la demande ${request.id} : ${missionTerms({ ...mission, etat: undefined })}`,
      ip,
    });
    return { missionId: mission.id, userIds: notified, mails: drawn.mails };
  });
  announce(ctx, userIds);
  sendMails(ctx, mails);
  return loadMission(ctx.db, missionId);
}

/** closeDmdFail: the request fails; the application it came from (if any) is not retained. */
export async function closeRequestFailure(
  ctx: AppContext,
  actor: AuthContext,
  body: CloseRequestFailBody,
  ip: string | null,
): Promise<CandidateRequest> {
  const { requestId, userIds } = await ctx.db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, body.id_dmd);
    await repo.updateRequest(tx, request.id, {
      etat: 'ferme_fail',
      observation: body.observation || null,
      treatedBy: actor.user.id,
      treatedAt: new Date(),
    });
    const offer = request.offerId ? await repo.findOfferSummary(tx, request.offerId) : undefined;
    const ended = request.offerId
      ? await repo.settleApplication(tx, request.offerId, request.candidateId, 'non_retenue')
      : undefined;
    const parties = await repo.findRequestWithParties(tx, request.id);
    if (!parties) throw fail('request.not_found');
    const notes: NewNotification[] = await toCompany(tx, parties.client.id, {
      titre: 'other',
      content: html`Demande clôturée sans suite : votre demande pour <strong>${candidateName(parties)}</strong> n'a pas abouti. Notre équipe reste à votre disposition dans le chat.`,
      url: paths.dashboard.chat,
    });
    if (ended && offer && request.offerId) {
      notes.push({
        userId: parties.candidate.userId,
        titre: 'other',
        content: html`Votre candidature à l'offre <strong>${offer.titre}</strong> n'a pas été retenue.`,
        url: paths.dashboard.candidate.offer(request.offerId),
      });
    }
    const notified = await notify(tx, notes);
    await recordAdminAction(tx, {
      actorId: actor.user.id,
      action: 'close_request_fail',
      targetType: 'candidate_request',
      targetId: request.id,
      details: body.observation || null,
      ip,
    });
    return { requestId: request.id, userIds: notified };
  });
  announce(ctx, userIds);
  return loadRequest(ctx.db, requestId);
}
