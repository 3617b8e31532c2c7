#!/usr/bin/env node
// `npm start` (DECISIONS §1): builds what is missing or stale, then runs the server in this process.
// `--build-only` stops after the build (`npm run build`, `npm run admin`); `--force` rebuilds everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const force = process.argv.includes('--force');

function stale(output, inputs) {
  if (force || !existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestMtime(input) > built);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Échec de la construction : ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

// A stamp written after each successful build: tsc only rewrites the files that changed.
const serverStamp = at('apps/server/dist/.built');
const webStamp = at('apps/web/dist/.built');
const shared = [at('packages/shared/src'), at('packages/shared/package.json')];
if (stale(serverStamp, [...shared, at('apps/server/src'), at('apps/server/tsconfig.json')])) {
  console.log('Construction du serveur…');
  // A dist removed by hand leaves tsc's build info saying "up to date": rebuild everything then.
  const missing = !existsSync(at('apps/server/dist')) || !existsSync(at('packages/shared/dist'));
  run(process.execPath, [at('node_modules/typescript/bin/tsc'), '-b', 'apps/server', ...(missing ? ['--force'] : [])]);
  writeFileSync(serverStamp, new Date().toISOString());
}
if (
  stale(webStamp, [
    ...shared,
    at('apps/web/src'),
    at('apps/web/index.html'),
    at('apps/web/public'),
    at('apps/web/vite.config.ts'),
  ])
) {
  console.log("Construction de l'application web…");
  run('npm', ['run', 'build', '--silent', '-w', '@passerelle/web', '--', '--logLevel', 'warn']);
  writeFileSync(webStamp, new Date().toISOString());
}

if (!process.argv.includes('--build-only')) {
  await import(at('apps/server/dist/server.js'));
}
