import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every path under dir (dir too) whose mode lets another local account in: folders must be
 * 0700, files 0600, anything else (a socket) closed to group and others.
 */
export async function openToOthers(dir: string): Promise<string[]> {
  const open: string[] = [];
  const look = async (file: string) => {
    const info = await lstat(file);
    const mode = info.mode & 0o777;
    const wanted = info.isDirectory() ? 0o700 : info.isFile() ? 0o600 : null;
    if (wanted === null ? (mode & 0o077) !== 0 : mode !== wanted)
      open.push(`${path.relative(dir, file) || '.'} ${mode.toString(8)}`);
  };
  await look(dir);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    await look(path.join(entry.parentPath, entry.name));
  return open;
}
