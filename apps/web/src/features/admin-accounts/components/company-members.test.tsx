import { MSG } from '@passerelle/shared/messages';
import { teamsApi } from '@passerelle/shared/routes/teams';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, refusal, renderScreen } from '../../../test/render';
import { CompanyMembers } from './company-members';

const members = [
  { id: 4, nom: 'Durand', prenom: 'Claire', email: 'claire@nexa.fr', owner: true, createdAt: '2026-03-02T10:00:00.000Z' },
  { id: 11, nom: 'Moreau', prenom: 'Hugo', email: 'hugo@nexa.fr', owner: false, createdAt: '2026-11-20T23:30:00.000Z' },
];

describe("CompanyMembers (the staff's client panel, issue 18)", () => {
  it("lists the company's members from getClientMembers, the owner marked, each with its address and arrival day", async () => {
    sessionStore.set({ token: 'jeton', user: userOf('admin') });
    const api = fakeApi();
    api.on(teamsApi.staffMembers, { body: { members } });
    renderScreen(<CompanyMembers clientId={9} />);
    const list = await screen.findByRole('list', { name: "Membres de l'entreprise" });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Claire DurandPropriétaireclaire@nexa.fr · depuis le 02/03/2026',
      // 23:30 UTC on 20 November is the 21st in Paris.
      'Hugo Moreauhugo@nexa.fr · depuis le 21/11/2026',
    ]);
    expect(api.sentTo(teamsApi.staffMembers).map((r) => r.body)).toEqual([{ clientId: 9 }]);
  });

  it('says in French when the list cannot be read', async () => {
    sessionStore.set({ token: 'jeton', user: userOf('admin') });
    const api = fakeApi();
    api.on(teamsApi.staffMembers, refusal(500, 'server.error', MSG.fetchFailed));
    renderScreen(<CompanyMembers clientId={9} />);
    expect(await screen.findByText(MSG.fetchFailed)).toBeTruthy();
  });
});
