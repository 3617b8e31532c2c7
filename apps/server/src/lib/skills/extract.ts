import type { Category } from './categories.js';
import {
  AMBIGUITY,
  type Ambiguity,
  HEADER_WORDS,
  LETTER_WORDS,
  LINK_WORDS,
  LIST_SEPARATORS,
  PREPOSITION_QUALIFIERS,
  QUALIFIERS_AFTER,
  QUALIFIERS_BEFORE,
  SENTENCE_ENDS,
  SPOKEN_QUALIFIERS,
} from './context-rules.js';
import { type Token, tokenize } from './tokenize.js';

/**
 * Skills mentioned in free text (CVs, job descriptions, French or English): DECISIONS §6.1, docs/skills.md.
 *
 * 1. The text is cut by `tokenize`, which keeps `C#`, `C++`, `.NET`, `Node.js` whole and makes `/` and `-`
 *    tokens of their own.
 * 2. At each word, the longest alias of the vocabulary that the following tokens spell wins (`React Native`
 *    over `React`, `Red Hat` over `Red`, `SAP FI/CO` over `SAP`); hyphens inside are skipped, so
 *    `Spring-Boot` is `Spring Boot`. The search goes on after the match.
 * 3. A match on a plain name is kept. A match on a name that is also a word (context-rules.ts) is kept only
 *    when its context says it is technical; vetoes first, then a skills header, a qualifier, or a list
 *    whose neighbour is a kept skill (each kept match wakes its pending neighbours, so `Go, Rust, Swift` before
 *    or after a kept `Kotlin` chain, in time linear in the text).
 */

export interface TrieNode {
  next: Map<string, TrieNode>;
  /** The skill whose alias ends here, and that alias's normalised form. */
  skill?: number;
  alias?: string;
}

export interface ExtractableSkill {
  label: string;
  key: string;
  category: Category;
  spoken: boolean;
}

export interface ExtractIndex {
  root: TrieNode;
  skills: readonly ExtractableSkill[];
}

export interface ExtractedSkill {
  label: string;
  key: string;
}

/** What the extraction cost (tests: it stays linear in the text). */
export interface ExtractStats {
  /** Times a pending match was decided. */
  decisions: number;
}

type Status = 'accepted' | 'rejected' | 'pending';
type MatchClass = Ambiguity | 'spoken' | 'plain';

interface Match {
  start: number;
  /** Exclusive token index. */
  end: number;
  skill: number;
  cls: MatchClass;
  surfaces: string[];
  status: Status;
}

/** Categories for which « en X » / "in X" alone is a qualifier (one codes "en Go", one does not live "en Chef"). */
const PREPOSITION_CATEGORIES = new Set<Category>(['languages', 'frameworks', 'libraries', 'databases', 'data-ai', 'testing']);
const PROSE_SEPARATORS = new Set([',', 'et', 'and', 'ou', 'or']);
const ARTICLES = new Set(['le', 'la', 'les', 'l', 'de', 'd', 'du', 'des', 'the', 'en']);
const NUMBER = /^\d+(?:[.,]\d+)*$/;
const UNIT_WORDS = new Set([
  'ans',
  'an',
  'years',
  'year',
  'mois',
  'months',
  'jours',
  'days',
  'go',
  'mo',
  'ko',
  'to',
  'h',
  'k',
  'ms',
]);

function stripMarks(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ');
}

