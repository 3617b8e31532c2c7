import { normalizeTag } from './normalize.js';
import type { SkillVocabulary } from './vocabulary.js';

/**
 * A free-text search (the offers' search box) read against the skill vocabulary (DECISIONS §6.1: the offer
 * search compares canonical skills). A run of words that names a known skill (`Java`, `nodejs`, `Spring Boot`,
 * `ASP.NET Core`) finds the offers tagged with that skill (their keys, `tech_norm`) and those whose text names
 * it in any spelling, as whole words: `Java` never finds JavaScript, `ReactJS` finds an offer written `React`,
 * `nodejs` one written `Node.js`, `C` an offer tagged `C` (never `C#` or `C++`), and `React` no offer that
 * names only React Native. Every other word is matched as a prefix, as before (`dev` finds « Développeur »).
 * offers.repository.ts (`offerSearchMatch`) turns the terms into SQL.
 */
export interface SearchTerms {
  /** The words that name no skill, in order. */
  words: string[];
  /** One entry per skill named. */
  skills: SkillTerm[];
}

export interface SkillTerm {
  /** The skill's key: what an offer tagged with it holds in `tech_norm`. */
  key: string;
  /** The spellings that find it in an offer's text (the words as typed first); none when each holds a lone letter. */
  spellings: string[];
  /**
   * Whether the text search sees the skill's label (false for `C`, `R`: a lone letter is a stop word). When it
   * does, an offer tagged with the skill holds one of `spellings` in its text and the text search (its index)
   * finds it; when it does not, the offer's keys are read.
   */
  labelInText: boolean;
  /**
   * Spellings of longer names that name something else (`React Native` for `React`, OTHER_THINGS): a text
   * that holds one of them names this skill only if the offer is tagged with it.
   */
  others: string[];
}

/**
 * Longer names of the vocabulary that start with (or hold) a skill's name but name another thing (DECISIONS
 * §6.1: `React` ≠ `React Native`), by the key of the shorter skill. Our curation: the others name a kind of
 * it, and a search for the shorter still finds them (`Spring` → Spring Boot, `SAP` → SAP FI/CO, `ASP.NET` →
 * ASP.NET Core, `Java` → Java EE). search-terms.test.ts checks that every name here is a skill.
 */
export const OTHER_THINGS: Readonly<Record<string, readonly string[]>> = {
  react: ['React Native'],
  devops: ['Azure DevOps'],
  'visual studio': ['Visual Studio Code'],
  swift: ['SWIFT (messagerie)'],
  batch: ['Spring Batch'],
  composer: ['Cloud Composer'],
  crystal: ['Crystal Reports'],
  vault: ['Azure Key Vault'],
  '4d': ['Cinema 4D'],
  framer: ['Framer Motion'],
  looker: ['Looker Studio'],
  oracle: ['Oracle E-Business Suite', 'Oracle Fusion', 'Oracle Hyperion', 'Oracle NetSuite'],
  'web components': ['Lightning Web Components'],
};

/** Longest run of words tried as one skill (`Google Cloud Platform`, `Microsoft Dynamics 365 Finance`). */
const MAX_RUN = 4;
/** Spellings searched per skill, at most (the most common skills have a dozen). */
const MAX_SPELLINGS = 16;
/** Punctuation that wraps a word in running text, never part of a skill (`C#`, `C++`, `.NET` keep theirs). */
const WRAPPING = /^[\s"'«»“”‘’()[\]{},;:!?]+|[\s"'«»“”‘’()[\]{},;:!?]+$/g;

/** The word without what wraps it in a sentence: `(Node.js).` → `Node.js`, `« C#, »` → `C#`; `.NET` keeps its dot. */
function unwrap(word: string): string {
  let current = word;
  for (let previous = ''; previous !== current; ) {
    previous = current;
    current = current.replace(WRAPPING, '').replace(/(?<=[^.])\.+$/, '');
  }
  return current;
}

function words(text: string): string[] {
  return text
    .split(/\s+/)
    .map(unwrap)
    .filter((word) => word !== '');
}

/**
 * A spelling holding a one-character word (`langage C`, `R lang`) would lose that word to the text search's
 * stop words or be too short to tell anything apart: it is not searched in the text (the others of the skill
 * are, and the offers tagged with the skill are found by their keys).
 */
const searchable = (spelling: string) => spelling.split(/[\s\-/]+/).every((part) => part.length !== 1);

/** The skill a run of typed words names, as the search looks for it. */
function skillTerm(vocab: SkillVocabulary, typed: string, skill: { label: string; aliases: string[] }): SkillTerm {
  const key = normalizeTag(skill.label);
  const others = (OTHER_THINGS[key] ?? []).flatMap((label) => {
    const other = vocab.lookup(label);
    return other ? [other.label, ...other.aliases] : [];
  });
  return {
    key,
    spellings: [...new Set([typed, skill.label, ...skill.aliases])].filter(searchable).slice(0, MAX_SPELLINGS),
    labelInText: searchable(skill.label),
    others: [...new Set(others)].filter(searchable).slice(0, MAX_SPELLINGS),
  };
}

export function searchTerms(vocab: SkillVocabulary, text: string): SearchTerms {
  const tokens = words(text);
  const terms: SearchTerms = { words: [], skills: [] };
  for (let i = 0; i < tokens.length; ) {
    let matched = 0;
    for (let run = Math.min(MAX_RUN, tokens.length - i); run >= 1 && matched === 0; run--) {
      const typed = tokens.slice(i, i + run).join(' ');
      const skill = vocab.lookup(typed);
      if (!skill) continue;
      terms.skills.push(skillTerm(vocab, typed, skill));
      matched = run;
    }
    if (matched > 0) {
      i += matched;
      continue;
    }
    const token = tokens[i] as string;
    // `React/Node.js`, `Java/Kotlin`: each side read on its own when the whole is no skill.
    const parts = token.includes('/') ? token.split('/').filter((p) => p !== '') : [token];
    if (parts.length > 1) {
      const inner = searchTerms(vocab, parts.join(' '));
      terms.words.push(...inner.words);
      terms.skills.push(...inner.skills);
    } else terms.words.push(token);
    i += 1;
  }
  return terms;
}
