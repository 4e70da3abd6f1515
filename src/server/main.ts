import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError, claimDataDir, releaseDataDir } from './cli/server-lock';
import { loadMarkupRenderer } from './pages/markup';
import { seedDemoCatalog } from './seed/demo';
import { refreshStaleSearchText } from './services/search-text';
import { ensureAdmin } from './services/users';

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
  await mkdir(config.dataDir, { recursive: true });
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
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const app = await buildApp({
    config,
    database,
    clientDir,
    renderMarkup: await loadMarkupRenderer(new URL('../ssr/render-page.js', import.meta.url)),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });

  const admin = await ensureAdmin(database.db, config.admin);
  if (config.demoData) {
    const seeded = await seedDemoCatalog(database.db, app.shop.storage);
    if (seeded) app.log.info(`Catálogo de demostración cargado: ${seeded.products} productos.`);
  }
  // Products whose search text an older rule computed (before migration 0004, or a change of
  // productSearchText) get the current one; nothing to do on later starts.
  const refreshed = await refreshStaleSearchText(database.db);
  if (refreshed > 0) app.log.info(`Texto de búsqueda recalculado: ${refreshed} productos.`);
  // The embedded database has no autovacuum: its planner learns the tables' sizes here. And it
  // starts with none of the catalogue in memory: read it in before the first shopper asks.
  await database.refreshStatistics?.();
  await database.prewarm?.();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: cerrando (se terminan las solicitudes en curso)…`);
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    try {
      await app.close();
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
