import type { Mail } from './mailer.js';
import { layout } from './templates.js';

/**
 * A short mail about a mission's activity (CRA submitted, validated, refused; documents): one action link.
 * `subject` is the platform's words (a month, a document type), never a name a user chose (issue 28 §6).
 */
export function missionNoticeMail(
  to: string,
  notice: { subject: string; title: string; paragraphs: string[]; action: { label: string; url: string } },
): Mail {
  return {
    to,
    subject: `Passerelle : ${notice.subject}`,
    html: layout(notice.title, notice.paragraphs, notice.action),
    text: `${notice.title}\n\n${notice.paragraphs.join('\n\n')}\n\n${notice.action.url}\n`,
    links: [notice.action.url],
  };
}
