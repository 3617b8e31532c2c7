// The Chromium of the browser tests and benches, never a browser a test tool downloads (our machines have
// no network but the npm registry and Debian's mirror). In order:
//   1. CHROMIUM_PATH, when it names a file;
//   2. Debian's chromium-headless-shell (the browser tests: no browser window to draw, about 10 % less
//      time for the journeys than the full browser, measured in docs/operations.md);
//   3. as root with apt-get: that package, installed now (about 20 s);
//   4. Debian's chromium (/usr/bin/chromium), when it is there;
//   5. otherwise the Chromium shipped inside the npm package @sparticuz/chromium (MIT, itself a headless
//      shell), installed now into .tmp/chromium-npm from the npm registry and unpacked once.
// Each step that installs something says so. The benches drive the full browser (Lighthouse measures what a
// user's browser does: scripts/bench/lib/browser.ts); `node scripts/chromium.mjs --full` finds or installs it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEBIAN = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** The version proven on our machines (Chromium 147); pinned, as every dependency. */
const NPM_CHROMIUM = '@sparticuz/chromium@147.0.0';

function canRun(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function installDebianChromium(pkg) {
  console.log(`${pkg} introuvable : installation du paquet Debian « ${pkg} » avec apt-get (une fois, environ 20 s)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg, 'fonts-dejavu-core', 'fonts-liberation'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
}

async function npmChromium() {
  const dir = path.join(root, '.tmp/chromium-npm');
  const entry = path.join(dir, 'node_modules/@sparticuz/chromium/build/esm/index.js');
  if (!existsSync(entry)) {
    console.log(
      `Chromium introuvable et apt-get indisponible : installation de ${NPM_CHROMIUM} (Chromium livré dans un paquet npm) dans .tmp/chromium-npm…`,
    );
    execFileSync('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', NPM_CHROMIUM], { stdio: 'inherit' });
  }
  const { default: chromium } = await import(pathToFileURL(entry).href);
  return chromium.executablePath();
}

export async function findOrInstallChromium({ headlessShell = true } = {}) {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  if (configured) console.log(`CHROMIUM_PATH=${configured} n'existe pas : recherche d'un autre Chromium.`);
  const [wanted, pkg] = headlessShell ? [DEBIAN_HEADLESS_SHELL, 'chromium-headless-shell'] : [DEBIAN, 'chromium'];
  if (existsSync(wanted)) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && canRun('apt-get')) {
    try {
      installDebianChromium(pkg);
      if (existsSync(wanted)) return wanted;
    } catch (error) {
      console.log(`apt-get n'a pas pu installer ${pkg} (${error.message}) : essai d'un autre Chromium.`);
    }
  }
  // The other Debian browser is as good, if slower for the tests.
  for (const other of [DEBIAN_HEADLESS_SHELL, DEBIAN]) if (existsSync(other)) return other;
  return npmChromium();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await findOrInstallChromium({ headlessShell: !process.argv.includes('--full') }));
}
