import type { Mail } from './mailer.js';

/** The French mails of the accounts flow, as HTML and plain text, with their links built from APP_URL. */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footnote = ''): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1d2433">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:#1f3c88">Passerelle</h1>
<h2 style="margin:0 0 16px;font-size:18px">${escapeHtml(title)}</h2>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1f3c88;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#5b6476">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(action.url)}</p>
${footnote}</div>
<p style="text-align:center;font-size:12px;color:#8a93a6">Passerelle — missions 100 % à distance</p>
</body></html>`;
}

export function verificationMail(to: string, link: string): Mail {
  const title = 'Validez votre adresse e-mail';
  const paragraphs = [
    'Bienvenue sur Passerelle !',
    'Pour activer votre compte, confirmez votre adresse e-mail en suivant le lien ci-dessous. Il est valable 48 heures.',
    "Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.",
  ];
  return {
    to,
    subject: 'Passerelle : validez votre adresse e-mail',
    html: layout(title, paragraphs, { label: 'Valider mon e-mail', url: link }),
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\n${link}\n`,
    links: [link],
  };
}

export function passwordResetMail(to: string, link: string): Mail {
  const title = 'Réinitialisez votre mot de passe';
  const paragraphs = [
    'Vous avez demandé à réinitialiser votre mot de passe Passerelle.',
    "Choisissez un nouveau mot de passe en suivant le lien ci-dessous. Il est valable une heure et ne sert qu'une fois.",
    "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  ];
  return {
    to,
    subject: 'Passerelle : réinitialisation de votre mot de passe',
    html: layout(title, paragraphs, { label: 'Choisir un nouveau mot de passe', url: link }),
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\n${link}\n`,
    links: [link],
  };
}

/** Someone registered with an address that has an account (issue 16): the owner is told, nobody else. */
export function existingAccountMail(to: string, links: { login: string; reset: string }): Mail {
  const title = 'Vous avez déjà un compte';
  const paragraphs = [
    "Une inscription à Passerelle vient d'être demandée avec cette adresse e-mail, qui a déjà un compte.",
    `Connectez-vous avec votre mot de passe habituel. Si vous l'avez oublié, choisissez-en un nouveau : ${links.reset}`,
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte n'a pas changé.",
  ];
  return {
    to,
    subject: 'Passerelle : vous avez déjà un compte',
    html: layout(title, paragraphs, { label: 'Me connecter', url: links.login }),
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\nSe connecter : ${links.login}\n`,
    links: [links.login, links.reset],
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** The mail of a user who is away with unread messages or notifications (issue 8). */
export function digestMail(
  to: string,
  data: { messages: number; notifications: number; chatUrl: string; unsubscribe: string },
): Mail {
  const parts: string[] = [];
  if (data.messages > 0)
    parts.push(plural(data.messages, "message non lu de l'équipe Passerelle", "messages non lus de l'équipe Passerelle"));
  if (data.notifications > 0) parts.push(plural(data.notifications, 'notification non lue', 'notifications non lues'));
  const title = 'Du nouveau vous attend sur Passerelle';
  const paragraphs = [
    `Vous avez ${parts.join(' et ')}.`,
    'Retrouvez-les dans votre espace : notre équipe vous répond dans le chat.',
  ];
  const html = layout(
    title,
    paragraphs,
    { label: 'Ouvrir le chat', url: data.chatUrl },
    `<p style="margin:16px 0 0;font-size:12px;color:#5b6476">Vous ne souhaitez plus recevoir ces récapitulatifs ? <a href="${escapeHtml(data.unsubscribe)}">Se désabonner</a>.</p>`,
  );
  return {
    to,
    subject: 'Passerelle : des messages vous attendent',
    html,
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\n${data.chatUrl}\n\nSe désabonner de ces récapitulatifs : ${data.unsubscribe}\n`,
    links: [data.chatUrl, data.unsubscribe],
  };
}

/** The availability reminder (DECISIONS §6.2): one click confirms it as it stands. */
export function dispoReminderMail(
  to: string,
  data: { dispo: string; joursSemaine: number; confirmUrl: string; profileUrl: string },
): Mail {
  const title = 'Votre disponibilité est-elle toujours à jour ?';
  const [y, m, d] = data.dispo.split('-');
  const paragraphs = [
    `Vous êtes disponible le ${d}/${m}/${y}, ${data.joursSemaine} jour${data.joursSemaine > 1 ? 's' : ''} par semaine : est-ce toujours vrai ?`,
    "Les entreprises voient en premier les candidats dont la disponibilité est confirmée. Un clic suffit ; le lien est valable 14 jours et ne sert qu'une fois.",
    `Elle a changé ? Mettez-la à jour dans votre profil : ${data.profileUrl}`,
  ];
  return {
    to,
    subject: 'Passerelle : confirmez votre disponibilité',
    html: layout(title, paragraphs, { label: 'Je confirme ma disponibilité', url: data.confirmUrl }),
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\n${data.confirmUrl}\n`,
    links: [data.confirmUrl],
  };
}

/** Retention (DECISIONS §6.2, CNIL): the question asked after 2 years without activity. */
export function retentionMail(to: string, data: { keepUrl: string; eraseOn: string }): Mail {
  const title = 'Souhaitez-vous conserver votre compte ?';
  const paragraphs = [
    "Vous n'avez pas utilisé votre compte Passerelle depuis deux ans.",
    `Pour protéger vos données personnelles, nous l'effacerons le ${data.eraseOn}, sauf si vous souhaitez le conserver : un clic suffit.`,
    'Si vous ne faites rien, votre profil, vos formations, vos expériences et vos documents seront effacés définitivement, sauf ce que la loi nous oblige à garder : les factures de vos missions et les attestations de vigilance sur lesquelles elles reposaient.',
  ];
  return {
    to,
    subject: 'Passerelle : souhaitez-vous conserver votre compte ?',
    html: layout(title, paragraphs, { label: 'Conserver mon compte', url: data.keepUrl }),
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\n${data.keepUrl}\n`,
    links: [data.keepUrl],
  };
}

/**
 * The staff's answer to a message of the contact form (DECISIONS §6.9). The subject holds no text the sender
 * chose (issue 28 §6); the body quotes their subject, escaped by the layout.
 */
export function contactReplyMail(to: string, data: { fullname: string; subject: string; reply: string; siteUrl: string }): Mail {
  const title = 'Réponse à votre message';
  const paragraphs = [
    `Bonjour ${data.fullname},`,
    `Vous nous avez écrit au sujet de « ${data.subject} ». Voici notre réponse :`,
    ...data.reply.split(/\n{2,}/),
    'L’équipe Passerelle',
  ];
  return {
    to,
    subject: 'Passerelle : réponse à votre message',
    html: layout(title, paragraphs, { label: 'Aller sur Passerelle', url: data.siteUrl }),
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\n${data.siteUrl}\n`,
    links: [data.siteUrl],
  };
}

/** The mail of a user whose account staff have just validated (DECISIONS §6.9). */
export function accountValidatedMail(to: string, link: string): Mail {
  const title = 'Votre compte Passerelle est validé';
  const paragraphs = [
    'Bonne nouvelle : notre équipe a validé votre compte.',
    'Vous pouvez maintenant utiliser Passerelle sans restriction : publier des offres ou postuler, demander des candidats, échanger avec notre équipe.',
  ];
  return {
    to,
    subject: 'Votre compte Passerelle est validé',
    html: layout(title, paragraphs, { label: 'Me connecter', url: link }),
    text: `${title}\n\n${paragraphs.join('\n\n')}\n\n${link}\n`,
    links: [link],
  };
}
