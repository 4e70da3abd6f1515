// npm run backup [-- FILE]: database + uploads in one .tar.gz, taken at one consistent instant.
// With S3_BUCKET the images are in the bucket, not in DATA_DIR: the archive holds the database
// only, and the bucket is backed up by the bucket (versioning, replication — docs/deploy.md).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { exportDatabase } from '../db/snapshot';
import { bucketNotice } from './bucket-notice';
import { claimDataDir, releaseDataDir, runningServerPid } from './server-lock';

async function main(): Promise<void> {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const out = path.resolve(process.argv[2] ?? path.join('backups', `tienda-${stamp}.tar.gz`));
  if (!config.databaseUrl) {
    const pid = runningServerPid(config.dataDir);
    if (pid) {
      throw new Error(
        `El servidor (pid ${pid}) está usando ${config.dataDir}. Detenelo antes de hacer el backup de la base embebida.`,
      );
    }
    if (!existsSync(path.join(config.dataDir, 'db')))
      throw new Error(`No hay base de datos en ${config.dataDir}.`);
    claimDataDir(config.dataDir); // a server started meanwhile refuses to open the same files
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const staging = mkdtempSync(path.join(tmpdir(), 'tienda-backup-'));
  try {
    // The database first, then the files: every image the snapshot refers to is already on disk.
    const snapshot = await exportDatabase(database.db);
    writeFileSync(path.join(staging, 'database.json'), JSON.stringify(snapshot));
    const uploads = path.join(config.dataDir, 'uploads');
    if (!config.s3 && existsSync(uploads))
      cpSync(uploads, path.join(staging, 'uploads'), { recursive: true });
    else mkdirSync(path.join(staging, 'uploads'));
    mkdirSync(path.dirname(out), { recursive: true });
    execFileSync('tar', ['-czf', out, '-C', staging, 'database.json', 'uploads']);
    const counts = Object.entries(snapshot.tables).map(([t, rows]) => `${t}: ${rows.length}`);
    console.log(`Backup escrito en ${out}\n  ${counts.join(', ')}`);
    if (config.s3) console.log(bucketNotice(config.s3.bucket));
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await database.close();
    if (!config.databaseUrl) releaseDataDir(config.dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
