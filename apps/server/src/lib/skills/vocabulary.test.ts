import { describe, expect, it } from 'vitest';
import { defaultVocabulary, SkillVocabulary, shippedVocabulary, shippedVocabularyVersion } from './vocabulary.js';

const small = () =>
  new SkillVocabulary([
    { label: 'React', aliases: ['ReactJS', 'React.js'], category: 'frameworks', rank: 2 },
    { label: 'React Native', aliases: ['RN native'], category: 'frameworks' },
    { label: 'Redux', aliases: [], category: 'libraries', rank: 5 },
    { label: 'Preact', aliases: [], category: 'frameworks' },
    { label: 'Java', aliases: ['JDK'], category: 'languages', rank: 1 },
    { label: 'JavaScript', aliases: ['JS'], category: 'languages', rank: 3 },
    { label: 'Gestion de projet', aliases: ['Project management'], category: 'management' },
  ]);

describe('resolve', () => {
  const vocab = defaultVocabulary();

  it('returns the canonical label of a known spelling, the trimmed input otherwise', () => {
    expect(vocab.resolve(' ReactJS ')).toEqual({ input: ' ReactJS ', label: 'React', key: 'react', known: true });
    expect(vocab.resolve('nodejs')).toMatchObject({ label: 'Node.js', key: 'node.js', known: true });
    expect(vocab.resolve('  Ma   compétence  ')).toEqual({
      input: '  Ma   compétence  ',
      label: 'Ma   compétence',
      key: 'ma competence',
      known: false,
    });
  });

  it('keeps apart what only looks alike', () => {
    expect(vocab.resolve('java').label).toBe('Java');
    expect(vocab.resolve('javascript').label).toBe('JavaScript');
    expect(vocab.resolve('c').label).toBe('C');
    expect(vocab.resolve('c#').label).toBe('C#');
    expect(vocab.resolve('c++').label).toBe('C++');
    expect(vocab.resolve('react native').label).toBe('React Native');
    expect(vocab.resolve('terraform').label).toBe('Terraform');
    expect(vocab.resolve('node').label).toBe('Node.js');
  });

  it('matches accents and case away, symbols kept', () => {
    expect(vocab.resolve('GESTION DE PROJETS').label).toBe('Gestion de projet');
    expect(vocab.resolve('cybersecurite').label).toBe('Cybersécurité');
    expect(vocab.resolve('.net').label).toBe('.NET');
    expect(vocab.resolve('net').known).toBe(false);
  });
});

describe('suggest', () => {
  it('orders exact, then label prefix, then alias prefix, then contains', () => {
    const vocab = small();
    expect(vocab.suggest('react').map((s) => s.label)).toEqual(['React', 'React Native', 'Preact']);
    // `reactjs` is an alias of React: an alias prefix, ahead of Preact which only contains it.
    expect(vocab.suggest('reactj').map((s) => s.label)).toEqual(['React']);
    expect(vocab.suggest('re').map((s) => s.label)).toEqual(['React', 'Redux', 'React Native', 'Preact']);
  });

  it('breaks ties by market rank, then the shorter label', () => {
    const vocab = small();
    expect(vocab.suggest('java').map((s) => s.label)).toEqual(['Java', 'JavaScript']);
    // Then what merely contains it: `react.js` has a word starting with it, ahead of a plain inner letter.
    expect(vocab.suggest('j').map((s) => s.label)).toEqual(['Java', 'JavaScript', 'React', 'Gestion de projet']);
  });

  it('normalises the query, answers the aliases, honours the limit', () => {
    const vocab = small();
    expect(vocab.suggest(' GESTION ')).toEqual([{ label: 'Gestion de projet', aliases: ['Project management'] }]);
    expect(vocab.suggest('proj').map((s) => s.label)).toEqual(['Gestion de projet']);
    expect(vocab.suggest('r', 2)).toHaveLength(2);
    expect(vocab.suggest('')).toEqual([]);
  });

  it('answers from the real vocabulary with the obvious first', () => {
    const vocab = defaultVocabulary();
    expect(vocab.suggest('java')[0]?.label).toBe('Java');
    expect(vocab.suggest('post')[0]?.label).toBe('PostgreSQL');
    expect(vocab.suggest('k8')[0]?.label).toBe('Kubernetes');
    expect(vocab.suggest('sap').length).toBe(10);
  });
});

