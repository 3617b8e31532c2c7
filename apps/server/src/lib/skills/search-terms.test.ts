import { describe, expect, it } from 'vitest';
import { normalizeTag } from './normalize.js';
import { OTHER_THINGS, searchTerms } from './search-terms.js';
import { defaultVocabulary } from './vocabulary.js';

/** The offers' search box read against the vocabulary: skills by their key and any spelling, other words as prefixes. */
describe('searchTerms', () => {
  const vocab = defaultVocabulary();
  const read = (text: string) => searchTerms(vocab, text);
  const spellings = (text: string) => read(text).skills.map((s) => s.spellings);

  it('takes a known skill by its key and with all its spellings, the typed one first', () => {
    const { words, skills } = read('nodejs');
    expect(words).toEqual([]);
    expect(skills).toHaveLength(1);
    expect(skills[0]).toMatchObject({ key: 'node.js', labelInText: true, others: [] });
    expect(skills[0]?.spellings[0]).toBe('nodejs');
    expect(skills[0]?.spellings).toEqual(expect.arrayContaining(['Node.js', 'node']));
  });

  it('keeps other words as they are, and reads the longest run of words that names a skill', () => {
    expect(read('Développeur Spring Boot senior')).toMatchObject({ words: ['Développeur', 'senior'] });
    expect(spellings('Développeur Spring Boot senior')[0]).toContain('Spring Boot');
    expect(read('ASP.NET Core').skills).toHaveLength(1);
    expect(spellings('ASP.NET Core')[0]).toContain('ASP.NET Core');
  });

  it('tells apart what only looks alike', () => {
    expect(spellings('Java')[0]).not.toContain('JavaScript');
    expect(spellings('JavaScript')[0]).not.toContain('Java');
    expect(spellings('React')[0]).not.toContain('React Native');
    // React Native names another thing: a text holding it does not name React (the offer's tags must).
    expect(read('React').skills[0]?.others).toEqual(expect.arrayContaining(['React Native', 'react-native']));
    // Spring Boot is a kind of Spring: nothing set apart.
    expect(read('Spring').skills[0]?.others).toEqual([]);
  });

  it('strips the punctuation around words, keeps the symbols of skills, splits a/b when the whole is no skill', () => {
    const terms = read('« C#, .NET » (Node.js). React/Angular');
    expect(terms.words).toEqual([]);
    expect(terms.skills.map((s) => s.spellings[0])).toEqual(['C#', '.NET', 'Node.js', 'React', 'Angular']);
    expect(spellings('CI/CD')[0]).toContain('CI/CD');
  });

  it('leaves out of the text the spellings it cannot tell apart (a one-letter word); the tags are read by key', () => {
    // C is a skill, but a lone letter is a stop word of the text search: only its longer names are looked for
    // in the text, and the offers tagged C are found by their key.
    const [c] = read('C').skills;
    expect(c).toMatchObject({ key: 'c', labelInText: false });
    expect(c?.spellings).toEqual(expect.arrayContaining(['c11', 'c99']));
    for (const spelling of ['C', 'langage c', 'ansi c']) expect(c?.spellings).not.toContain(spelling);
    expect(read('langage C').skills).toEqual([c]);
    expect(read('R').skills[0]).toMatchObject({ key: 'r', spellings: ['rlang', 'Rscript'], labelInText: false });
    expect(read('C#').skills[0]).toMatchObject({ key: 'c#', labelInText: true });
  });

  it('sets apart only longer names of the vocabulary that hold the shorter one (OTHER_THINGS)', () => {
    const words = (label: string) =>
      normalizeTag(label)
        .split(/[\s/()-]+/)
        .filter(Boolean);
    for (const [key, longer] of Object.entries(OTHER_THINGS)) {
      const skill = vocab.lookup(key);
      expect(skill, key).toBeDefined();
      expect(normalizeTag(skill?.label ?? ''), key).toBe(key);
      for (const label of longer) {
        const other = vocab.lookup(label);
        expect(other?.label, label).toBe(label);
        expect(words(label).join(' '), label).toContain(words(key).join(' '));
      }
    }
  });
});
