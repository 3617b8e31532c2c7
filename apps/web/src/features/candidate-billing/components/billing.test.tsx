import { paths } from '@passerelle/shared/paths';
import { billingApi } from '@passerelle/shared/routes/billing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { BillingSection } from './billing-section';
import { MyInvoicesPage } from './invoices-page';

/** The freelancer's « Facturation » section and « Mes factures » (DECISIONS §6.6). */

const api = billingApi.cd;
const STORED = {
  done: true as const,
  raison_sociale: 'Léa Martin EI',
  siret: '84215937800004',
  adresse: '3 quai Perrache',
  code_postal: '69002',
  ville: 'Lyon',
  regime_tva: 'franchise' as const,
  tva_intra: null,
  iban: '•••• •••• •••• •••• •••• ••• 2606',
  bic: 'PSSTFRPPLYO',
  mandat: true,
  mandat_le: '2026-09-15',
};

const AF = {
  id: 12,
  numero: 'AF-2026-000004',
  mois: '2026-10',
  missionId: 7,
  ht: 1551.25,
  tva: 0,
  ttc: 1551.25,
  createdAt: '2026-11-03T09:30:00.000Z',
  type: 'autofacturation' as const,
  avoir: 'A-2026-000002',
  facture_origine: null,
  etat_paiement: 'en_attente' as const,
  client: 'Atelier Numérique',
};

describe('BillingSection', { timeout: 40_000 }, () => {
  it('shows the stored identity with the IBAN masked; the form keeps the IBAN when left empty and shows a refused field', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('condidat') });
    const fake = fakeApi();
    fake.on(api.getFacturation, { body: STORED });
    let calls = 0;
    fake.on(api.setFacturation, () => {
      calls += 1;
      return calls === 1
        ? {
            status: 400,
            body: {
              done: false,
              success: false,
              message: 'Numéro SIRET non valide (14 chiffres, clé de contrôle) !',
              code: 'billing.bad_siret',
              errors: { siret: 'Numéro SIRET non valide (14 chiffres, clé de contrôle) !' },
            },
          }
        : { body: { done: true } };
    });
    const ui = renderScreen(<BillingSection />, { path: paths.dashboard.candidate.profile });
    const section = await screen.findByRole('region', { name: 'Facturation' });
    expect(await within(section).findByText('•••• •••• •••• •••• •••• ••• 2606')).toBeTruthy();
    expect(within(section).getByText('Autofacturation acceptée le 15/09/2026')).toBeTruthy();

    // The pencil's tooltip loads at the first pointing (LazyTooltip): point, let it load, then click.
    await ui.user.hover(within(section).getByRole('button', { name: 'Modifier ma facturation' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await ui.user.click(within(section).getByRole('button', { name: 'Modifier ma facturation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ma facturation' }, { timeout: 10_000 });
    const siret = within(dialog).getByRole('textbox', { name: /^SIRET/ });
    await ui.user.clear(siret);
    await ui.user.click(siret);
    await ui.user.paste('84215937800005');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Numéro SIRET non valide (14 chiffres, clé de contrôle) !')).toBeTruthy();
    // No IBAN typed: none is sent, the stored one is kept.
    const [first] = fake.sentTo(api.setFacturation);
    expect(first?.body).toMatchObject({ siret: '84215937800005', regime_tva: 'franchise', mandat: true, tva_intra: null });
    expect(first?.body).not.toHaveProperty('iban');
    await ui.user.clear(siret);
    await ui.user.click(siret);
    await ui.user.paste('84215937800004');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Votre facturation est enregistrée.')).toBeTruthy();
  });

  it('without an identity, says what it is for and opens the form', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('condidat') });
    const fake = fakeApi();
    fake.on(api.getFacturation, {
      body: {
        ...STORED,
        raison_sociale: null,
        siret: null,
        adresse: null,
        code_postal: null,
        ville: null,
        regime_tva: null,
        iban: null,
        bic: null,
        mandat: false,
        mandat_le: null,
      },
    });
    renderScreen(<BillingSection />, { path: paths.dashboard.candidate.profile });
    expect(await screen.findByRole('button', { name: 'Renseigner ma facturation' })).toBeTruthy();
  });
});

describe('MyInvoicesPage', { timeout: 20_000 }, () => {
  it('lists the AF invoices and credit notes, each with its state and PDF', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('condidat') });
    const fake = fakeApi();
    fake.on(api.getFacturation, { body: STORED });
    fake.on(api.getFactures, {
      body: {
        done: true,
        factures: [
          {
            ...AF,
            id: 13,
            numero: 'A-2026-000002',
            type: 'avoir',
            avoir: null,
            facture_origine: 'AF-2026-000004',
            etat_paiement: null,
          },
          AF,
          { ...AF, id: 11, numero: 'AF-2026-000003', avoir: null, mois: '2026-09' },
        ],
      },
    });
    renderScreen(<MyInvoicesPage />, { path: paths.dashboard.candidate.invoices });
    const credit = await screen.findByRole('article', { name: 'Avoir A-2026-000002' });
    expect(within(credit).getByText('Avoir sur AF-2026-000004')).toBeTruthy();
    const cancelled = screen.getByRole('article', { name: 'Facture AF-2026-000004' });
    expect(within(cancelled).getByText('Annulée par l’avoir A-2026-000002')).toBeTruthy();
    const open = screen.getByRole('article', { name: 'Facture AF-2026-000003' });
    expect(within(open).getByText('En attente du paiement du client')).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Télécharger la facture AF-2026-000003' })).toBeTruthy();
    expect(screen.queryByText(/Vos factures attendent votre identité/)).toBeNull();
  });
});
