import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The architecture's boundaries are dependency-cruiser rules on resolved paths (.dependency-cruiser.cjs). Each
 * rule is proved to fire by planting violations in the tree, at several depths and spellings, and running the
 * very command `npm run lint` runs; an allowed import beside each is proved to pass. A rule that silently stops
 * firing (a renamed folder, a pattern that no longer matches, a depth it never looked at) fails here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const P = `zz-lint-probe-${randomBytes(4).toString('hex')}`;

const web = 'apps/web/src';
const server = 'apps/server/src';

/** Folders the probes create, removed afterwards (each holds nothing but probe files). */
const PROBE_DIRS = [
  `${web}/features/${P}-a`,
  `${web}/features/${P}-b`,
  `${web}/app/${P}`,
  `${web}/lib/${P}`,
  `${web}/components/${P}`,
  `${web}/config/${P}`,
  `apps/web/e2e/${P}`,
  `${server}/${P}`,
  `${server}/modules/${P}`,
  `${server}/plugins/app/${P}`,
  `packages/shared/src/${P}`,
];

/** Files that the probes import: they break no rule themselves. */
const TARGETS: Record<string, string> = {
  [`${web}/features/${P}-b/index.ts`]: 'export const b = 1;\n',
  [`${web}/features/${P}-b/c.ts`]: 'export const c = 1;\n',
  [`${web}/features/${P}-b/api/r.ts`]: 'export const r = 1;\n',
  [`${web}/features/${P}-a/index.ts`]: 'export const a = 1;\n',
  [`${web}/app/${P}/x.ts`]: 'export const x = 1;\n',
  [`${web}/lib/${P}/util.ts`]: 'export const util = 1;\n',
  [`${server}/${P}/x.ts`]: 'export const x = 1;\n',
  [`${web}/components/${P}/shown.ts`]: 'export const shown = 1;\n',
};

interface Probe {
  rule: string;
  file: string;
  /** The import as written in the file. */
  from: string;
  /** Where it resolves (relative to the root): proves the probe tests the path, not a resolution failure. */
  resolved: string;
  typeOnly?: boolean;
}

