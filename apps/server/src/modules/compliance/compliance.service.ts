import { randomBytes } from 'node:crypto';
import {
  type AdminComplianceDocument,
  type ComplianceDocument,
  DOCUMENT_DEFAULT_VALIDITY_MONTHS,
  DOCUMENT_TYPE_LABELS,
  type DocumentEtat,
  type DocumentType,
  formatIsoDate,
  parisToday,
  paths,
  type UploadDocumentFields,
  type VerifyDocumentBody,
  VIGILANCE_THRESHOLD_EUROS,
  workingDaysBetween,
} from '@passerelle/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, failField } from '../../lib/errors.js';
import { appLink } from '../../lib/mail/links.js';
import { missionNoticeMail } from '../../lib/mail/mission-mails.js';
import type { PeriodicJob } from '../../lib/periodic-jobs.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCandidate, candidateOf, requireAccess } from '../access/access.service.js';
import { findUserById, recordAdminAction } from '../accounts/accounts.repository.js';
import { html } from '../notifications/notification-html.js';
import { announce, notify, notifyStaff } from '../notifications/notifications.service.js';
import { findCandidateById } from '../profiles/profiles.repository.js';
import * as repo from './compliance.repository.js';

/**
 * Compliance documents (DECISIONS §6.4, the devoir de vigilance: Code du travail L8222-1, D8222-5): the
 * candidate sends PDFs with their expiry, the staff verify or refuse them, reminders go out 30 days
 * before expiry and at expiry, and a mission of 5,000 € or more needs a verified, unexpired URSSAF attestation.
 */

/** The candidate's documents are in « Mes missions ». */
const DOCUMENTS_URL = paths.dashboard.candidate.missions;
/** The staff's « Documents » screen. */
const STAFF_DOCUMENTS_URL = paths.dashboard.admin.documents;

function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(d, last));
  return date.toISOString().slice(0, 10);
}

function present(row: repo.DocumentRow): ComplianceDocument {
  return {
    id: row.id,
    type: row.type as DocumentType,
    expire_le: row.expireLe,
    etat: row.etat as DocumentEtat,
    motif: row.motif,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * uploadDocument: a PDF (checked by content) with its expiry; without one, each type's usual validity
 * (DOCUMENT_DEFAULT_VALIDITY_MONTHS: URSSAF 6 months, Kbis 3, RC Pro 12; DECISIONS §6.9).
 */
export async function uploadDocument(
  ctx: AppContext,
  auth: AuthContext,
  fields: UploadDocumentFields,
  data: Buffer,
): Promise<number> {
  const candidate = await callerCandidate(ctx.db, auth, { refusal: 'auth.role_forbidden' });
  const today = parisToday();
  const expireLe = fields.expire_le ?? addMonths(today, DOCUMENT_DEFAULT_VALIDITY_MONTHS[fields.type]);
  if (expireLe < today) throw failField('document.expiry_past', 'expire_le');
  if (data.length === 0) throw fail('upload.file_required');
  const detected = await fileTypeFromBuffer(data);
  if (detected?.mime !== 'application/pdf') throw fail('document.file_type');
  const key = `documents/${randomBytes(18).toString('base64url')}.pdf`;
  await ctx.storage.put(key, data);
  const name = [auth.user.prenom, auth.user.nom].filter(Boolean).join(' ') || auth.user.email;
  const { id, userIds } = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertDocument(tx, { candidateId: candidate.id, type: fields.type, storageKey: key, expireLe });
    // The staff check each document (issue 16's staff notices): the bell counts it until they read it.
    const userIds = await notifyStaff(tx, {
      content: html`Nouveau document à vérifier : ${DOCUMENT_TYPE_LABELS[fields.type]} de <strong>${name}</strong>`,
      url: STAFF_DOCUMENTS_URL,
    });
    return { id: row.id, userIds };
  });
  announce(ctx, userIds);
  return id;
}

export async function listMyDocuments(ctx: AppContext, auth: AuthContext): Promise<ComplianceDocument[]> {
  const candidate = await candidateOf(ctx.db, auth);
  if (!candidate) return [];
  return (await repo.listCandidateDocuments(ctx.db, candidate.id)).map(present);
}

export async function listDocuments(
  ctx: AppContext,
  body: { condidatId?: number; etat?: DocumentEtat } | null | undefined,
): Promise<AdminComplianceDocument[]> {
  const rows = await repo.listDocuments(ctx.db, { candidateId: body?.condidatId, etat: body?.etat });
  return rows.map(({ doc, nom, prenom }) => ({
    ...present(doc),
    condidatId: doc.candidateId,
    condidat: [prenom, nom].filter(Boolean).join(' '),
  }));
}

