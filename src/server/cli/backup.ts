// npm run backup [-- FILE]: database + uploads in one .tar.gz, taken at one consistent instant,
// with the shop running. The embedded database is read by the server that has it open (asked
// through its socket: modules/backups/backup-socket.ts); with no server running, or on PostgreSQL, by
// this command. With S3_BUCKET the images are in the bucket, not in DATA_DIR: the archive holds
// the database only, and the bucket is backed up by the bucket (versioning, replication —
// docs/deploy.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { keepDataDirPrivate } from '../lib/private-data-dir';
import { writeBackupArchive } from '../modules/backups/backup-archive';
import { askServerForBackup } from '../modules/backups/backup-socket';
import { bucketNotice } from './bucket-notice';
import { claimDataDir, releaseDataDir, runningServerPid } from './server-lock';

async function main(): Promise<void> {
  const config = loadConfig();
  // The archive holds every customer: it and anything written in DATA_DIR are the shop user's only.
  await keepDataDirPrivate(config.dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const out = path.resolve(process.argv[2] ?? path.join('backups', `tienda-${stamp}.tar.gz`));
  const uploadsDir = config.s3 ? null : path.join(config.dataDir, 'uploads');
  let counts: Record<string, number>;
  let by = 'esta orden';
  if (!config.databaseUrl) {
    const asked = await askServerForBackup(config.dataDir, out);
    if (asked !== 'no-server') {
      counts = asked.counts;
      by = 'el servidor en marcha';
    } else {
      const pid = runningServerPid(config.dataDir);
      if (pid) {
        throw new Error(
          `El servidor (pid ${pid}) está usando ${config.dataDir} pero no atiende el pedido de copia: reinicialo con esta versión, o detenelo, y volvé a intentar.`,
        );
      }
      if (!existsSync(path.join(config.dataDir, 'db')))
        throw new Error(`No hay base de datos en ${config.dataDir}.`);
      claimDataDir(config.dataDir); // a server started meanwhile refuses to open the same files
      try {
        counts = await backupFrom(config.databaseUrl, config.dataDir, out, uploadsDir);
      } finally {
        releaseDataDir(config.dataDir);
      }
    }
  } else {
    counts = await backupFrom(config.databaseUrl, config.dataDir, out, uploadsDir);
  }
  const listed = Object.entries(counts).map(([t, n]) => `${t}: ${n}`);
  console.log(`Backup escrito en ${out} (por ${by})\n  ${listed.join(', ')}`);
  if (config.s3) console.log(bucketNotice(config.s3.bucket));
}

async function backupFrom(
  databaseUrl: string | undefined,
  dataDir: string,
  out: string,
  uploadsDir: string | null,
): Promise<Record<string, number>> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    return (await writeBackupArchive(database.db, out, { uploadsDir })).counts;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
