import { skillsApi } from '@passerelle/shared/routes/skills';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../test/render';
import { loadTagAutocomplete, TagInput } from './tag-input';

const SUGGESTIONS = {
  react: [
    { label: 'React', aliases: ['ReactJS', 'React.js'] },
    { label: 'React Native', aliases: ['RN'] },
  ],
};

function Field({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagInput label="Technologies" value={tags} onChange={setTags} duplicateMessage="Déjà là !" />;
}

function vocabulary() {
  const api = fakeApi();
  api.on(skillsApi.suggest, (request) => {
    const q = new URL(request.url, 'http://x').searchParams.get('q') ?? '';
    const key = q.toLowerCase().startsWith('rea') ? 'react' : '';
    return { body: { done: true, skills: key ? SUGGESTIONS.react : [] } };
  });
  api.on(skillsApi.resolve, (request) => {
    const { skills } = request.body as { skills: string[] };
    const known: Record<string, string> = { nodejs: 'Node.js', postgres: 'PostgreSQL' };
    return {
      body: {
        done: true,
        skills: skills.map((s) => ({ input: s, label: known[s.toLowerCase()] ?? s, known: s.toLowerCase() in known })),
      },
    };
  });
  return api;
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Technologies' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('TagInput (DECISIONS §6.1: suggestions from the vocabulary while typing)', { timeout: 15_000 }, () => {
  // The suggestions' field here from the start (tag-input.plain.test.tsx: the plain field before it).
  beforeAll(async () => {
    await loadTagAutocomplete();
  });

  it('suggests canonical skills once the typing pauses; ↓ and Entrée pick one', async () => {
    const api = vocabulary();
    const ui = renderScreen(<Field />);
    const input = screen.getByRole('combobox', { name: 'Technologies' });
    await ui.user.type(input, 'reac');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ReactReactJS, React.js', 'React NativeRN']);
    expect(api.sentTo(skillsApi.suggest).at(-1)?.url).toBe(`${skillsApi.suggest.url}?q=reac`);
    await ui.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chips()).toEqual(['React Native']);
    expect((input as HTMLInputElement).value).toBe('');
    // A picked skill is canonical: nothing to resolve.
    expect(api.sentTo(skillsApi.resolve)).toEqual([]);
  });

  it('stores a typed spelling of a suggested skill as its canonical label and says so', async () => {
    vocabulary();
    const ui = renderScreen(<Field />);
    const input = screen.getByRole('combobox', { name: 'Technologies' });
    await ui.user.type(input, 'reactjs');
    await screen.findByRole('listbox');
    await ui.user.keyboard('{Enter}');
    expect(chips()).toEqual(['React']);
    expect(screen.getByText('« reactjs » est enregistré comme « React »')).toBeTruthy();
  });

  it('keeps a free tag, and gives a typed tag its canonical form when the server knows it', async () => {
    const api = vocabulary();
    const ui = renderScreen(<Field initial={['Go']} />);
    const input = screen.getByRole('combobox', { name: 'Technologies' });
    await ui.user.type(input, 'nodejs{Enter}');
    expect(await screen.findByText('« nodejs » est enregistré comme « Node.js »')).toBeTruthy();
    await ui.user.type(input, 'Méthode maison{Enter}');
    await waitFor(() => expect(api.sentTo(skillsApi.resolve)).toHaveLength(2));
    expect(api.sentTo(skillsApi.resolve).map((r) => r.body)).toEqual([{ skills: ['nodejs'] }, { skills: ['Méthode maison'] }]);
    expect(chips()).toEqual(['Go', 'Node.js', 'Méthode maison']);
  });

  it('refuses a duplicate and adds with the plus button', async () => {
    vocabulary();
    const ui = renderScreen(<Field initial={['React']} />);
    const input = screen.getByRole('combobox', { name: 'Technologies' });
    await ui.user.type(input, 'REACT{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Déjà là !');
    await ui.user.clear(input);
    await ui.user.type(input, 'Kotlin');
    await ui.user.click(screen.getByRole('button', { name: 'Ajouter à « Technologies »' }));
    expect(chips()).toEqual(['React', 'Kotlin']);
    await ui.user.click(within(screen.getByRole('button', { name: 'React' })).getByTestId('CancelIcon'));
    expect(chips()).toEqual(['Kotlin']);
  });
});
