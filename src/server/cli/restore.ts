// npm run restore FILE: brings a backup back into an empty DATA_DIR (or empty PostgreSQL database).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { type DatabaseSnapshot, importDatabase } from '../db/snapshot';
import { bucketNotice } from './bucket-notice';
import { claimDataDir, releaseDataDir, runningServerPid } from './server-lock';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || !existsSync(file)) throw new Error('Uso: npm run restore -- ARCHIVO.tar.gz');
  const config = loadConfig();
  const uploads = path.join(config.dataDir, 'uploads');
  if (!config.databaseUrl) {
    if (runningServerPid(config.dataDir)) throw new Error('Detené el servidor antes de restaurar.');
    if (existsSync(path.join(config.dataDir, 'db'))) {
      throw new Error(
        `${config.dataDir} ya tiene una base de datos: restaurá sobre un DATA_DIR vacío.`,
      );
    }
  }
  if (existsSync(uploads) && readdirSync(uploads).length > 0) {
    throw new Error(`${uploads} no está vacío: restaurá sobre un DATA_DIR vacío.`);
  }
  const staging = mkdtempSync(path.join(tmpdir(), 'tienda-restore-'));
  try {
    execFileSync('tar', ['-xzf', path.resolve(file), '-C', staging, 'database.json', 'uploads']);
    const snapshot = JSON.parse(
      readFileSync(path.join(staging, 'database.json'), 'utf8'),
    ) as DatabaseSnapshot;
    if (!config.databaseUrl) {
      mkdirSync(config.dataDir, { recursive: true });
      claimDataDir(config.dataDir);
    }
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    try {
      await importDatabase(database.db, snapshot);
    } finally {
      await database.close();
      if (!config.databaseUrl) releaseDataDir(config.dataDir);
    }
    cpSync(path.join(staging, 'uploads'), uploads, { recursive: true });
    console.log(`Backup del ${snapshot.createdAt} restaurado en ${config.dataDir}`);
    if (config.s3) console.log(bucketNotice(config.s3.bucket));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
