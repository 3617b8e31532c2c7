import type { SkillVocabulary } from './vocabulary.js';

/**
 * A free-text search (the offers' search box) read against the skill vocabulary (DECISIONS §6.1: the offer
 * search compares canonical skills). A run of words that names a known skill (`Java`, `nodejs`, `Spring Boot`,
 * `ASP.NET Core`) is matched by any spelling of that skill, as whole words: `Java` never finds JavaScript,
 * `ReactJS` finds an offer written `React`, `nodejs` one written `Node.js`. Every other word is matched as a
 * prefix, as before (`dev` finds « Développeur »).
 */
export interface SearchTerms {
  /** The words that name no skill, in order. */
  words: string[];
  /** One entry per skill named: the spellings that find it (the words as typed first). */
  skills: string[][];
}

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
 * stop words or be too short to tell anything apart: it is not searched (the others of the skill are).
 */
const searchable = (spelling: string) => spelling.split(/[\s\-/]+/).every((part) => part.length !== 1);

export function searchTerms(vocab: SkillVocabulary, text: string): SearchTerms {
  const tokens = words(text);
  const terms: SearchTerms = { words: [], skills: [] };
  for (let i = 0; i < tokens.length; ) {
    let matched = 0;
    for (let run = Math.min(MAX_RUN, tokens.length - i); run >= 1 && matched === 0; run--) {
      const typed = tokens.slice(i, i + run).join(' ');
      const skill = vocab.lookup(typed);
      if (!skill) continue;
      const spellings = [...new Set([typed, skill.label, ...skill.aliases])].filter(searchable).slice(0, MAX_SPELLINGS);
      if (spellings.length > 0) terms.skills.push(spellings);
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
