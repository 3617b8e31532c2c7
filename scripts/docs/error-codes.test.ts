import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { DOC, withTable } from './error-codes.js';

it('docs/api.md lists exactly the error codes of the catalogue (npx tsx scripts/docs/error-codes.ts)', async () => {
  const doc = await readFile(DOC, 'utf8');
  expect(doc).toBe(withTable(doc));
});
