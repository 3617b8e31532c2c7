import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * permission-matrix.expected.txt, read: the status each kind of caller expects from each route, kept by hand in
 * the repo (the permission matrix's oracle; the link routes' test reads its « link-token » column too).
 */
export const TABLE = path.join(import.meta.dirname, 'permission-matrix.expected.txt');

export function readTable(): { comments: string[]; columns: string[]; rows: Record<string, Record<string, string>> } {
  const lines = readFileSync(TABLE, 'utf8').split('\n').filter(Boolean);
  const comments = lines.filter((line) => line.startsWith('#'));
  const columns = (comments.at(-1) ?? '').replace(/^#\s*route\s+/, '').split(/\s+/);
  const rows: Record<string, Record<string, string>> = {};
  for (const line of lines.filter((l) => !l.startsWith('#'))) {
    const [method, url, ...cells] = line.trim().split(/\s+/);
    rows[`${method} ${url}`] = Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '?']));
  }
  return { comments, columns, rows };
}
