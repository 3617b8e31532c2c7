import { describe, expect, it } from 'vitest';
import {
  formatIsoDate,
  isRealIsoDate,
  longDateLabel,
  monthLabel,
  ofMonth,
  parisMonth,
  parisSlotLabel,
  parisToday,
} from './dates.js';
import { matchParts, matchScore } from './match-score.js';
import { addTag, hasDuplicateTags, normalizeTag, normalizeTags } from './normalize.js';
import { isValidSiren, normalizeSiren } from './siren.js';

describe('tags', () => {
  it('normalises case, accents and spaces', () => {
    expect(normalizeTag('  Réseaux   Télécom ')).toBe('reseaux telecom');
    expect(normalizeTag('Node.JS')).toBe('node.js');
    expect(normalizeTags(['Sécurité', 'React', 'securite '])).toEqual(['securite', 'react']);
  });
  it('keeps symbols: only combining marks go, so c, c#, c++, c^ and .net stay apart', () => {
    expect(['C', 'C#', 'c++', 'c^', '.NET', 'Node.js'].map(normalizeTag)).toEqual(['c', 'c#', 'c++', 'c^', '.net', 'node.js']);
    expect(normalizeTag('İstanbul')).toBe('istanbul');
    expect(normalizeTag('Cœur')).toBe('cœur');
  });
  it('refuses empty and duplicate tags', () => {
    expect(addTag(['React'], '   ')).toBeNull();
    expect(addTag(['Sécurité'], 'securite')).toBeNull();
    expect(addTag(['React'], ' Vue  js ')).toEqual(['React', 'Vue js']);
    expect(hasDuplicateTags(['Go', 'GO'])).toBe(true);
  });
});

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isRealIsoDate('2028-02-29')).toBe(true);
    expect(isRealIsoDate('2026-02-29')).toBe(false);
    expect(isRealIsoDate('2026-13-01')).toBe(false);
    expect(isRealIsoDate('01/02/2026')).toBe(false);
    expect(formatIsoDate('2026-11-21')).toBe('21/11/2026');
  });
  it('takes the day and the month in Paris time, whatever the machine’s zone', () => {
    // 31 December 23:30 UTC is already 1 January in Paris (UTC+1); 30 June 22:30 UTC is 1 July (UTC+2).
    expect(parisToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(parisMonth(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01');
    expect(parisToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(parisToday(new Date('2026-03-15T12:00:00Z'))).toBe('2026-03-15');
    expect(parisMonth(new Date('2026-03-15T12:00:00Z'))).toBe('2026-03');
  });
  it('says an appointment in Paris time', () => {
    expect(parisSlotLabel(new Date('2026-12-01T09:00:00Z'))).toBe('mardi 1 décembre 2026 à 10:00');
    expect(parisSlotLabel('2026-07-14T08:30:00.000Z')).toBe('mardi 14 juillet 2026 à 10:30');
  });
});

describe('match score (DECISIONS §3, graded as §6.8 says)', () => {
  const candidate = { skills: ['React', 'Node.js', 'PostgreSQL'], nivExp: '1-10' as const, dispo: '2026-12-01' };
  it('weighs experience 30, skills 50, availability 20', () => {
    expect(matchScore({ skills: ['react', 'node.js'] }, candidate)).toBe(100);
    expect(matchScore({ skills: ['React', 'Go'], nivExp: '1-10', dateDispo: '2026-12-01' }, candidate)).toBe(75);
    // Below the level: c1 = 0; one day late: c3 = 59/60 → 0 + 16.67 + 19.67 = 36.33.
    expect(matchScore({ skills: ['React', 'Go', 'Rust'], nivExp: '>10', dateDispo: '2026-11-30' }, candidate)).toBe(36);
    // Over-qualified: c1 = 0.5 → 15 + 0 + 20.
    expect(matchScore({ skills: ['Go'], nivExp: '<1' }, candidate)).toBe(35);
    // 60 days late or more: c3 = 0.
    expect(matchScore({ skills: ['React'], dateDispo: '2026-10-02' }, candidate)).toBe(80);
    expect(matchScore({ skills: ['React'], dateDispo: '2026-08-01' }, candidate)).toBe(80);
  });
  it('counts a nice-to-have skill half, and a skill in both lists as required', () => {
    // (1 + ½·1) / (2 + ½·2) = 0.5 → 30 + 25 + 20.
    expect(matchParts({ skills: ['React', 'Go'], skillsPlus: ['Node.js', 'Rust'] }, candidate)).toEqual({
      score: 75,
      c1: 1,
      c2: 0.5,
      c3: 1,
      matched: 2,
      asked: 4,
    });
    expect(matchParts({ skills: ['Go'], skillsPlus: ['React', 'Node.js', 'PostgreSQL'] }, candidate).c2).toBe(0.6);
    expect(matchParts({ skills: ['React'], skillsPlus: ['react', 'Go'] }, candidate)).toMatchObject({ c2: 0.6667, asked: 2 });
    expect(matchParts({ skills: ['React'], nivExp: '>10', dateDispo: '2026-11-01' }, candidate)).toMatchObject({
      c1: 0,
      c3: 0.5,
    });
  });
  it('compares the keys it is given: two spellings of one skill count once in n', () => {
    const keyOf = (tag: string) => ({ reactjs: 'react', nodejs: 'node.js' })[normalizeTag(tag)] ?? normalizeTag(tag);
    expect(matchScore({ skills: ['ReactJS', 'nodejs'] }, candidate)).toBe(50);
    expect(matchScore({ skills: ['ReactJS', 'nodejs'] }, candidate, keyOf)).toBe(100);
    expect(matchScore({ skills: ['React', 'ReactJS', 'Go'] }, candidate, keyOf)).toBe(75);
  });
});

describe('longDateLabel', () => {
  it('says a date as a French sentence does', () => {
    expect(longDateLabel('2026-12-12')).toBe('12\u00a0décembre 2026');
    expect(longDateLabel('2027-01-01')).toBe('1er\u00a0janvier 2027');
    expect(longDateLabel('2026-08-05')).toBe('5\u00a0août 2026');
  });
});

describe('monthLabel', () => {
  it('names a month as the reports and invoices say it', () => {
    expect(monthLabel('2026-02')).toBe('février 2026');
    expect(monthLabel('2026-12')).toBe('décembre 2026');
  });
});

describe('isValidSiren', () => {
  it('takes nine digits whose Luhn key is right, spaces and dots aside', () => {
    // Real published SIRENs (INSEE): Danone, La Poste.
    for (const siren of ['552 032 534', '356.000.000']) expect(isValidSiren(siren)).toBe(true);
    expect(isValidSiren('552100554')).toBe(true);
    expect(normalizeSiren('552 032 534')).toBe('552032534');
  });

  it('refuses a wrong key, two digits swapped, a wrong length, letters', () => {
    for (const siren of ['552032535', '550232534', '55203253', '5520325340', 'FR552032534', ''])
      expect(isValidSiren(siren)).toBe(false);
  });
});

describe('ofMonth', () => {
  it('elides « de » before a vowel', () => {
    expect(ofMonth('2026-11')).toBe('de novembre 2026');
    expect(ofMonth('2026-10')).toBe('d’octobre 2026');
    expect(ofMonth('2027-04')).toBe('d’avril 2027');
    expect(ofMonth('2027-08')).toBe('d’août 2027');
    expect(ofMonth('2027-06')).toBe('de juin 2027');
  });
});
