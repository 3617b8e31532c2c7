import { MSG } from '@passerelle/shared/messages';
import { clientAlertsApi } from '@passerelle/shared/routes/alerts';
import { skillsApi } from '@passerelle/shared/routes/skills';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRichFields } from '../../../components/form/preload-rich-fields';
import { sessionStore } from '../../../lib/session';
import { userOf } from '../../../test/fixtures';
import { fakeApi, renderScreen } from '../../../test/render';
import { CreateAlertButton } from './create-alert-button';

// The rich date and tag fields, as a user's pointer loads them (issue 20).
beforeAll(preloadRichFields);

function signedInClient() {
  sessionStore.set({ token: 'jeton', user: userOf('client') });
  const api = fakeApi();
  api.on(skillsApi.suggest, (request) => {
    const q = new URL(request.url, 'http://x').searchParams.get('q') ?? '';
    const skills = q.toLowerCase().startsWith('postg') ? [{ label: 'PostgreSQL', aliases: ['Postgres'] }] : [];
    return { body: { done: true, skills } };
  });
  api.on(skillsApi.resolve, (request) => ({
    body: {
      done: true,
      skills: (request.body as { skills: string[] }).skills.map((s) => ({ input: s, label: s, known: false })),
    },
  }));
  api.on(clientAlertsApi.createAlerte, { body: { done: true, id: 4 } });
  return api;
}

const criteria = { skills: ['React', 'Java'], niv_exp: '1-10' as const, date_dispo: '2027-01-04', page: 0, size: 10 };
const chipsOf = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: "Compétences de l'alerte" }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('CreateAlertButton (DECISIONS §6.2 « Créer une alerte », skills editable: DECISIONS §6.1)', { timeout: 20_000 }, () => {
  it("starts from the search's skills, which the client edits with suggestions before saving", async () => {
    const api = signedInClient();
    const ui = renderScreen(<CreateAlertButton criteria={criteria} />);
    await ui.user.click(screen.getByRole('button', { name: 'Créer une alerte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une alerte' });
    expect(chipsOf(dialog)).toEqual(['React', 'Java']);
    expect(within(dialog).getByText(/Le niveau d'expérience et la disponibilité de votre recherche comptent aussi/)).toBeTruthy();

    // Java out, PostgreSQL in (picked with the keyboard among the suggestions), 90 % at least.
    await ui.user.click(within(dialog).getByRole('button', { name: 'Java' }).querySelector('svg') as Element);
    await ui.user.type(within(dialog).getByRole('combobox', { name: "Compétences de l'alerte" }), 'postg');
    await screen.findByRole('option', { name: /PostgreSQL/ });
    await ui.user.keyboard('{ArrowDown}{Enter}');
    expect(chipsOf(dialog)).toEqual(['React', 'PostgreSQL']);
    await ui.user.click(within(dialog).getByRole('combobox', { name: 'Score minimum' }));
    await ui.user.click(await screen.findByRole('option', { name: '90 %' }));

    await ui.user.click(within(dialog).getByRole('button', { name: "Créer l'alerte" }));
    expect(
      await within(dialog).findByText(/Alerte créée : vous serez prévenu de chaque nouveau profil qui atteint 90 %/),
    ).toBeTruthy();
    expect(api.sentTo(clientAlertsApi.createAlerte).map((r) => r.body)).toEqual([
      { skills: ['React', 'PostgreSQL'], niv_exp: '1-10', date_dispo: '2027-01-04', min_score: 90 },
    ]);
  });

  it("keeps the search's nice-to-have skills apart, editable, and sends them with the alert (DECISIONS §6.8)", async () => {
    const api = signedInClient();
    const ui = renderScreen(<CreateAlertButton criteria={{ ...criteria, skills_plus: ['Docker', 'Kafka'] }} />);
    await ui.user.click(screen.getByRole('button', { name: 'Créer une alerte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une alerte' });
    const plusChips = () =>
      within(within(dialog).getByRole('list', { name: 'Compétences appréciées' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(chipsOf(dialog)).toEqual(['React', 'Java']);
    expect(plusChips()).toEqual(['Docker', 'Kafka']);
    expect(within(dialog).getByText(/compte pour moitié d’une compétence requise/)).toBeTruthy();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Docker' }).querySelector('svg') as Element);
    expect(plusChips()).toEqual(['Kafka']);
    await ui.user.click(within(dialog).getByRole('button', { name: "Créer l'alerte" }));
    await within(dialog).findByText(/Alerte créée/);
    expect(api.sentTo(clientAlertsApi.createAlerte).map((r) => r.body)).toEqual([
      { skills: ['React', 'Java'], skills_plus: ['Kafka'], niv_exp: '1-10', date_dispo: '2027-01-04', min_score: 80 },
    ]);
  });

  it('asks for a skill when every chip is removed, and starts again from the search when opened again', async () => {
    const api = signedInClient();
    const ui = renderScreen(<CreateAlertButton criteria={{ ...criteria, skills: ['Go'], niv_exp: '', date_dispo: '' }} />);
    await ui.user.click(screen.getByRole('button', { name: 'Créer une alerte' }));
    let dialog = await screen.findByRole('dialog', { name: 'Créer une alerte' });
    expect(within(dialog).queryByText(/comptent aussi|compte aussi/)).toBeNull();
    // The chip removed with the keyboard.
    within(dialog).getByRole('button', { name: 'Go' }).focus();
    await ui.user.keyboard('{Backspace}');
    expect(within(dialog).queryByRole('list', { name: "Compétences de l'alerte" })).toBeNull();
    await ui.user.click(within(dialog).getByRole('button', { name: "Créer l'alerte" }));
    expect(within(dialog).getByText(MSG.skillsRequired)).toBeTruthy();
    expect(api.sentTo(clientAlertsApi.createAlerte)).toEqual([]);

    await ui.user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await ui.user.click(screen.getByRole('button', { name: 'Créer une alerte' }));
    dialog = await screen.findByRole('dialog', { name: 'Créer une alerte' });
    expect(chipsOf(dialog)).toEqual(['Go']);
    expect(within(dialog).queryByText(MSG.skillsRequired)).toBeNull();
  });
});
