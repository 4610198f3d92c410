import fs from 'node:fs';

export class PidLockError extends Error {
  override name = 'PidLockError';

  constructor(
    readonly file: string,
    readonly pid: number,
  ) {
    super(`${file} is held by process ${pid}`);
  }
}

export interface PidLock {
  readonly file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The live process holding `file`, or undefined when nobody does (no file, or its process is gone). */
export function lockHolder(file: string): number | undefined {
  const pid = readPid(file);
  return pid !== undefined && isAlive(pid) ? pid : undefined;
}

/**
 * Takes an exclusive pid-file lock: PGlite has no lock on its data directory and two
 * processes writing to one directory corrupt it. A file left by a dead process is taken over.
 * The lock is released on `release()` and, as a safety net, when the process exits.
 */
export function acquirePidLock(file: string, pid: number = process.pid): PidLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${pid}\n`, { flag: 'wx' });
      return heldLock(file, pid);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== undefined && holder !== pid && isAlive(holder)) throw new PidLockError(file, holder);
    fs.rmSync(file, { force: true });
  }
  const holder = readPid(file);
  throw new PidLockError(file, holder ?? 0);
}

function heldLock(file: string, pid: number): PidLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readPid(file) === pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}