const FORBIDDEN: Probe[] = [
  // A feature importing another feature, whatever the depth or the spelling.
  ...[
    { file: `${web}/features/${P}-a/probe.ts`, from: `../${P}-b`, resolved: `${web}/features/${P}-b/index.ts` },
    { file: `${web}/features/${P}-a/x/y/z.tsx`, from: `../../../${P}-b/c`, resolved: `${web}/features/${P}-b/c.ts` },
    { file: `${web}/features/${P}-a/api/q.ts`, from: `../../${P}-b/api/r`, resolved: `${web}/features/${P}-b/api/r.ts` },
    { file: `${web}/features/${P}-a/k.ts`, from: `../../features/${P}-b/c`, resolved: `${web}/features/${P}-b/c.ts` },
    { file: `${web}/features/${P}-a/t.ts`, from: `../${P}-b/c`, resolved: `${web}/features/${P}-b/c.ts`, typeOnly: true },
  ].map((p) => ({ ...p, rule: 'feature-imports-other-feature' })),
  // A feature importing app/.
  ...[
    { file: `${web}/features/${P}-a/app-probe.ts`, from: `../../app/${P}/x`, resolved: `${web}/app/${P}/x.ts` },
    { file: `${web}/features/${P}-a/x/y/app.tsx`, from: `../../../../app/${P}/x`, resolved: `${web}/app/${P}/x.ts` },
  ].map((p) => ({ ...p, rule: 'feature-imports-app' })),
  // lib/, components/ and config/ importing a feature.
  ...[
    { file: `${web}/lib/${P}/f.ts`, from: `../../features/${P}-b/c`, resolved: `${web}/features/${P}-b/c.ts` },
    { file: `${web}/components/${P}/deep/f.tsx`, from: `../../../features/${P}-b`, resolved: `${web}/features/${P}-b/index.ts` },
    { file: `${web}/config/${P}/f.ts`, from: `../../features/${P}-b/api/r`, resolved: `${web}/features/${P}-b/api/r.ts` },
  ].map((p) => ({ ...p, rule: 'shared-code-imports-feature' })),
  // The web (app and browser journeys) importing the server.
  ...[
    { file: `${web}/lib/${P}/s.ts`, from: `../../../../server/src/${P}/x`, resolved: `${server}/${P}/x.ts` },
    { file: `${web}/features/${P}-a/x/s.ts`, from: `../../../../../server/src/${P}/x`, resolved: `${server}/${P}/x.ts` },
    { file: `apps/web/e2e/${P}/s.ts`, from: `../../../server/src/${P}/x`, resolved: `${server}/${P}/x.ts` },
  ].map((p) => ({ ...p, rule: 'web-imports-server' })),
  {
    rule: 'server-imports-web',
    file: `${server}/${P}/w.ts`,
    from: `../../../web/src/lib/${P}/util`,
    resolved: `${web}/lib/${P}/util.ts`,
  },
  {
    rule: 'shared-imports-app',
    file: `packages/shared/src/${P}/a.ts`,
    from: `../../../../apps/server/src/${P}/x`,
    resolved: `${server}/${P}/x.ts`,
  },
  // Drizzle, the tables or the query helpers outside a repository, in a module or an app plugin.
  ...[
    { file: `${server}/modules/${P}/${P}.service.ts`, from: 'drizzle-orm', resolved: 'node_modules/drizzle-orm/' },
    { file: `${server}/modules/${P}/deep/er/helper.ts`, from: 'drizzle-orm/pg-core', resolved: 'node_modules/drizzle-orm/' },
    { file: `${server}/modules/${P}/tables.ts`, from: '../../db/schema/index.js', resolved: `${server}/db/schema/index.ts` },
    {
      file: `${server}/modules/${P}/deep/types.ts`,
      from: '../../../db/schema/index.js',
      resolved: `${server}/db/schema/index.ts`,
      typeOnly: true,
    },
    { file: `${server}/plugins/app/${P}/hook.ts`, from: 'drizzle-orm', resolved: 'node_modules/drizzle-orm/' },
  ].map((p) => ({ ...p, rule: 'drizzle-outside-repositories' })),
  ...[
    { file: `${server}/modules/${P}/runs.ts`, from: '../../db/client.js', resolved: `${server}/db/client.ts` },
    { file: `${server}/modules/${P}/a/b/runs.ts`, from: '../../../../db/client.js', resolved: `${server}/db/client.ts` },
  ].map((p) => ({ ...p, rule: 'db-client-outside-repositories' })),
  // A route reaching the database, even for a type, or a repository.
  ...[
    {
      file: `${server}/modules/${P}/${P}.routes.ts`,
      from: '../../db/client.js',
      resolved: `${server}/db/client.ts`,
      typeOnly: true,
    },
    {
      file: `${server}/modules/${P}/sub/other.routes.ts`,
      from: '../../accounts/accounts.repository.js',
      resolved: `${server}/modules/accounts/accounts.repository.ts`,
    },
  ].map((p) => ({ ...p, rule: 'route-reaches-database' })),
];

/** Cycles: two files, three files across folders, through a type-only import and through a lazy import. */
const CYCLES: { files: Record<string, string>; entry: string }[] = [
  {
    entry: `${web}/lib/${P}/c1.ts`,
    files: {
      [`${web}/lib/${P}/c1.ts`]: "import { c2 } from './c2';\nexport const c1 = () => c2;\n",
      [`${web}/lib/${P}/c2.ts`]: "import { c1 } from './c1';\nexport const c2 = () => c1;\n",
    },
  },
  {
    entry: `${server}/modules/${P}/cycle/a/b/one.ts`,
    files: {
      [`${server}/modules/${P}/cycle/a/b/one.ts`]: "import { two } from '../two.js';\nexport const one = () => two;\n",
      [`${server}/modules/${P}/cycle/a/two.ts`]: "import { three } from '../three.js';\nexport const two = () => three;\n",
      [`${server}/modules/${P}/cycle/three.ts`]: "import { one } from './a/b/one.js';\nexport const three = () => one;\n",
    },
  },
  {
    entry: `${web}/components/${P}/typed.ts`,
    files: {
      [`${web}/components/${P}/typed.ts`]:
        "import type { Lazy } from './lazy';\nexport type Typed = Lazy;\nexport const typed = 1;\n",
      [`${web}/components/${P}/lazy.ts`]: "export const load = () => import('./typed');\nexport type Lazy = number;\n",
    },
  },
];

