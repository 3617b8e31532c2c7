import { paths } from '@passerelle/shared/paths';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadRichFields } from '../../../components/form/preload-rich-fields';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { currentPath, fakeApi, renderScreen, typeDate } from '../../../test/render';
import { EducationPage } from './education-page';
import { ExperiencePage } from './experience-page';

// The rich date and tag fields, as a user's pointer loads them (issue 20).
beforeAll(preloadRichFields);

function signedInCandidate(step: 'education' | 'experience') {
  const user = userOf('condidat', { profile_done: true, formation_done: step === 'experience', exp_done: false });
  sessionStore.set({ token: 'jeton', user });
  return fakeApi();
}

type Ui = ReturnType<typeof renderScreen>;

async function fillExperience(ui: Ui, form: HTMLElement, fonction: string) {
  const field = (name: string) => within(form).getByRole('textbox', { name });
  await ui.user.type(field('Entreprise'), 'Acme Logiciels');
  await ui.user.type(field('Lieu'), 'Lyon');
  await ui.user.type(field('Domaine'), 'Développement web');
  await ui.user.type(field('Fonction'), fonction);
  await typeDate(ui.user, 'Date de début', '01/09/2014');
  await typeDate(ui.user, 'Date de fin', '31/08/2020');
  await ui.user.type(field('Description'), 'Refonte du site marchand en React.');
}

// Typing with the keyboard in jsdom is slow on a loaded machine: a form's test gets room.
describe('onboarding entries: « Modifier » and the ongoing position (issue 16 item 15)', { timeout: 30_000 }, () => {
  it('opens an experience in the form filled in, makes it the current position, and sends it in its place', async () => {
    const api = signedInCandidate('experience');
    api.on(profilesApi.setCondExp, { body: { done: true } });
    const ui = renderScreen(<ExperiencePage />, { path: paths.onboarding.experience, pattern: paths.onboarding.experience });
    await fillExperience(ui, screen.getByRole('form', { name: 'Ajouter une expérience' }), 'Développeur front-end');
    await ui.user.click(screen.getByRole('button', { name: "Ajouter l'expérience" }));
    expect(await screen.findByText('Développeur front-end — Acme Logiciels (Lyon)')).toBeTruthy();
    expect(screen.getByText('du 01/09/2014 au 31/08/2020')).toBeTruthy();

    await ui.user.click(screen.getByRole('button', { name: "Modifier l'expérience Développeur front-end chez Acme Logiciels" }));
    const form = screen.getByRole('form', { name: "Modifier l'expérience" });
    expect(within(form).getByRole('textbox', { name: 'Fonction' })).toHaveProperty('value', 'Développeur front-end');
    expect(
      within(within(form).getByRole('group', { name: 'Date de fin' })).getByRole('spinbutton', { name: 'Année' }).textContent,
    ).toBe('2020');
    await ui.user.clear(within(form).getByRole('textbox', { name: 'Fonction' }));
    await ui.user.type(within(form).getByRole('textbox', { name: 'Fonction' }), 'Lead développeur');
    await ui.user.click(within(form).getByRole('checkbox', { name: 'Poste actuel (en cours)' }));
    await ui.user.click(within(form).getByRole('button', { name: 'Valider la modification' }));

    // One entry still, changed in place; the form adds again.
    expect(await screen.findByText('Lead développeur — Acme Logiciels (Lyon)')).toBeTruthy();
    expect(screen.queryByText('Développeur front-end — Acme Logiciels (Lyon)')).toBeNull();
    expect(screen.getByText('depuis le 01/09/2014 (en cours)')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Ajouter une expérience' })).toBeTruthy();

    await ui.user.click(screen.getByRole('button', { name: 'Suivant' }));
    await vi.waitFor(() => expect(currentPath()).toBe(paths.dashboard.home));
    expect(api.sentTo(profilesApi.setCondExp).map((r) => r.body)).toEqual([
      {
        exp: [
          {
            entreprise: 'Acme Logiciels',
            lieu: 'Lyon',
            domaine: 'Développement web',
            fonction: 'Lead développeur',
            date_debut: '2014-09-01',
            date_fin: null,
            description: 'Refonte du site marchand en React.',
            tech: [],
          },
        ],
      },
    ]);
  });

  it('« Annuler la modification » leaves an education entry as it was', async () => {
    const api = signedInCandidate('education');
    api.on(profilesApi.setCondForm, { body: { done: true } });
    const ui = renderScreen(<EducationPage />, { path: paths.onboarding.education, pattern: paths.onboarding.education });
    const add = screen.getByRole('form', { name: 'Ajouter une formation' });
    await ui.user.type(within(add).getByRole('textbox', { name: 'Diplôme' }), 'Master informatique');
    await ui.user.type(within(add).getByRole('textbox', { name: 'École' }), 'Université de Lyon');
    await typeDate(ui.user, 'Date de début', '01/09/2012');
    await typeDate(ui.user, 'Date de fin', '30/06/2014');
    await ui.user.click(within(add).getByRole('button', { name: 'Ajouter la formation' }));
    await ui.user.click(await screen.findByRole('button', { name: 'Modifier la formation Master informatique' }));
    const form = screen.getByRole('form', { name: 'Modifier la formation' });
    await ui.user.type(within(form).getByRole('textbox', { name: 'École' }), ' 2');
    await ui.user.click(within(form).getByRole('button', { name: 'Annuler la modification' }));
    expect(screen.getByText('Master informatique — Université de Lyon')).toBeTruthy();

    await ui.user.click(screen.getByRole('button', { name: 'Modifier la formation Master informatique' }));
    const again = screen.getByRole('form', { name: 'Modifier la formation' });
    await ui.user.clear(within(again).getByRole('textbox', { name: 'École' }));
    await ui.user.type(within(again).getByRole('textbox', { name: 'École' }), 'INSA Lyon');
    await ui.user.click(within(again).getByRole('button', { name: 'Valider la modification' }));
    await ui.user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await vi.waitFor(() => expect(api.sentTo(profilesApi.setCondForm)).toHaveLength(1));
    expect(api.sentTo(profilesApi.setCondForm)[0]?.body).toEqual({
      frm: [{ nom: 'Master informatique', ecole: 'INSA Lyon', date_debut: '2012-09-01', date_fin: '2014-06-30' }],
    });
  });
});
