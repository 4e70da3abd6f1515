import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database, and it does not lock its files: its postmaster.pid holds a
 * fixed fake pid (-42), so a second process opens the same data dir without complaint and the
 * two silently overwrite each other's committed rows. The process that uses the embedded
 * database (server, backup, restore) claims DATA_DIR with its pid first.
 */
const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

export class DataDirInUseError extends Error {
  constructor(
    readonly pid: number,
    dataDir: string,
  ) {
    super(
      `Otro proceso (pid ${pid}) está usando la base de datos de ${dataDir}; detenelo antes. ` +
        `Si no hay ninguno en marcha, borrá ${pidFile(dataDir)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes DATA_DIR for this process, or throws DataDirInUseError naming the live process that has
 * it. A file left by a process that died (kill -9, power cut) is taken over.
 */
export function claimDataDir(dataDir: string): void {
  const file = pidFile(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' creates the file or fails if it exists: two processes starting at once get one winner.
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = runningServerPid(dataDir);
    if (holder !== null && holder !== process.pid) throw new DataDirInUseError(holder, dataDir);
    rmSync(file, { force: true });
  }
  throw new Error(`No se pudo reservar ${file}.`);
}

/** Gives DATA_DIR back, unless another process has taken it meanwhile. */
export function releaseDataDir(dataDir: string): void {
  const file = pidFile(dataDir);
  if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) {
    rmSync(file, { force: true });
  }
}

export function runningServerPid(dataDir: string): number | null {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's process. ESRCH: a stale file from a crash.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
