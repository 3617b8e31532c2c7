import type { Mail } from './mailer.js';
import { layout } from './templates.js';

/**
 * The mails of interviews (DECISIONS §6.3), each with its iCalendar part (REQUEST or CANCEL). Subjects carry
 * the date only, never a name a user chose (issue 28 §6); the body says with whom.
 */

export interface InterviewMailData {
  /** "avec Nexa Conseil" for the candidate, "avec Léa Martin" for the company's member. */
  withWhom: string;
  /** "mardi 1 décembre 2026 à 10:00" (Europe/Paris). */
  when: string;
  durationMin: number;
  offerTitle: string | null;
  videoLink: string | null;
  pageUrl: string;
  calendar: string;
}

function details(data: InterviewMailData): string[] {
  return [
    ...(data.offerTitle ? [`Offre : « ${data.offerTitle} ».`] : []),
    `Durée : ${data.durationMin} minutes.`,
    data.videoLink ? `Lien de visioconférence : ${data.videoLink}` : 'Le lien de visioconférence vous sera communiqué.',
  ];
}

export function interviewPlannedMail(to: string, data: InterviewMailData): Mail {
  const title = `Entretien ${data.withWhom} le ${data.when}`;
  const paragraphs = [
    `Votre entretien ${data.withWhom} est planifié le ${data.when} (heure de Paris).`,
    ...details(data),
    "L'invitation jointe l'ajoute à votre agenda.",
  ];
  return {
    to,
    subject: `Passerelle : entretien planifié le ${data.when}`,
    html: layout(title, paragraphs, { label: 'Voir mes entretiens', url: data.pageUrl }),
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\n${data.pageUrl}\n`,
    links: [data.pageUrl],
    calendar: { method: 'REQUEST', content: data.calendar },
  };
}

export function interviewCancelledMail(to: string, data: InterviewMailData): Mail {
  const title = `Entretien ${data.withWhom} annulé`;
  const paragraphs = [
    `L'entretien ${data.withWhom} prévu le ${data.when} (heure de Paris) est annulé.`,
    "L'annulation jointe le retire de votre agenda.",
  ];
  return {
    to,
    subject: `Passerelle : entretien du ${data.when} annulé`,
    html: layout(title, paragraphs, { label: 'Voir mes entretiens', url: data.pageUrl }),
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\n${data.pageUrl}\n`,
    links: [data.pageUrl],
    calendar: { method: 'CANCEL', content: data.calendar },
  };
}
