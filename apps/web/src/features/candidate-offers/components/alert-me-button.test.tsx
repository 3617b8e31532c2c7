import { MSG } from '@passerelle/shared/messages';
import { candidateAlertsApi } from '@passerelle/shared/routes/alerts';
import { skillsApi } from '@passerelle/shared/routes/skills';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRichFields } from '../../../components/form/preload-rich-fields';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, refusal, renderScreen } from '../../../test/render';
import { AlertMeButton } from './alert-me-button';

// The rich date and tag fields, as a user's pointer loads them (issue 20).
beforeAll(preloadRichFields);

function signedInCandidate() {
  sessionStore.set({ token: 'jeton', user: userOf('condidat') });
  const api = fakeApi();
  api.on(skillsApi.suggest, (request) => {
    const q = new URL(request.url, 'http://x').searchParams.get('q') ?? '';
    const skills = q.toLowerCase().startsWith('kub') ? [{ label: 'Kubernetes', aliases: ['K8s'] }] : [];
    return { body: { done: true, skills } };
  });
  api.on(skillsApi.resolve, (request) => ({
    body: {
      done: true,
      skills: (request.body as { skills: string[] }).skills.map((s) => ({ input: s, label: s, known: false })),
    },
  }));
  api.on(candidateAlertsApi.createAlerte, { body: { done: true, id: 3 } });
  return api;
}

const open = async (ui: ReturnType<typeof renderScreen>) => {
  await ui.user.click(screen.getByRole('button', { name: "M'alerter" }));
  return screen.findByRole('dialog', { name: "M'alerter des nouvelles offres" });
};

describe("AlertMeButton (DECISIONS §6.2 « M'alerter », with skills: DECISIONS §6.1)", { timeout: 20_000 }, () => {
  it('starts from the running search; skills picked among the suggestions, or free, are sent with it', async () => {
    const api = signedInCandidate();
    const ui = renderScreen(<AlertMeButton search="plateforme de paiement" />);
    const dialog = await open(ui);
    expect((within(dialog).getByRole('textbox', { name: 'Texte recherché' }) as HTMLInputElement).value).toBe(
      'plateforme de paiement',
    );
    const skills = within(dialog).getByRole('combobox', { name: 'Compétences exigées' });
    await ui.user.type(skills, 'kub');
    await ui.user.click(await screen.findByRole('option', { name: /Kubernetes/ }));
    // With the keyboard: a free tag.
    await ui.user.type(skills, 'Outil maison{Enter}');
    const chips = within(dialog).getByRole('list', { name: 'Compétences exigées' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kubernetes', 'Outil maison']);

    await ui.user.click(within(dialog).getByRole('button', { name: "Créer l'alerte" }));
    expect(
      await within(dialog).findByText(
        /Alerte créée : nous vous prévenons de chaque nouvelle offre pour « plateforme de paiement, Kubernetes, Outil maison »/,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Mes alertes' })).toBeTruthy();
    expect(api.sentTo(candidateAlertsApi.createAlerte).map((r) => r.body)).toEqual([
      { search: 'plateforme de paiement', skills: ['Kubernetes', 'Outil maison'] },
    ]);
  });

  it('saves skills alone; asks for a text or a skill first; shows the refusal of the server', async () => {
    const api = signedInCandidate();
    const ui = renderScreen(<AlertMeButton search="" />);
    let dialog = await open(ui);
    await ui.user.click(within(dialog).getByRole('button', { name: "Créer l'alerte" }));
    expect(within(dialog).getByText(MSG.alertNoCriteria)).toBeTruthy();
    expect(api.sentTo(candidateAlertsApi.createAlerte)).toEqual([]);

    api.on(candidateAlertsApi.createAlerte, refusal(400, 'alert.limit', MSG.alertsMax));
    await ui.user.type(within(dialog).getByRole('combobox', { name: 'Compétences exigées' }), 'Kubernetes{Enter}');
    expect(within(dialog).queryByText(MSG.alertNoCriteria)).toBeNull();
    await ui.user.click(within(dialog).getByRole('button', { name: "Créer l'alerte" }));
    expect(await within(dialog).findByText(MSG.alertsMax)).toBeTruthy();
    expect(api.sentTo(candidateAlertsApi.createAlerte).map((r) => r.body)).toEqual([{ search: null, skills: ['Kubernetes'] }]);

    // Cancelled, then opened again: a fresh start.
    await ui.user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await open(ui);
    expect(within(dialog).queryByRole('list', { name: 'Compétences exigées' })).toBeNull();
    expect(within(dialog).queryByText(MSG.alertsMax)).toBeNull();
  });
});
