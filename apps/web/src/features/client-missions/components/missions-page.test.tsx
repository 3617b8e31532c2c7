import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { contractsApi } from '@passerelle/shared/routes/contracts';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { missionsApi } from '@passerelle/shared/routes/missions';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { clientProfileOf, userOf } from '../../../test/fixtures';
import { fakeApi, refusal, renderScreen } from '../../../test/render';
import { MissionsPage } from './missions-page';

const party = { id: 3, nom: 'Martin', prenom: 'Léa', titre: 'Développeuse React', img: null };
const MISSION = {
  id: 7,
  etat: 'en_cours',
  date_debut: '2026-10-01',
  date_fin: '2026-12-31',
  tjm: 600,
  condidatId: 3,
  clientId: 9,
  offreId: null,
  demandeId: null,
  bon_commande: null,
  createdAt: '2026-09-20T10:00:00.000Z',
  condidat: party,
  client: { id: 9, nom_entreprise: 'Atelier Numérique', nom: 'Dubois', prenom: 'Claire', img: null },
  avis_laisse: false,
};
const SUBMITTED = {
  id: 31,
  mois: '2026-10',
  jours: { '2026-10-01': 1, '2026-10-02': 0.5 },
  total: 1.5,
  etat: 'soumis',
  motif: null,
  createdAt: '',
  valide_auto: false,
  validation_auto_le: '2026-12-12',
};

const BON_COMMANDE = {
  id: 3,
  type: 'bon_commande',
  etat: 'a_signer',
  signe_le: null,
  signataire: null,
  sha256: 'a'.repeat(64),
} as const;

function signedInClient() {
  const user = userOf('client');
  sessionStore.set({ token: 'jeton', user });
  const api = fakeApi();
  api.on(profilesApi.getUserClientInf, { body: { done: true, data: clientProfileOf(user) } });
  api.on(missionsApi.cl.getMissions, { body: { done: true, data: [MISSION] } });
  api.on(missionWorkApi.cl.getCras, { body: { done: true, cras: [SUBMITTED] } });
  api.on(missionWorkApi.cl.validateCra, { body: { done: true } });
  api.on(missionWorkApi.cl.rejectCra, { body: { done: true } });
  api.on(contractsApi.cl.getContrats, { body: { done: true, contrats: [BON_COMMANDE] } });
  api.on(contractsApi.cl.contratCode, { body: { done: true, expire_le: '2026-11-20T10:10:00.000Z' } });
  api.on(contractsApi.cl.signContrat, { body: { done: true, sha256: 'b'.repeat(64) } });
  return api;
}

