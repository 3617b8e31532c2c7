// `npm run bench:contracts` (issue 31): contracts drawn, signed and verified through the API, on the embedded
// engine or on PostgreSQL (DATABASE_URL). The rows are scripts/bench/lib/contracts.ts's, also in `npm run bench`.
//   npm run bench:contracts -- [--runs 30]
//   DATABASE_URL=postgres://… npm run bench:contracts
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchContracts } from './lib/contracts.js';
import { root } from './lib/server.js';
import { printTable } from './lib/table.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const { rows, engine } = await benchContracts({ runs: Number(values.runs), databaseUrl: process.env.DATABASE_URL });
const result = printTable(rows, {
  engine: engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)',
  scale: 0,
  date: new Date().toISOString().slice(0, 10),
});
console.log(
  `load average: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (${os.cpus().length} cores)`,
);
const dir = path.join(root, '.tmp/bench');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, `result-contracts-${engine}.json`), JSON.stringify(result, null, 2));
process.exit(result.rows.every((r) => r.pass !== false) ? 0 : 1);