function findMatches(tokens: Token[], index: ExtractIndex): Match[] {
  const matches: Match[] = [];
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i] as Token;
    if (first.kind !== 'word' && first.text !== '.') {
      i++;
      continue;
    }
    let node: TrieNode | undefined = index.root;
    let best: { end: number; skill: number; alias: string } | undefined;
    for (let j = i; j < tokens.length && node; j++) {
      const t = tokens[j] as Token;
      if (t.text === '-' && j > i) continue;
      if (t.text === '\n') break;
      node = node.next.get(t.norm);
      if (node?.skill !== undefined && node.alias !== undefined) best = { end: j + 1, skill: node.skill, alias: node.alias };
    }
    if (!best) {
      i++;
      continue;
    }
    const skill = index.skills[best.skill] as ExtractableSkill;
    const ambiguity = AMBIGUITY.get(best.alias);
    // « anglais courant » carries its own qualifier: only a bare language name needs one around it.
    const spoken = skill.spoken && best.end - i === 1;
    const cls: MatchClass = spoken ? 'spoken' : (ambiguity?.kind ?? 'plain');
    matches.push({
      start: i,
      end: best.end,
      skill: best.skill,
      cls,
      surfaces: ambiguity?.surfaces ?? [],
      status: cls === 'plain' ? 'accepted' : 'pending',
    });
    i = best.end;
  }
  return matches;
}

/** Token indexes that sit in a skills list announced by a header (« Compétences : », "Stack:"). */
function headerContext(tokens: Token[]): Uint8Array {
  const inHeader = new Uint8Array(tokens.length);
  let lineStart = 0;
  let carry = false;
  while (lineStart < tokens.length) {
    let lineEnd = lineStart;
    while (lineEnd < tokens.length && tokens[lineEnd]?.text !== '\n') lineEnd++;
    const line = tokens.slice(lineStart, lineEnd);
    let colon = -1;
    for (let k = 0; k < Math.min(line.length, 8); k++) {
      if (line[k]?.text === ':') {
        colon = k;
        break;
      }
    }
    const head = colon > 0 ? line.slice(0, colon).filter((t) => t.kind === 'word') : [];
    const isHeader = head.length > 0 && head.length <= 6 && head.some((t) => HEADER_WORDS.has(t.norm));
    if (isHeader) {
      for (let k = lineStart + colon + 1; k < lineEnd; k++) inHeader[k] = 1;
      // A header alone on its line announces the bullet lines under it.
      carry = colon === line.length - 1;
    } else if (line.length === 0) {
      carry = false;
    } else if (carry) {
      const bullet = ['-', '•', '*', '·', '–', '—', '>'].includes(line[0]?.text ?? '');
      if (bullet || line.length <= 8) for (let k = lineStart; k < lineEnd; k++) inHeader[k] = 1;
      else carry = false;
    }
    lineStart = lineEnd + 1;
  }
  return inHeader;
}

class Context {
  private readonly acceptedStarts = new Set<number>();
  private readonly acceptedEnds = new Set<number>();

  constructor(
    private readonly text: string,
    private readonly tokens: Token[],
    private readonly index: ExtractIndex,
    private readonly header: Uint8Array,
  ) {}

  accept(m: Match): void {
    m.status = 'accepted';
    this.acceptedStarts.add(m.start);
    this.acceptedEnds.add(m.end);
  }

  private word(at: number): Token | undefined {
    const t = this.tokens[at];
    return t?.kind === 'word' ? t : undefined;
  }

  /** The word before `at`, stepping over an apostrophe (`d'Excel`). */
  private wordBefore(at: number): { token: Token; at: number } | undefined {
    let k = at - 1;
    if (this.tokens[k]?.text === "'") k--;
    const token = this.word(k);
    return token ? { token, at: k } : undefined;
  }

