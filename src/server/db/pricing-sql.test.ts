import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { effectivePrice } from '#shared/pricing';
import { describeEachEngine, openTestDatabase } from '#test/engines';
import { type Database, rowsOf } from './client';
import { effectivePriceSql } from './pricing-sql';

/** Prices and discounts as the catalogue stores them (numeric(12,2) and numeric(5,2)). */
const SAMPLES: [number, number | null][] = [
  [10000, null],
  [10000, 0],
  [10000, -5],
  [10000, 15],
  [999.99, 10],
  [12345.67, 33.33],
  [0.05, 50],
  [17549, 12.5],
  [1, 99.99],
  [8765.43, 100],
];

describeEachEngine('effectivePriceSql', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('gives the price the JS rule gives: rounded to cents, no discount at zero or below', async () => {
    const values = sql.join(
      SAMPLES.map(([price, discount]) => sql`(${price}::numeric, ${discount}::numeric)`),
      sql`, `,
    );
    const rows = rowsOf<{ price: string; discount: string | null; effective: string }>(
      await database.db.execute(sql`
        select v.price, v.discount, ${effectivePriceSql(sql`v.price`, sql`v.discount`)} as effective
        from (values ${values}) as v(price, discount)`),
    );
    expect(rows).toHaveLength(SAMPLES.length);
    for (const row of rows) {
      const discount = row.discount === null ? null : Number(row.discount);
      expect(Number(row.effective), `${row.price} −${row.discount}%`).toBe(
        effectivePrice(Number(row.price), discount),
      );
    }
  });
});
