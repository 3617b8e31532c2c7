import { MSG } from '@passerelle/shared/messages';
import { skillsApi, staffSkillsApi } from '@passerelle/shared/routes/skills';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRichFields } from '../../../components/form/preload-rich-fields';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, refusal, renderScreen } from '../../../test/render';
import { SkillsPage } from './skills-page';

// The rich date and tag fields, as a user's pointer loads them (issue 20).
beforeAll(preloadRichFields);

const TAGS = [
  { tag: 'Sprng Boot', count: 7, candidats: 3, experiences: 1, offres: 1, alertes: 2 },
  { tag: 'Kubernetès maison', count: 1, candidats: 1, experiences: 0, offres: 0, alertes: 0 },
];

function signedInAdmin() {
  sessionStore.set({ token: 'jeton', user: userOf('admin') });
  const api = fakeApi();
  let tags = TAGS;
  api.on(staffSkillsApi.getSkillTags, () => ({
    body: { done: true, data: tags, totalItems: tags.length, totalPages: 1, currentPage: 0 },
  }));
  api.on(skillsApi.suggest, { body: { done: true, skills: [{ label: 'Spring Boot', aliases: ['SpringBoot'] }] } });
  api.on(staffSkillsApi.skillAlias, (request) => {
    const { tag } = request.body as { tag: string };
    tags = tags.filter((t) => t.tag !== tag);
    return { body: { done: true, skill: { label: 'Spring Boot', aliases: ['SpringBoot', tag] }, retagged: 5 } };
  });
  return api;
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Étiquettes inconnues' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

describe('SkillsPage (DECISIONS §6.1 « Compétences »: the staff curate the vocabulary)', { timeout: 20_000 }, () => {
  it('lists the free tags, most used first, with where they are used', async () => {
    signedInAdmin();
    renderScreen(<SkillsPage />);
    expect(await screen.findByRole('listitem', { name: 'Sprng Boot' })).toBeTruthy();
    expect(rows()).toEqual(['Sprng Boot', 'Kubernetès maison']);
    expect(screen.getByText('7 fiches : 3 profils · 1 expérience · 1 offre · 2 alertes')).toBeTruthy();
    expect(screen.getByText('1 fiche : 1 profil')).toBeTruthy();
  });

  it('attaches a tag to a canonical skill chosen among the suggestions, after saying what will change', async () => {
    const api = signedInAdmin();
    const ui = renderScreen(<SkillsPage />);
    await ui.user.click(await screen.findByRole('button', { name: 'Rattacher « Sprng Boot »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rattacher « Sprng Boot »' });
    // Nothing chosen: nothing sent.
    await ui.user.click(within(dialog).getByRole('button', { name: 'Rattacher' }));
    expect(within(dialog).getByText(MSG.skillLabelRequired)).toBeTruthy();
    await ui.user.type(within(dialog).getByRole('combobox', { name: 'Compétence du vocabulaire' }), 'spring');
    await ui.user.click(await screen.findByRole('option', { name: /Spring Boot/ }));
    expect(within(dialog).getByText('« Sprng Boot » deviendra une orthographe de « Spring Boot ».')).toBeTruthy();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Rattacher' }));

    expect(
      await screen.findByText('« Sprng Boot » est désormais une orthographe de « Spring Boot » (5 fiches mises à jour).'),
    ).toBeTruthy();
    expect(api.sentTo(staffSkillsApi.skillAlias).map((r) => r.body)).toEqual([{ tag: 'Sprng Boot', label: 'Spring Boot' }]);
    await waitFor(() => expect(rows()).toEqual(['Kubernetès maison']));
  });

  it('creates a skill from a tag under a better name, keeping the tag as a spelling; refusals in French by code', async () => {
    const api = signedInAdmin();
    api.on(staffSkillsApi.skillNew, refusal(409, 'skill.label_taken', 'texte du serveur'));
    const ui = renderScreen(<SkillsPage />);
    await ui.user.click(await screen.findByRole('button', { name: 'Créer une compétence « Kubernetès maison »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle compétence' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom de la compétence' });
    expect((name as HTMLInputElement).value).toBe('Kubernetès maison');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Créer la compétence' }));
    expect(await within(dialog).findByText(MSG.skillLabelTaken)).toBeTruthy();

    api.on(staffSkillsApi.skillNew, (request) => ({
      body: { done: true, skill: { label: 'K8s maison', aliases: (request.body as { aliases: string[] }).aliases }, retagged: 1 },
    }));
    await ui.user.clear(name);
    await ui.user.type(name, 'K8s maison');
    await ui.user.type(within(dialog).getByRole('combobox', { name: 'Autres orthographes' }), 'Kube maison{Enter}');
    await ui.user.click(within(dialog).getByRole('button', { name: 'Créer la compétence' }));
    expect(await screen.findByText('La compétence « K8s maison » est créée (1 fiche mise à jour).')).toBeTruthy();
    expect(api.sentTo(staffSkillsApi.skillNew).at(-1)?.body).toEqual({
      label: 'K8s maison',
      aliases: ['Kubernetès maison', 'Kube maison'],
    });
    // The aliases field does not ask the vocabulary.
    expect(api.sentTo(skillsApi.suggest)).toEqual([]);
  });
});
