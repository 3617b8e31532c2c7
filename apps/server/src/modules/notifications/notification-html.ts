import { escapeHtml } from '../../lib/mail/templates.js';

/**
 * Notification content is HTML built by the server from escaped data (issue 8): every interpolated
 * value goes through escapeHtml, so no user-supplied HTML ever reaches a page.
 *   html`Nouvelle candidature de <strong>${name}</strong>`
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += value instanceof SafeHtml ? value.value : escapeHtml(String(value ?? ''));
    out += strings[i + 1] ?? '';
  });
  return new SafeHtml(out);
}