/** verifyDocument: the staff's decision, told to the candidate, recorded. */
export async function verifyDocument(
  ctx: AppContext,
  actor: AuthContext,
  body: VerifyDocumentBody,
  ip: string | null,
): Promise<void> {
  const { userIds, candidateUserId, doc } = await ctx.db.transaction(async (tx) => {
    const doc = await repo.lockDocument(tx, body.id);
    if (!doc) throw fail('document.not_found');
    const etat = body.valide ? 'valide' : 'refuse';
    const motif = body.valide ? null : (body.motif ?? null);
    const updated = await repo.updateDocument(tx, doc.id, { etat, motif, verifiedBy: actor.user.id, verifiedAt: new Date() });
    const candidate = await findCandidateById(tx, doc.candidateId);
    const label = DOCUMENT_TYPE_LABELS[doc.type as DocumentType];
    const content = body.valide
      ? html`Votre document « ${label} » a été vérifié.`
      : html`Votre document « ${label} » a été refusé : ${motif}`;
    const userIds = candidate ? await notify(tx, { userId: candidate.userId, titre: 'other', content, url: DOCUMENTS_URL }) : [];
    await recordAdminAction(tx, {
      actorId: actor.user.id,
      action: body.valide ? 'verify_document' : 'refuse_document',
      targetType: 'compliance_document',
      targetId: doc.id,
      details: `${doc.type} ${doc.etat} → ${etat}${motif ? ` (${motif})` : ''}`,
      ip,
    });
    return { userIds, candidateUserId: candidate?.userId, doc: updated };
  });
  announce(ctx, userIds);
  const user = candidateUserId ? await findUserById(ctx.db, candidateUserId) : undefined;
  if (user) {
    const label = DOCUMENT_TYPE_LABELS[doc.type as DocumentType];
    ctx.mailer.send(
      missionNoticeMail(user.email, {
        subject: body.valide ? `document vérifié (${label})` : `document refusé (${label})`,
        title: body.valide ? 'Votre document est vérifié' : 'Votre document est refusé',
        paragraphs: body.valide
          ? [`Notre équipe a vérifié votre document « ${label} », valable jusqu’au ${formatIsoDate(doc.expireLe)}.`]
          : [
              `Notre équipe a refusé votre document « ${label} ».`,
              `Motif : ${doc.motif ?? ''}`,
              'Envoyez un document corrigé depuis « Mes missions ».',
            ],
        action: { label: 'Voir mes documents', url: appLink(ctx, DOCUMENTS_URL) },
      }),
    );
  }
}

/** GET /api/files/document/{id}: its candidate and the staff; another candidate: as unknown (404). */
export async function documentFile(ctx: AppContext, auth: AuthContext, id: number) {
  await requireAccess(ctx.db, auth, 'document.read', [id]);
  const doc = await repo.findDocument(ctx.db, id);
  if (!doc) throw fail('document.not_found');
  const file = await ctx.storage.get(doc.storageKey);
  if (!file) throw fail('document.not_found');
  return { file, name: `${doc.type}-${doc.expireLe}.pdf` };
}

/** A mission's worth: tjm × working days (Monday to Friday, French public holidays excluded). */
export function missionWorth(tjm: number | string, start: string, end: string): number {
  return Number(tjm) * workingDaysBetween(start, end);
}

/**
 * The devoir de vigilance: a mission worth 5,000 € or more is refused to a candidate without a verified
 * URSSAF attestation valid today (409 compliance.missing). `before` is the worth the mission had (an
 * edit that does not raise it is not refused).
 */
export async function requireVigilance(db: Db, candidateId: number, worth: number, before = 0): Promise<void> {
  if (worth < VIGILANCE_THRESHOLD_EUROS || worth <= before) return;
  if (!(await repo.hasValidUrssaf(db, candidateId, parisToday()))) throw fail('compliance.missing');
}

/** The expiry reminders due now, each sent once (the claim), as a notification and a mail. */
export async function runDocumentReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const today = parisToday(now);
  let sent = 0;
  for (const kind of ['soon', 'expired'] as const) {
    const due = await repo.claimDueReminders(ctx.db, kind, today, now);
    for (const r of due) {
      const label = DOCUMENT_TYPE_LABELS[r.type as DocumentType];
      const date = formatIsoDate(r.expire_le);
      const text =
        kind === 'soon' ? `Votre document « ${label} » expire le ${date}.` : `Votre document « ${label} » a expiré le ${date}.`;
      const userIds = await notify(ctx.db, {
        userId: r.user_id,
        titre: 'other',
        content: html`${text} Envoyez-en un nouveau depuis « Mes missions ».`,
        url: DOCUMENTS_URL,
      });
      announce(ctx, userIds);
      ctx.mailer.send(
        missionNoticeMail(r.email, {
          subject: kind === 'soon' ? `document à renouveler (${label})` : `document expiré (${label})`,
          title: kind === 'soon' ? 'Un document arrive à expiration' : 'Un document a expiré',
          paragraphs: [
            text,
            'Sans document valide, une mission de 5 000 € ou plus ne peut pas vous être confiée. Envoyez le nouveau document depuis « Mes missions ».',
          ],
          action: { label: 'Envoyer un document', url: appLink(ctx, DOCUMENTS_URL) },
        }),
      );
      sent += 1;
    }
  }
  return sent;
}

/** The names of this module's periodic jobs (their leases in `job_leases`), for whoever needs them without running them. */
export const COMPLIANCE_JOB_NAMES = { documentReminders: 'document_reminders' } as const;

/** The expiry reminders as a periodic job (lib/periodic-jobs.ts): one instance at a time, every 15 minutes. */
export function complianceJobs(ctx: AppContext): PeriodicJob[] {
  return [
    {
      name: COMPLIANCE_JOB_NAMES.documentReminders,
      everyMs: 15 * 60_000,
      run: async (now) => ({ sent: await runDocumentReminders(ctx, now) }),
    },
  ];
}
