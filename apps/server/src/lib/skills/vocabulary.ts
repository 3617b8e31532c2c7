import { createHash } from 'node:crypto';
import type { Category } from './categories.js';
import { SPOKEN_LANGUAGE_LABELS } from './context-rules.js';
import { type ExtractableSkill, type ExtractedSkill, type ExtractStats, extractSkills, type TrieNode } from './extract.js';
import { normalizeTag } from './normalize.js';
import { aliasTokens } from './tokenize.js';
import vocabularyFile from './vocabulary.json' with { type: 'json' };

/**
 * The skill vocabulary (DECISIONS §6.1): canonical skills and their aliases, one normalised alias to exactly
 * one skill. Built once from vocabulary.json (scripts/skills/build-vocabulary.ts writes it); staff additions
 * (`addAlias`, `addSkill`) apply in memory, under the same uniqueness rule, for whoever persists them.
 */

export interface VocabularyEntry {
  label: string;
  aliases: readonly string[];
  category: Category;
  rank?: number;
}

export interface ResolvedTag {
  /** The tag as given. */
  input: string;
  /** The canonical label when known, else the input trimmed (DECISIONS §6.1: `input.trim()`, nothing else). */
  label: string;
  /** normalizeTag(label): what matching compares. */
  key: string;
  known: boolean;
}

export interface SkillSuggestion {
  label: string;
  aliases: string[];
}

/** Why staff cannot add an alias or a skill: typed, so a route turns each into its own French 409 or 400. */
export type VocabularyChangeError =
  | { code: 'empty' }
  | { code: 'unknown_skill'; label: string }
  | { code: 'label_taken'; label: string; owner: string }
  | { code: 'alias_taken'; alias: string; owner: string };

export type VocabularyChange = { ok: true; label: string; changed: boolean } | { ok: false; error: VocabularyChangeError };

interface Skill extends ExtractableSkill {
  aliases: string[];
  /** Tiebreak of suggestions: market rank, then unranked. */
  rank: number;
}

/** Kinds of a suggestion match, best first. */
const EXACT = 0;
const LABEL_PREFIX = 1;
const ALIAS_PREFIX = 2;
const WORD_PREFIX = 3;
const CONTAINS = 4;

const SPOKEN = new Set(SPOKEN_LANGUAGE_LABELS.map(normalizeTag));

function cleanLabel(tag: string): string {
  return tag.trim().replace(/\s+/g, ' ');
}

export class SkillVocabulary {
  private readonly skills: Skill[] = [];
  /** Normalised label or alias → skill index. */
  private readonly byKey = new Map<string, number>();
  private readonly root: TrieNode = { next: new Map() };
  /** Every normalised label and alias, sorted, for prefix ranges in `suggest`. */
  private sortedKeys: string[] = [];
  private sortedDirty = true;

  constructor(entries: readonly VocabularyEntry[]) {
    for (const entry of entries) {
      const result = this.insertSkill(entry.label, entry.aliases, entry.category, entry.rank);
      if (!result.ok) throw new Error(`Vocabulaire incohérent : ${JSON.stringify(result.error)}`);
    }
  }

  get size(): number {
    return this.skills.length;
  }

  resolve(tag: string): ResolvedTag {
    const key = normalizeTag(tag);
    const index = this.byKey.get(key);
    const skill = index === undefined ? undefined : this.skills[index];
    if (skill) return { input: tag, label: skill.label, key: skill.key, known: true };
    return { input: tag, label: tag.trim(), key, known: false };
  }

  /** The canonical skill of a tag, or undefined when the vocabulary does not know it. */
  lookup(tag: string): { label: string; aliases: string[]; category: Category } | undefined {
    const index = this.byKey.get(normalizeTag(tag));
    const skill = index === undefined ? undefined : this.skills[index];
    return skill ? { label: skill.label, aliases: [...skill.aliases], category: skill.category } : undefined;
  }