/** Allowed imports beside the forbidden ones: the same folders, within the rules. */
const ALLOWED: Record<string, string> = {
  [`${web}/features/${P}-a/x/y/ok.tsx`]: `import { a } from '../../index';\nimport { util } from '../../../../lib/${P}/util';\nexport const ok = [a, util];\n`,
  [`${web}/lib/${P}/ok.ts`]: `import { shown } from '../../components/${P}/shown';\nexport const ok = shown;\n`,
  [`${web}/app/${P}/ok.ts`]: `import { b } from '../../features/${P}-b';\nexport const ok = b;\n`,
  [`${server}/modules/${P}/${P}.repository.ts`]:
    "import { sql } from 'drizzle-orm';\nimport { type Db, queryRows } from '../../db/client.js';\nimport { users } from '../../db/schema/index.js';\nexport const ok = [sql, queryRows, users];\nexport type Ok = Db;\n",
  [`${server}/modules/${P}/ok.service.ts`]: `import type { Db } from '../../db/client.js';\nimport { ok as rows } from './${P}.repository.js';\nexport const ok = rows;\nexport type Ok = Db;\n`,
  [`${server}/modules/${P}/ok.routes.ts`]: "import { ok as service } from './ok.service.js';\nexport const ok = service;\n",
  [`${server}/modules/${P}/ok.test.ts`]: "import { users } from '../../db/schema/index.js';\nexport const ok = users;\n",
  [`apps/web/e2e/${P}/ok.ts`]: "import { MSG } from '@passerelle/shared/messages';\nexport const ok = MSG;\n",
};

const importLine = (p: Probe) => `import ${p.typeOnly ? 'type ' : ''}{ probed } from '${p.from}';\n`;
const probeSource = (p: Probe) =>
  `${importLine(p)}export ${p.typeOnly ? 'type Probed = typeof probed' : 'const out = probed'};\n`;

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

let violations: Violation[] = [];

async function plant(relative: string, source: string) {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
}

async function removeProbes() {
  for (const dir of PROBE_DIRS) await rm(path.join(root, dir), { recursive: true, force: true });
}

beforeAll(async () => {
  await removeProbes();
  const files: Record<string, string> = { ...TARGETS, ...ALLOWED };
  for (const p of FORBIDDEN) files[p.file] = probeSource(p);
  for (const cycle of CYCLES) Object.assign(files, cycle.files);
  for (const [relative, source] of Object.entries(files)) await plant(relative, source);
  // The command `npm run lint:deps` runs, without its cache so that the planted files are read for sure.
  const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [bin, ...args] = (manifest.scripts['lint:deps'] ?? '').split(' ');
  expect(bin).toBe('depcruise');
  const depcruise = path.join(root, 'node_modules/.bin/depcruise');
  // The json report exits 0; the lint's own report exits with the number of errors it counts (summary.error).
  const { stdout } = await run(depcruise, [...args, '--no-cache', '--output-type', 'json'], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  });
  const { summary } = JSON.parse(stdout) as { summary: { error: number; violations: Violation[] } };
  violations = summary.violations;
  expect(summary.error, 'the lint must fail with the probes planted').toBeGreaterThan(0);
}, 120_000);

afterAll(removeProbes);

describe('architecture rules (.dependency-cruiser.cjs), probed at several depths', () => {
  for (const p of FORBIDDEN) {
    it(`${p.rule}: ${p.file.replace(P, 'P').replace(P, 'P')} → ${p.from.replace(P, 'P')}${p.typeOnly ? ' (type only)' : ''}`, () => {
      const found = violations.filter((v) => v.from === p.file);
      expect(found.map((v) => v.rule.name)).toContain(p.rule);
      const hit = found.find((v) => v.rule.name === p.rule);
      expect(hit?.to.startsWith(p.resolved) || hit?.to === p.resolved, `${hit?.to} is not ${p.resolved}`).toBe(true);
    });
  }

  for (const cycle of CYCLES) {
    it(`import-cycle: ${Object.keys(cycle.files).length} files from ${cycle.entry.replace(P, 'P')}`, () => {
      // A cycle is reported once, from one of its files, with the files it goes through.
      const names = new Set(Object.keys(cycle.files));
      const cycles = violations
        .filter((v) => v.rule.name === 'import-cycle')
        .map((v) => new Set([v.from, ...(v.cycle ?? []).map((c) => c.name)]));
      expect(cycles).toContainEqual(names);
    });
  }

  it('lets the allowed imports and the imported files through', () => {
    const clean = [...Object.keys(ALLOWED), ...Object.keys(TARGETS)];
    expect(violations.filter((v) => clean.includes(v.from))).toEqual([]);
  });
});
