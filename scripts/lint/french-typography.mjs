#!/usr/bin/env node
// French typography in what users read (DECISIONS §4, §6.9): one apostrophe, ’, and a non-breaking space before
// « ! ; % » and after « (and before ») in the web app's text. The app holds older strings with straight
// apostrophes: each file's count is pinned in french-typography.baseline.json and may only go down (a ratchet).
// A file over its count fails `npm run lint`; `--update` writes the lower counts after a clean-up.
// The exact messages of DECISIONS §4 (packages/shared/src/messages.ts) keep theirs and are not scanned.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const baselinePath = path.join(import.meta.dirname, 'french-typography.baseline.json');
const scanned = 'apps/web/src';

/** A straight apostrophe between two letters: « l'offre », « n'est ». */
const STRAIGHT_APOSTROPHE = /[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/g;
/** An ordinary space where French puts a non-breaking one: « 100 % », « Bonjour ! », « « texte » ». */
const MISSING_NBSP = /[\p{L}\d] [!;%](?=[\s"'`<{},)]|$)|« | »/gu;

/** Lines of code comments say nothing to users. */
const isComment = (line) => /^\s*(\/\/|\/?\*)/.test(line);

export function problemsOf(source) {
  let count = 0;
  for (const line of source.split('\n')) {
    if (isComment(line)) continue;
    count += (line.match(STRAIGHT_APOSTROPHE) ?? []).length + (line.match(MISSING_NBSP) ?? []).length;
  }
  return count;
}

function filesOf(dir) {
  return readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.tsx') && !/\.test\.tsx$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .sort();
}

function main() {
  const counts = Object.fromEntries(
    filesOf(scanned)
      .map((file) => [file, problemsOf(readFileSync(path.join(root, file), 'utf8'))])
      .filter(([, n]) => n > 0),
  );

  if (process.argv.includes('--update')) {
    writeFileSync(baselinePath, `${JSON.stringify(counts, null, 2)}\n`);
    console.log(`french-typography: baseline written (${Object.keys(counts).length} files).`);
    return;
  }

  const baseline = JSON.parse(readFileSync(baselinePath, 'utf8'));
  const over = Object.entries(counts).filter(([file, n]) => n > (baseline[file] ?? 0));
  if (over.length > 0) {
    console.error('Typographie française : apostrophe droite ou espace insécable manquante dans le texte affiché.');
    for (const [file, n] of over) console.error(`  ${file}: ${n} (au plus ${baseline[file] ?? 0})`);
    console.error('Écrivez ’ et une espace insécable (\\u00a0) avant « ! ; % », après « et avant ».');
    process.exit(1);
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`french-typography: ok (${total} older strings left to convert).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
