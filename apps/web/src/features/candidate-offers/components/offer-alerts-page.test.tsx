import { paths } from '@passerelle/shared/paths';
import { candidateAlertsApi } from '@passerelle/shared/routes/alerts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { OfferAlertsPage } from './offer-alerts-page';

const alerts = [
  { id: 4, search: 'data engineer', skills: ['Python', 'Spark'], createdAt: '2026-11-20T10:00:00.000Z' },
  { id: 3, search: null, skills: ['Go'], createdAt: '2026-11-18T10:00:00.000Z' },
];

describe("OfferAlertsPage (DECISIONS §6.2: the candidate's offer alerts)", { timeout: 20_000 }, () => {
  it('lists the alerts with their text and skills, and deletes one after confirmation only', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('condidat') });
    const api = fakeApi();
    api.on(candidateAlertsApi.getAlertes, { body: { done: true, alertes: alerts } });
    api.on(candidateAlertsApi.deleteAlerte, { body: { done: true } });
    const ui = renderScreen(<OfferAlertsPage />, { path: paths.dashboard.candidate.alerts });
    const item = await screen.findByRole('listitem', { name: 'Alerte data engineer, Python, Spark' });
    expect(within(item).getByText('« data engineer »')).toBeTruthy();
    expect(within(item).getByText('Spark')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Alerte Go' })).toBeTruthy();

    await ui.user.click(within(item).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: "Supprimer l'alerte ?" });
    expect(dialog.textContent).toContain(
      'Vous ne serez plus prévenu des nouvelles offres pour « data engineer, Python, Spark ».',
    );
    await ui.user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(api.sentTo(candidateAlertsApi.deleteAlerte)).toEqual([]);

    await ui.user.click(within(item).getByRole('button', { name: 'Supprimer' }));
    await ui.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await expect.poll(() => api.sentTo(candidateAlertsApi.deleteAlerte).map((r) => r.body)).toEqual([{ id: 4 }]);
  });

  it('says how to create one when there is none', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('condidat') });
    fakeApi().on(candidateAlertsApi.getAlertes, { body: { done: true, alertes: [] } });
    renderScreen(<OfferAlertsPage />);
    expect(await screen.findByText("Aucune alerte pour l'instant : cherchez une offre, puis « M'alerter ».")).toBeTruthy();
    expect(screen.getByRole('link', { name: "recherche d'offres" }).getAttribute('href')).toBe(paths.dashboard.candidate.offers);
  });
});
