import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Db } from '#server/db/client';
import { exportDatabaseJson } from '#server/db/snapshot';

const run = promisify(execFile);

export interface WrittenArchive {
  bytes: number;
  /** Rows per table. */
  counts: Record<string, number>;
}

/**
 * Writes the shop's archive to `out`: database.json (one consistent instant) and uploads/, the
 * product and Inicio images of DATA_DIR/uploads, or none when they live in a bucket (the bucket
 * is backed up by the bucket: docs/deploy.md). The database first, then the files: every image
 * the snapshot names is already on disk.
 */
export async function writeBackupArchive(
  db: Db,
  out: string,
  { uploadsDir }: { uploadsDir: string | null },
): Promise<WrittenArchive> {
  const staging = await mkdtemp(path.join(tmpdir(), 'tienda-backup-'));
  try {
    const { json, counts } = await exportDatabaseJson(db);
    await writeFile(path.join(staging, 'database.json'), json);
    if (uploadsDir && existsSync(uploadsDir))
      await cp(uploadsDir, path.join(staging, 'uploads'), { recursive: true });
    else await mkdir(path.join(staging, 'uploads'));
    await mkdir(path.dirname(out), { recursive: true });
    await run('tar', ['-czf', out, '-C', staging, 'database.json', 'uploads']);
    return { bytes: (await stat(out)).size, counts };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
