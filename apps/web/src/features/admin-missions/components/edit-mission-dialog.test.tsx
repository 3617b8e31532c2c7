import { MSG } from '@passerelle/shared/messages';
import { contractsApi } from '@passerelle/shared/routes/contracts';
import { missionsApi } from '@passerelle/shared/routes/missions';
import type { Mission } from '@passerelle/shared/schemas/requests';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, refusal, renderScreen } from '../../../test/render';
import { EditMissionDialog } from './edit-mission-dialog';

const MISSION: Mission = {
  id: 12,
  etat: 'en_attente',
  date_debut: '2026-12-01',
  date_fin: '2027-02-26',
  tjm: 700,
  tjm_candidat: 600,
  marge: 100,
  condidatId: 3,
  clientId: 9,
  offreId: null,
  demandeId: 4,
  bon_commande: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  condidat: { id: 3, nom: 'Martin', prenom: 'Léa', titre: 'Développeuse React', img: null },
  client: { id: 9, nom_entreprise: 'Atelier Numérique', nom: 'Dubois', prenom: 'Claire', img: null },
};
const contract = (id: number, type: 'bon_commande' | 'contrat_prestation', etat: 'a_signer' | 'signe') => ({
  id,
  type,
  etat,
  signe_le: etat === 'signe' ? '2026-11-21T09:00:00.000Z' : null,
  signataire: etat === 'signe' ? { nom: 'Dubois', prenom: 'Claire' } : null,
  sha256: 'a'.repeat(64),
});

function staffApi() {
  sessionStore.set({ token: 'jeton', user: userOf('admin') });
  const api = fakeApi();
  api.on(contractsApi.adm.getContrats, {
    body: { done: true, contrats: [contract(1, 'bon_commande', 'signe'), contract(2, 'contrat_prestation', 'a_signer')] },
  });
  api.on(missionsApi.adm.updateMission, { body: { done: true, data: { ...MISSION, etat: 'en_cours' } } });
  api.on(missionsApi.adm.getMissions, { body: { done: true, data: [], totalItems: 0, totalPages: 0, currentPage: 1 } });
  return api;
}

async function startEnCours(ui: ReturnType<typeof renderScreen>) {
  const dialog = await screen.findByRole('dialog', { name: 'Modifier mission' });
  await ui.user.click(within(dialog).getByRole('combobox', { name: 'État' }));
  await ui.user.click(await screen.findByRole('option', { name: 'En cours' }));
  return dialog;
}

describe('Modifier mission: the forced start (DECISIONS §6.5)', { timeout: 20_000 }, () => {
  it('with a contract unsigned, « En cours » asks for the box and a motif of 10 characters, then sends force and motif', async () => {
    const api = staffApi();
    const ui = renderScreen(<EditMissionDialog mission={MISSION} onClose={() => undefined} />);
    const dialog = await startEnCours(ui);
    expect(await within(dialog).findByText(/Un des deux contrats n’est pas encore signé/)).toBeTruthy();
    await ui.user.click(within(dialog).getByRole('checkbox', { name: 'Démarrer sans contrats signés' }));
    await ui.user.type(within(dialog).getByRole('textbox', { name: 'Motif du démarrage forcé' }), 'Urgent');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(MSG.forceMotifRequired)).toBeTruthy();
    expect(api.sentTo(missionsApi.adm.updateMission)).toEqual([]);

    await ui.user.type(
      within(dialog).getByRole('textbox', { name: 'Motif du démarrage forcé' }),
      ' : accord du client au téléphone',
    );
    await ui.user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() =>
      expect(api.sentTo(missionsApi.adm.updateMission)[0]?.body).toMatchObject({
        id: 12,
        etat: 'en_cours',
        force: true,
        motif: 'Urgent : accord du client au téléphone',
      }),
    );
  });

  it('without the box, the server’s 409 mission.contracts_unsigned is shown; no motif is sent', async () => {
    const api = staffApi();
    api.on(missionsApi.adm.updateMission, refusal(409, 'mission.contracts_unsigned', MSG.contractsUnsigned));
    const ui = renderScreen(<EditMissionDialog mission={MISSION} onClose={() => undefined} />);
    const dialog = await startEnCours(ui);
    await within(dialog).findByRole('checkbox', { name: 'Démarrer sans contrats signés' });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(MSG.contractsUnsigned)).toBeTruthy();
    const sent = api.sentTo(missionsApi.adm.updateMission)[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ etat: 'en_cours' });
    expect(sent).not.toHaveProperty('force');
    expect(sent).not.toHaveProperty('motif');
  });

  it('both signed: no forced-start control', async () => {
    const api = staffApi();
    api.on(contractsApi.adm.getContrats, {
      body: { done: true, contrats: [contract(1, 'bon_commande', 'signe'), contract(2, 'contrat_prestation', 'signe')] },
    });
    const ui = renderScreen(<EditMissionDialog mission={MISSION} onClose={() => undefined} />);
    const dialog = await startEnCours(ui);
    await vi.waitFor(() => expect(api.sentTo(contractsApi.adm.getContrats)).toHaveLength(1));
    expect(within(dialog).queryByRole('checkbox', { name: 'Démarrer sans contrats signés' })).toBeNull();
  });
});

describe('Modifier mission: once a contract is signed, the dates and rates stay (docs/contracts.md)', { timeout: 20_000 }, () => {
  it('one signed: dates and both TJM are locked with the reason; the état is still sent with the same terms', async () => {
    const api = staffApi();
    api.on(missionsApi.adm.updateMission, { body: { done: true, data: { ...MISSION, etat: 'termine' } } });
    const ui = renderScreen(<EditMissionDialog mission={MISSION} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Modifier mission' });
    expect(await within(dialog).findByText(MSG.contractsSigned)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Date de début' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('textbox', { name: 'Date de fin' })).toHaveProperty('disabled', true);
    for (const field of within(dialog).getAllByRole('textbox', { name: /TJM/ })) expect(field).toHaveProperty('disabled', true);
    await ui.user.click(within(dialog).getByRole('combobox', { name: 'État' }));
    await ui.user.click(await screen.findByRole('option', { name: 'Terminé' }));
    await ui.user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() =>
      expect(api.sentTo(missionsApi.adm.updateMission)[0]?.body).toMatchObject({
        etat: 'termine',
        date_debut: '2026-12-01',
        date_fin: '2027-02-26',
        tjm: 700,
        tjm_candidat: 600,
      }),
    );
  });

  it('none signed: the dates and rates can be changed (the contracts are drawn again)', async () => {
    const api = staffApi();
    api.on(contractsApi.adm.getContrats, {
      body: { done: true, contrats: [contract(1, 'bon_commande', 'a_signer'), contract(2, 'contrat_prestation', 'a_signer')] },
    });
    renderScreen(<EditMissionDialog mission={MISSION} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Modifier mission' });
    await vi.waitFor(() => expect(api.sentTo(contractsApi.adm.getContrats)).toHaveLength(1));
    expect(within(dialog).queryByText(MSG.contractsSigned)).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Date de fin' })).toHaveProperty('disabled', false);
  });
});
