import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { problemsOf } from './french-typography.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('the French typography lint (DECISIONS §6.9)', () => {
  it('counts straight apostrophes and ordinary spaces before « ! ; % », never in comments', () => {
    expect(problemsOf("<p>Votre profil n'est pas terminé !</p>")).toBe(2);
    expect(problemsOf('<p>Votre profil n’est pas terminé\u00a0!</p>')).toBe(0);
    expect(problemsOf("label: 'Missions 100 % à distance'")).toBe(1);
    expect(problemsOf('« Annuler »')).toBe(2);
    expect(problemsOf("// l'offre n'est pas 100 % prête")).toBe(0);
    expect(problemsOf('const ok = a !== b;')).toBe(0);
  });

  it('passes on the tree as it is (the baseline is the ceiling)', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/lint/french-typography.mjs'], { cwd: root });
    expect(stdout).toContain('french-typography: ok');
  });
});
