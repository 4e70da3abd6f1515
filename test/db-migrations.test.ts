import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { users } from '#server/db/schema';
import { ensureAdmin } from '#server/modules/staff/users';
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

    it('their start-up work runs one at a time: six apps ensuring the admin at once make one', async () => {
      const created = await createPostgresDatabase();
      const apps = await Promise.all(
        Array.from({ length: 6 }, () => openDatabase({ databaseUrl: created.url })),
      );
      try {
        const admin = { email: 'duenio@example.com', password: 'una-clave-larga' };
        const started = await Promise.allSettled(
          apps.map((app) => app.exclusively(() => ensureAdmin(app.db, admin))),
        );
        expect(started.filter((r) => r.status === 'rejected')).toEqual([]);
        const rows = await apps[0]?.db.select({ email: users.email }).from(users);
        expect(rows).toEqual([{ email: 'duenio@example.com' }]);
      } finally {
        for (const app of apps) await app.close();
        await created.drop();
      }
    });
  });
}
