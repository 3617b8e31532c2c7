import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ERRORS } from '../../packages/shared/src/errors.js';

/**
 * The table of error codes in docs/api.md, generated from the ERRORS catalogue (packages/shared/src/errors.ts)
 * between its two markers: `npx tsx scripts/docs/error-codes.ts` rewrites it; the tooling test fails when
 * it is out of date.
 */
export const DOC = path.resolve(import.meta.dirname, '../../docs/api.md');
const START = '<!-- error-codes:start -->';
const END = '<!-- error-codes:end -->';

export function errorCodesTable(): string {
  const rows = Object.entries(ERRORS).map(
    ([code, { status, message }]) => `| \`${code}\` | ${status} | ${message.replace(/\|/g, '\\|')} |`,
  );
  return ['| code | status | message |', '|---|---|---|', ...rows].join('\n');
}

export function withTable(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/api.md must hold ${START} … ${END}`);
  return `${doc.slice(0, start + START.length)}\n${errorCodesTable()}\n${doc.slice(end)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await writeFile(DOC, withTable(await readFile(DOC, 'utf8')));
  console.log('docs/api.md: error codes written');
}
