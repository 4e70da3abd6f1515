import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/client';
import type { TestApp } from './app';

/**
 * The movement identity: every lot's counters are what its movements add up
 * to, and what it holds reserved is what the orders' reservations say.
 */
export async function identityBreaks(db: TestApp['db']): Promise<unknown[]> {
  const result = await db.execute(sql`
    select l.id, l.on_hand, l.reserved,
      coalesce((select sum(m.on_hand_delta) from stock_movements m where m.lot_id = l.id), 0)::int as moved_on_hand,
      coalesce((select sum(m.reserved_delta) from stock_movements m where m.lot_id = l.id), 0)::int as moved_reserved,
      coalesce((select sum(r.quantity) from stock_reservations r
        where r.lot_id = l.id and r.state = 'reserved'), 0)::int as held
    from stock_lots l`);
  return rowsOf<{
    on_hand: number;
    reserved: number;
    moved_on_hand: number;
    moved_reserved: number;
    held: number;
  }>(result).filter(
    (r) =>
      r.on_hand !== r.moved_on_hand || r.reserved !== r.moved_reserved || r.reserved !== r.held,
  );
}
