import { skillsApi } from '@passerelle/shared/routes/skills';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderScreen } from '../../test/render';
import { TagInput } from './tag-input';

// The suggestions' code arrives when the test says (`gate.release()`), as on a slow network.
const gate = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('./tag-autocomplete', async (original) => {
  await gate.arrived;
  return original();
});

function Field() {
  const [tags, setTags] = useState<string[]>([]);
  return <TagInput label="Technologies" value={tags} onChange={setTags} duplicateMessage="Déjà là !" />;
}

// Its own file: the suggestions' field is not loaded yet when the test starts (modules are per file).
describe('TagInput before its suggestions load (issue 20)', { timeout: 15_000 }, () => {
  it('is a plain combobox at first; the text typed is kept when the suggestions take over, and Entrée adds it', async () => {
    const api = fakeApi();
    api.on(skillsApi.suggest, () => ({ body: { done: true, skills: [{ label: 'Elixir', aliases: [] }] } }));
    api.on(skillsApi.resolve, () => ({ body: { done: true, skills: [{ input: 'Elixir', label: 'Elixir', known: true }] } }));
    const ui = renderScreen(<Field />);
    const plain = screen.getByRole('combobox', { name: 'Technologies' });
    expect(plain.getAttribute('aria-expanded')).toBe('false');
    // Typed where the focus is, as a keyboard does (the field may be taken over in the middle).
    await ui.user.click(plain);
    await ui.user.keyboard('Eli');
    // The Autocomplete arrives and takes the field over, with the text and the focus.
    gate.release();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Technologies' })).not.toBe(plain));
    const rich = screen.getByRole('combobox', { name: 'Technologies' }) as HTMLInputElement;
    expect(rich.value).toBe('Eli');
    await waitFor(() => expect(document.activeElement).toBe(rich));
    await ui.user.keyboard('xir{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Technologies' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Elixir']);
  });
});
