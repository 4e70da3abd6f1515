// npm run restore FILE: brings a backup back into an empty DATA_DIR (or empty PostgreSQL database).
import { existsSync } from 'node:fs';
import { loadConfig } from '../config';
import { restoreBackup } from '../modules/backups/backup-restore';
import { bucketNotice } from './bucket-notice';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file || !existsSync(file)) throw new Error('Uso: npm run restore -- ARCHIVO.tar.gz');
  const config = loadConfig();
  const createdAt = await restoreBackup(file, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  });
  console.log(`Backup del ${createdAt} restaurado en ${config.dataDir}`);
  if (config.s3) console.log(bucketNotice(config.s3.bucket));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