  /**
   * Skills whose label or an alias starts with, then contains, the normalised query: exact match first, then
   * label prefix, alias prefix, a word of the label starting with it, anything containing it; ties go to
   * the skills the market asks for most, then the shorter label.
   */
  suggest(q: string, limit = 10): SkillSuggestion[] {
    const query = normalizeTag(q);
    if (query === '' || limit <= 0) return [];
    const best = new Map<number, number>();
    const consider = (index: number, kind: number) => {
      const current = best.get(index);
      if (current === undefined || kind < current) best.set(index, kind);
    };
    const exact = this.byKey.get(query);
    if (exact !== undefined) consider(exact, EXACT);
    const keys = this.keys();
    for (let i = lowerBound(keys, query); i < keys.length; i++) {
      const key = keys[i] as string;
      if (!key.startsWith(query)) break;
      const index = this.byKey.get(key) as number;
      consider(index, (this.skills[index] as Skill).key === key ? LABEL_PREFIX : ALIAS_PREFIX);
    }
    // "Contains" only when starts-with left room: a scan of every key costs more than the rest together.
    if (best.size < limit) {
      for (const key of keys) {
        const at = key.indexOf(query);
        if (at <= 0) continue;
        const index = this.byKey.get(key) as number;
        const wordStart = /[\s./\-_(]/.test(key[at - 1] as string);
        consider(index, wordStart ? WORD_PREFIX : CONTAINS);
      }
    }
    return [...best.entries()]
      .sort(([a, ka], [b, kb]) => ka - kb || this.compareSkills(a, b))
      .slice(0, limit)
      .map(([index]) => {
        const skill = this.skills[index] as Skill;
        return { label: skill.label, aliases: [...skill.aliases] };
      });
  }

  /** Makes `tag` an alias of the skill labelled (or aliased) `label`. */
  addAlias(tag: string, label: string): VocabularyChange {
    return this.aliasChange(tag, label, true);
  }

  /** What `addAlias` would answer, without changing anything (a caller checks before it commits). */
  checkAlias(tag: string, label: string): VocabularyChange {
    return this.aliasChange(tag, label, false);
  }

  /** Adds a canonical skill; nothing changes when its label or one alias belongs to another skill. */
  addSkill(label: string, aliases: readonly string[] = [], category: Category = 'other'): VocabularyChange {
    return this.insertSkill(cleanLabel(label), aliases.map(cleanLabel), category, undefined);
  }

  /** What `addSkill` would answer, without changing anything. */
  checkSkill(label: string, aliases: readonly string[] = []): VocabularyChange {
    return this.insertSkill(cleanLabel(label), aliases.map(cleanLabel), 'other', undefined, false);
  }

  private aliasChange(tag: string, label: string, apply: boolean): VocabularyChange {
    const alias = cleanLabel(tag);
    const key = normalizeTag(alias);
    if (key === '') return { ok: false, error: { code: 'empty' } };
    const index = this.byKey.get(normalizeTag(label));
    const skill = index === undefined ? undefined : this.skills[index];
    if (index === undefined || !skill) return { ok: false, error: { code: 'unknown_skill', label } };
    const owner = this.byKey.get(key);
    if (owner === index) return { ok: true, label: skill.label, changed: false };
    if (owner !== undefined)
      return { ok: false, error: { code: 'alias_taken', alias, owner: (this.skills[owner] as Skill).label } };
    if (apply) {
      this.index(index, alias);
      skill.aliases.push(alias);
    }
    return { ok: true, label: skill.label, changed: true };
  }

  /** Canonical skills mentioned in free text, in order of first appearance, once each (extract.ts). */
  extract(text: string, stats?: ExtractStats): ExtractedSkill[] {
    return extractSkills(text, { root: this.root, skills: this.skills }, stats);
  }

  /** Every normalised label and alias the vocabulary knows, sorted. */
  knownKeys(): readonly string[] {
    return this.keys();
  }

  /** Every skill, as vocabulary.json holds them (for the staff screen and tests). */
  entries(): VocabularyEntry[] {
    return this.skills.map((s) => ({
      label: s.label,
      aliases: [...s.aliases],
      category: s.category,
      ...(Number.isFinite(s.rank) ? { rank: s.rank } : {}),
    }));
  }

  private insertSkill(
    label: string,
    aliases: readonly string[],
    category: Category,
    rank: number | undefined,
    apply = true,
  ): VocabularyChange {
    const key = normalizeTag(label);
    if (key === '') return { ok: false, error: { code: 'empty' } };
    const labelOwner = this.byKey.get(key);
    if (labelOwner !== undefined)
      return { ok: false, error: { code: 'label_taken', label, owner: (this.skills[labelOwner] as Skill).label } };
    const kept: string[] = [];
    const keys = new Set([key]);
    for (const alias of aliases) {
      const aliasKey = normalizeTag(alias);
      if (aliasKey === '' || keys.has(aliasKey)) continue;
      const owner = this.byKey.get(aliasKey);
      if (owner !== undefined)
        return { ok: false, error: { code: 'alias_taken', alias, owner: (this.skills[owner] as Skill).label } };
      keys.add(aliasKey);
      kept.push(alias);
    }
    if (!apply) return { ok: true, label, changed: true };
    const index = this.skills.length;
    this.skills.push({ label, key, category, aliases: kept, spoken: SPOKEN.has(key), rank: rank ?? Number.POSITIVE_INFINITY });
    this.index(index, label);
    for (const alias of kept) this.index(index, alias);
    return { ok: true, label, changed: true };
  }

  private index(skill: number, form: string): void {
    const key = normalizeTag(form);
    this.byKey.set(key, skill);
    this.sortedDirty = true;
    let node = this.root;
    for (const part of aliasTokens(key)) {
      let child = node.next.get(part);
      if (!child) {
        child = { next: new Map() };
        node.next.set(part, child);
      }
      node = child;
    }
    if (node !== this.root) {
      node.skill = skill;
      node.alias = key;
    }
  }

  private keys(): string[] {
    if (this.sortedDirty) {
      this.sortedKeys = [...this.byKey.keys()].sort();
      this.sortedDirty = false;
    }
    return this.sortedKeys;
  }

  private compareSkills(a: number, b: number): number {
    const sa = this.skills[a] as Skill;
    const sb = this.skills[b] as Skill;
    return sa.rank - sb.rank || sa.label.length - sb.label.length || (sa.key < sb.key ? -1 : sa.key > sb.key ? 1 : 0);
  }
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

let shared: SkillVocabulary | undefined;

/**
 * The vocabulary shipped with the product, built on first use and then shared by the whole process. Never
 * changed: whoever adds to it (the staff's additions) works on its own copy (`shippedVocabulary()`).
 */
export function defaultVocabulary(): SkillVocabulary {
  shared ??= new SkillVocabulary(vocabularyFile.skills as VocabularyEntry[]);
  return shared;
}

/** A new copy of the shipped vocabulary, to extend (~100 ms to build). */
export function shippedVocabulary(): SkillVocabulary {
  return new SkillVocabulary(vocabularyFile.skills as VocabularyEntry[]);
}

/**
 * Bump when normalizeTag or the way keys are made changes: the stored keys are then computed again at the
 * next start (modules/skills/skill-keys.ts), as when vocabulary.json changes.
 */
const KEY_FORMAT = 1;
let version: string | undefined;

/** Names the shipped vocabulary and the key format: stored keys computed with another version are stale. */
export function shippedVocabularyVersion(): string {
  version ??= `${KEY_FORMAT}:${createHash('sha256').update(JSON.stringify(vocabularyFile.skills)).digest('hex').slice(0, 16)}`;
  return version;
}
