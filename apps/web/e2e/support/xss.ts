import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Stored-XSS probes. A probe is a value that would run if a screen rendered it as HTML: each of its
 * handlers pushes its tag (the field it was stored in) to `window.__xss`. It is built to fit the field's
 * maximum length, so that the server stores it rather than refusing it.
 */

declare global {
  interface Window {
    __xss: string[];
  }
}

/**
 * The probe for `tag` within `max` characters: an <img> whose error handler runs, a <script>, an <svg>
 * whose load handler runs, then quotes that would close an attribute; shorter forms for short fields. No form holds
 * `word.word` (`__xss['push']`, not `__xss.push`): a person's name refuses what looks like a domain (issue 28).
 */
export function probe(tag: string, max: number): string {
  const push = `(window.__xss=window.__xss||[]).push('${tag}')`;
  const forms = [
    `<img src=x onerror="${push}"><script>${push}</script><svg onload="${push}">"'>`,
    `<img src=x onerror="__xss['push']('${tag}')"><svg onload="__xss['push']('${tag}')">"'>`,
    `<img src=x onerror=__xss['push']('${tag}')>`,
  ];
  const fitting = forms.find((form) => form.length <= max);
  if (!fitting) throw new Error(`no probe for ${tag} fits in ${max} characters`);
  return fitting;
}

export interface XssWatch {
  /** Messages of the dialogs (alert, confirm, prompt) the page opened; each was dismissed. */
  dialogs: string[];
  /** Requests for the probes' image `x`: an <img> element was made from a stored value. */
  imageRequests: string[];
}

/**
 * Arms a page before its first navigation: `window.__xss` exists from the first script on, dialogs are
 * recorded and dismissed, requests for the probes' image are recorded.
 */
export async function watchXss(page: Page): Promise<XssWatch> {
  const watch: XssWatch = { dialogs: [], imageRequests: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    dialog.dismiss().catch(() => undefined);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/x')) watch.imageRequests.push(request.url());
  });
  await page.addInitScript(() => {
    window.__xss = [];
  });
  return watch;
}

/**
 * The screen shows each of `values` as text (proof that it was rendered, not dropped), and nothing of
 * them ran or became markup: no probe handler ran, no dialog opened, no probe image was requested, and
 * the document holds no inline event handler attribute nor inline script of a probe (React never writes
 * `on…` attributes, so any such attribute came from a stored value).
 */
export async function expectInert(page: Page, watch: XssWatch, values: string[], scope: Page | Locator = page): Promise<void> {
  // Soft: a value rendered as markup is missing as text, and the checks below then tell what it did.
  for (const value of values)
    await expect.soft(scope.getByText(value).filter({ visible: true }).first(), `shown as text: ${value}`).toBeVisible();
  const found = await page.evaluate(() => ({
    ran: window.__xss,
    markup: Array.from(document.querySelectorAll('*'))
      .filter((el) =>
        el.tagName === 'SCRIPT'
          ? (el.textContent ?? '').includes('__xss')
          : Array.from(el.attributes).some((a) => a.name.startsWith('on')),
      )
      .map((el) => el.outerHTML.slice(0, 200)),
  }));
  expect(found.ran, 'probe handlers that ran').toEqual([]);
  expect(found.markup, 'probe markup in the document').toEqual([]);
  expect(watch.dialogs, 'dialogs').toEqual([]);
  expect(watch.imageRequests, 'requests for the probe image').toEqual([]);
}
