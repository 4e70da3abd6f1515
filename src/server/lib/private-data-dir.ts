import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Read and written by the shop's own user only: DATA_DIR holds customers, tokens and secrets. */
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

const gone = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'EPERM';
};

/**
 * Keeps DATA_DIR to the shop's user: a umask for everything this process creates from here on
 * (PGlite asks for 0666 files, the outbox for 0644), DATA_DIR itself 0700, and every folder and
 * file already in it brought down to 0700 and 0600, so what an older version left open to other
 * local accounts is closed at the next start. Links are left alone: chmod would change their
 * target. A file another process removes meanwhile, or one that is another user's, is skipped.
 */
export async function keepDataDirPrivate(dataDir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  await chmod(dataDir, PRIVATE_FOLDER).catch((error: unknown) => {
    if (!gone(error)) throw error;
  });
  await keepFolderPrivate(dataDir);
}

/** Every folder and file under `folder` brought down to 0700 and 0600 (links left alone). */
export async function keepFolderPrivate(folder: string): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    const wanted = entry.isDirectory() ? PRIVATE_FOLDER : entry.isFile() ? PRIVATE_FILE : null;
    if (wanted === null) continue;
    try {
      if (((await lstat(file)).mode & 0o777) !== wanted) await chmod(file, wanted);
    } catch (error) {
      if (!gone(error)) throw error;
    }
  }
}
