import { ERRORS } from '@passerelle/shared/errors';
import { paths } from '@passerelle/shared/paths';
import { teamsApi } from '@passerelle/shared/routes/teams';
import type { Member } from '@passerelle/shared/schemas/teams';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, refusal, renderScreen } from '../../../test/render';
import { TeamPage } from './team-page';

const owner = userOf('client', { id: 1 });
const members: Member[] = [
  { id: 1, nom: 'Durand', prenom: 'Claire', email: 'claire@nexa.fr', owner: true, createdAt: '2026-01-05T09:00:00Z' },
  { id: 2, nom: 'Moreau', prenom: 'Hugo', email: 'hugo@nexa.fr', owner: false, createdAt: '2026-03-10T09:00:00Z' },
];

function teamApi(me = owner) {
  sessionStore.set({ token: 'jeton', user: me });
  const api = fakeApi();
  api.on(teamsApi.getMembers, { body: { members } });
  api.on(teamsApi.getInvitations, {
    body: {
      invitations: [
        { id: 7, email: 'lina@nexa.fr', createdAt: '2026-11-01T09:00:00Z', expiresAt: '2026-11-08T09:00:00Z', expired: true },
      ],
    },
  });
  return api;
}

const renderTeam = () => renderScreen(<TeamPage />, { path: paths.dashboard.client.team, pattern: paths.dashboard.client.team });

describe('TeamPage (« Mon équipe », issue 18)', { timeout: 20_000 }, () => {
  it('lists the members, owner first, and lets the owner invite: the server refusal is shown in French', async () => {
    const api = teamApi();
    api.on(teamsApi.inviteMember, refusal(409, 'team.email_taken', ERRORS['team.email_taken'].message));
    const ui = renderTeam();
    const list = await screen.findByRole('list', { name: "Membres de l'équipe" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Claire Durand'), expect.stringContaining('Hugo Moreau')]);
    expect(within(list).getByText('Propriétaire')).toBeTruthy();
    await ui.user.type(screen.getByRole('textbox', { name: 'E-mail du collègue' }), 'Lina@Nexa.fr');
    await ui.user.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(await screen.findByText(ERRORS['team.email_taken'].message)).toBeTruthy();
    expect(api.sentTo(teamsApi.inviteMember).map((r) => r.body)).toEqual([{ email: 'lina@nexa.fr' }]);
    // The expired invitation says so and can be resent.
    const pending = await screen.findByRole('list', { name: 'Invitations en attente' });
    expect(within(pending).getByText(/Lien expiré/)).toBeTruthy();
  });

  it('removes a member only after confirmation', async () => {
    const api = teamApi();
    api.on(teamsApi.removeMember, { body: { done: true } });
    const ui = renderTeam();
    await ui.user.click(await screen.findByRole('button', { name: 'Retirer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Retirer Hugo Moreau de l'équipe/)).toBeTruthy();
    expect(api.sentTo(teamsApi.removeMember)).toEqual([]);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await screen.findByText('Mon équipe');
    expect(api.sentTo(teamsApi.removeMember).map((r) => r.body)).toEqual([{ id: 2 }]);
  });

  it('shows a member the team without the owner’s tools', async () => {
    const api = teamApi(userOf('client', { id: 2 }));
    renderTeam();
    await screen.findByRole('list', { name: "Membres de l'équipe" });
    expect(screen.queryByRole('textbox', { name: 'E-mail du collègue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retirer' })).toBeNull();
    expect(screen.getByText(/Seul le propriétaire/)).toBeTruthy();
    expect(api.sentTo(teamsApi.getInvitations)).toEqual([]);
  });
});
