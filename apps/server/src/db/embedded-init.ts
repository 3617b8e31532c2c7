import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A new embedded database is created and migrated in a process of its own (issue 34). PGlite creates one by
 * starting a second engine and running initdb in it, and the first migration runs every statement of the
 * schema; the server's process kept some 150–190 MB of what they touched (memory the allocator and the engine do
 * not give back): 482 MB resident 20 s after a start on a new DATA_DIR, 335 on an existing one. Done by a
 * short-lived process (about a second more, once), then opened as an existing directory, the server starts as
 * light as on any later day.
 */

/** Run from the compiled server (dist), or from the sources through tsx's loader (tests, `tsx` runs). */
const COMPILED = import.meta.url.endsWith('.js');
const SCRIPT = fileURLToPath(new URL(COMPILED ? './embedded-init-process.js' : './embedded-init-process.ts', import.meta.url));

/** Creates and migrates the embedded database in `dbDir` unless it exists; resolves once it is on disk. */
export async function createEmbeddedDatabaseApart(dbDir: string): Promise<void> {
  if (existsSync(path.join(dbDir, 'PG_VERSION'))) return;
  mkdirSync(dbDir, { recursive: true, mode: 0o700 });
  // The same options, never an inspector's port (the server holds it); from the sources, tsx's loader (a test
  // runner's process has its own).
  const execArgv = process.execArgv.filter((arg) => !arg.startsWith('--inspect'));
  if (!COMPILED && !execArgv.includes('tsx')) execArgv.push('--import', 'tsx', '--conditions=source');
  const child = spawn(process.execPath, [...execArgv, SCRIPT, dbDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !existsSync(path.join(dbDir, 'PG_VERSION')))
    throw new Error(`the embedded database could not be created in ${dbDir} (exit ${code}): ${stderr.trim()}`);
}
