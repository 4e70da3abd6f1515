import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '#server/db/client';

// Databases for tests, without vitest: the child servers of some tests (test/servers) use them.

export type Engine = 'pglite' | 'postgres';

/**
 * Where the run's migrated templates are (test/global-setup.ts sets them before the workers
 * start; the workers and their child servers inherit them): a PGlite data folder as a tarball,
 * and a PostgreSQL database's name. Without them every database is migrated on its own.
 */
const PGLITE_TEMPLATE = 'TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE = 'TEST_POSTGRES_TEMPLATE';

async function withAdmin<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it: empty, or a
 * copy of `template` (CREATE DATABASE … TEMPLATE copies its files, far faster than migrating).
 */
export async function createPostgresDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
  template?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      await withAdmin(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/**
 * Migrates one database of each engine for the whole run and tells the workers where they are;
 * answers how to remove them. The migrations themselves are tested on fresh databases
 * (test/db-migrations.test.ts, the backup tests), which never use the templates.
 */
export async function createTemplates(): Promise<() => Promise<void>> {
  const cleanups: (() => Promise<void>)[] = [];
  const pglite = await openDatabase({});
  try {
    const tarball = await pglite.dumpDataDir?.();
    if (!tarball) throw new Error('PGlite did not dump its data folder');
    const file = path.join(tmpdir(), `shop-test-template-${randomBytes(6).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    process.env[PGLITE_TEMPLATE] = file;
    cleanups.push(() => rm(file, { force: true }));
  } finally {
    await pglite.close();
  }
  if (process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase();
    cleanups.push(() => created.drop());
    // Migrated, then every connection closed: a template must have none while it is copied.
    await (await openDatabase({ databaseUrl: created.url })).close();
    process.env[POSTGRES_TEMPLATE] = created.name;
  }
  return async () => {
    delete process.env[PGLITE_TEMPLATE];
    delete process.env[POSTGRES_TEMPLATE];
    for (const cleanup of cleanups) await cleanup();
  };
}

/** The PGlite template, read once per process (PGlite copies it into each new database). */
let pgliteTemplate: Promise<Blob> | undefined;
function readPgliteTemplate(file: string): Promise<Blob> {
  pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server; a
 * copy of the run's template when there is one (the migrations then find nothing left to do).
 */
export async function openTestDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') {
    const template = process.env[PGLITE_TEMPLATE];
    return openDatabase({ loadDataDir: template ? await readPgliteTemplate(template) : undefined });
  }
  const created = await createPostgresDatabase(undefined, process.env[POSTGRES_TEMPLATE]);
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
