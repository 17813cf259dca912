import 'server-only';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

// PGlite does not lock its folder, and two writers corrupt it: a pid file is our lock.

/** EPERM: it exists but belongs to someone else. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined; // vanished or unreadable: treat as stale
  }
}

/** A lock left by a dead process or by this one is taken over. */
export function acquireLock(lockPath: string, databasePath: string): void {
  // A few attempts: between our unlink of a stale lock and our create, another process may win.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLockPid(lockPath);
    if (holder !== undefined && holder !== process.pid && isProcessAlive(holder)) {
      throw new Error(
        `The embedded database in ${databasePath} is already in use by process ${holder}. ` +
          'Stop that process or set DATABASE_URL.',
      );
    }
    rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not lock the embedded database in ${databasePath} (${lockPath} keeps reappearing).`);
}

/** Only if still ours. Synchronous: usable on 'exit'. */
export function releaseLock(lockPath: string): void {
  if (readLockPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
}
