import {
  type CandidateMission,
  type Cra,
  type CraEtat,
  craAutoValidationDate,
  formatIsoDate,
  monthLabel,
  ofMonth,
  parisToday,
  paths,
  type RejectCraBody,
  type SaveCraBody,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, failField } from '../../lib/errors.js';
import { appLink } from '../../lib/mail/links.js';
import { missionNoticeMail } from '../../lib/mail/mission-mails.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { candidateOf, requireAccess } from '../access/access.service.js';
import { findUserById } from '../accounts/accounts.repository.js';
import type { InvoiceRow } from '../invoices/invoices.repository.js';
import { issueInvoice } from '../invoices/invoices.service.js';
import { issueAwaitingSelfBilled, issueSelfBilledWithInvoice } from '../invoices/self-billing.js';
import {
  clientSideRecipients,
  findMissionWithParties,
  listCandidateMissions,
  type MissionWithParties,
} from '../missions/missions.repository.js';
import { html, type SafeHtml } from '../notifications/notification-html.js';
import { announce, type NewNotification, notify } from '../notifications/notifications.service.js';
import { candidateName } from '../requests/parties.js';
import { reviewedMissions } from '../reviews/reviews.service.js';
import { readSettings } from '../settings/settings.service.js';
import * as repo from './cras.repository.js';

/**
 * Monthly activity reports (CRA, DECISIONS §6.4): the candidate declares the days of a month of a
 * running mission (draft), submits them; any member of the client company validates (the invoice is
 * issued in the same transaction) or refuses with a reason. Each step notifies and mails the other side.
 */

/** The candidate's getMissions: its missions, newest first, the client by its company name only. */
export async function listCandidateMissionsOf(ctx: AppContext, auth: AuthContext): Promise<CandidateMission[]> {
  const candidate = await candidateOf(ctx.db, auth);
  if (!candidate) return [];
  const rows = await listCandidateMissions(ctx.db, candidate.id);
  const reviewed = await reviewedMissions(
    ctx,
    'cd',
    rows.map((r) => r.mission.id),
  );
  // DECISIONS §6.5: the freelancer reads its own rate, and what the client pays while the root keeps it shown.
  const { transparenceTarifs } = await readSettings(ctx.db);
  return rows.map(({ mission, client }) => ({
    id: mission.id,
    etat: mission.etat as CandidateMission['etat'],
    date_debut: mission.dateDebut,
    date_fin: mission.dateFin,
    tjm_candidat: Number(mission.tjmCandidat),
    ...(transparenceTarifs ? { tjm: Number(mission.tjm) } : {}),
    client: client.nomEntreprise,
    createdAt: mission.createdAt.toISOString(),
    avis_laisse: reviewed.has(mission.id),
  }));
}

/** The mission its candidate declares days on; another's is as unknown as a missing one (404). */
async function reportedMission(db: Db, auth: AuthContext, missionId: number): Promise<MissionWithParties> {
  await requireAccess(db, auth, 'mission.report', [missionId]);
  const mission = await findMissionWithParties(db, missionId);
  if (!mission) throw fail('mission.not_found');
  return mission;
}

/** A CRA as getCras answers it; `delai` (Réglages' delai_validation_cra) dates a submitted one's deadline. */
function present(row: repo.CraRow, delai: number): Cra {
  return {
    id: row.id,
    mois: row.mois,
    jours: row.jours,
    total: Number(row.total),
    etat: row.etat as CraEtat,
    motif: row.motif,
    createdAt: row.createdAt.toISOString(),
    valide_auto: row.etat === 'valide' && row.valideAuto,
    validation_auto_le: row.etat === 'soumis' ? craAutoValidationDate(submittedAt(row), delai) : null,
  };
}

/** When a CRA was submitted: rows submitted before the column existed fall back to their last change (the submission). */
export const submittedAt = (row: Pick<repo.CraRow, 'submittedAt' | 'updatedAt'>) => row.submittedAt ?? row.updatedAt;

