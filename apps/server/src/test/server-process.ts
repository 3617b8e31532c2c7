import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server and the commands of apps/server/src/cli as real processes, from the sources (tsx), as
 * `npm start` and `npm run …` run them once built: for what only a process shows (file modes on disk,
 * signals, exit codes).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** What the process wrote on its standard error so far. */
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
}

/** Starts `apps/server/src/server.ts` with `env` on a free port; resolves once /api/health answers. */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, stderr: () => stderr, exited };
    } catch {}
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

/** Runs `apps/server/src/cli/<script>.ts args…`; resolves with its exit code and output. */
export function runCliProcess(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', `apps/server/src/cli/${script}.ts`, ...args],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
