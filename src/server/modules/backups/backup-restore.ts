import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, lstat, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '#server/db/client';
import { type DatabaseSnapshot, importDatabase } from '#server/db/snapshot';
import { claimDataDir, releaseDataDir, runningServerPid } from '#server/cli/server-lock';
import { keepDataDirPrivate } from '#server/lib/private-data-dir';
import { RESTORE_MESSAGES, RestoreRefusedError, checkBackupArchive } from './archive-check';

const run = promisify(execFile);

export interface RestoreTarget {
  dataDir: string;
  /** PostgreSQL's URL, or undefined for the embedded database in DATA_DIR/db. */
  databaseUrl: string | undefined;
}

/** Throws unless every entry under the extracted folder is a plain folder or file. */
async function assertPlainTree(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const name = path.relative(dir, path.join(entry.parentPath, entry.name));
    const info = await lstat(path.join(entry.parentPath, entry.name));
    if (!(info.isDirectory() || (info.isFile() && info.nlink === 1)))
      throw new RestoreRefusedError(RESTORE_MESSAGES.notPlain(name, 'algo que no es un archivo'));
  }
}

/**
 * Brings a backup (writeBackupArchive's .tar.gz) back into an empty DATA_DIR, or an empty
 * PostgreSQL database and DATA_DIR's uploads. The archive is read whole and refused
 * (RestoreRefusedError, in Spanish) before anything is written when it holds anything but
 * database.json and plain files under uploads/ (archive-check.ts). Answers the copy's date.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<string> {
  const { dataDir, databaseUrl } = target;
  const uploads = path.join(dataDir, 'uploads');
  if (!databaseUrl) {
    if (runningServerPid(dataDir)) throw new Error('Detené el servidor antes de restaurar.');
    if (existsSync(path.join(dataDir, 'db'))) {
      throw new Error(`${dataDir} ya tiene una base de datos: restaurá sobre un DATA_DIR vacío.`);
    }
  }
  if (existsSync(uploads) && (await readdir(uploads)).length > 0) {
    throw new Error(`${uploads} no está vacío: restaurá sobre un DATA_DIR vacío.`);
  }
  await checkBackupArchive(file);
  const staging = await mkdtemp(path.join(tmpdir(), 'tienda-restore-'));
  try {
    await run('tar', [
      '-xzf',
      path.resolve(file),
      '-C',
      staging,
      '--no-same-owner',
      '--no-same-permissions',
      'database.json',
      'uploads',
    ]);
    // What tar wrote is looked at again: a reading of the archive that differed from tar's
    // must not put a link into DATA_DIR.
    await assertPlainTree(staging);
    const snapshot = JSON.parse(
      await readFile(path.join(staging, 'database.json'), 'utf8'),
    ) as DatabaseSnapshot;
    await keepDataDirPrivate(dataDir);
    if (!databaseUrl) claimDataDir(dataDir);
    try {
      const database = await openDatabase({ databaseUrl, dataDir });
      try {
        await importDatabase(database.db, snapshot);
      } finally {
        await database.close();
      }
    } finally {
      if (!databaseUrl) releaseDataDir(dataDir);
    }
    await cp(path.join(staging, 'uploads'), uploads, { recursive: true });
    // The new embedded database's first files are chmod-ed 0666 by PGlite, past the umask.
    await keepDataDirPrivate(dataDir);
    return snapshot.createdAt;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
