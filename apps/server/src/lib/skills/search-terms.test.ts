import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms.js';
import { defaultVocabulary } from './vocabulary.js';

/** The offers' search box read against the vocabulary: skills by any spelling, other words as prefixes. */
describe('searchTerms', () => {
  const vocab = defaultVocabulary();
  const read = (text: string) => searchTerms(vocab, text);

  it('takes a known skill with all its spellings, the typed one first', () => {
    const { words, skills } = read('nodejs');
    expect(words).toEqual([]);
    expect(skills).toHaveLength(1);
    expect(skills[0]?.[0]).toBe('nodejs');
    expect(skills[0]).toEqual(expect.arrayContaining(['Node.js', 'node']));
  });

  it('keeps other words as they are, and reads the longest run of words that names a skill', () => {
    expect(read('Développeur Spring Boot senior')).toMatchObject({ words: ['Développeur', 'senior'] });
    expect(read('Développeur Spring Boot senior').skills[0]).toContain('Spring Boot');
    expect(read('ASP.NET Core').skills).toHaveLength(1);
    expect(read('ASP.NET Core').skills[0]).toContain('ASP.NET Core');
  });

  it('tells apart what only looks alike', () => {
    expect(read('Java').skills[0]).not.toContain('JavaScript');
    expect(read('JavaScript').skills[0]).not.toContain('Java');
    expect(read('React').skills[0]).not.toContain('React Native');
  });

  it('strips the punctuation around words, keeps the symbols of skills, splits a/b when the whole is no skill', () => {
    const terms = read('« C#, .NET » (Node.js). React/Angular');
    expect(terms.words).toEqual([]);
    expect(terms.skills.map((s) => s[0])).toEqual(['C#', '.NET', 'Node.js', 'React', 'Angular']);
    expect(read('CI/CD').skills[0]).toContain('CI/CD');
  });

  it('leaves out spellings a text search cannot tell apart (a one-letter word)', () => {
    // C is a skill, but a lone letter is a stop word of the text search: only its longer names are looked for.
    const [c] = read('C').skills;
    expect(c).toEqual(expect.arrayContaining(['c11', 'c99']));
    for (const spelling of ['C', 'langage c', 'ansi c']) expect(c).not.toContain(spelling);
  });
});
