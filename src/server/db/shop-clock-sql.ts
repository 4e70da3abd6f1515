import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { SHOP_UTC_OFFSET_MS } from '#shared/shop-clock';

/**
 * The shop's offset as an SQL interval, written into the text rather than sent as a parameter:
 * GROUP BY must repeat an expression exactly, and two parameters are two expressions to
 * PostgreSQL. A fixed shift needs no time zone data in the engine (PGlite has none).
 */
const SHOP_OFFSET = sql.raw(`interval '${SHOP_UTC_OFFSET_MS / 1000} seconds'`);

/** An instant (timestamptz) as the shop's wall clock reads it: shared/shop-clock.ts in SQL. */
export function shopWallClockSql(instant: AnyColumn | SQL): SQL {
  return sql`((${instant} at time zone 'UTC') + ${SHOP_OFFSET})`;
}

type ShopPeriod = 'day' | 'week' | 'month';

/**
 * The shop's calendar day ('YYYY-MM-DD') that opens the day, week (from Monday) or month an
 * instant falls in.
 */
export function shopPeriodStartSql(unit: ShopPeriod, instant: AnyColumn | SQL): SQL<string> {
  const trunc = sql.raw(`'${unit}'`);
  return sql<string>`to_char(date_trunc(${trunc}, ${shopWallClockSql(instant)}), 'YYYY-MM-DD')`;
}
