import { paths } from '@passerelle/shared';
import { html } from '../notifications/notification-html.js';
import type { NewNotification } from '../notifications/notifications.service.js';

/** The notifications of the offers and applications (SPEC §3 Notification), built from escaped values. */

const CANDIDATE_APPLICATIONS_URL = paths.dashboard.candidate.propositions;
const clientOfferUrl = (offerId: number) => paths.dashboard.client.offer(offerId);

/** A notification to each member of a company (notifications.service toCompany). */
type CompanyNotification = Omit<NewNotification, 'userId'>;

/** To the company: a candidate applied to its offer. */
export function newApplicationNotification(
  offer: { id: number; titre: string },
  candidate: { prenom: string | null; nom: string | null; titre: string },
): CompanyNotification {
  const name = [candidate.prenom, candidate.nom].filter(Boolean).join(' ');
  return {
    titre: 'postul',
    content: html`Nouvelle candidature de <strong>${name}</strong> (${candidate.titre}) pour votre offre « ${offer.titre} ».`,
    url: clientOfferUrl(offer.id),
  };
}

/** To a candidate: the offer was closed, the application is not retained (DECISIONS §3, application endings). */
export function offerClosedNotification(candidateUserId: number, offer: { titre: string }): NewNotification {
  return {
    userId: candidateUserId,
    titre: 'other',
    content: html`L'offre « <strong>${offer.titre}</strong> » a été fermée : votre candidature n'a pas été retenue.`,
    url: CANDIDATE_APPLICATIONS_URL,
  };
}

/** To the company: the staff blocked or unblocked its offer. */
export function offerModeratedNotification(offer: { id: number; titre: string }, blocked: boolean): CompanyNotification {
  return {
    titre: 'other',
    content: blocked
      ? html`Votre offre « <strong>${offer.titre}</strong> » a été bloquée par notre équipe : les candidats ne la voient plus. Contactez-nous par le chat pour en savoir plus.`
      : html`Votre offre « <strong>${offer.titre}</strong> » a été débloquée par notre équipe : les candidats la voient de nouveau.`,
    url: clientOfferUrl(offer.id),
  };
}

/** To a candidate: the client decided on its application (DECISIONS §6.9), with the client's word if any. */
export function applicationDecidedNotification(
  candidateUserId: number,
  offer: { titre: string },
  decision: { etat: 'retenue' | 'non_retenue'; message: string | null },
): NewNotification {
  const said = decision.message ? html` Message du client : « ${decision.message} »` : html``;
  return {
    userId: candidateUserId,
    titre: 'other',
    content:
      decision.etat === 'retenue'
        ? html`Votre candidature à l’offre « <strong>${offer.titre}</strong> » a été retenue : notre équipe revient vers vous pour la suite.${said}`
        : html`Votre candidature à l’offre « <strong>${offer.titre}</strong> » n’a pas été retenue.${said}`,
    url: CANDIDATE_APPLICATIONS_URL,
  };
}