describe('addAlias and addSkill', () => {
  it('makes a tag an alias of a skill, everywhere at once', () => {
    const vocab = small();
    expect(vocab.addAlias('Réact JS', 'React')).toEqual({ ok: true, label: 'React', changed: true });
    expect(vocab.resolve('react js').label).toBe('React');
    expect(vocab.suggest('réact j').map((s) => s.label)).toEqual(['React']);
    expect(vocab.extract('Front en Réact JS').map((s) => s.label)).toEqual(['React']);
    expect(vocab.addAlias('reactjs', 'React')).toEqual({ ok: true, label: 'React', changed: false });
  });

  it('refuses an alias held by another skill, an unknown skill, an empty tag', () => {
    const vocab = small();
    expect(vocab.addAlias('JS', 'Java')).toEqual({ ok: false, error: { code: 'alias_taken', alias: 'JS', owner: 'JavaScript' } });
    expect(vocab.addAlias('Java', 'JavaScript')).toEqual({
      ok: false,
      error: { code: 'alias_taken', alias: 'Java', owner: 'Java' },
    });
    expect(vocab.addAlias('x', 'Cobol')).toEqual({ ok: false, error: { code: 'unknown_skill', label: 'Cobol' } });
    expect(vocab.addAlias('  ', 'Java')).toEqual({ ok: false, error: { code: 'empty' } });
  });

  it('adds a skill unless its label or an alias is taken, leaving nothing half done', () => {
    const vocab = small();
    expect(vocab.addSkill('Svelte', ['SvelteJS', 'svelte.js'], 'frameworks')).toEqual({
      ok: true,
      label: 'Svelte',
      changed: true,
    });
    expect(vocab.resolve('sveltejs').label).toBe('Svelte');
    expect(vocab.addSkill('REACT', [])).toEqual({ ok: false, error: { code: 'label_taken', label: 'REACT', owner: 'React' } });
    expect(vocab.addSkill('Solid', ['SolidJS', 'jdk'])).toEqual({
      ok: false,
      error: { code: 'alias_taken', alias: 'jdk', owner: 'Java' },
    });
    expect(vocab.resolve('solidjs').known).toBe(false);
    expect(vocab.size).toBe(8);
  });

  it('checks a change without making it (a route checks before it commits)', () => {
    const vocab = small();
    expect(vocab.checkAlias('Réact JS', 'React')).toEqual({ ok: true, label: 'React', changed: true });
    expect(vocab.checkAlias('JS', 'Java')).toEqual({
      ok: false,
      error: { code: 'alias_taken', alias: 'JS', owner: 'JavaScript' },
    });
    expect(vocab.checkSkill('Svelte', ['SvelteJS'])).toEqual({ ok: true, label: 'Svelte', changed: true });
    expect(vocab.checkSkill('react', [])).toMatchObject({ ok: false, error: { code: 'label_taken', owner: 'React' } });
    expect(vocab.resolve('react js').known).toBe(false);
    expect(vocab.resolve('svelte').known).toBe(false);
    expect(vocab.size).toBe(7);
  });
});

describe('the shipped vocabulary', () => {
  it('is shared unchanged; a copy takes additions of its own', () => {
    const copy = shippedVocabulary();
    expect(copy).not.toBe(defaultVocabulary());
    expect(copy.addAlias('Réacte', 'React')).toMatchObject({ ok: true, changed: true });
    expect(copy.resolve('reacte').label).toBe('React');
    expect(defaultVocabulary().resolve('reacte').known).toBe(false);
  });

  it('has a version naming its content and the key format', () => {
    expect(shippedVocabularyVersion()).toMatch(/^1:[0-9a-f]{16}$/);
    expect(shippedVocabularyVersion()).toBe(shippedVocabularyVersion());
  });
});
