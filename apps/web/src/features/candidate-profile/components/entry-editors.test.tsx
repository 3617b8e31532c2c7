import { candidateProfileApi } from '@passerelle/shared/routes/profiles';
import type { CandidateProfile } from '@passerelle/shared/schemas/profiles';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadRichFields } from '../../../components/form/preload-rich-fields';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { ExperiencesEditor } from './entry-editors';

// The rich date and tag fields, as a user's pointer loads them (issue 20).
beforeAll(preloadRichFields);

const acme = {
  entreprise: 'Acme Logiciels',
  lieu: 'Lyon',
  date_debut: '2014-09-01',
  date_fin: '2020-08-31',
  domaine: 'Développement web',
  fonction: 'Développeuse front-end',
  description: 'Refonte du site marchand en React.',
  tech: ['React'],
};
const alpine = { ...acme, entreprise: 'Banque Alpine', lieu: 'Grenoble', date_debut: '2020-09-01', date_fin: null };

const profile = {
  id: 3,
  user: userOf('condidat'),
  experiences: [
    { id: 11, ...acme },
    { id: 12, ...alpine },
  ],
} as unknown as CandidateProfile;

describe('ExperiencesEditor (issue 16 item 15: an entry is changed, not only removed)', { timeout: 30_000 }, () => {
  it('shows the current position as such, opens an entry filled in, and saves the list with the entry in its place', async () => {
    sessionStore.set({ token: 'jeton', user: profile.user });
    const api = fakeApi();
    api.on(candidateProfileApi.updateCondExp, { body: { done: true } });
    const onSaved = vi.fn();
    const ui = renderScreen(<ExperiencesEditor open profile={profile} onSaved={onSaved} onClose={() => {}} />);

    expect(screen.getByText(/depuis le 01\/09\/2020 \(en cours\)/)).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: "Modifier l'expérience Développeuse front-end chez Banque Alpine" }));
    // The entry's form loads with the panel's first opening.
    const form = await screen.findByRole('form', { name: "Modifier l'expérience" });
    // The current position opens with its box ticked and no end date to type.
    const ongoing = within(form).getByRole('checkbox', { name: 'Poste actuel (en cours)' });
    expect(ongoing).toHaveProperty('checked', true);
    expect(within(form).getByRole('textbox', { name: 'Lieu' })).toHaveProperty('value', 'Grenoble');
    // It ended: the box unticked, the end date is asked for.
    await ui.user.click(ongoing);
    await ui.user.click(within(form).getByRole('button', { name: 'Valider la modification' }));
    expect(await within(form).findByText('Vous devez saisir la date de fin !')).toBeTruthy();
    await ui.user.click(
      within(within(form).getByRole('group', { name: 'Date de fin' })).getByRole('spinbutton', { name: 'Jour' }),
    );
    await ui.user.keyboard('31102026');
    await ui.user.click(within(form).getByRole('button', { name: 'Valider la modification' }));
    expect(await screen.findByText(/du 01\/09\/2020 au 31\/10\/2026/)).toBeTruthy();

    await ui.user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sentTo(candidateProfileApi.updateCondExp).map((r) => r.body)).toEqual([
      { exp: [acme, { ...alpine, date_fin: '2026-10-31' }] },
    ]);
  });
});
