import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { type Engine, createPostgresDatabase } from './databases';

const migrationsDir = path.join(import.meta.dirname, '../src/server/db/migrations');

async function statementsOf(file: string): Promise<string[]> {
  const text = await readFile(path.join(migrationsDir, file), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** What a migration test asks of either engine: statements, queries and closing. */
export interface MigrationDb {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

/** A new, empty database of the engine (PGlite in memory, or one on TEST_DATABASE_URL's server). */
async function emptyDatabase(engine: Engine): Promise<MigrationDb> {
  if (engine === 'pglite') return PGlite.create({ extensions: { pg_trgm } });
  const created = await createPostgresDatabase();
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  return {
    exec: (sql) => client.query(sql),
    query: async <T>(sql: string) => ({ rows: (await client.query(sql)).rows as T[] }),
    async close() {
      await client.end();
      await created.drop();
    },
  };
}

/**
 * A fresh database migrated up to the migration whose file ends with `suffix` (`earlier`: how
 * many ran), and that migration to run once the test has written the rows it should carry over.
 */
export async function beforeMigration(
  suffix: string,
  engine: Engine = 'pglite',
): Promise<{ db: MigrationDb; earlier: number; migrate(): Promise<void> }> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const target = files.find((f) => f.endsWith(suffix));
  if (!target) throw new Error(`No migration ends with ${suffix}`);
  const earlier = files.indexOf(target);
  const db = await emptyDatabase(engine);
  for (const file of files.slice(0, earlier)) {
    for (const statement of await statementsOf(file)) await db.exec(statement);
  }
  return {
    db,
    earlier,
    async migrate() {
      for (const statement of await statementsOf(target)) await db.exec(statement);
    },
  };
}
