#!/usr/bin/env node
// `npm run bench` (issue 10): the one table of scripts/bench/bench.ts, run with tsx on the sources.
// Arguments are passed on: npm run bench -- --scale 100000 --runs 200 --users 50 --seconds 10
// The narrower benchmarks still run alone: npm run bench:foundation | bench:web | bench:chat |
// bench:search | bench:offers | bench:relevance (issue 30: nDCG@10 and precision@5 of pasted briefs) | bench:cras
// (20 CRA validations at once and the CRA deadline job, numbers gapless).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const result = spawnSync(tsx, ['--conditions=source', 'scripts/bench/bench.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
