import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describe, expect, it } from 'vitest';

const migrationsDir = path.join(import.meta.dirname, '../src/server/db/migrations');

async function statementsOf(file: string): Promise<string[]> {
  const text = await readFile(path.join(migrationsDir, file), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

describe('mercado-pago-checks migration', () => {
  it(
    'keeps the payments of checkouts opened before it: open orders that could pay with Mercado Pago get a preference with their number as the shop wrote it; transfer orders and long-expired quotes get none',
    { timeout: 120_000 },
    async () => {
      const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
      const target = files.findIndex((f) => f.endsWith('_mercado-pago-checks.sql'));
      expect(target).toBeGreaterThan(0);
      const db = await PGlite.create({ extensions: { pg_trgm } });
      try {
        for (const file of files.slice(0, target)) {
          for (const statement of await statementsOf(file)) await db.exec(statement);
        }
        await db.exec(`
        INSERT INTO orders (idempotency_key, created_at, updated_at, customer_name, customer_email, customer_phone,
          customer_address, total_amount, payment_choice, quote_valid_until)
        VALUES
          ('k1', now(), now(), 'Paga con MP', 'a@example.com', '11 5555-0192', 'x', 1000, 'mercado_pago',
            now() + interval '10 days'),
          ('k2', now(), now(), 'Transferencia', 'b@example.com', '11 5555-0192', 'x', 1000, 'transfer',
            now() + interval '10 days'),
          ('k3', now(), now(), 'Sin elección', 'c@example.com', '11 5555-0192', 'x', 1000, NULL,
            now() - interval '5 days'),
          ('k4', now(), now(), 'Vencido hace mucho', 'd@example.com', '11 5555-0192', 'x', 1000, 'mercado_pago',
            now() - interval '90 days')`);
        for (const statement of await statementsOf(files[target] ?? '')) await db.exec(statement);
        const preferences = await db.query<{ name: string; reference: string; matches: boolean }>(
          `SELECT o.customer_name AS name, p.external_reference AS reference,
             p.external_reference = o.id::text AS matches
           FROM mercado_pago_preferences p JOIN orders o ON o.id = p.order_id
           ORDER BY o.id`,
        );
        expect(preferences.rows.map(({ name, matches }) => ({ name, matches }))).toEqual([
          { name: 'Paga con MP', matches: true },
          { name: 'Sin elección', matches: true },
        ]);
      } finally {
        await db.close();
      }
    },
  );
});
