/**
 * Cost of the skill keys' machinery (issue 15), on an embedded database in memory with a generated marketplace:
 * the start step's full pass (`refreshSkillKeys` with the recorded version removed), once with nothing to write
 * and once with every alias spelling to re-key, the version check each resolving request makes, and the staff's
 * list of free tags (which reads every tagged row).
 *   npx tsx --conditions=source scripts/skills/measure-keys.ts [--scale 20000]
 */
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.js';
import { SkillCatalog } from '../../apps/server/src/modules/skills/skill-catalog.js';
import { refreshSkillKeys } from '../../apps/server/src/modules/skills/skill-keys.js';
import { freeTags } from '../../apps/server/src/modules/skills/skills.repository.js';
import { generateMarketplace } from '../../apps/server/src/seed/generate.js';
import { percentile } from '../bench/lib/stats.js';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '20000' } } });
const scale = Number(values.scale);
const database = await openDatabase({});
await migrateDatabase(database);
await generateMarketplace(database, { scale, passwordHash: 'x' });
const [counts] = await database.query<Record<string, number>>(
  `SELECT (SELECT count(*) FROM candidates)::int AS candidates, (SELECT count(*) FROM experiences)::int AS experiences,
          (SELECT count(*) FROM offers)::int AS offers, (SELECT count(*) FROM search_events)::int AS searches`,
);
console.log(`scale ${scale}:`, counts);

const forced = async (label: string) => {
  await database.query(`DELETE FROM app_settings WHERE key = 'skill_keys_version'`);
  const report = await refreshSkillKeys(database.db);
  console.log(`${label.padEnd(44)} ${(report.ms / 1000).toFixed(2)} s`, report.changed);
};
await forced('full pass, nothing to write');
// As before issue 15: lower-cased spellings, duplicates dropped (so every alias spelling is stale).
await database.query('UPDATE candidates SET skills_norm = ARRAY(SELECT DISTINCT lower(s) FROM unnest(skills) s)');
await database.query(`UPDATE experiences SET tech_norm = '{}'`);
await database.query('UPDATE offers SET tech_norm = ARRAY(SELECT DISTINCT lower(s) FROM unnest(tech) s)');
await forced('full pass, every row written (pre-issue-15 keys)');

const catalog = new SkillCatalog(database.db);
await catalog.fresh();
const times: number[] = [];
for (let i = 0; i < 2000; i++) {
  const t0 = performance.now();
  await catalog.fresh();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
console.log(
  `version check (fresh()), 2,000 calls: p50 ${percentile(times, 50).toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms`,
);

// A few free tags, as users type them, on one candidate in ten.
await database.query(
  `UPDATE candidates SET skills = skills || ARRAY['Outil ' || (id % 40)], skills_norm = skills_norm || ARRAY['outil ' || (id % 40)] WHERE id % 10 = 0`,
);
const known = (await catalog.fresh()).knownKeys();
const lists: number[] = [];
let free = 0;
for (let i = 0; i < 10; i++) {
  const t0 = performance.now();
  free = (await freeTags(database.db, known, { limit: 10, offset: 0 })).total;
  lists.push(performance.now() - t0);
}
lists.sort((a, b) => a - b);
console.log(`free tags list (getSkillTags), ${free} free tags, 10 calls: p50 ${percentile(lists, 50).toFixed(0)} ms`);
await database.close();
