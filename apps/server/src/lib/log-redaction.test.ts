import { randomBytes } from 'node:crypto';
import { TOKEN_PAGES } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { redactLinkTokens } from './log-redaction.js';

/**
 * Issue 28 §5: every page that carries a token in its path is hidden in the request log. The pages come
 * from the shared list (TOKEN_PAGES), so a token page declared tomorrow is tested here without a new line.
 * The request log does not depend on the database engine: @embedded-only.
 */
describe('request log redaction', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => t.close());

  it('knows at least the pages the mails link to', () => {
    // If the walk of `paths` stopped finding them, every other test below would pass on an empty list.
    expect(TOKEN_PAGES.length).toBeGreaterThanOrEqual(7);
  });

  for (const page of TOKEN_PAGES) {
    it(`${page.tokenPrefix}…: the token never reaches the log`, async () => {
      const token = randomBytes(24).toString('base64url');
      await t.app.inject({ method: 'GET', url: page(token) });
      await t.app.inject({ method: 'GET', url: `${page(token)}?source=mail#haut` });
      const logged = lines.filter((line) => line.includes(page.tokenPrefix));
      expect(logged.length).toBeGreaterThan(0);
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
      expect(logged.every((line) => line.includes(`${page.tokenPrefix}[caché]`))).toBe(true);
    });
  }

  it('keeps the query string and leaves other pages as they are', () => {
    expect(redactLinkTokens('/register/team/abc?x=1')).toBe('/register/team/[caché]?x=1');
    expect(redactLinkTokens('/dashb/mesoffres/12')).toBe('/dashb/mesoffres/12');
    // The pattern of a page without its token (the router's `:id?`) has nothing to hide.
    expect(redactLinkTokens('/register/team/')).toBe('/register/team/');
    expect(redactLinkTokens('/register/cl/inf')).toBe('/register/cl/inf');
  });
});