  vetoed(m: Match): boolean {
    const before = this.tokens[m.start - 1];
    const after = this.tokens[m.end];
    const first = this.tokens[m.start] as Token;
    // « 16 Go », « 5 ML »: a quantity and its unit.
    if (before?.kind === 'word' && NUMBER.test(before.norm)) return true;
    // « go-live », "C-level", « Aix-en-Provence »: glued by a hyphen to a word that is no skill.
    if (before?.text === '-' && !first.spaceBefore && !before.spaceBefore && this.word(m.start - 2)) {
      if (!this.acceptedEnds.has(m.start - 1)) return true;
    }
    if (after?.text === '-' && !after.spaceBefore && this.tokens[m.end + 1]?.spaceBefore === false && this.word(m.end + 1)) {
      return true;
    }
    const single = m.end - m.start === 1 && first.norm.length === 1;
    // « C'est », « D'accord »: a letter elided before a word.
    if (after?.text === "'" && !after.spaceBefore && this.tokens[m.end + 1]?.norm !== 's') return true;
    if (single) {
      // « R & D », « Q & A » written with spaces: two letters around an ampersand are an acronym.
      const letter = (t: Token | undefined) => t?.kind === 'word' && t.norm.length === 1;
      if (after?.text === '&' && letter(this.tokens[m.end + 1])) return true;
      if (before?.text === '&' && letter(this.tokens[m.start - 2])) return true;
      const previous = this.wordBefore(m.start);
      if (previous && LETTER_WORDS.has(previous.token.norm)) return true;
      // "J. R. Smith": initials.
      const next = this.tokens[m.end + 1];
      if (after?.text === '.' && next?.kind === 'word' && next.norm.length === 1 && /^\p{Lu}/u.test(next.text)) return true;
    }
    return false;
  }

  writtenAsBrand(m: Match): boolean {
    const first = this.tokens[m.start] as Token;
    const last = this.tokens[m.end - 1] as Token;
    const surface = stripMarks(this.text.slice(first.start, last.end));
    return m.surfaces.some((s) => stripMarks(s) === surface);
  }

  qualified(m: Match): boolean {
    const category = this.index.skills[m.skill]?.category;
    const previous = this.wordBefore(m.start);
    if (previous) {
      const w = previous.token.norm;
      if (QUALIFIERS_BEFORE.has(w)) return true;
      if (PREPOSITION_QUALIFIERS.has(w) && category && (PREPOSITION_CATEGORIES.has(category) || w === 'sous' || w === 'under'))
        return true;
      if (LINK_WORDS.has(w)) {
        const further = this.wordBefore(previous.at);
        if (further && QUALIFIERS_BEFORE.has(further.token.norm)) return true;
      }
    }
    const next = this.word(m.end);
    if (next && QUALIFIERS_AFTER.has(next.norm)) return true;
    // "Spring 5", "Go 1.22", "Java 17" — not a year ("Spring 2027") nor a quantity ("Go 2 ans").
    if (next && NUMBER.test(next.norm)) {
      const value = Number(next.norm.replace(',', '.'));
      const unit = this.word(m.end + 1)?.norm;
      const year = Number.isInteger(value) && value >= 1900 && value <= 2100;
      if (!year && !(unit && UNIT_WORDS.has(unit))) return true;
    }
    return false;
  }

  spokenQualified(m: Match): boolean {
    for (const at of [m.start - 1, m.start - 2, m.end, m.end + 1]) {
      const t = this.tokens[at];
      if (t?.kind === 'word' && SPOKEN_QUALIFIERS.has(t.norm)) return true;
    }
    return false;
  }

  private isSeparator(t: Token | undefined): boolean {
    if (!t) return false;
    if (t.text === '-') return t.spaceBefore; // a spaced dash lists, a hyphen joins
    return LIST_SEPARATORS.has(t.norm);
  }

  /** A kept skill on the other side of a list separator. */
  listed(m: Match, sentenceInitialAllowed: boolean): boolean {
    const before = this.tokens[m.start - 1];
    if (this.isSeparator(before) && this.acceptedEnds.has(m.start - 1)) return true;
    // « Excel et de Word », « Go et le C »: an article between the separator and the name.
    const article = this.wordBefore(m.start);
    if (article && ARTICLES.has(article.token.norm)) {
      const separator = this.tokens[article.at - 1];
      if (this.isSeparator(separator) && this.acceptedEnds.has(article.at - 1)) return true;
    }
    const after = this.tokens[m.end];
    if (this.isSeparator(after) && this.acceptedStarts.has(m.end + 1)) {
      // « Sinon, Java… », "Express, reliable…": a capital at a sentence start, before a comma or « et », is no
      // evidence; before a slash or a plus (`C/C++`, `Go+Rust`) it is.
      if (sentenceInitialAllowed || !PROSE_SEPARATORS.has(after?.norm ?? '')) return true;
      return !(before === undefined || SENTENCE_ENDS.has(before.text));
    }
    return false;
  }

