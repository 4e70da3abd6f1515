import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shopToday } from '#shared/shop-clock';
import { describeEachEngine, openTestDatabase } from '#test/engines';
import { type Database, rowsOf } from './client';
import { shopPeriodStartSql } from './shop-clock-sql';

/** Instants around the shop's midnight (UTC−3), a week's and a month's and a year's turn. */
const INSTANTS = [
  '2026-03-01T02:30:00.000Z', // Saturday 28/02 23:30 in the shop
  '2026-03-01T02:59:59.999Z',
  '2026-03-01T03:00:00.000Z', // Sunday 01/03 00:00
  '2026-03-02T02:59:59.000Z', // Sunday 01/03 23:59:59
  '2026-03-02T03:00:00.000Z', // Monday 02/03 00:00
  '2027-01-01T02:59:59.000Z', // 31/12/2026 23:59:59
  '2027-01-01T03:00:00.000Z',
];

describeEachEngine("shop's clock in SQL", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  async function periodStarts(unit: 'day' | 'week' | 'month') {
    const values = sql.join(
      INSTANTS.map((at) => sql`(${at}::timestamptz)`),
      sql`, `,
    );
    const rows = rowsOf<{ start: string }>(
      await database.db.execute(sql`
        select ${shopPeriodStartSql(unit, sql`v.at`)} as start from (values ${values}) as v(at)`),
    );
    return rows.map((row) => row.start);
  }

  it("groups an instant into the shop's day, as the JS clock reads it (23:30 ART is still that day)", async () => {
    const days = await periodStarts('day');
    expect(days).toEqual(INSTANTS.map((at) => shopToday(new Date(at))));
    expect(days.slice(0, 3)).toEqual(['2026-02-28', '2026-02-28', '2026-03-01']);
  });

  it("groups into the shop's weeks from Monday and its months", async () => {
    expect(await periodStarts('week')).toEqual([
      '2026-02-23',
      '2026-02-23',
      '2026-02-23',
      '2026-02-23',
      '2026-03-02',
      '2026-12-28',
      '2026-12-28',
    ]);
    expect(await periodStarts('month')).toEqual([
      '2026-02-01',
      '2026-02-01',
      '2026-03-01',
      '2026-03-01',
      '2026-03-01',
      '2026-12-01',
      '2027-01-01',
    ]);
  });
});
