import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { type Database, openDatabase, rowsOf } from '#server/db/client';
import { keepStatistics } from '#server/db/maintenance';
import { createProduct } from './factories';

/** What the planner believes the products table holds (-1: it has never been told). */
async function plannedRows(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select reltuples::int as n from pg_class where relname = 'products'`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? -1;
}

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
});

it('refreshing the embedded database tells its planner how many products there are', async () => {
  database = await openDatabase({});
  for (let i = 0; i < 12; i++) await createProduct(database.db, { name: `Producto ${i}` });
  expect(await plannedRows(database)).toBe(-1);
  await database.refreshStatistics?.();
  expect(await plannedRows(database)).toBe(12);
});

it('the embedded database is refreshed once catalogue writes settle, not at every write', async () => {
  const opened = await openDatabase({});
  database = opened;
  const keeper = keepStatistics(opened, Fastify().log, 200);
  for (let i = 0; i < 5; i++) {
    await createProduct(opened.db, { name: `Producto ${i}` });
    keeper.changed();
  }
  expect(await plannedRows(opened)).toBe(-1);
  await vi.waitFor(async () => expect(await plannedRows(opened)).toBe(5), {
    timeout: 5000,
    interval: 50,
  });
  await keeper.close();
});

/** Pages a shopper's first list read from the database's files rather than from its memory. */
async function pagesReadFromFiles(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`explain (analyze, buffers, format json)
        select id, name, price from products order by name, id limit 15`,
  );
  const [explained] = rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Shared Read Blocks': number } }] }>(
    result,
  );
  return explained?.['QUERY PLAN'][0].Plan['Shared Read Blocks'] ?? -1;
}

it('a restarted embedded database has the catalogue in memory once prewarmed', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-prewarm-'));
  try {
    database = await openDatabase({ dataDir });
    for (let i = 0; i < 30; i++) await createProduct(database.db, { name: `Producto ${i}` });
    await database.close();

    // Restarted as it is: the first list reads its pages from the files.
    database = await openDatabase({ dataDir });
    expect(await pagesReadFromFiles(database)).toBeGreaterThan(0);
    await database.close();

    // Restarted and prewarmed, as the server starts: every page is already in memory.
    database = await openDatabase({ dataDir });
    expect(await database.prewarm?.()).toBeGreaterThan(0);
    expect(await pagesReadFromFiles(database)).toBe(0);
  } finally {
    await database?.close();
    database = undefined;
    await rm(dataDir, { recursive: true, force: true });
  }
});
