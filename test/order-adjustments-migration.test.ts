import { expect, it } from 'vitest';
import { type AdjustmentRequest, priceOrder } from '#shared/order-adjustments';
import { percentageOff } from '#shared/percentage-off';
import { orderTotal, roundMoney } from '#shared/pricing';
import { describeEachEngine } from './engines';
import { beforeMigration } from './migration-steps';

interface OldOrder {
  key: string;
  lines: number[];
  delivery: number | null;
  professional: number | null;
  transfer: number | null;
}

/**
 * The discounts and total as the orders' own columns held them before the migration: the
 * profesional % off the products, the transfer % off what was left, each amount null when it
 * came to $ 0 (its % kept), and the total products − both + delivery.
 */
function oldPricing(order: OldOrder) {
  const products = orderTotal(order.lines.map((lineTotal) => ({ lineTotal })));
  const professional = percentageOff(products, order.professional);
  const transfer = percentageOff(roundMoney(products - professional), order.transfer);
  return {
    professional: professional || null,
    transfer: transfer || null,
    total: roundMoney(products - roundMoney(professional + transfer) + (order.delivery ?? 0)),
  };
}

/** A fixed sequence of awkward orders: cents, odd %, a convenir, edits with new lines. */
function oldOrders(): OldOrder[] {
  const orders: OldOrder[] = [
    { key: 'plain', lines: [45_990.5], delivery: 12_500, professional: null, transfer: null },
    { key: 'transfer', lines: [12_960], delivery: 0, professional: null, transfer: 10 },
    { key: 'profesional', lines: [30_000], delivery: null, professional: 15.5, transfer: null },
    { key: 'both', lines: [10_000, 20_000], delivery: 9_500, professional: 15.5, transfer: 10 },
    // A % that came to $ 0 was kept without an amount; an edit would price it again.
    { key: 'tiny', lines: [10], delivery: 1_000, professional: 0.01, transfer: null },
  ];
  // The rest cover the rounding: totals with cents and % with decimals, some "edited" (their
  // lines changed and the amounts priced again with the kept %, as an edit wrote them).
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  for (let i = 0; i < 120; i += 1) {
    const lines = Array.from({ length: 1 + (next() % 4) }, () => (next() % 9_999_999) / 100);
    orders.push({
      key: `generated-${i}`,
      lines: i % 3 === 0 ? lines.slice(0, 1).concat([(next() % 500_000) / 100]) : lines,
      delivery: i % 5 === 0 ? null : (next() % 2_000_000) / 100,
      professional: i % 2 === 0 ? (next() % 5_000) / 100 || null : null,
      transfer: i % 3 !== 1 ? (next() % 5_000) / 100 || null : null,
    });
  }
  return orders;
}

const sqlValue = (value: number | null) => (value === null ? 'NULL' : String(value));
/** A discount's amount as a row keeps it: negative, and 0 for none. */
const off = (amount: number | null) => (amount ? -amount : 0);

describeEachEngine('order-adjustments migration', (engine) => {
  it(
    'moves every order’s discounts into adjustment rows and keeps every total, priced again to the cent',
    { timeout: 180_000 },
    async () => {
      const { db, earlier, migrate } = await beforeMigration('_order-adjustments.sql', engine);
      expect(earlier).toBeGreaterThan(0);
      try {
        const orders = oldOrders();
        for (const order of orders) {
          const old = oldPricing(order);
          await db.exec(`
            WITH o AS (
              INSERT INTO orders (idempotency_key, created_at, updated_at, customer_name,
                customer_email, customer_phone, customer_address, total_amount, delivery_cost,
                payment_choice, professional_discount_percentage, professional_discount,
                transfer_discount_percentage, transfer_discount)
              VALUES ('${order.key}', '2026-06-01T15:00:00Z', now(), 'Cliente', 'c@example.com',
                '11 5555-0192', 'x', ${old.total}, ${sqlValue(order.delivery)},
                ${order.transfer ? `'transfer'` : 'NULL'}, ${sqlValue(order.professional)},
                ${sqlValue(old.professional)}, ${sqlValue(order.transfer)},
                ${sqlValue(old.transfer)})
              RETURNING id)
            INSERT INTO order_lines (order_id, position, product_name, unit_price, quantity,
              square_meters, include_waste, line_total)
            SELECT o.id, l.position, 'Porcelanato', l.total, 1, 0, false, l.total
            FROM o, (VALUES ${order.lines.map((total, i) => `(${i}, ${total})`).join(', ')})
              AS l(position, total)`);
        }
        const totalsBefore = await db.query<{ key: string; total: number }>(
          `SELECT idempotency_key AS key, total_amount::float8 AS total FROM orders ORDER BY id`,
        );

        await migrate();

        const totalsAfter = await db.query<{ key: string; total: number }>(
          `SELECT idempotency_key AS key, total_amount::float8 AS total FROM orders ORDER BY id`,
        );
        expect(totalsAfter.rows).toEqual(totalsBefore.rows);
        const rows = await db.query<{
          key: string;
          kind: 'professional' | 'transfer';
          label: string;
          percentage: number | null;
          fixed_amount: number | null;
          base: 'products';
          amount: number;
        }>(
          `SELECT o.idempotency_key AS key, a.kind, a.label, a.percentage::float8 AS percentage,
             a.fixed_amount::float8 AS fixed_amount, a.base, a.amount::float8 AS amount
           FROM order_adjustments a JOIN orders o ON o.id = a.order_id
           ORDER BY o.id, a.position`,
        );
        for (const order of orders) {
          const old = oldPricing(order);
          const taken = rows.rows.filter((row) => row.key === order.key);
          // The rows say what the columns said, in the order they were taken.
          expect(taken.map((row) => [row.kind, row.percentage, row.amount])).toEqual([
            ...(order.professional
              ? [['professional', order.professional, off(old.professional)]]
              : []),
            ...(order.transfer ? [['transfer', order.transfer, off(old.transfer)]] : []),
          ]);
          // The one pricing, run again over the migrated rows, gives the stored total.
          const requests: AdjustmentRequest[] = taken.map((row) => ({
            kind: row.kind,
            code: null,
            label: row.label,
            percentage: row.percentage,
            fixedAmount: row.fixed_amount,
            base: row.base,
          }));
          const products = orderTotal(order.lines.map((lineTotal) => ({ lineTotal })));
          const repriced = priceOrder(products, order.delivery, requests);
          expect(repriced.total, order.key).toBe(old.total);
          expect(
            repriced.adjustments.map((a) => a.amount),
            order.key,
          ).toEqual(taken.map((row) => row.amount));
        }
        expect(rows.rows.filter((row) => row.key === 'both').map((row) => row.label)).toEqual([
          'Descuento profesional',
          'Descuento por transferencia o efectivo',
        ]);
        const left = await db.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns
           WHERE table_name = 'orders' AND column_name LIKE '%discount%'`,
        );
        expect(left.rows).toEqual([]);
      } finally {
        await db.close();
      }
    },
  );
});
