import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  sameVocabulary,
  VOCABULARY_PATH,
  type VocabularyFile,
} from '../../../../../scripts/skills/build-vocabulary.js';
import { CATEGORIES } from './categories.js';
import { normalizeTag } from './normalize.js';

/** vocabulary.json is generated: what is committed must be exactly what the generator builds. */
describe('vocabulary.json', () => {
  const committed = JSON.parse(readFileSync(VOCABULARY_PATH, 'utf8')) as VocabularyFile;

  it('is what scripts/skills/build-vocabulary.ts produces (no hand edit)', () => {
    const built = buildVocabulary();
    expect(sameVocabulary(committed, built)).toBe(true);
  });

  it('holds at least 1,000 skills, each in a known category, sorted', () => {
    expect(committed.skills.length).toBeGreaterThanOrEqual(1000);
    for (const skill of committed.skills) expect(CATEGORIES).toContain(skill.category);
    const keys = committed.skills.map((s) => normalizeTag(s.label));
    expect([...keys].sort()).toEqual(keys);
  });

  it('gives every normalised label and alias to exactly one skill', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const skill of committed.skills) {
      for (const form of [skill.label, ...skill.aliases]) {
        const key = normalizeTag(form);
        const previous = owner.get(key);
        if (previous !== undefined && previous !== skill.label) clashes.push(`${form}: ${previous} / ${skill.label}`);
        owner.set(key, skill.label);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('corrects the imported lists where they are wrong for a skills market', () => {
    const find = (label: string) => committed.skills.find((s) => s.label === label);
    expect(find('JavaScript')?.aliases.map(normalizeTag)).not.toContain('node');
    expect(find('Node.js')?.aliases.map(normalizeTag)).toContain('node');
    expect(find('HCL')?.aliases.map(normalizeTag)).not.toContain('terraform');
    expect(find('Terraform')).toBeDefined();
    expect(find('Java')?.aliases.map(normalizeTag)).not.toContain('javascript');
    expect(committed.sources.map((s) => s.name)).toEqual([
      'linguist-languages',
      'devicon',
      'simple-icons',
      'Passerelle curation',
    ]);
  });
});
