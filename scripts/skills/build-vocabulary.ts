/**
 * Builds apps/server/src/lib/skills/vocabulary.json, the skill vocabulary of DECISIONS §6.1, from the open
 * lists installed as root devDependencies (GitHub Linguist, devicon, simple-icons) and our curation.
 *
 *   npx tsx --conditions=source scripts/skills/build-vocabulary.ts          writes the file
 *   npx tsx --conditions=source scripts/skills/build-vocabulary.ts --check  fails when the committed file differs
 *
 * Rules, in the order they apply:
 * 1. Curated skills come first; two curated skills sharing a label or an alias is an error.
 * 2. An imported entry joins the skill whose label, or curated alias, equals its label; else it is new.
 * 3. Imported aliases are cleaned: none shorter than 3 characters (`ts`, `vb`, `ps`: curation re-adds the
 *    good ones), none in another script, none of the glued slugs devicon invents
 *    (`hypertextmarkdownlanguage5`), none that DROPPED_IMPORTED_ALIASES rejects.
 * 4. One normalised alias belongs to exactly one skill. A label owns its own form; a curated alias beats an
 *    imported one; two imports claiming one alias for two skills is an error to settle in the curation.
 * 5. Safe spellings are added where free: `x.js` ↔ `xjs` ↔ `x js`, and `spring boot` ↔ `spring-boot` ↔
 *    `springboot` for technical labels of two or three words.
 * The output is sorted, so the same inputs always give the same bytes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CATEGORIES, type Category } from '../../apps/server/src/lib/skills/categories.js';
import { normalizeTag } from '../../apps/server/src/lib/skills/normalize.js';
import {
  curatedSkills,
  DEVICON_CATEGORIES,
  DEVICON_LABELS,
  DEVICON_SKIPPED,
  DROPPED_IMPORTED_ALIASES,
  LINGUIST_LANGUAGES,
  POPULAR,
  SIMPLE_ICONS_EXTRA,
} from './curated.js';
import { loadDevicon, loadLinguist, loadSimpleIcons, type SourceInfo } from './sources.js';

export const VOCABULARY_PATH = path.resolve(import.meta.dirname, '../../apps/server/src/lib/skills/vocabulary.json');

export interface VocabularySkill {
  label: string;
  aliases: string[];
  category: Category;
  /** 1 = asked for most (curated.ts POPULAR); absent for the rest. */
  rank?: number;
}

export interface VocabularyFile {
  generatedBy: string;
  sources: SourceInfo[];
  skills: VocabularySkill[];
}

type Origin = 'curated' | 'import' | 'variant';

interface DraftAlias {
  text: string;
  key: string;
  origin: Origin;
}

interface Draft {
  label: string;
  key: string;
  category: Category;
  curated: boolean;
  aliases: DraftAlias[];
}

const ORIGIN_ORDER: Record<Origin, number> = { curated: 0, import: 1, variant: 2 };
/** Families whose labels get hyphen and glued spellings (French phrases such as `Tests unitaires` do not). */
const VARIANT_CATEGORIES = new Set<Category>([
  'languages',
  'frameworks',
  'libraries',
  'databases',
  'cloud',
  'devops',
  'data-ai',
  'erp',
  'tools',
  'systems',
  'security',
]);

function words(list: string): string[] {
  return list.split(/\s+/).filter((w) => w !== '');
}

function isCleanImportedAlias(alias: string): boolean {
  const key = normalizeTag(alias);
  if (key.length < 3) return false;
  if (!/^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u.test(key)) return false;
  // devicon's glued full names (`mystructuredquerylanguage`) are nobody's spelling.
  if (/^[a-z0-9]+$/.test(key) && key.length >= 18) return false;
  return true;
}

class VocabularyDraft {
  readonly drafts = new Map<string, Draft>();
  private readonly curatedAliasOwner = new Map<string, string>();

  addCurated(label: string, aliases: string[], category: Category): void {
    const key = normalizeTag(label);
    if (this.drafts.has(key)) throw new Error(`Compétence curée en double : « ${label} »`);
    const draft: Draft = { label, key, category, curated: true, aliases: [] };
    this.drafts.set(key, draft);
    for (const alias of aliases) {
      const aliasKey = normalizeTag(alias);
      if (aliasKey === key) continue;
      const owner = this.curatedAliasOwner.get(aliasKey);
      if (owner !== undefined && owner !== key)
        throw new Error(`Alias curé « ${alias} » donné à « ${label} » et à « ${this.drafts.get(owner)?.label} »`);
      this.curatedAliasOwner.set(aliasKey, key);
      draft.aliases.push({ text: alias, key: aliasKey, origin: 'curated' });
    }
  }

  /** After the curation: a curated alias may not be another curated skill's label. */
  checkCuration(): void {
    for (const [aliasKey, owner] of this.curatedAliasOwner) {
      const other = this.drafts.get(aliasKey);
      if (other && other.key !== owner)
        throw new Error(`Alias curé « ${aliasKey} » de « ${this.drafts.get(owner)?.label} » = le libellé « ${other.label} »`);
    }
  }

