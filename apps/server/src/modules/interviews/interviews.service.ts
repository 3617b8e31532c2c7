import {
  type AcceptInterviewBody,
  type Interview,
  type InterviewEtat,
  type ProposeInterviewBody,
  parisSlotLabel,
  paths,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import { interviewCancelledMail, interviewPlannedMail } from '../../lib/mail/interview-templates.js';
import { appLink } from '../../lib/mail/links.js';
import type { AuthContext } from '../../plugins/app/auth-context.js';
import { callerCandidate, callerCompany, requireAccess } from '../access/access.service.js';
import { html } from '../notifications/notification-html.js';
import { announce, notify, toCompany } from '../notifications/notifications.service.js';
import { findCandidateById } from '../profiles/profiles.repository.js';
import { isActiveCandidate } from '../shortlists/shortlists.repository.js';
import { interviewCalendar, parseMailbox } from './calendar.js';
import * as repo from './interviews.repository.js';

/**
 * Interviews (DECISIONS §6.3): a member proposes 1–5 future slots; the candidate picks one (planifie)
 * and both the candidate and the member who proposed get a calendar invitation; either side cancels,
 * the other is told, and a planned interview's invitation is withdrawn (METHOD:CANCEL).
 */

const CANDIDATE_PAGE = paths.dashboard.candidate.interviews;
const CLIENT_PAGE = paths.dashboard.client.interviews;

const name = (p: { prenom: string | null; nom: string | null } | undefined) =>
  [p?.prenom, p?.nom].filter(Boolean).join(' ') || 'le candidat';

function present(row: repo.InterviewListRow): Interview {
  const { interview } = row;
  return {
    id: interview.id,
    etat: interview.etat as InterviewEtat,
    creneaux: interview.creneaux.map((d) => d.toISOString()),
    creneau: interview.creneau?.toISOString() ?? null,
    duree_min: interview.dureeMin,
    lien_visio: interview.lienVisio,
    offre: row.offre,
    condidat: {
      id: row.condidat.id,
      nom: row.condidat.nom ?? '',
      prenom: row.condidat.prenom ?? '',
      titre: row.condidat.titre,
      img: row.condidat.img,
    },
    client: { id: row.client.id, nom_entreprise: row.client.nomEntreprise },
    createdAt: interview.createdAt.toISOString(),
  };
}

export async function propose(ctx: AppContext, auth: AuthContext, body: ProposeInterviewBody): Promise<number> {
  const client = await callerCompany(ctx.db, auth, { refusal: 'team.no_company' });
  const now = Date.now();
  const slots = body.creneaux.map((s) => new Date(s)).sort((a, b) => a.getTime() - b.getTime());
  if (slots.some((slot) => slot.getTime() <= now)) throw fail('interview.slot_in_past');
  if (!(await isActiveCandidate(ctx.db, body.condidatId))) throw fail('candidate.not_found');
  if (body.offreId) await requireAccess(ctx.db, auth, 'offer.read', [body.offreId]);
  const created = await ctx.db.transaction(async (tx) => {
    const id = await repo.insertInterview(tx, {
      clientId: client.id,
      candidateId: body.condidatId,
      offerId: body.offreId ?? null,
      proposedBy: auth.user.id,
      creneaux: slots,
      dureeMin: body.duree_min,
      lienVisio: body.lien_visio || null,
    });
    const userIds = await notify(tx, {
      userId: (await findCandidateUserId(tx, body.condidatId)) ?? 0,
      titre: 'entretien',
      content: html`<strong>${client.nomEntreprise}</strong> vous propose un entretien : choisissez un créneau.`,
      url: CANDIDATE_PAGE,
    });
    return { id, userIds };
  });
  announce(ctx, created.userIds);
  return created.id;
}

async function findCandidateUserId(db: Db, candidateId: number): Promise<number | undefined> {
  return (await findCandidateById(db, candidateId))?.userId;
}

export async function listForCompany(ctx: AppContext, auth: AuthContext): Promise<Interview[]> {
  const client = await callerCompany(ctx.db, auth, { refusal: 'team.no_company' });
  return (await repo.listOfCompany(ctx.db, client.id)).map(present);
}

const ownCandidate = (ctx: AppContext, auth: AuthContext) => callerCandidate(ctx.db, auth, { refusal: 'profile.not_found' });

export async function listForCandidate(ctx: AppContext, auth: AuthContext): Promise<Interview[]> {
  const candidate = await ownCandidate(ctx, auth);
  return (await repo.listOfCandidate(ctx.db, candidate.id)).map(present);
}

export async function listAll(ctx: AppContext): Promise<Interview[]> {
  return (await repo.listAll(ctx.db)).map(present);
}

/**
 * The calendar mails of a planned interview: one to the candidate, one to the member who proposed it
 * (the owner when that member has left), each naming its recipient only.
 */
async function sendCalendarMails(ctx: AppContext, interview: repo.InterviewRow, method: 'REQUEST' | 'CANCEL'): Promise<void> {
  if (!interview.creneau) return;
  const { candidate, company, offerTitle } = await repo.findParties(ctx.db, interview);
  if (!candidate || !company) return;
  let member = interview.proposedBy ? await repo.findUser(ctx.db, interview.proposedBy) : undefined;
  if (!member || member.deletedAt || member.etat === 'blocked') member = await repo.findUser(ctx.db, company.ownerId);
  const organizer = parseMailbox(ctx.config.mailFrom);
  const base = {
    uid: `entretien-${interview.id}@${new URL(ctx.config.appUrl).hostname}`,
    sequence: interview.sequence,
    start: interview.creneau,
    durationMin: interview.dureeMin,
    location: interview.lienVisio,
    organizer,
  };
  const description = [
    offerTitle ? `Offre : « ${offerTitle} »` : null,
    interview.lienVisio ? `Visioconférence : ${interview.lienVisio}` : null,
    'Organisé via Passerelle.',
  ]
    .filter(Boolean)
    .join('\n');
  const pageUrl = appLink(ctx, CANDIDATE_PAGE);
  const mail = method === 'REQUEST' ? interviewPlannedMail : interviewCancelledMail;
  const common = {
    when: parisSlotLabel(interview.creneau),
    durationMin: interview.dureeMin,
    offerTitle,
    videoLink: interview.lienVisio,
    pageUrl,
  };
  if (!candidate.deletedAt) {
    const summary = `Entretien avec ${company.nomEntreprise}`;
    const calendar = interviewCalendar({
      ...base,
      method,
      summary,
      description,
      attendee: { name: name(candidate), email: candidate.email },
    });
    ctx.mailer.send(mail(candidate.email, { ...common, withWhom: `avec ${company.nomEntreprise}`, calendar }));
  }
  if (member && !member.deletedAt) {
    const summary = `Entretien : ${name(candidate)} (${company.nomEntreprise})`;
    const calendar = interviewCalendar({
      ...base,
      method,
      summary,
      description,
      attendee: { name: name(member), email: member.email },
    });
    ctx.mailer.send(
      mail(member.email, {
        ...common,
        withWhom: `avec ${name(candidate)}`,
        pageUrl: appLink(ctx, CLIENT_PAGE),
        calendar,
      }),
    );
  }
}

export async function accept(ctx: AppContext, auth: AuthContext, body: AcceptInterviewBody): Promise<void> {
  await ownCandidate(ctx, auth);
  await requireAccess(ctx.db, auth, 'interview.candidate', [body.id]);
  const chosen = new Date(body.creneau);
  const { interview, userIds } = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockInterview(tx, body.id);
    if (!current) throw fail('interview.not_found');
    if (current.etat !== 'propose') throw fail('interview.not_proposed');
    if (!current.creneaux.some((slot) => slot.getTime() === chosen.getTime())) throw fail('interview.slot_not_proposed');
    if (chosen.getTime() <= Date.now()) throw fail('interview.slot_in_past');
    await repo.updateInterview(tx, current.id, { etat: 'planifie', creneau: chosen });
    const userIds = await notify(
      tx,
      await toCompany(tx, current.clientId, {
        titre: 'entretien',
        content: html`<strong>${name(auth.user)}</strong> a choisi son créneau d'entretien : le ${parisSlotLabel(chosen)}.`,
        url: CLIENT_PAGE,
      }),
    );
    return { interview: { ...current, etat: 'planifie', creneau: chosen }, userIds };
  });
  announce(ctx, userIds);
  await sendCalendarMails(ctx, interview, 'REQUEST');
}

