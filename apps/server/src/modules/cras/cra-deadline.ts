import { craAutoValidationDate, monthLabel, ofMonth, parisToday, paths } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { appLink } from '../../lib/mail/links.js';
import { missionNoticeMail } from '../../lib/mail/mission-mails.js';
import { type PeriodicJob, yieldToRequests } from '../../lib/periodic-jobs.js';
import { clientSideRecipients, findMissionWithParties, type MissionWithParties } from '../missions/missions.repository.js';
import { html } from '../notifications/notification-html.js';
import { notify } from '../notifications/notifications.service.js';
import { candidateName } from '../requests/parties.js';
import { readSettings } from '../settings/settings.service.js';
import * as repo from './cras.repository.js';
import {
  type CraValidated,
  candidateRecipient,
  days,
  invoicesIssuedLine,
  note,
  submittedAt,
  validateSubmittedCra,
} from './cras.service.js';

/**
 * The CRA deadline (DECISIONS §6.5): a CRA `soumis` for more than Réglages' `delai_validation_cra` working days
 * (weekends and French public holidays excluded, days in Europe/Paris: craAutoValidationDate, the function
 * getCras dates the deadline with) is validated by this periodic job exactly as a member validates it
 * (validateSubmittedCra: same transaction, same invoices), marked `valide_auto`. The company's members and the
 * freelancer get a notification and a mail. A second run finds nothing left; a member validating or refusing
 * at the same instant is serialised by the CRA's row lock, and whoever comes second finds it decided.
 */

const BATCH = 100;
/** Decided meanwhile (a member's answer, the mission deleted): nothing to do. */
const DECIDED = new Set(['cra.not_submitted', 'cra.not_found']);

const workingDays = (n: number) => `${n} jour${n > 1 ? 's' : ''} ouvré${n > 1 ? 's' : ''}`;

async function validateByDeadline(ctx: AppContext, parties: MissionWithParties, id: number, delai: number, now: Date) {
  const candidate = await candidateRecipient(ctx.db, parties);
  const members = await clientSideRecipients(ctx.db, parties.mission.clientId);
  const company = parties.client.nomEntreprise;
  const name = candidateName(parties);
  const wait = workingDays(delai);
  const validated: CraValidated = await validateSubmittedCra(
    ctx,
    parties,
    id,
    { auto: true },
    async (tx, { cra, invoice }) => {
      const toCandidate = html`Votre compte rendu d’activité ${ofMonth(cra.mois)} chez ${company} a été validé automatiquement, sans réponse de l’entreprise sous ${wait}.`;
      const toMembers = html`Le compte rendu d’activité ${ofMonth(cra.mois)} de ${name} a été validé automatiquement, sans réponse sous ${wait} : la facture ${invoice.numero} est émise.`;
      return notify(tx, [
        ...(candidate ? [note(candidate.userId, toCandidate, paths.dashboard.candidate.missions)] : []),
        ...members.map((m) => note(m.userId, toMembers, paths.dashboard.client.missions)),
      ]);
    },
    now,
  );
  const { cra, invoice } = validated;
  const subject = `compte rendu ${ofMonth(cra.mois)} validé automatiquement`;
  if (candidate)
    ctx.mailer.send(
      missionNoticeMail(candidate.email, {
        subject,
        title: 'Votre compte rendu d’activité est validé',
        paragraphs: [
          `${company} n’a pas répondu sous ${wait} : les ${days(cra)} déclarés pour ${monthLabel(cra.mois)} sont validés automatiquement, comme le prévoit votre contrat.`,
          invoicesIssuedLine(validated),
        ],
        action: { label: 'Voir mes missions', url: appLink(ctx, paths.dashboard.candidate.missions) },
      }),
    );
  for (const m of members)
    ctx.mailer.send(
      missionNoticeMail(m.email, {
        subject,
        title: 'Un compte rendu d’activité a été validé automatiquement',
        paragraphs: [
          `Sans réponse de votre part sous ${wait}, le compte rendu de ${name} pour ${monthLabel(cra.mois)} (${days(cra)}) a été validé automatiquement, comme le prévoit le bon de commande.`,
          `La facture ${invoice.numero} a été émise ; elle est dans « Factures ».`,
        ],
        action: { label: 'Voir les comptes rendus', url: appLink(ctx, paths.dashboard.client.missions) },
      }),
    );
}

/** Validates every submitted CRA whose deadline has come on `now`'s day in Paris; returns what it did. */
export async function runCraDeadline(ctx: AppContext, now = new Date()): Promise<{ valides: number; en_attente: number }> {
  const { delaiValidationCra: delai } = await readSettings(ctx.db);
  const today = parisToday(now);
  // N working days are at least N calendar days (less an hour when the clocks change): an earlier bound is safe.
  const before = new Date(now.getTime() - (delai * 24 - 2) * 3_600_000);
  let valides = 0;
  let enAttente = 0;
  let afterId = 0;
  for (;;) {
    const batch = await repo.submittedBefore(ctx.db, before, afterId, BATCH);
    if (batch.length === 0) break;
    afterId = batch.at(-1)?.id ?? afterId;
    for (const row of batch) {
      if (craAutoValidationDate(submittedAt(row), delai) > today) continue;
      const parties = await findMissionWithParties(ctx.db, row.missionId);
      if (!parties) continue;
      try {
        await validateByDeadline(ctx, parties, row.id, delai, now);
        valides += 1;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (DECIDED.has(err.code)) continue;
        // The company's billing identity or the issuer's configuration is missing: it stays submitted, tried again next run.
        ctx.log.warn({ craId: row.id, code: err.code }, 'CRA past its deadline not validated');
        enAttente += 1;
      }
    }
    await yieldToRequests();
  }
  return { valides, en_attente: enAttente };
}

export const CRA_JOB_NAMES = { deadline: 'cra_deadline' } as const;

/** The deadline as a periodic job (lib/periodic-jobs.ts): one instance at a time, every hour. */
export function craJobs(ctx: AppContext): PeriodicJob[] {
  return [{ name: CRA_JOB_NAMES.deadline, everyMs: 60 * 60_000, run: (now) => runCraDeadline(ctx, now) }];
}
