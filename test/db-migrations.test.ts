import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { ENGINES, createPostgresDatabase } from './engines';

const migrationsDir = path.join(import.meta.dirname, '../src/server/db/migrations');

// Several app processes starting at once on a fresh PostgreSQL database (docs/deploy.md).
if (ENGINES.includes('postgres')) {
  describe('migrations [postgres]', () => {
    it('six apps (each with its own connections) opening a fresh database at once all start; each migration runs once', async () => {
      const created = await createPostgresDatabase();
      try {
        const opened = await Promise.allSettled(
          Array.from({ length: 6 }, () => openDatabase({ databaseUrl: created.url })),
        );
        for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
        expect(opened.filter((r) => r.status === 'rejected')).toEqual([]);

        const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql'));
        const client = new pg.Client({ connectionString: created.url });
        await client.connect();
        try {
          const applied = await client.query('SELECT hash FROM drizzle.__drizzle_migrations');
          expect(applied.rowCount).toBe(files.length);
          expect(new Set(applied.rows.map((r: { hash: string }) => r.hash)).size).toBe(
            files.length,
          );
        } finally {
          await client.end();
        }
      } finally {
        await created.drop();
      }
    });
  });
}