  inHeader(m: Match): boolean {
    return this.header[m.start] === 1;
  }
}

/** Decides one pending match; returns true when it changed. */
function decide(m: Match, ctx: Context): boolean {
  if (m.status !== 'pending') return false;
  if (ctx.vetoed(m)) {
    m.status = 'rejected';
    return true;
  }
  let ok = false;
  if (m.cls === 'spoken') {
    ok = ctx.inHeader(m) || ctx.spokenQualified(m) || ctx.listed(m, true);
  } else if (m.cls === 'cased') {
    ok = ctx.writtenAsBrand(m) || ctx.inHeader(m) || ctx.qualified(m) || ctx.listed(m, true);
  } else {
    const brand = ctx.writtenAsBrand(m);
    const single = m.end - m.start === 1 && (m.surfaces[0]?.length ?? 0) === 1;
    // In a skills list a lower-case `go` or `rust` is still meant; a lower-case `c` or `r` never is.
    if (ctx.inHeader(m)) ok = brand || !single;
    else ok = brand && (ctx.qualified(m) || ctx.listed(m, false));
  }
  if (ok) ctx.accept(m);
  return ok;
}

/**
 * Lists chain (`Go, Rust, Kotlin`): a match still pending after the first pass waits for a kept neighbour across
 * a list separator (Context.listed), and nothing else can change for it (its vetoes only ever lift). So each kept
 * match wakes the few pending matches right around it, once: linear, where repeating passes to a fixed point
 * kept one match per pass when the known skill ended the list (issue 28: quadratic, 3.7 s for 20,000 characters).
 * The matches kept are the same.
 */
function chainLists(matches: Match[], decideOne: (m: Match) => boolean): void {
  const pendingByStart = new Map<number, Match>();
  const pendingByEnd = new Map<number, Match>();
  for (const m of matches) {
    if (m.status !== 'pending') continue;
    pendingByStart.set(m.start, m);
    pendingByEnd.set(m.end, m);
  }
  const kept = matches.filter((m) => m.status === 'accepted');
  const wake = (m: Match | undefined) => {
    if (m?.status === 'pending' && decideOne(m)) kept.push(m);
  };
  for (let m = kept.pop(); m; m = kept.pop()) {
    // After it: a separator, then the name (`Go, Rust`), or an article between (`Go et le C`, `Excel et d'Access`).
    for (let at = m.end + 1; at <= m.end + 3; at++) wake(pendingByStart.get(at));
    // Before it: the name, then a separator (`Go, Kotlin`).
    wake(pendingByEnd.get(m.start - 1));
  }
}

export function extractSkills(text: string, index: ExtractIndex, stats?: ExtractStats): ExtractedSkill[] {
  const tokens = tokenize(text);
  const matches = findMatches(tokens, index);
  const ctx = new Context(text, tokens, index, headerContext(tokens));
  for (const m of matches) if (m.status === 'accepted') ctx.accept(m);
  const decideCounted = (m: Match) => {
    if (stats) stats.decisions++;
    return decide(m, ctx);
  };
  // One pass in text order: vetoes, and what the context or a neighbour kept earlier in the text decides.
  for (const m of matches) if (m.status === 'pending') decideCounted(m);
  chainLists(matches, decideCounted);
  const seen = new Set<number>();
  const found: ExtractedSkill[] = [];
  for (const m of matches) {
    if (m.status !== 'accepted' || seen.has(m.skill)) continue;
    seen.add(m.skill);
    const skill = index.skills[m.skill] as ExtractableSkill;
    found.push({ label: skill.label, key: skill.key });
  }
  return found;
}
