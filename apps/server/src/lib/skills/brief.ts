import { foldForSearch, readStartDate } from './brief-date.js';
import type { SkillVocabulary } from './vocabulary.js';

/**
 * From a job description to a search (DECISIONS §6.1, `POST /api/cl/brief`): the canonical skills it asks
 * for, the experience level it says, the start date it gives. French or English.
 */

export type ExperienceLevel = '<1' | '1-10' | '>10';

export interface Brief {
  /** Canonical labels of the required skills, in order of first appearance, once each. */
  skills: string[];
  /** The nice-to-have ones (« un plus », « apprécié », "nice to have"…, DECISIONS §6.8), none of `skills`. */
  skills_plus: string[];
  niv_exp: ExperienceLevel | null;
  /** YYYY-MM-DD. */
  date_dispo: string | null;
}

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  quinze: 15,
  vingt: 20,
  one: 1,
  a: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
const NUM = `\\b(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\b`;
const YEARS = '(?:ans?|annees?|years?|yrs?)';

function toNumber(word: string): number {
  return NUMBER_WORDS[word] ?? Number(word);
}

interface YearsMention {
  at: number;
  years: number;
  /** « plus de », "10+", "over": at least this many. */
  more: boolean;
  /** « moins de », "less than". */
  less: boolean;
}

/**
 * Years of experience the text asks for, by their position. Only numbers tied to experience count: a
 * « mission de 3 ans » or a company « fondée il y a 20 ans » does not.
 */
