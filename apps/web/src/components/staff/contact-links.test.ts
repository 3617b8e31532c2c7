import { describe, expect, it } from 'vitest';
import { mailtoHref } from './contact-links';

describe('mailtoHref: a mail link only to an address', () => {
  it('links to an address, with an encoded subject', () => {
    expect(mailtoHref('claire.durand@exemple.fr')).toBe('mailto:claire.durand@exemple.fr');
    expect(mailtoHref(' claire@exemple.fr ', 'Re: Devis & délais ?')).toBe(
      'mailto:claire@exemple.fr?subject=Re%3A%20Devis%20%26%20d%C3%A9lais%20%3F',
    );
  });
  it('gives no link for what is not an address: markup, a scheme, extra recipients or headers', () => {
    for (const email of [
      `<img src=x onerror="alert(1)">@exemple.fr`,
      'javascript:alert(1)',
      'visiteur@exemple.fr?bcc=espion@exemple.fr',
      'visiteur@exemple.fr,espion@exemple.fr',
      'visiteur@exemple.fr&body=Bonjour',
      'visiteur@exemple.fr#x',
      'pas une adresse',
    ]) {
      expect(mailtoHref(email), email).toBeNull();
    }
  });
});
