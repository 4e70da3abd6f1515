import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { embeddedDatabaseDir, openDatabase } from './db/client';
import { DataDirInUseError, claimDataDir, releaseDataDir } from './cli/server-lock';
import { serveBackupSocket } from './modules/backups/backup-socket';
import { loadStorefront } from './pages/markup';
import { seedDemoCatalog } from './seed/demo';
import { refreshStaleSearchText } from './modules/catalogue/search-text';
import { ensureAdmin } from './modules/staff/users';
import { keepDataDirPrivate, keepFolderPrivate } from './lib/private-data-dir';

/**
 * npm run dev (scripts/dev.mjs) starts the sources with --dev: the client is served from its
 * sources through Vite, pages drawn on the server as in the build, with HMR.
 */
const VITE_DEV = process.argv.includes('--dev');

/**
 * The built app (dist/server/main.js, what npm start runs) must have its server renderer
 * beside it, or it stops here. Run from the sources without --dev (tsx: tests of the process,
 * debugging), there is no bundle to load: pages are then drawn in the browser, as said on the
 * console.
 */
async function storefrontOf(entry: string) {
  if (VITE_DEV) return undefined;
  const bundle = new URL('../ssr/render-page.js', entry);
  if (entry.endsWith('.ts') && !existsSync(fileURLToPath(bundle))) {
    console.warn('Sin renderizado en el servidor (se ejecuta desde las fuentes): npm run build.');
    return undefined;
  }
  return loadStorefront(bundle);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await keepDataDirPrivate(config.dataDir);
  // With PostgreSQL several processes may share DATA_DIR (uploads); the embedded database may not.
  const embedded = !config.databaseUrl;
  if (embedded) {
    try {
      claimDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // A new embedded database's first files are chmod-ed 0666 by PGlite, past the umask: its
  // folder is walked again (the rest of DATA_DIR was done above).
  if (embedded) await keepFolderPrivate(embeddedDatabaseDir(config.dataDir));
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const app = await buildApp({
    config,
    database,
    clientDir,
    storefront: await storefrontOf(import.meta.url),
    viteDev: VITE_DEV,
    logger: { level: config.logLevel },
  });

  // Processes starting together on one PostgreSQL database: one creates the admin and the demo
  // catalogue and brings old search text up to date, the others then find them done.
  const { admin, seeded, refreshed } = await database.exclusively(async () => ({
    admin: await ensureAdmin(database.db, config.admin),
    seeded: config.demoData ? await seedDemoCatalog(database.db, app.shop.storage) : null,
    // Products whose search text an older rule computed (before the search_text migration, or
    // a change of productSearchText) get the current one; nothing to do on later starts.
    refreshed: await refreshStaleSearchText(database.db),
  }));
  if (seeded) app.log.info(`Catálogo de demostración cargado: ${seeded.products} productos.`);
  if (refreshed > 0) app.log.info(`Texto de búsqueda recalculado: ${refreshed} productos.`);
  // The embedded database has no autovacuum: its planner learns the tables' sizes here. And it
  // starts with none of the catalogue in memory: read it in before the first shopper asks.
  await database.refreshStatistics?.();
  await database.prewarm?.();
  // npm run backup asks this process for the embedded database's copy (it alone may open it).
  const backupSocket = embedded
    ? await serveBackupSocket(
        config.dataDir,
        database.db,
        config.s3 ? null : path.join(config.dataDir, 'uploads'),
        app.log,
      )
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: cerrando (se terminan las solicitudes en curso)…`);
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    // Keep-alive connections whose request was still running at the signal go idle afterwards;
    // close() waits for every connection to end, so close each one as it goes idle rather than
    // after its keep-alive timeout (72 s, past the 25 s budget).
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    try {
      await app.close();
      await backupSocket?.close();
      await database.close();
      if (embedded) releaseDataDir(config.dataDir);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error al cerrar');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.shop.mail.start();

  const lines = [
    '',
    `La tienda está en ${config.publicUrl}`,
    `Panel de administración: ${config.publicUrl}/admin/login`,
  ];
  if (admin.kind === 'configured')
    lines.push(`  Ingresá con ${admin.email} y la contraseña de ADMIN_PASSWORD.`);
  if (admin.kind === 'generated') {
    lines.push(`  Ingresá con ${admin.email} / ${admin.password}`);
    lines.push(
      '  (contraseña generada: se muestra solo esta vez; definí ADMIN_EMAIL y ADMIN_PASSWORD para elegirla)',
    );
  }
  if (admin.kind === 'existing')
    lines.push('  Ingresá con un usuario existente (o definí ADMIN_EMAIL y ADMIN_PASSWORD).');
  lines.push(
    `Datos en ${path.resolve(config.dataDir)}${config.databaseUrl ? ' (base de datos: PostgreSQL)' : ''}`,
    '',
  );
  console.log(lines.join('\n'));
}

void main();
