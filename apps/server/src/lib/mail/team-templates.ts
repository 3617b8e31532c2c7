import type { Mail } from './mailer.js';
import { layout } from './templates.js';

/**
 * The mails of client teams (DECISIONS §6.3): the invitation to join a company. Its subject holds no text a
 * user chose (issue 28 §6): a name or a company in a subject reads as the platform's own words, and the
 * inviter picks both. The body names them, escaped, and person names never hold a link (schemas/fields.ts).
 */

export function teamInvitationMail(to: string, data: { company: string; inviter: string; link: string }): Mail {
  const title = `Rejoignez ${data.company} sur Passerelle`;
  const paragraphs = [
    `${data.inviter} vous invite à rejoindre l’équipe de ${data.company} sur Passerelle : vous partagerez ses offres, ses sélections de candidats, ses entretiens et ses missions.`,
    'Choisissez votre nom et votre mot de passe en suivant le lien ci-dessous. Il est valable 7 jours et ne sert qu’une fois.',
    'Si vous ne connaissez pas l’expéditeur, ignorez simplement ce message.',
  ];
  return {
    to,
    subject: 'Passerelle : invitation à rejoindre une équipe',
    html: layout(title, paragraphs, { label: 'Rejoindre l’équipe', url: data.link }),
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\n${data.link}\n`,
    links: [data.link],
  };
}
