// `npm start` in its own process, for the benchmarks and the load test: built once, started on a port
// and a DATA_DIR, waited for, measured (resident memory) and stopped with SIGTERM.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Builds the server and the web app when stale (scripts/start.mjs --build-only). */
export function buildOnce(): void {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  /** Extra or overriding environment variables. */
  env?: NodeJS.ProcessEnv;
  /** Options of node itself, such as `--cpu-prof` (refused in NODE_OPTIONS). */
  nodeArgs?: string[];
}

/** Starts `npm start` (without rebuilding: call buildOnce first); DATABASE_URL is passed on if set. */
export function startServer({ port, dataDir, env = {}, nodeArgs = [] }: ServerOptions): ChildProcess {
  const base = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete childEnv.SMTP_URL;
  return spawn(process.execPath, [...nodeArgs, path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits for GET /api/health to answer 200; fails when the server exits or after `timeoutMs`. */
export async function waitHealthy(server: ChildProcess, base: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not start within ${timeoutMs / 1000} s`);
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time (user + system) of these processes, in ms, from /proc (Linux; clock ticks of 10 ms); one gone meanwhile counts 0. */
export function processCpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10;
}

/** Whether the process's main thread is running or waiting for a core (proc(5): state R), from /proc. */
function runnable(pid: number): boolean {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat[stat.lastIndexOf(')') + 2] === 'R';
}

/**
 * Waits until a started server has settled: its main thread runnable in under a fifth of 20 samples over a
 * second (it builds the candidate index at start, in that thread; runnable rather than CPU time, which a
 * loaded machine would ration), at least `minMs`, at most `timeoutMs`. Returns the time waited, so that a
 * bench can print it.
 */
export async function waitSettled(pid: number, minMs = 2_000, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  await new Promise((r) => setTimeout(r, minMs));
  while (performance.now() - started < timeoutMs) {
    let busy = 0;
    for (let i = 0; i < 20; i++) {
      if (runnable(pid)) busy++;
      await new Promise((r) => setTimeout(r, 50));
    }
    if (busy < 4) break;
  }
  return performance.now() - started;
}

/** SIGTERM, then the exit code. */
export async function stopServer(server: ChildProcess): Promise<number | null> {
  if (server.exitCode !== null) return server.exitCode;
  const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
  server.kill('SIGTERM');
  return exited;
}
