import { expect, it } from 'vitest';
import { html } from './notification-html.js';

it('escapes every interpolated value, and only those', () => {
  const name = '<img src=x onerror=alert(1)>';
  const inner = html`<em>${'a & b'}</em>`;
  expect(html`Candidature de <strong>${name}</strong> ${inner}`.value).toBe(
    'Candidature de <strong>&#60;img src=x onerror=alert(1)&#62;</strong> <em>a &#38; b</em>',
  );
});
