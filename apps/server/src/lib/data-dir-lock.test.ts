import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

/**
 * A start right after a crash (issue 16 §8): the lock of a process killed with SIGKILL never blocks it,
 * even while that process is a zombie its parent has not reaped; a live holder still refuses it, naming
 * its pid.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let dataDir: string;
const started: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-lock-'));
});
afterEach(async () => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

const lockFile = () => path.join(dataDir, 'passerelle.pid');

/**
 * A process that takes the lock with lockDataDir and keeps it. With `orphanable`, it is started by a
 * shell that then becomes `sleep`: its parent never waits for it, so once killed it stays a zombie.
 */
async function startHolder(options: { unreaped: boolean }): Promise<{ pid: number; parent: ChildProcess }> {
  const holder = `import(${JSON.stringify(path.join(root, 'apps/server/src/lib/data-dir-lock.ts'))}).then((m) => { m.lockDataDir(${JSON.stringify(dataDir)}); setInterval(() => {}, 1000); })`;
  const command = `${JSON.stringify(process.execPath)} --import tsx --conditions=source -e ${shellQuote(holder)}`;
  const parent = spawn('/bin/sh', ['-c', options.unreaped ? `${command} & exec sleep 60` : `exec ${command}`], {
    cwd: root,
    stdio: 'ignore',
  });
  started.push(parent);
  for (let i = 0; i < 400; i++) {
    if (existsSync(lockFile())) {
      const pid = Number(readFileSync(lockFile(), 'utf8').split('\n')[0]);
      if (pid > 0) return { pid, parent };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the holder did not take the lock');
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
const procState = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return 'gone';
  }
};

describe('the DATA_DIR lock', () => {
  it('a live holder refuses the start, in French, with its pid', async () => {
    const { pid } = await startHolder({ unreaped: false });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(
      `La base embarquée de ${dataDir} est déjà ouverte par le processus ${pid} : arrêtez-le d'abord.`,
    );
  });

  it('a holder killed with SIGKILL and not reaped (a zombie) does not block the start', async () => {
    const { pid } = await startHolder({ unreaped: true });
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 100 && procState(pid) !== 'Z'; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    // Still there for kill(pid, 0): only its parent (sleep) could reap it.
    expect(procState(pid)).toBe('Z');
    expect(() => process.kill(pid, 0)).not.toThrow();

    const started = performance.now();
    const unlock = lockDataDir(dataDir);
    expect(performance.now() - started).toBeLessThan(2500);
    expect(readFileSync(lockFile(), 'utf8').split('\n')[0]).toBe(String(process.pid));
    unlock();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('a holder killed and reaped, or a pid now used by another process, does not block the start', () => {
    // A pid nobody uses (above the kernel's default pid_max).
    writeFileSync(lockFile(), '4194304\n');
    lockDataDir(dataDir)();
    // The parent of this test is alive, but it is not the process that wrote this lock (another start time).
    writeFileSync(lockFile(), `${process.ppid}\n1\n`);
    lockDataDir(dataDir)();
    // The same without a recorded start time (a lock written by an older version) still counts as alive.
    writeFileSync(lockFile(), `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(`déjà ouverte par le processus ${process.ppid}`);
  });
});