const sumDays = (jours: Record<string, number>) => Object.values(jours).reduce((sum, v) => sum + v, 0);

/** saveCra: replaces the month's days of a draft or refused CRA (created on first save). */
export async function saveCra(ctx: AppContext, auth: AuthContext, body: SaveCraBody): Promise<{ id: number; total: number }> {
  const { mission } = await reportedMission(ctx.db, auth, body.missionId);
  if (mission.etat !== 'en_cours') throw fail('cra.mission_not_running');
  if (body.mois > parisToday().slice(0, 7)) throw failField('cra.future_month', 'mois');
  // A month the mission does not touch holds no report, even an empty draft (nothing stored).
  if (body.mois < mission.dateDebut.slice(0, 7) || body.mois > mission.dateFin.slice(0, 7))
    throw failField('cra.month_outside', 'mois');
  for (const day of Object.keys(body.jours)) {
    if (!day.startsWith(`${body.mois}-`) || day < mission.dateDebut || day > mission.dateFin)
      throw failField('cra.day_outside', 'jours');
  }
  // Days in calendar order: the stored report reads as the month does.
  const jours = Object.fromEntries(Object.entries(body.jours).sort(([a], [b]) => a.localeCompare(b)));
  const total = sumDays(jours);
  const saved = await ctx.db.transaction(async (tx) => {
    const cra = await repo.lockMonth(tx, mission.id, body.mois);
    if (cra.etat === 'soumis' || cra.etat === 'valide') throw fail('cra.locked');
    return repo.updateCra(tx, cra.id, { jours, total: String(total), etat: 'brouillon' });
  });
  return { id: saved.id, total };
}

/** A CRA the caller may act on by this permission (its candidate submits it, its company decides), with its mission. */
async function craOf(db: Db, auth: AuthContext, permission: 'cra.submit' | 'cra.validate', id: number) {
  await requireAccess(db, auth, permission, [id]);
  const cra = await repo.findCra(db, id);
  const parties = cra ? await findMissionWithParties(db, cra.missionId) : undefined;
  if (!cra || !parties) throw fail('cra.not_found');
  return { cra, parties };
}

/** submitCra: a draft or a refused CRA with at least one day goes to the client. */
export async function submitCra(ctx: AppContext, auth: AuthContext, id: number): Promise<void> {
  const { parties } = await craOf(ctx.db, auth, 'cra.submit', id);
  if (parties.mission.etat !== 'en_cours') throw fail('cra.mission_not_running');
  const recipients = await clientSideRecipients(ctx.db, parties.mission.clientId);
  const name = candidateName(parties);
  const { cra, userIds } = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockCra(tx, id);
    if (!locked) throw fail('cra.not_found');
    if (locked.etat === 'soumis' || locked.etat === 'valide') throw fail('cra.locked');
    if (Number(locked.total) <= 0) throw fail('cra.empty');
    const cra = await repo.updateCra(tx, id, { etat: 'soumis', submittedAt: new Date() });
    const content = html`${name} a soumis son compte rendu d’activité ${ofMonth(cra.mois)} : ${days(cra)} à valider.`;
    const userIds = await notify(
      tx,
      recipients.map((r) => note(r.userId, content, paths.dashboard.client.missions)),
    );
    return { cra, userIds };
  });
  announce(ctx, userIds);
  for (const r of recipients)
    ctx.mailer.send(
      missionNoticeMail(r.email, {
        subject: `compte rendu d’activité ${ofMonth(cra.mois)} à valider`,
        title: 'Un compte rendu d’activité attend votre validation',
        paragraphs: [
          `${name} a déclaré ${days(cra)} pour ${monthLabel(cra.mois)} sur la mission du ${formatIsoDate(parties.mission.dateDebut)} au ${formatIsoDate(parties.mission.dateFin)}.`,
          'Validez-le pour émettre la facture, ou refusez-le en indiquant le motif.',
        ],
        action: { label: 'Voir le compte rendu', url: appLink(ctx, paths.dashboard.client.missions) },
      }),
    );
}