function yearsMentions(text: string): YearsMention[] {
  const found: YearsMention[] = [];
  const patterns: RegExp[] = [
    // « 5 ans d'expérience », « 3 à 5 ans d'expérience », « 5+ ans d'expérience », "5 years of experience",
    // "10 years of systems programming experience" (up to three words between, none that starts another clause)
    new RegExp(
      `(plus de |moins de |more than |over |less than |at least |au moins |minimum )?${NUM}\\s*(\\+)?\\s*(?:(?:a|à|-|–|to|et|and)\\s*\\d{1,2}\\s*)?${YEARS}\\s*(?:minimum |min\\.? |au moins |et plus |or more |\\+ )?(?:d'|de |of )?(?:(?!avec |with |pour |for |et |and |dont |mais )[a-z-]+ ){0,3}?(?:experience|exp\\b|xp\\b)`,
      'g',
    ),
    // « expérience de 5 ans », « expérience minimum 3 ans », "experience: 5+ years"
    new RegExp(
      `(?:experience|exp\\b|xp\\b)[^.\\n]{0,30}?(plus de |moins de |more than |over |less than |at least |au moins |minimum |min\\.? |d'au moins )?${NUM}\\s*(\\+)?\\s*(?:(?:a|à|-|–|to|et|and)\\s*\\d{1,2}\\s*)?${YEARS}`,
      'g',
    ),
    // "3+ years", « 10 ans et plus » (the "+" is the tie to experience in ads)
    new RegExp(`()${NUM}\\s*(\\+)\\s*${YEARS}`, 'g'),
  ];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      const modifier = (m[1] ?? '').trim();
      found.push({
        at: m.index,
        years: toNumber(m[2] as string),
        more: m[3] === '+' || ['plus de', 'more than', 'over'].includes(modifier),
        less: ['moins de', 'less than'].includes(modifier),
      });
    }
  }
  // « moins d'un an (d'expérience) »
  for (const m of text.matchAll(/(moins d'un an|less than (?:a|one) year)/g))
    found.push({ at: m.index, years: 1, more: false, less: true });
  return found.sort((a, b) => a.at - b.at);
}

function levelOfYears(m: YearsMention): ExperienceLevel {
  if (m.less) return m.years <= 1 ? '<1' : '1-10';
  if (m.years > 10 || (m.more && m.years >= 10)) return '>10';
  if (m.years < 1) return '<1';
  return '1-10';
}

/** Level words, by what DECISIONS §6.1 maps them to. Plurals are left out: « encadrer des juniors ». */
const LEVEL_WORDS: [RegExp, ExperienceLevel][] = [
  [/\b(debutante?|beginner|entry[- ]level|jeune diplomee?|recent graduate|new grad|graduate)\b/g, '<1'],
  [/\b(junior|confirmee?|senior|intermediaire|experimentee?|mid[- ]level|medior|experienced)\b/g, '1-10'],
  [/\b(experte?|expert-level)\b(?!ise)/g, '>10'],
];

export function readLevel(text: string): ExperienceLevel | null {
  const folded = foldForSearch(text);
  const years = yearsMentions(folded);
  if (years[0]) return levelOfYears(years[0]);
  let best: { at: number; level: ExperienceLevel } | undefined;
  for (const [pattern, level] of LEVEL_WORDS) {
    for (const m of folded.matchAll(pattern)) {
      if (!best || m.index < best.at) best = { at: m.index, level };
      break;
    }
  }
  return best?.level ?? null;
}

/**
 * What marks a skill as « un plus » in its sentence, on the folded text (lower case, no accents): « un (vrai)
 * plus », « apprécié(e)s », « souhaité(e)s », « idéalement », « atout », "nice to have", "is/are/would be a
 * plus", "bonus".
 */
const PLUS_MARKER =
  /\b(un (?:vrai )?plus|apprecie(?:e|s|es)?|souhaite(?:e|s|es)?|idealement|atouts?|nice[- ]to[- ]have|(?:is|are|be) a plus|bonus)\b/;
/** A marker that opens what follows (« Un plus : », "Nice to have:"): the text before it in its line is not a plus. */
const PLUS_HEADING = /(?=\b(?:un (?:vrai )?plus|nice[- ]to[- ]have|bonus|atouts?)\s*:)/;
/** A line that is only such a heading (« Les plus : », "Nice to have:", « Compétences appréciées : »): the bullets below it. */
const PLUS_HEADING_LINE =
  /^(?:(?:les |des |un |quelques )?(?:vrais? )?(?:plus|atouts?|bonus)|nice[- ]to[- ]haves?|(?:competences|connaissances) (?:appreciees|souhaitees)|souhaite|apprecie)\s*:$/;
const BULLET = /^\s*(?:[-*•·–]|\d+[.)])\s+/;

/**
 * The parts of a brief that name nice-to-have skills: each sentence (or part of a line after a heading such as
 * « Un plus : ») holding a marker, and the bullets under a line that is only such a heading.
 */
export function plusPassages(text: string): string[] {
  const passages: string[] = [];
  let underHeading = false;
  for (const line of text.split('\n')) {
    const folded = foldForSearch(line);
    if (underHeading && BULLET.test(line)) {
      passages.push(line);
      continue;
    }
    underHeading = PLUS_HEADING_LINE.test(folded.trim());
    if (underHeading || !PLUS_MARKER.test(folded)) continue;
    const parts = folded.split(PLUS_HEADING);
    let offset = 0;
    for (const part of parts) {
      for (const sentence of part.split(/(?<=[.!?;])\s+/)) {
        if (PLUS_MARKER.test(sentence)) {
          const at = folded.indexOf(sentence, offset);
          passages.push(line.slice(at, at + sentence.length));
        }
      }
      offset += part.length;
    }
  }
  return passages;
}

/**
 * `today` is the calendar date in Europe/Paris (YYYY-MM-DD): « ASAP » means it, and a date written without
 * a year is its next occurrence from it. A skill is « un plus » when a passage marked so names it and the rest
 * of the text does not.
 */
export function readBrief(text: string, vocab: SkillVocabulary, today: string): Brief {
  const all = vocab.extract(text).map((s) => s.label);
  const passages = plusPassages(text);
  let rest = text;
  for (const passage of passages) rest = rest.replace(passage, '\n');
  const inPlus = new Set(passages.length > 0 ? vocab.extract(passages.join('\n')).map((s) => s.label) : []);
  const inRest = new Set(passages.length > 0 ? vocab.extract(rest).map((s) => s.label) : all);
  const plus = all.filter((label) => inPlus.has(label) && !inRest.has(label));
  return {
    skills: all.filter((label) => !plus.includes(label)),
    skills_plus: plus,
    niv_exp: readLevel(text),
    date_dispo: readStartDate(text, today),
  };
}
