import { type SQL, and, eq, isNotNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '#server/db/client';
import { mailQueue, products, stockLots, stockReservations } from '#server/db/schema';
import { getShopSettings } from '../content/settings';
import { lowStockMail } from './low-stock-mail';
import type { LowStockProduct } from './queries';

/** What a transaction moved of each product's available stock: minus what it sold or lost. */
type AvailableDeltas = ReadonlyMap<string, number>;

/**
 * Queues the shop's low-stock e-mail for the products this transaction took from above their
 * threshold to at or under it, in the transaction that moved the stock (so the e-mail and the
 * move commit together). Called after the write: the available stock read now includes the
 * transaction's own move, and the move undone gives what it was before, so each crossing alerts
 * once (a later sale of a product already low crosses nothing; an ingreso above the threshold
 * arms it again). `moves` is a query answering (product_id, delta). Answers whether it queued.
 */
async function queueCrossings(tx: Db, moves: SQL, publicUrl: string): Promise<boolean> {
  const crossed = rowsOf<LowStockProduct>(
    await tx.execute(sql`with moved as (${moves}), now as (
        select p.id, p.name, p.code, p.sale_unit, p.low_stock_threshold as threshold, m.delta,
          coalesce((select sum(l.on_hand - l.reserved) from ${stockLots} l
            where l.product_id = p.id), 0)::int as available
        from moved m join ${products} p on p.id = m.product_id
        where m.delta < 0 and p.track_stock and p.low_stock_threshold is not null
      )
      select id as "productId", name, code, sale_unit as "saleUnit", available, threshold
      from now where available <= threshold and available - delta > threshold
      order by available, name`),
  );
  if (crossed.length === 0) return false;
  const settings = await getShopSettings(tx);
  await tx
    .insert(mailQueue)
    .values({ ...lowStockMail(crossed, publicUrl), to: settings.email, nextAttemptAt: new Date() });
  return true;
}

/** A crossing check for moves the caller counted itself (an ajuste, an edit's difference). */
export function queueLowStockCrossings(
  tx: Db,
  moved: AvailableDeltas,
  publicUrl: string,
): Promise<boolean> {
  const rows = [...moved].map(([product_id, delta]) => ({ product_id, delta }));
  if (!rows.some((row) => row.delta < 0)) return Promise.resolve(false);
  const moves = sql`select product_id, delta
    from json_to_recordset(${JSON.stringify(rows)}::json) as d(product_id uuid, delta int)`;
  return queueCrossings(tx, moves, publicUrl);
}

/** A new order's crossing check: what it took from lots is what it moved. */
export function queueLowStockCrossingsOfOrder(
  tx: Db,
  orderId: number,
  publicUrl: string,
): Promise<boolean> {
  const moves = sql`select product_id, -sum(quantity)::int as delta from ${stockReservations}
    where order_id = ${orderId} and lot_id is not null and state = 'reserved'
    group by product_id`;
  return queueCrossings(tx, moves, publicUrl);
}

/** What an order holds from lots, by product: read before and after an edit of its lines. */
export async function heldFromLots(tx: Db, orderId: number): Promise<Map<string, number>> {
  const rows = await tx
    .select({ productId: stockReservations.productId, quantity: stockReservations.quantity })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.orderId, orderId),
        isNotNull(stockReservations.lotId),
        eq(stockReservations.state, 'reserved'),
      ),
    );
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}

/** The available stock an edit moved: what the order held before less what it holds now. */
export function heldDifference(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
): AvailableDeltas {
  const ids = new Set([...before.keys(), ...after.keys()]);
  return new Map([...ids].map((id) => [id, (before.get(id) ?? 0) - (after.get(id) ?? 0)]));
}
