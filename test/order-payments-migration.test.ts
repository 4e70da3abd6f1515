import { describe, expect, it } from 'vitest';
import { beforeMigration } from './migration-steps';

describe('orders_admin migration', () => {
  it(
    'turns an order marked Pagado into one payment of its total, keeping method, day, reference and notes',
    { timeout: 120_000 },
    async () => {
      const { db, earlier, migrate } = await beforeMigration('_orders_admin.sql');
      expect(earlier).toBeGreaterThan(0);
      try {
        await db.exec(`
        INSERT INTO orders (idempotency_key, created_at, updated_at, customer_name, customer_email,
          customer_phone, customer_address, total_amount, payment_status, payment_method,
          payment_date, payment_reference, payment_notes)
        VALUES
          ('k1', '2026-03-10T02:00:00Z', now(), 'A', 'a@example.com', '1', 'x', 45990.50, 'paid',
            'cash', '2026-03-12', 'REC-1', 'Pagó en el local'),
          ('k2', '2026-03-10T02:00:00Z', now(), 'B', 'b@example.com', '1', 'x', 1000, 'paid',
            NULL, NULL, NULL, NULL),
          ('k3', '2026-03-10T02:00:00Z', now(), 'C', 'c@example.com', '1', 'x', 500, 'pending',
            NULL, NULL, NULL, NULL)`);
        await migrate();
        const payments = await db.query(
          `SELECT o.customer_name AS name, p.amount::float8 AS amount, p.paid_on, p.method,
           p.reference, p.recorded_by_name
         FROM order_payments p JOIN orders o ON o.id = p.order_id ORDER BY o.customer_name`,
        );
        expect(payments.rows).toEqual([
          {
            name: 'A',
            amount: 45990.5,
            paid_on: '2026-03-12',
            method: 'efectivo',
            reference: 'REC-1',
            recorded_by_name: 'Registro anterior',
          },
          // No method (before the toggle required one): a transfer; no day: the order's own day
          // in Buenos Aires (02:00Z on the 10th is the 9th there).
          {
            name: 'B',
            amount: 1000,
            paid_on: '2026-03-09',
            method: 'transferencia',
            reference: null,
            recorded_by_name: 'Registro anterior',
          },
        ]);
        const notes = await db.query(`SELECT text FROM order_notes`);
        expect(notes.rows).toEqual([
          { text: 'Notas del pago (registro anterior): Pagó en el local' },
        ]);
      } finally {
        await db.close();
      }
    },
  );
});
