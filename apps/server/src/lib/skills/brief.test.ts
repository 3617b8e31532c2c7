import { describe, expect, it } from 'vitest';
import { readBrief, readLevel } from './brief.js';
import { readStartDate } from './brief-date.js';
import { BRIEF_CASES, BRIEF_TODAY } from './fixtures/briefs.js';
import { defaultVocabulary } from './vocabulary.js';

describe('readBrief on the labelled job descriptions', () => {
  it('has enough cases to mean something', () => {
    expect(BRIEF_CASES.length).toBeGreaterThanOrEqual(30);
  });

  it('reaches micro precision and recall of skills, and accuracy of level and date, of at least 0.9', () => {
    const vocab = defaultVocabulary();
    let truePositives = 0;
    let falsePositives = 0;
    let falseNegatives = 0;
    let levels = 0;
    let dates = 0;
    const notes: string[] = [];
    for (const c of BRIEF_CASES) {
      const brief = readBrief(c.text, vocab, BRIEF_TODAY);
      const both = [...brief.skills, ...brief.skills_plus];
      expect(new Set(both).size).toBe(both.length);
      const expected = new Set(c.skills);
      const got = new Set(both);
      const extra = both.filter((s) => !expected.has(s));
      const missing = c.skills.filter((s) => !got.has(s));
      truePositives += both.length - extra.length;
      falsePositives += extra.length;
      falseNegatives += missing.length;
      if (brief.niv_exp === c.niv_exp) levels++;
      else notes.push(`${c.name}: niveau ${brief.niv_exp} (attendu ${c.niv_exp})`);
      if (brief.date_dispo === c.date_dispo) dates++;
      else notes.push(`${c.name}: date ${brief.date_dispo} (attendu ${c.date_dispo})`);
      if (extra.length > 0 || missing.length > 0) notes.push(`${c.name}: en trop [${extra}] manquants [${missing}]`);
    }
    const precision = truePositives / (truePositives + falsePositives);
    const recall = truePositives / (truePositives + falseNegatives);
    const levelAccuracy = levels / BRIEF_CASES.length;
    const dateAccuracy = dates / BRIEF_CASES.length;
    console.log(
      `fiches : ${BRIEF_CASES.length} cas, compétences précision ${precision.toFixed(3)} rappel ${recall.toFixed(3)}, ` +
        `niveau ${levelAccuracy.toFixed(3)}, date ${dateAccuracy.toFixed(3)}; écarts : ${notes.join(' ; ') || 'aucun'}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(levelAccuracy).toBeGreaterThanOrEqual(0.9);
    expect(dateAccuracy).toBeGreaterThanOrEqual(0.9);
  });
});

describe('required and nice-to-have skills (DECISIONS §6.8)', () => {
  it('puts in skills_plus exactly the skills each labelled brief names as a plus', () => {
    const vocab = defaultVocabulary();
    const withPlus = BRIEF_CASES.filter((c) => c.plus);
    expect(withPlus.length).toBeGreaterThanOrEqual(8);
    for (const c of BRIEF_CASES) {
      const brief = readBrief(c.text, vocab, BRIEF_TODAY);
      const expected = (c.plus ?? []).filter((s) => brief.skills.includes(s) || brief.skills_plus.includes(s));
      expect([...brief.skills_plus].sort(), c.name).toEqual([...expected].sort());
    }
  });

  it('reads the markers in French and English, in a sentence, after a heading and under a heading', () => {
    const vocab = defaultVocabulary();
    const read = (text: string) => readBrief(text, vocab, BRIEF_TODAY);
    expect(read('Stack : Java, Spring Boot. Kubernetes serait un plus.')).toMatchObject({
      skills: ['Java', 'Spring Boot'],
      skills_plus: ['Kubernetes'],
    });
    expect(read('Must have: React, TypeScript. Nice to have: GraphQL, Docker.')).toMatchObject({
      skills: ['React', 'TypeScript'],
      skills_plus: ['GraphQL', 'Docker'],
    });
    expect(read('Compétences :\n- Python\n- SQL\n\nLes plus :\n- dbt\n- Airflow\nDémarrage ASAP')).toMatchObject({
      skills: ['Python', 'SQL'],
      skills_plus: ['dbt', 'Apache Airflow'],
    });
    expect(read('Idéalement, vous connaissez Terraform. Python et AWS exigés.')).toMatchObject({
      skills: ['Python', 'AWS'],
      skills_plus: ['Terraform'],
    });
    // A skill named as required and as a plus is required; « souhaité » about a date names no skill.
    expect(read('Python requis. Python avancé apprécié. Démarrage souhaité le 04/01/2027.')).toMatchObject({
      skills: ['Python'],
      skills_plus: [],
    });
  });
});

describe('readLevel', () => {
  it('maps level words and years as DECISIONS §6.1 says', () => {
    expect(readLevel('Poste ouvert aux débutants, débutant accepté')).toBe('<1');
    expect(readLevel("Moins d'un an d'expérience")).toBe('<1');
    expect(readLevel('Profil junior')).toBe('1-10');
    expect(readLevel('Profil confirmé')).toBe('1-10');
    expect(readLevel('Senior')).toBe('1-10');
    expect(readLevel("5 ans d'expérience")).toBe('1-10');
    expect(readLevel('3+ years')).toBe('1-10');
    expect(readLevel('5 years of experience')).toBe('1-10');
    expect(readLevel("10 ans d'expérience")).toBe('1-10');
    expect(readLevel('Expert Java')).toBe('>10');
    expect(readLevel("Plus de 10 ans d'expérience")).toBe('>10');
    expect(readLevel("15 ans d'expérience")).toBe('>10');
  });

  it('reads no level where there is none', () => {
    expect(readLevel('Une expertise reconnue. Mission de 3 ans. Fondée il y a 20 ans.')).toBeNull();
    expect(readLevel('Vous encadrerez des juniors.')).toBeNull();
  });
});

describe('readStartDate', () => {
  const today = '2026-11-24';

  it('reads dd/MM/yyyy in its three spellings and written months', () => {
    expect(readStartDate('Démarrage le 15/01/2027', today)).toBe('2027-01-15');
    expect(readStartDate('Démarrage le 15-01-2027', today)).toBe('2027-01-15');
    expect(readStartDate('Démarrage le 15.01.2027', today)).toBe('2027-01-15');
    expect(readStartDate('Début de mission le 15 janvier 2027', today)).toBe('2027-01-15');
    expect(readStartDate('Démarrage janvier 2027', today)).toBe('2027-01-01');
    expect(readStartDate('Start date: January 15, 2027', today)).toBe('2027-01-15');
    expect(readStartDate('Dès le 1er février 2027', today)).toBe('2027-02-01');
  });

  it('never takes an end date, an invalid date or an unannounced one', () => {
    expect(readStartDate('Fin de mission le 30/06/2027', today)).toBeNull();
    expect(readStartDate("Jusqu'au 30/06/2027", today)).toBeNull();
    expect(readStartDate('Mission du 01/03/2027 au 30/06/2027', today)).toBe('2027-03-01');
    expect(readStartDate('Démarrage le 31/02/2027', today)).toBeNull();
    expect(readStartDate('Candidatures avant le 10/12/2026.', today)).toBeNull();
    expect(readStartDate('Support 24/7', today)).toBeNull();
  });

  it('reads ASAP and its French forms as today', () => {
    expect(readStartDate('Démarrage ASAP', today)).toBe(today);
    expect(readStartDate('Démarrage dès que possible', today)).toBe(today);
    expect(readStartDate('Prise de poste immédiate', today)).toBe(today);
  });

  it('reads a start in every usual French form, never as an end (issue 28)', () => {
    const starts = [
      'Démarrage au 15/01/2027',
      'Démarrage prévu au 15/01/2027',
      'Démarrage au plus tard le 15/01/2027',
      'À compter du 15/01/2027',
      'Mission à compter du 15 janvier 2027',
      'Prise de poste le 15/01/2027',
      'Prise de poste au 15/01/2027',
      'Prise de fonction au 15 janvier 2027',
      'Dès le 15/01/2027',
      'Date de démarrage : 15/01/2027',
      'Début au 15/01/2027',
      'Poste à pourvoir au 15/01/2027',
      'Disponibilité souhaitée au 15/01/2027',
      'Démarrage au 15 janvier 2027, fin au 30/06/2027',
      'Mission de 6 mois (fin au 30/06/2027), démarrage au 15/01/2027',
    ];
    for (const text of starts) expect(readStartDate(text, today), text).toBe('2027-01-15');
    // Without a year, right after the start words: the next 15 January.
    for (const text of ['Démarrage au 15/01', 'À compter du 15/01', 'Prise de poste le 15/01', 'Dès le 15/01'])
      expect(readStartDate(text, today), text).toBe('2027-01-15');
    // Ends stay ends, whatever start word came earlier in the clause.
    for (const text of [
      'Fin de mission au 30/06/2027',
      'Mission reconductible, jusqu’au 30/06/2027',
      'Démarrage rapide, mission jusqu’au 30/06/2027',
      'Candidatures au plus tard le 10/12/2026',
    ])
      expect(readStartDate(text, today), text).toBeNull();
    expect(readStartDate('Mission du 01/03/2027 au 30/06/2027', today)).toBe('2027-03-01');
  });

  it('dates a day without a year by its next occurrence', () => {
    expect(readStartDate('Démarrage le 15/01', today)).toBe('2027-01-15');
    expect(readStartDate('Démarrage le 3 décembre', today)).toBe('2026-12-03');
  });
});
