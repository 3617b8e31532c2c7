#!/usr/bin/env node
// `npm run bench`: every benchmark, one after the other, in one run (embedded database; PostgreSQL too
// where a script measures it). Each one also runs alone: npm run bench:<name>.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const steps = [
  ['Foundation: start, memory, login', process.execPath, ['scripts/bench/foundation.mjs']],
  ['Web: JavaScript per page, LCP', process.execPath, ['scripts/bench/web.mjs']],
  ['Chat delivery latency', tsx, ['--conditions=source', 'scripts/bench/chat.ts']],
];
let failed = false;
for (const [title, command, args] of steps) {
  console.log(`\n## ${title}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
