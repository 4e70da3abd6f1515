import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const migrationsDir = path.join(import.meta.dirname, '../src/server/db/migrations');

async function statementsOf(file: string): Promise<string[]> {
  const text = await readFile(path.join(migrationsDir, file), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * A fresh PGlite database migrated up to the migration whose file ends with `suffix` (`earlier`:
 * how many ran), and that migration to run once the test has written the rows it should carry over.
 */
export async function beforeMigration(
  suffix: string,
): Promise<{ db: PGlite; earlier: number; migrate(): Promise<void> }> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const target = files.find((f) => f.endsWith(suffix));
  if (!target) throw new Error(`No migration ends with ${suffix}`);
  const earlier = files.indexOf(target);
  const db = await PGlite.create({ extensions: { pg_trgm } });
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
