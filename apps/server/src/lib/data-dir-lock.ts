import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process. This lock file in DATA_DIR keeps a second server,
 * or the admin command, from opening it while a server runs.
 *
 * Only a live holder refuses the start (issue 16 §8). A holder that is gone, a zombie (killed, not yet
 * reaped by its parent: `kill(pid, 0)` still succeeds, but its files are closed), or a process whose
 * pid was reused since (the lock records the holder's start time) leaves a stale lock, taken over at
 * once; a holder that is exiting (killed, its files closing) is waited for, 2 s at most.
 */
export class DataDirLockedError extends Error {}

const DYING_WAIT_MS = 2000;
const POLL_MS = 50;
/** PF_EXITING in the flags of /proc/PID/stat: the process is in its exit path. */
const PF_EXITING = 0x4;
/** SIGKILL (9) in the pending-signal masks of /proc/PID/status. */
const SIGKILL_BIT = 1n << 8n;

type HolderState = 'alive' | 'dying' | 'gone';

interface ProcStat {
  state: string;
  flags: number;
  startTime: string;
}

/** Linux's view of a process (proc(5)), or null when there is no /proc entry for it. */
function procStat(pid: number | 'self'): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: the fields that follow are counted
  // from its closing parenthesis. Field 3 is the state, 9 the flags, 22 the start time.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', flags: Number(fields[6]), startTime: fields[19] ?? '' };
}

function sigkillPending(pid: number): boolean {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return [...status.matchAll(/^(?:ShdPnd|SigPnd):\s*([0-9a-f]+)$/gm)].some(
      (match) => (BigInt(`0x${match[1]}`) & SIGKILL_BIT) !== 0n,
    );
  } catch {
    return false;
  }
}

const hasProc = (() => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
})();

function holderState(pid: number, startTime: string | undefined): HolderState {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: a process of another user holds that pid; /proc still tells what it is.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return 'gone';
  }
  // Without /proc (not Linux), a pid that answers counts as alive, as before.
  if (!hasProc) return 'alive';
  const stat = procStat(pid);
  if (!stat) return 'gone';
  // The pid was given to another process since the lock was written.
  if (startTime && stat.startTime !== startTime) return 'gone';
  // A zombie (Z) or a dead task (X): it has exited, its files are closed; only its parent has not reaped it.
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return 'gone';
  if (stat.flags & PF_EXITING || sigkillPending(pid)) return 'dying';
  return 'alive';
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The holder named by the lock file: its pid and, when recorded, its start time. */
function readHolder(file: string): { pid: number; startTime: string | undefined } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [pid, startTime] = text.trim().split(/\s+/);
  return { pid: Number(pid), startTime: startTime || undefined };
}

export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'passerelle.pid');
  // A first start with SESSION_SECRET set has not created DATA_DIR yet; private, as everything in it.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // The first line is the pid (what an operator reads); the second the start time in /proc's clock ticks.
  const content = `${process.pid}\n${procStat('self')?.startTime ?? ''}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && Number.isInteger(holder.pid) && holder.pid > 0 && holder.pid !== process.pid) {
      let state = holderState(holder.pid, holder.startTime);
      // Killed and closing its files: give it a moment to finish.
      for (let waited = 0; state === 'dying' && waited < DYING_WAIT_MS; waited += POLL_MS) {
        sleepSync(POLL_MS);
        state = holderState(holder.pid, holder.startTime);
      }
      if (state === 'alive') {
        throw new DataDirLockedError(
          `La base embarquée de ${dataDir} est déjà ouverte par le processus ${holder.pid} : arrêtez-le d'abord.`,
        );
      }
    }
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Impossible de verrouiller ${dataDir}`);
}