export const days = (cra: repo.CraRow) => {
  const total = Number(cra.total);
  return `${String(total).replace('.', ',')} jour${total > 1 ? 's' : ''}`;
};

export const note = (userId: number, content: SafeHtml, url: string): NewNotification => ({
  userId,
  titre: 'other',
  content,
  url,
});

/** The candidate's user and e-mail, told of the client's decision. */
export async function candidateRecipient(db: Db, parties: MissionWithParties) {
  const user = await findUserById(db, parties.candidate.userId);
  return user ? { userId: user.id, email: user.email } : undefined;
}

/** Who validates a CRA: a member of the company, or the deadline (DECISIONS §6.5: the periodic job, no one). */
export type CraValidator = { auto: false; user: AuthContext['user'] } | { auto: true };

/** A validation's outcome, committed: the CRA, its client invoice, and its AF invoice when issued with it. */
export interface CraValidated {
  cra: repo.CraRow;
  invoice: InvoiceRow;
  selfBilled: InvoiceRow | undefined;
}

/**
 * Validates a submitted CRA: one transaction holds the mission, locks the CRA (a member and the deadline's job
 * at the same instant: the second finds it `valide` and fails with cra.not_submitted), marks it `valide` and
 * issues the client invoice then the AF invoice (DECISIONS §6.6), numbered under their counters' locks. `notes`
 * writes the notifications in the same transaction. After the commit, the Factur-X documents are stored and an
 * AF invoice that waited for the billing identity is issued. `now` is the validation's instant (issue date,
 * numbering year).
 */
export async function validateSubmittedCra(
  ctx: AppContext,
  parties: MissionWithParties,
  id: number,
  by: CraValidator,
  notes: (tx: Db, validated: CraValidated) => Promise<number[]>,
  now = new Date(),
): Promise<CraValidated> {
  const { validated, userIds } = await ctx.db.transaction(async (tx) => {
    if (!(await repo.holdMission(tx, parties.mission.id))) throw fail('cra.not_found');
    const locked = await repo.lockCra(tx, id);
    if (!locked) throw fail('cra.not_found');
    if (locked.etat !== 'soumis') throw fail('cra.not_submitted');
    const cra = await repo.updateCra(tx, id, {
      etat: 'valide',
      decidedAt: now,
      decidedBy: by.auto ? null : by.user.id,
      valideAuto: by.auto,
      motif: null,
    });
    const contact = by.auto ? '' : [by.user.prenom, by.user.nom].filter(Boolean).join(' ');
    const invoice = await issueInvoice(
      ctx,
      tx,
      {
        craId: cra.id,
        mois: cra.mois,
        days: Number(cra.total),
        mission: parties.mission,
        clientName: parties.client.nomEntreprise,
        clientContact: contact || parties.client.nomEntreprise,
        candidateName: candidateName(parties),
      },
      now,
    );
    // The freelancer's self-billed invoice, when its billing identity is there (else it waits: DECISIONS §6.6).
    const selfBilled = await issueSelfBilledWithInvoice(ctx, tx, invoice, parties, now);
    const validated = { cra, invoice, selfBilled };
    return { validated, userIds: await notes(tx, validated) };
  });
  announce(ctx, userIds);
  const { cra, invoice, selfBilled } = validated;
  ctx.log.info(
    { craId: cra.id, auto: by.auto, invoice: invoice.numero, selfBilled: selfBilled?.numero },
    'CRA validated, invoice issued',
  );
  // Its Factur-X documents, once the numbers are committed, drawn after the answer (docs/invoices.md).
  ctx.invoiceDrawings.later(invoice, ...(selfBilled ? [selfBilled] : []));
  // An identity saved while this validation ran was not seen by it: the AF invoice is issued now.
  if (!selfBilled) await issueAwaitingSelfBilled(ctx, parties.candidate.id);
  return validated;
}

