import { ERRORS } from '@passerelle/shared/errors';
import { paths } from '@passerelle/shared/paths';
import { teamsApi } from '@passerelle/shared/routes/teams';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { currentPath, fakeApi, refusal, renderScreen } from '../../../test/render';
import { JoinTeamPage } from './join-team-page';

const renderJoin = () => renderScreen(<JoinTeamPage />, { path: paths.joinTeam('lien-abc'), pattern: paths.joinTeam() });

async function fill(ui: ReturnType<typeof renderJoin>) {
  await ui.user.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Camille');
  await ui.user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Lefèvre');
  await ui.user.type(screen.getByLabelText('Mot de passe'), 'Passerelle-Equipe-7!');
  await ui.user.type(screen.getByLabelText('Confirmation'), 'Passerelle-Equipe-7!');
  await ui.user.click(screen.getByRole('button', { name: "Rejoindre l'équipe" }));
}

describe('JoinTeamPage (/register/team/{token}, issue 18)', { timeout: 20_000 }, () => {
  it('sends the names and password with the link token, keeps the session and opens the dashboard', async () => {
    sessionStore.clear();
    const api = fakeApi();
    const user = userOf('client', { email: 'camille@nexa.fr' });
    api.on(teamsApi.joinTeam, { body: { done: true, token: 'session-neuve', user } });
    api.on(teamsApi.teamInvitation, { body: { done: true, email: 'camille@nexa.fr', nom_entreprise: 'Nexa Conseil' } });
    const ui = renderJoin();
    expect(await screen.findByText("Rejoignez l'équipe de Nexa Conseil")).toBeTruthy();
    expect(screen.getByText('camille@nexa.fr')).toBeTruthy();
    expect(api.sentTo(teamsApi.teamInvitation)[0]?.token).toBe('lien-abc');
    await fill(ui);
    // The schema loads at the first check (lazy resolver): the call follows it.
    await expect.poll(() => api.sentTo(teamsApi.joinTeam).length).toBe(1);
    expect(api.sentTo(teamsApi.joinTeam)).toEqual([
      expect.objectContaining({
        token: 'lien-abc',
        body: { prenom: 'Camille', nom: 'Lefèvre', password: 'Passerelle-Equipe-7!', confirmPassword: 'Passerelle-Equipe-7!' },
      }),
    ]);
    await expect.poll(() => currentPath()).toBe(paths.dashboard.home);
    expect(sessionStore.get()?.token).toBe('session-neuve');
  });

  it('says when the link is no longer valid (by its code) and offers to log in', async () => {
    sessionStore.clear();
    const api = fakeApi();
    api.on(teamsApi.joinTeam, refusal(401, 'auth.link_invalid', ERRORS['auth.link_invalid'].message));
    api.on(teamsApi.teamInvitation, { body: { done: true, email: 'camille@nexa.fr', nom_entreprise: 'Nexa Conseil' } });
    const ui = renderJoin();
    await screen.findByText("Rejoignez l'équipe de Nexa Conseil");
    await fill(ui);
    expect(await screen.findByText(/Ce lien d'invitation n'est plus valable/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });

  it('says at once when the link is dead, before any form', async () => {
    sessionStore.clear();
    const api = fakeApi();
    api.on(teamsApi.teamInvitation, refusal(401, 'auth.link_invalid', ERRORS['auth.link_invalid'].message));
    renderJoin();
    expect(await screen.findByText(/Ce lien d'invitation n'est plus valable/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Rejoindre l'équipe" })).toBeNull();
  });
});
