import { paths } from '@passerelle/shared/paths';
import { legalApi } from '@passerelle/shared/routes/legal';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../../lib/legal-terms';
import { fakeApi, renderScreen } from '../../../test/render';
import { LegalNoticePage, PrivacyPage, TermsPage } from './legal-pages';

describe('the legal pages (DECISIONS §6.9)', { timeout: 20_000 }, () => {
  it('« Mentions légales » names the publisher the invoices name', async () => {
    const api = fakeApi();
    api.on(legalApi.publisher, {
      body: {
        done: true,
        publisher: {
          name: 'Passerelle SAS',
          siren: '552100554',
          address: '10 rue de la Paix, 75002 Paris',
          vat: 'FR12552100554',
        },
      },
    });
    renderScreen(<LegalNoticePage />, { path: paths.legal.notice });
    expect(await screen.findByText(/Passerelle SAS/)).toBeTruthy();
    expect(screen.getByText(/SIREN 552100554 · TVA intracommunautaire FR12552100554/)).toBeTruthy();
  });

  it('the privacy policy says what, why, how long, the rights, and that no tracking cookie is set', () => {
    renderScreen(<PrivacyPage />, { path: paths.legal.privacy });
    for (const heading of [
      'Ce que nous collectons',
      'Pourquoi',
      'Combien de temps',
      'Vos droits et comment les exercer',
      'Cookies',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByText(/aucun cookie de mesure d’audience/)).toBeTruthy();
  });

  it('the terms carry their version and its date, and every page links the two others', () => {
    renderScreen(<TermsPage />, { path: paths.legal.terms });
    expect(screen.getByText(new RegExp(`Version ${TERMS_VERSION.replace('.', '\\.')} du \\d{2}/\\d{2}/\\d{4}`))).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Mentions légales' })[0]?.getAttribute('href')).toBe(paths.legal.notice);
    expect(screen.getAllByRole('link', { name: 'Politique de confidentialité' })[0]?.getAttribute('href')).toBe(
      paths.legal.privacy,
    );
  });
});