/**
 * cancelEntretien, by a member of the company or by the candidate. Who is told (docs/api.md): when the
 * candidate cancels, every member of the company; when a member cancels, the candidate and the company's
 * other members (an interview is the team's, like its shortlist). The calendar cancellation goes to
 * whoever holds the invitation: the candidate and the member who proposed, once the interview was planned.
 */
export async function cancel(ctx: AppContext, auth: AuthContext, id: number, side: 'client' | 'candidate'): Promise<void> {
  if (side === 'client') await callerCompany(ctx.db, auth, { refusal: 'team.no_company' });
  else await ownCandidate(ctx, auth);
  await requireAccess(ctx.db, auth, side === 'client' ? 'interview.company' : 'interview.candidate', [id]);
  const { interview, wasPlanned, userIds } = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockInterview(tx, id);
    if (!current) throw fail('interview.not_found');
    if (current.etat === 'annule') throw fail('interview.already_cancelled');
    const sequence = current.sequence + 1;
    await repo.updateInterview(tx, current.id, { etat: 'annule', sequence });
    const { candidate, company } = await repo.findParties(tx, current);
    const notes =
      side === 'client'
        ? [
            {
              userId: (await findCandidateUserId(tx, current.candidateId)) ?? 0,
              titre: 'entretien' as const,
              content: html`<strong>${company?.nomEntreprise ?? ''}</strong> a annulé l'entretien prévu avec vous.`,
              url: CANDIDATE_PAGE,
            },
            ...(
              await toCompany(tx, current.clientId, {
                titre: 'entretien',
                content: html`<strong>${name(auth.user)}</strong> a annulé l'entretien avec <strong>${name(candidate)}</strong>.`,
                url: CLIENT_PAGE,
              })
            ).filter((note) => note.userId !== auth.user.id),
          ]
        : await toCompany(tx, current.clientId, {
            titre: 'entretien',
            content: html`<strong>${name(candidate)}</strong> a annulé son entretien.`,
            url: CLIENT_PAGE,
          });
    return {
      interview: { ...current, etat: 'annule', sequence },
      wasPlanned: current.etat === 'planifie',
      userIds: await notify(tx, notes),
    };
  });
  announce(ctx, userIds);
  if (wasPlanned) await sendCalendarMails(ctx, interview, 'CANCEL');
}