/** What the freelancer is told of its validated CRA's invoices. */
export function invoicesIssuedLine({ invoice, selfBilled }: CraValidated): string {
  return selfBilled
    ? `La facture ${invoice.numero} a été émise, et votre autofacture ${selfBilled.numero} (« Mes factures »).`
    : `La facture ${invoice.numero} a été émise. Complétez votre identité de facturation dans « Mon profil » pour recevoir votre autofacture.`;
}

/** validateCra: a submitted CRA becomes `valide` and its invoice is issued, in one transaction. */
export async function validateCra(ctx: AppContext, auth: AuthContext, id: number): Promise<void> {
  const { parties } = await craOf(ctx.db, auth, 'cra.validate', id);
  const candidate = await candidateRecipient(ctx.db, parties);
  const validated = await validateSubmittedCra(ctx, parties, id, { auto: false, user: auth.user }, async (tx, { cra }) => {
    const content = html`Votre compte rendu d’activité ${ofMonth(cra.mois)} chez ${parties.client.nomEntreprise} a été validé.`;
    return candidate ? notify(tx, note(candidate.userId, content, paths.dashboard.candidate.missions)) : [];
  });
  const { cra } = validated;
  if (candidate)
    ctx.mailer.send(
      missionNoticeMail(candidate.email, {
        subject: `compte rendu ${ofMonth(cra.mois)} validé`,
        title: 'Votre compte rendu d’activité est validé',
        paragraphs: [
          `${parties.client.nomEntreprise} a validé les ${days(cra)} déclarés pour ${monthLabel(cra.mois)}.`,
          invoicesIssuedLine(validated),
        ],
        action: { label: 'Voir mes missions', url: appLink(ctx, paths.dashboard.candidate.missions) },
      }),
    );
}

/** rejectCra: a submitted CRA goes back to the candidate with the reason. */
export async function rejectCra(ctx: AppContext, auth: AuthContext, body: RejectCraBody): Promise<void> {
  const { parties } = await craOf(ctx.db, auth, 'cra.validate', body.id);
  const candidate = await candidateRecipient(ctx.db, parties);
  const { cra, userIds } = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockCra(tx, body.id);
    if (!locked) throw fail('cra.not_found');
    if (locked.etat !== 'soumis') throw fail('cra.not_submitted');
    const cra = await repo.updateCra(tx, body.id, {
      etat: 'refuse',
      motif: body.motif,
      decidedAt: new Date(),
      decidedBy: auth.user.id,
    });
    const content = html`Votre compte rendu d’activité ${ofMonth(cra.mois)} a été refusé : ${body.motif}`;
    const userIds = candidate ? await notify(tx, note(candidate.userId, content, paths.dashboard.candidate.missions)) : [];
    return { cra, userIds };
  });
  announce(ctx, userIds);
  if (candidate)
    ctx.mailer.send(
      missionNoticeMail(candidate.email, {
        subject: `compte rendu ${ofMonth(cra.mois)} à corriger`,
        title: 'Votre compte rendu d’activité est à corriger',
        paragraphs: [
          `${parties.client.nomEntreprise} a refusé le compte rendu ${ofMonth(cra.mois)}.`,
          `Motif : ${body.motif}`,
          'Corrigez-le puis soumettez-le à nouveau.',
        ],
        action: { label: 'Corriger le compte rendu', url: appLink(ctx, paths.dashboard.candidate.missions) },
      }),
    );
}

/** getCras, by side: the candidate's and the staff's with drafts, the client's without. */
export async function listCras(ctx: AppContext, auth: AuthContext, missionId: number, side: 'cd' | 'cl' | 'adm'): Promise<Cra[]> {
  if (side !== 'adm') await requireAccess(ctx.db, auth, 'mission.read', [missionId]);
  else if (!(await findMissionWithParties(ctx.db, missionId))) throw fail('mission.not_found');
  const { delaiValidationCra } = await readSettings(ctx.db);
  return (await repo.listCras(ctx.db, missionId, { drafts: side !== 'cl' })).map((row) => present(row, delaiValidationCra));
}
