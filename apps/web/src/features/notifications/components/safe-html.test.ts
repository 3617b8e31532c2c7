import { expect, it } from 'vitest';
import { sanitizeNotificationHtml } from './safe-html';

it('keeps text and a few inline tags, nothing else', () => {
  expect(sanitizeNotificationHtml('Candidature de <strong>Léa</strong><br>')).toBe('Candidature de <strong>Léa</strong><br>');
  expect(sanitizeNotificationHtml('<img src=x onerror="alert(1)"><a href="javascript:alert(1)">clic</a>')).toBe('clic');
  expect(sanitizeNotificationHtml('<strong onclick="x()">a &amp; b</strong><script>alert(1)</script>')).toBe(
    '<strong>a &#38; b</strong>alert(1)',
  );
});
