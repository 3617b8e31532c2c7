import { chmodSync, lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR is private (issue 16 §1): it holds the embedded database, the outbox (mails with live reset
 * links), the uploaded CVs and the generated session secret. Everything Passerelle creates there is
 * created private (directories 0700, files 0600, whatever the umask). PGlite does not follow the umask:
 * it writes its files 0666 — harmless inside a 0700 directory, which no other account can enter — so
 * every start (server and commands) also brings what is already there back to those modes, before
 * serving and once the database is open.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export class DataDirPermissionError extends Error {}

/**
 * Makes DATA_DIR and everything in it private. A missing DATA_DIR is left alone (whoever needs it
 * creates it 0700), so that an installation that keeps nothing there (DATABASE_URL, STORAGE_URL,
 * SESSION_SECRET, SMTP_URL) can run on a read-only disk. Symbolic links are not followed: what they
 * point to is not DATA_DIR's (DATA_DIR itself may be one). Returns the number of entries whose mode changed.
 */
export function secureDataDir(dataDir: string): number {
  let changed = 0;
  const visit = (target: string, isRoot: boolean) => {
    let info: ReturnType<typeof lstatSync>;
    try {
      // DATA_DIR itself may be a link to the real directory; below it, links are not followed.
      info = isRoot ? statSync(target) : lstatSync(target);
    } catch (error) {
      // Gone meanwhile (a temporary file, or no DATA_DIR at all).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (isRoot && !info.isDirectory()) {
      throw new DataDirPermissionError(`Passerelle ne peut pas démarrer : DATA_DIR (${target}) n'est pas un répertoire.`);
    }
    if (info.isSymbolicLink() || !(info.isDirectory() || info.isFile())) return;
    const wanted = info.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((info.mode & 0o7777) !== wanted) {
      try {
        chmodSync(target, wanted);
        changed++;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') return;
        throw new DataDirPermissionError(
          `Passerelle ne peut pas démarrer : impossible de rendre ${target} privé (${code}). ` +
            `DATA_DIR et son contenu doivent appartenir au compte qui lance Passerelle (chown -R).`,
        );
      }
    }
    if (info.isDirectory()) {
      for (const entry of readdirSync(target)) visit(path.join(target, entry), false);
    }
  };
  visit(path.resolve(dataDir), true);
  return changed;
}
