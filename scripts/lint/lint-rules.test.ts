import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The architecture rules of issue 14 are lint rules (biome.json): each one is proved to fire by planting
 * a violation in the tree and running the linter on it, and an allowed import beside it is proved to pass,
 * so that a rule cannot silently stop firing (a renamed folder, a pattern that no longer matches).
 */
const root = path.resolve(import.meta.dirname, '../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const run = promisify(execFile);
const probe = `zz-lint-probe-${randomBytes(4).toString('hex')}`;
const planted: string[] = [];

async function lint(relative: string, source: string): Promise<{ failed: boolean; output: string }> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
  planted.push(relative.split('/').includes(probe) ? relative.slice(0, relative.indexOf(probe) + probe.length) : relative);
  try {
    const { stdout, stderr } = await run(biome, ['lint', '--max-diagnostics=50', file], { cwd: root });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  }
}

afterAll(async () => {
  for (const relative of planted) await rm(path.join(root, relative), { recursive: true, force: true });
});

const use = (imports: string[]) =>
  `${imports.map((from, i) => `import { x${i} } from '${from}';`).join('\n')}\nexport const all = [${imports.map((_, i) => `x${i}`).join(', ')}];\n`;

interface Rule {
  name: string;
  file: string;
  forbidden: string;
  message: string;
  allowed: string;
}

const RULES: Rule[] = [
  {
    name: 'a web feature does not import another feature by a relative path',
    file: `apps/web/src/features/${probe}/components/probe.ts`,
    forbidden: '../../chat/api/chat-api',
    message: "Une feature n'importe pas une autre feature",
    allowed: '../../../lib/api-client',
  },
  {
    name: 'a web feature does not reach another feature through src/',
    file: `apps/web/src/features/${probe}/api/probe.ts`,
    forbidden: '../../../features/chat/api/chat-api',
    message: "Une feature n'importe pas une autre feature",
    allowed: '../components/own',
  },
  {
    name: 'lib/ does not import a feature',
    file: `apps/web/src/lib/${probe}.ts`,
    forbidden: '../features/chat/api/chat-api',
    message: "lib/ et components/ n'importent pas une feature",
    allowed: './api-client',
  },
  {
    name: 'components/ does not import a feature',
    file: `apps/web/src/components/${probe}.ts`,
    forbidden: '../features/auth/api/auth-api',
    message: "lib/ et components/ n'importent pas une feature",
    allowed: '../lib/api-client',
  },
  {
    name: 'a route does not import Drizzle',
    file: `apps/server/src/modules/${probe}/${probe}.routes.ts`,
    forbidden: 'drizzle-orm',
    message: "Une route n'accède pas à la base",
    allowed: `./${probe}.service.js`,
  },
  {
    name: 'a route does not import the database',
    file: `apps/server/src/modules/${probe}/other.routes.ts`,
    forbidden: '../../db/client.js',
    message: "Une route n'accède pas à la base",
    allowed: '../../lib/errors.js',
  },
  {
    name: 'a route does not call a repository',
    file: `apps/server/src/modules/${probe}/third.routes.ts`,
    forbidden: '../accounts/accounts.repository.js',
    message: "Une route n'accède pas à la base",
    allowed: '../accounts/sessions.service.js',
  },
  {
    name: 'a service does not write queries with Drizzle',
    file: `apps/server/src/modules/${probe}/${probe}.service.ts`,
    forbidden: 'drizzle-orm',
    message: 'Un service ne contient pas de requête',
    allowed: `./${probe}.repository.js`,
  },
  {
    name: 'a service does not import the tables',
    file: `apps/server/src/modules/${probe}/other.service.ts`,
    forbidden: '../../db/schema/index.js',
    message: 'Un service ne contient pas de requête',
    allowed: '../../db/client.js',
  },
];

describe('architecture lint rules (biome.json)', () => {
  for (const rule of RULES) {
    it(`fires: ${rule.name}`, async () => {
      const bad = await lint(rule.file, use([rule.forbidden]));
      expect(bad.failed, bad.output).toBe(true);
      expect(bad.output).toContain('noRestrictedImports');
      expect(bad.output).toContain(rule.message);
      const good = await lint(rule.file, use([rule.allowed]));
      expect(good.failed, good.output).toBe(false);
    });
  }
});