  addImported(label: string, aliases: string[], category: Category): void {
    const key = normalizeTag(label);
    const ownerKey = this.drafts.has(key) ? key : this.curatedAliasOwner.get(key);
    let draft = ownerKey === undefined ? undefined : this.drafts.get(ownerKey);
    if (!draft) {
      draft = { label, key, category, curated: false, aliases: [] };
      this.drafts.set(key, draft);
    }
    const dropped = new Set(
      [...(DROPPED_IMPORTED_ALIASES[label] ?? []), ...(DROPPED_IMPORTED_ALIASES[draft.label] ?? [])].map(normalizeTag),
    );
    for (const alias of label === draft.label ? aliases : [label, ...aliases]) {
      const aliasKey = normalizeTag(alias);
      if (aliasKey === draft.key || dropped.has(aliasKey) || !isCleanImportedAlias(alias)) continue;
      draft.aliases.push({ text: alias, key: aliasKey, origin: 'import' });
    }
  }

  addVariants(): void {
    for (const draft of this.drafts.values()) {
      const forms = [draft.key, ...draft.aliases.map((a) => a.key)];
      const variants = new Set<string>();
      for (const form of forms) {
        if (/^[a-z0-9][a-z0-9-]*\.js$/.test(form)) {
          const base = form.slice(0, -3);
          variants.add(`${base}js`).add(`${base} js`);
        } else if (/^[a-z0-9][a-z0-9-]{2,}js$/.test(form)) {
          const base = form.slice(0, -2);
          variants.add(`${base}.js`).add(`${base} js`);
        }
      }
      if (VARIANT_CATEGORIES.has(draft.category)) {
        const parts = draft.key.split(/[ -]/);
        if (parts.length >= 2 && parts.length <= 3 && parts.every((p) => /^[a-z0-9][a-z0-9.+#]*$/.test(p))) {
          variants.add(parts.join(' ')).add(parts.join('-')).add(parts.join(''));
        }
      }
      for (const variant of variants) draft.aliases.push({ text: variant, key: variant, origin: 'variant' });
    }
  }

  /** Rule 4: every normalised alias to exactly one skill; returns the aliases each skill keeps. */
  resolveOwnership(): Map<string, DraftAlias[]> {
    const owner = new Map<string, { skill: string; origin: Origin | 'label' }>();
    for (const draft of this.drafts.values()) owner.set(draft.key, { skill: draft.key, origin: 'label' });
    const kept = new Map<string, DraftAlias[]>([...this.drafts.keys()].map((k) => [k, []]));
    const conflicts: string[] = [];
    for (const origin of ['curated', 'import', 'variant'] as const) {
      for (const draft of this.drafts.values()) {
        for (const alias of draft.aliases) {
          if (alias.origin !== origin || alias.key === draft.key) continue;
          const claim = owner.get(alias.key);
          if (claim === undefined) {
            owner.set(alias.key, { skill: draft.key, origin });
            kept.get(draft.key)?.push(alias);
          } else if (claim.skill === draft.key) {
            kept.get(draft.key)?.push(alias);
          } else if (origin === 'curated') {
            // Only a label can be here (curated pairs were checked): curation named an alias that is a label.
            throw new Error(`Alias curé « ${alias.text} » de « ${draft.label} » = un libellé`);
          } else if (origin === 'import' && claim.origin === 'import') {
            conflicts.push(`« ${alias.text} » : ${this.drafts.get(claim.skill)?.label} / ${draft.label}`);
          }
          // Otherwise a label or a curated alias holds it already: the import or the variant gives way.
        }
      }
    }
    if (conflicts.length > 0)
      throw new Error(
        `Alias importés réclamés par deux compétences (à trancher dans scripts/skills/curated*.ts) :\n${conflicts.join('\n')}`,
      );
    return kept;
  }
}

function importLinguist(draft: VocabularyDraft): SourceInfo {
  const { info, languages } = loadLinguist();
  const byName = new Map(languages.map((l) => [l.name, l]));
  for (const [name, label] of Object.entries(LINGUIST_LANGUAGES)) {
    const language = byName.get(name);
    if (!language) throw new Error(`Langage Linguist inconnu : « ${name} »`);
    draft.addImported(label ?? language.name, [...(label ? [language.name] : []), ...language.aliases], 'languages');
  }
  return info;
}

function importDevicon(draft: VocabularyDraft, titles: Map<string, { title: string; aliases: string[] }>): SourceInfo {
  const { info, entries } = loadDevicon();
  const byName = new Map(entries.map((e) => [e.name, e]));
  const skipped = new Set(words(DEVICON_SKIPPED));
  const classified = new Map<string, Category>();
  for (const category of CATEGORIES) {
    for (const name of words(DEVICON_CATEGORIES[category] ?? '')) {
      if (!byName.has(name)) throw new Error(`devicon n'a pas « ${name} »`);
      if (classified.has(name) || skipped.has(name)) throw new Error(`devicon « ${name} » classé deux fois`);
      classified.set(name, category);
    }
  }
  for (const name of skipped) if (!byName.has(name)) throw new Error(`devicon n'a pas « ${name} » (écarté)`);
  const unknown = entries.filter((e) => !classified.has(e.name) && !skipped.has(e.name)).map((e) => e.name);
  if (unknown.length > 0) throw new Error(`devicon : entrées ni classées ni écartées : ${unknown.join(' ')}`);
  for (const [name, category] of classified) {
    const entry = byName.get(name);
    const brand = titles.get(name) ?? titles.get(name.replace(/-/g, ''));
    const label = DEVICON_LABELS[name] ?? brand?.title;
    if (!entry || !label) throw new Error(`devicon « ${name} » : pas de libellé (DEVICON_LABELS)`);
    draft.addImported(label, [name, ...entry.altnames, ...(brand?.aliases ?? [])], category);
  }
  return info;
}

function simpleIconTitles(): { info: SourceInfo; titles: Map<string, { title: string; aliases: string[] }> } {
  const { info, icons } = loadSimpleIcons();
  const titles = new Map<string, { title: string; aliases: string[] }>();
  for (const icon of icons) {
    const entry = { title: icon.title, aliases: icon.aliases };
    titles.set(icon.slug, entry);
    // devicon names are often the title without punctuation (`nodejs` for Node.js, slug `nodedotjs`).
    const squashed = icon.title.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (!titles.has(squashed)) titles.set(squashed, entry);
  }
  return { info, titles };
}

function importSimpleIconsExtra(draft: VocabularyDraft, titles: Map<string, { title: string; aliases: string[] }>): void {
  for (const [category, slugs] of Object.entries(SIMPLE_ICONS_EXTRA) as [Category, string][]) {
    for (const slug of words(slugs)) {
      const icon = titles.get(slug);
      if (!icon) throw new Error(`simple-icons n'a pas « ${slug} »`);
      draft.addImported(icon.title, [slug, ...icon.aliases], category);
    }
  }
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function buildVocabulary(): VocabularyFile {
  const draft = new VocabularyDraft();
  for (const skill of curatedSkills()) draft.addCurated(skill.label, skill.aliases, skill.category);
  draft.checkCuration();
  const simpleIcons = simpleIconTitles();
  const linguist = importLinguist(draft);
  const devicon = importDevicon(draft, simpleIcons.titles);
  importSimpleIconsExtra(draft, simpleIcons.titles);
  draft.addVariants();
  const kept = draft.resolveOwnership();

  const rank = new Map<string, number>();
  POPULAR.forEach((label, i) => {
    const key = normalizeTag(label);
    if (!draft.drafts.has(key)) throw new Error(`POPULAR : « ${label} » n'est pas un libellé`);
    if (!rank.has(key)) rank.set(key, i + 1);
  });

  const skills: VocabularySkill[] = [...draft.drafts.values()]
    .sort((a, b) => compareKeys(a.key, b.key) || compareKeys(a.label, b.label))
    .map((d) => {
      const byKey = new Map<string, DraftAlias>();
      for (const alias of kept.get(d.key) ?? []) {
        const seen = byKey.get(alias.key);
        if (!seen || ORIGIN_ORDER[alias.origin] < ORIGIN_ORDER[seen.origin]) byKey.set(alias.key, alias);
      }
      const aliases = [...byKey.values()].sort((a, b) => compareKeys(a.key, b.key)).map((a) => a.text.trim());
      const skill: VocabularySkill = { label: d.label, aliases, category: d.category };
      const r = rank.get(d.key);
      if (r !== undefined) skill.rank = r;
      return skill;
    });

  return {
    generatedBy: 'scripts/skills/build-vocabulary.ts (do not edit by hand: edit scripts/skills/curated*.ts and run it)',
    sources: [
      linguist,
      devicon,
      simpleIcons.info,
      { name: 'Passerelle curation', version: '1', licence: 'project', taken: 'scripts/skills/curated*.ts' },
    ],
    skills,
  };
}

/** Same content, whatever the layout: what --check and the test compare. */
export function sameVocabulary(a: VocabularyFile, b: VocabularyFile): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function main(): void {
  const vocabulary = buildVocabulary();
  if (process.argv.includes('--check')) {
    const current = JSON.parse(readFileSync(VOCABULARY_PATH, 'utf8')) as VocabularyFile;
    if (!sameVocabulary(current, vocabulary)) {
      console.error('vocabulary.json diffère de ce que produit le générateur : relancez-le.');
      process.exit(1);
    }
    console.log('vocabulary.json est à jour.');
    return;
  }
  writeFileSync(VOCABULARY_PATH, `${JSON.stringify(vocabulary, null, 2)}\n`);
  // The repository's formatter owns the layout (one short skill a line), so `biome check` stays clean.
  const biome = path.resolve(import.meta.dirname, '../../node_modules/.bin/biome');
  execFileSync(biome, ['format', '--write', VOCABULARY_PATH], { stdio: 'ignore' });
  console.log(`${vocabulary.skills.length} compétences écrites dans ${path.relative(process.cwd(), VOCABULARY_PATH)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
