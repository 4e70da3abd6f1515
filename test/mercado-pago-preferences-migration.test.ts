import { describe, expect, it } from 'vitest';
import { beforeMigration } from './migration-steps';

describe('mercado-pago-checks migration', () => {
  it(
    'keeps the payments of checkouts opened before it: open orders that could pay with Mercado Pago get a preference with their number as the shop wrote it; transfer orders and long-expired quotes get none',
    { timeout: 120_000 },
    async () => {
      const { db, earlier, migrate } = await beforeMigration('_mercado-pago-checks.sql');
      expect(earlier).toBeGreaterThan(0);
      try {
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
        await migrate();
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
