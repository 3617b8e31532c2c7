import { paths } from '@passerelle/shared/paths';
import { clientAlertsApi } from '@passerelle/shared/routes/alerts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { AlertsPage } from './alerts-page';

const alert = {
  id: 7,
  skills: ['React', 'Node.js'],
  skills_plus: [],
  niv_exp: '1-10' as const,
  date_dispo: '2027-01-04',
  min_score: 80,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe("AlertsPage (DECISIONS §6.2: the client's alerts)", { timeout: 20_000 }, () => {
  it('lists the alerts with their search, and deletes one after confirmation', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('client') });
    const api = fakeApi();
    api.on(clientAlertsApi.getAlertes, { body: { done: true, alertes: [alert] } });
    api.on(clientAlertsApi.deleteAlerte, { body: { done: true } });
    const ui = renderScreen(<AlertsPage />, { path: paths.dashboard.client.alerts });
    const item = await screen.findByRole('listitem', { name: 'Alerte React, Node.js' });
    expect(item.textContent).toContain('Score minimum 80 %');
    expect(item.textContent).toContain('disponible le 04/01/2027');
    expect(within(item).getByRole('link', { name: 'Voir la recherche' }).getAttribute('href')).toBe(
      `${paths.dashboard.client.search}?t=React&t=Node.js&exp=1-10&dispo=2027-01-04`,
    );
    await ui.user.click(within(item).getByRole('button', { name: 'Supprimer' }));
    expect(api.sentTo(clientAlertsApi.deleteAlerte)).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: "Supprimer l'alerte ?" });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect.poll(() => api.sentTo(clientAlertsApi.deleteAlerte).map((r) => r.body)).toEqual([{ id: 7 }]);
  });

  it('shows the nice-to-have skills apart, and re-opens the search with them (DECISIONS §6.8)', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('client') });
    fakeApi().on(clientAlertsApi.getAlertes, {
      body: { done: true, alertes: [{ ...alert, skills_plus: ['Docker', 'Kafka'], niv_exp: null, date_dispo: null }] },
    });
    renderScreen(<AlertsPage />, { path: paths.dashboard.client.alerts });
    const item = await screen.findByRole('listitem', { name: 'Alerte React, Node.js' });
    expect(within(item).getByText('Un plus : Docker')).toBeTruthy();
    expect(within(item).getByText('Un plus : Kafka')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Voir la recherche' }).getAttribute('href')).toBe(
      `${paths.dashboard.client.search}?t=React&t=Node.js&p=Docker&p=Kafka`,
    );
  });

  it('says so when there is no alert', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('client') });
    fakeApi().on(clientAlertsApi.getAlertes, { body: { done: true, alertes: [] } });
    renderScreen(<AlertsPage />);
    expect(await screen.findByText(/Aucune alerte pour l'instant/)).toBeTruthy();
  });
});
