import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The open data the vocabulary is built from, read from the packages installed as root devDependencies
 * (exact versions, so the output only changes when someone upgrades one on purpose). Nothing here decides
 * what to keep: curated.ts does.
 */

const require = createRequire(import.meta.url);

export interface SourceInfo {
  name: string;
  version: string;
  licence: string;
  taken: string;
}

export interface LinguistLanguage {
  name: string;
  type: string;
  aliases: string[];
}

export interface DeviconEntry {
  name: string;
  altnames: string[];
  tags: string[];
}

export interface SimpleIcon {
  title: string;
  slug: string;
  /** Other names the brand is known by: `aka` (also known as) and `old` (former names); `dup` titles are other brands. */
  aliases: string[];
}

function packageDir(name: string, entry?: string): string {
  // Walk up from a file the package exports to its folder, whatever its `exports` allow.
  let dir = path.dirname(require.resolve(entry ? `${name}/${entry}` : name));
  while (path.basename(dir) !== name) dir = path.dirname(dir);
  return dir;
}

function packageInfo(dir: string): { version: string; license: string } {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string; license: string };
}

export function loadLinguist(): { info: SourceInfo; languages: LinguistLanguage[] } {
  const dir = packageDir('linguist-languages');
  const data = require('linguist-languages') as Record<string, { name: string; type: string; aliases?: string[] }>;
  const { version, license } = packageInfo(dir);
  return {
    info: { name: 'linguist-languages', version, licence: license, taken: 'GitHub Linguist language names and aliases' },
    languages: Object.values(data).map((l) => ({ name: l.name, type: l.type, aliases: l.aliases ?? [] })),
  };
}

/**
 * devicon's names, alternative names and tags, as devicon 2.17.0 ships them in devicon.json, kept in
 * scripts/skills/devicon/ (MIT, its licence beside it): the package itself installs 136 MB of SVG icons on every
 * `npm ci` for 45 KB of data, so it is no longer a dependency (issue 15). To take a newer devicon: install it
 * apart, copy the three fields of each entry of its devicon.json here, update DEVICON_VERSION, regenerate.
 */
const DEVICON_VERSION = '2.17.0';

export function loadDevicon(): { info: SourceInfo; entries: DeviconEntry[] } {
  const file = path.join(import.meta.dirname, 'devicon/devicon.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as { entries: DeviconEntry[] };
  return {
    info: { name: 'devicon', version: DEVICON_VERSION, licence: 'MIT', taken: 'technology names, alternative names and tags' },
    entries: data.entries.map((d) => ({ name: d.name, altnames: d.altnames ?? [], tags: d.tags ?? [] })),
  };
}

interface RawSimpleIcon {
  title: string;
  slug: string;
  aliases?: { aka?: string[]; old?: string[]; dup?: { title: string }[] };
}

export function loadSimpleIcons(): { info: SourceInfo; icons: SimpleIcon[] } {
  const dir = packageDir('simple-icons', 'icons.json');
  const data = require('simple-icons/icons.json') as RawSimpleIcon[];
  const { version, license } = packageInfo(dir);
  return {
    info: { name: 'simple-icons', version, licence: license, taken: 'brand titles (the market spelling) and their aliases' },
    icons: data.map((i) => ({
      title: i.title,
      slug: i.slug,
      aliases: [...(i.aliases?.aka ?? []), ...(i.aliases?.old ?? [])],
    })),
  };
}