describe('client missions: activity reports (DECISIONS §6.4)', { timeout: 20_000 }, () => {
  it('shows a submitted report with its days and amount, refuses without a reason, then validates', async () => {
    const api = signedInClient();
    const ui = renderScreen(<MissionsPage />, {
      path: paths.dashboard.client.missions,
      pattern: paths.dashboard.client.missions,
    });
    await ui.user.click(await screen.findByRole('button', { name: 'Comptes rendus d’activité' }));
    const report = await screen.findByRole('article', { name: 'Compte rendu de Octobre 2026' });
    expect(within(report).getByText(/1,5\sjour · 900\s€ HT/)).toBeTruthy();
    // The deadline the server dated (DECISIONS §6.5), said in French.
    expect(
      within(report).getByText('Sans réponse de votre part, ce CRA sera validé automatiquement le 12 décembre 2026.'),
    ).toBeTruthy();
    expect(within(report).getByRole('button', { name: 'vendredi 2 : demi-journée' })).toBeTruthy();

    await ui.user.click(within(report).getByRole('button', { name: 'Refuser' }));
    const refuse = await screen.findByRole('dialog');
    await ui.user.click(within(refuse).getByRole('button', { name: 'Refuser' }));
    expect(await within(refuse).findByText(MSG.craMotifRequired)).toBeTruthy();
    expect(api.sentTo(missionWorkApi.cl.rejectCra)).toEqual([]);
    await ui.user.click(within(refuse).getByRole('button', { name: 'Annuler' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await ui.user.click(within(report).getByRole('button', { name: 'Valider' }));
    const confirm = await screen.findByRole('dialog', { name: 'Valider le compte rendu ?' });
    await ui.user.click(within(confirm).getByRole('button', { name: 'Valider et facturer' }));
    await vi.waitFor(() => expect(api.sentTo(missionWorkApi.cl.validateCra)[0]?.body).toEqual({ id: 31 }));
  });

  it('marks a report the deadline validated, with no deadline and no action left', async () => {
    const api = signedInClient();
    api.on(missionWorkApi.cl.getCras, {
      body: { done: true, cras: [{ ...SUBMITTED, etat: 'valide', valide_auto: true, validation_auto_le: null }] },
    });
    const ui = renderScreen(<MissionsPage />, {
      path: paths.dashboard.client.missions,
      pattern: paths.dashboard.client.missions,
    });
    await ui.user.click(await screen.findByRole('button', { name: 'Comptes rendus d’activité' }));
    const report = await screen.findByRole('article', { name: 'Compte rendu de Octobre 2026' });
    expect(within(report).getByText('Validé automatiquement')).toBeTruthy();
    expect(within(report).queryByText(/Sans réponse de votre part/)).toBeNull();
    expect(within(report).queryByRole('button', { name: 'Valider' })).toBeNull();
  });

  it('a company without its billing identity is told why and sent to its profile', async () => {
    const api = signedInClient();
    api.on(missionWorkApi.cl.validateCra, refusal(409, 'invoice.billing_missing', MSG.invoiceBillingMissing));
    const ui = renderScreen(<MissionsPage />, {
      path: paths.dashboard.client.missions,
      pattern: paths.dashboard.client.missions,
    });
    await ui.user.click(await screen.findByRole('button', { name: 'Comptes rendus d’activité' }));
    const report = await screen.findByRole('article', { name: 'Compte rendu de Octobre 2026' });
    await ui.user.click(within(report).getByRole('button', { name: 'Valider' }));
    const confirm = await screen.findByRole('dialog', { name: 'Valider le compte rendu ?' });
    await ui.user.click(within(confirm).getByRole('button', { name: 'Valider et facturer' }));
    expect(await within(confirm).findByText(MSG.invoiceBillingMissing, { exact: false })).toBeTruthy();
    expect(within(confirm).getByRole('link', { name: 'Compléter mon profil' }).getAttribute('href')).toBe(
      paths.dashboard.client.profileEdit,
    );
  });
});

describe('the Contrats of a mission (DECISIONS §6.5)', { timeout: 20_000 }, () => {
  it('shows the bon de commande to sign; a member asks for the code, must consent, then signs', async () => {
    const api = signedInClient();
    const ui = renderScreen(<MissionsPage />, {
      path: paths.dashboard.client.missions,
      pattern: paths.dashboard.client.missions,
    });
    const contract = await screen.findByRole('group', { name: 'Bon de commande' });
    expect(within(contract).getByText('À signer')).toBeTruthy();
    await ui.user.click(within(contract).getByRole('button', { name: 'Signer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signer le bon de commande' });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Recevoir le code par e-mail' }));
    expect(await within(dialog).findByText(/Code envoyé/)).toBeTruthy();
    await ui.user.type(within(dialog).getByLabelText('Code reçu par e-mail'), '123456');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Signer' }));
    expect(within(dialog).getByText('Vous devez cocher la case pour accepter le contrat !')).toBeTruthy();
    expect(api.sentTo(contractsApi.cl.signContrat)).toEqual([]);
    await ui.user.click(within(dialog).getByRole('checkbox'));
    await ui.user.click(within(dialog).getByRole('button', { name: 'Signer' }));
    expect(await within(dialog).findByText(/Document signé/)).toBeTruthy();
    expect(api.sentTo(contractsApi.cl.signContrat)[0]?.body).toEqual({ id: 3, code: '123456', accepte: true });
  });
});

describe('the purchase order of a mission (DECISIONS §6.5)', { timeout: 20_000 }, () => {
  it('checks the reference before sending, saves it trimmed, shows the server’s refusal', async () => {
    const api = signedInClient();
    api.on(contractsApi.cl.setBonCommande, { body: { done: true } });
    const ui = renderScreen(<MissionsPage />, {
      path: paths.dashboard.client.missions,
      pattern: paths.dashboard.client.missions,
    });
    const form = await screen.findByRole('form', { name: 'Bon de commande' });
    const field = within(form).getByRole('textbox', { name: 'Bon de commande' });
    await ui.user.type(field, 'x'.repeat(36));
    await ui.user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(within(form).getByText(MSG.bonCommandeTooLong)).toBeTruthy();
    expect(api.sentTo(contractsApi.cl.setBonCommande)).toEqual([]);

    await ui.user.clear(field);
    await ui.user.type(field, '  BC-2026-0042 ');
    await ui.user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText(MSG.bonCommandeSaved)).toBeTruthy();
    expect(api.sentTo(contractsApi.cl.setBonCommande)[0]?.body).toEqual({ missionId: 7, reference: 'BC-2026-0042' });

    api.on(contractsApi.cl.setBonCommande, refusal(404, 'mission.not_found', MSG.missionNotFound));
    await ui.user.clear(field);
    await ui.user.type(field, 'BC-2026-0043');
    await ui.user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText(MSG.missionNotFound)).toBeTruthy();
  });
});
