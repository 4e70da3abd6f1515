import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { pageinspect } from '@electric-sql/pglite/contrib/pageinspect';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { LoopTurns } from './loop-turns';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`; drizzle leaves it untyped). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Awaits Drizzle queries one after another, answering like Promise.all. For functions that may
 * be handed a transaction: a transaction is one connection, where node-postgres queues a query
 * sent while another runs (deprecated; pg 9 refuses it). Drizzle's query builders start only
 * when awaited, so the ones in the list run in turn; an already running promise would not wait.
 */
export async function oneAtATime<T extends readonly unknown[] | []>(
  queries: T,
): Promise<{ -readonly [P in keyof T]: Awaited<T[P]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [P in keyof T]: Awaited<T[P]> };
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (for LISTEN/NOTIFY connections); undefined on PGlite. */
  url?: string;
  /**
   * Brings the planner's statistics and the visibility map up to date: PGlite only. It has no
   * autovacuum, so without this its planner never learns table sizes (it scans whole tables)
   * and index-only scans keep reading the table. PostgreSQL's autovacuum does it on its own.
   */
  refreshStatistics?: () => Promise<void>;
  /**
   * Reads the catalogue's tables and indexes into the database's memory (its shared buffers):
   * PGlite only, and the number of pages read. A PGlite that has just started has none of them
   * there, and a query reads each page it touches for the first time through the emulated file
   * system: after a restart the first shoppers' lists took up to several times longer. A
   * PostgreSQL server keeps its own buffers, and the operating system's cache, warm.
   */
  prewarm?: () => Promise<number>;
  /**
   * Runs fn while no other process sharing the database runs its own: start-up work that reads
   * then writes (the first admin, the demo catalogue on an empty shop) and must happen once.
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  /** The whole data folder as a tarball, for `loadDataDir`: PGlite only (the tests' template). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** The catalogue's tables; with their indexes and TOAST tables, what prewarm() reads. */
const CATALOGUE_TABLES = ['products', 'areas', 'categories', 'subcategories', 'search_words'];

// Works from the sources (src/server/db) and from the bundle (dist/server), where the build
// copies the migrations next to main.js.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /**
   * A PGlite data folder to start from, as `dumpDataDir` wrote it: the tests' database migrated
   * once per run (test/global-setup.ts), copied here instead of running every migration again.
   */
  loadDataDir?: Blob | undefined;
}

const asText = (value: string) => value;
/**
 * The parsers drizzle-orm/pglite passes with every query (PglitePreparedQuery: dates, times,
 * intervals and their arrays stay text; drizzle maps them itself).
 */
const DRIZZLE_PARSERS: NonNullable<QueryOptions['parsers']> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/** A query's options without drizzle's parsers, which the client already has as its defaults. */
function withDefaultParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  // Parsers of some other kind are kept: slower, never different.
  if (!parsers || !Object.keys(parsers).every((oid) => oid in DRIZZLE_PARSERS)) return options;
  return { ...options, parsers: undefined };
}

/**
 * PGlite merges a query's own parsers into its ~330 defaults on every statement: an object spread
 * that costs more (~0.4 ms) than running a simple query, and drizzle passes its parsers with every
 * query. So the client holds drizzle's parsers as its defaults and drizzle's queries, in or out
 * of a transaction, reach it without them. With `turns` (the client itself, not a transaction),
 * each query, exec and transaction also waits for its turn of the event loop (LoopTurns).
 */
function dropDrizzleParsers<C extends PGlite | Transaction>(client: C, turns?: LoopTurns): C {
  const inTurn = <T>(call: () => Promise<T>): Promise<T> => (turns ? turns.run(call) : call());
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        const query: Transaction['query'] = (text, params, options) =>
          inTurn(() => target.query(text, params, withDefaultParsers(options)));
        return query;
      }
      if (property === 'exec') {
        const exec: Transaction['exec'] = (text, options) =>
          inTurn(() => target.exec(text, options));
        return exec;
      }
      if (property === 'transaction' && target instanceof PGlite) {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          inTurn(() => target.transaction((tx) => callback(dropDrizzleParsers(tx))));
      }
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use its private fields: they must run on the client itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Session-level advisory lock keys: the same in every process of the shop, used for nothing else. */
const MIGRATION_LOCK = 7_206_531_001;
const START_LOCK = 7_206_531_002;

/**
 * Runs fn while this process holds a session-level advisory lock, on its own connection (the work
 * uses the pool's others); the lock ends with that connection even if the process dies.
 */
async function withSessionLock<T>(pool: pg.Pool, key: number, fn: () => Promise<T>): Promise<T> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await fn();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    lock.release();
  }
}

/** Opens the database and applies the committed migrations. */
/** Where the embedded database keeps its files inside DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, admin command) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => {
      console.error(`PostgreSQL: se perdió una conexión inactiva (${error.message}).`);
    });
    const db = drizzlePg(pool, { schema });
    // Several processes starting at once on a fresh database would each create drizzle's journal
    // and apply the same migrations (duplicate tables, failed starts): one at a time, and the
    // later ones find every migration applied.
    await withSessionLock(pool, MIGRATION_LOCK, () => migratePg(db, { migrationsFolder }));
    return {
      db,
      engine: 'postgres',
      url: options.databaseUrl,
      exclusively: (fn) => withSessionLock(pool, START_LOCK, fn),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = embeddedDatabaseDir(options.dataDir);
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, pageinspect },
  });
  // After create: it sets the array types' parsers last, over any given as options.
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  // Every call on the database, the shop's and the ones below, takes its turn (LoopTurns).
  const turned = dropDrizzleParsers(client, new LoopTurns());
  const db = drizzlePglite(turned, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    engine: 'pglite',
    // One process owns the embedded database (cli/server-lock.ts).
    exclusively: (fn) => fn(),
    dumpDataDir: () => client.dumpDataDir('none'),
    refreshStatistics: async () => {
      await turned.exec('VACUUM (ANALYZE)');
    },
    prewarm: async () => {
      // PostgreSQL's pg_prewarm is not built into PGlite; reading each page with pageinspect's
      // get_raw_page goes through the shared buffers the same way, and keeps it there.
      await turned.exec('CREATE EXTENSION IF NOT EXISTS pageinspect');
      const { rows } = await turned.query<{ relation: string; pages: number }>(
        `WITH tables AS (SELECT unnest($1::regclass[]) AS oid)
         SELECT c.oid::regclass::text AS relation,
                (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages
         FROM pg_class c
         WHERE c.oid IN (SELECT oid FROM tables)
            OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid IN (SELECT oid FROM tables))
            OR c.oid IN (SELECT reltoastrelid FROM pg_class WHERE oid IN (SELECT oid FROM tables))`,
        [CATALOGUE_TABLES],
      );
      let read = 0;
      for (const { relation, pages } of rows) {
        if (pages === 0) continue;
        await turned.query(
          'SELECT count(get_raw_page($1, block::int)) FROM generate_series(0, $2 - 1) AS block',
          [relation, pages],
        );
        read += pages;
      }
      return read;
    },
    close: () => client.close(),
  };
}
