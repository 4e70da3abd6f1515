import { inArray } from 'drizzle-orm';
import type { OrderStatus } from '#shared/orders';
import type { Db } from '#server/db/client';
import { stockLots, stockReservations } from '#server/db/schema';
import {
  type StockActor,
  type StockNeed,
  reservationStateFor,
  reserveForOrder,
} from './reservations';

/** An order's reservation as the Papelera's snapshot keeps it (to_jsonb's column names). */
export interface KeptReservation {
  product_id: string;
  lot_id: string | null;
  quantity: number;
  state: 'reserved' | 'consumed' | 'released';
}

/**
 * An order back from the Papelera holds its stock again, in the restore's transaction. What it
 * held reserved in a lot (given back when it was deleted) is reserved again, from the same lot
 * when it is still enough, or the restore is refused with a 409 naming the product. What it had
 * delivered or released, and an "a pedido" line, comes back as it was: no boxes move, they left
 * or came back when that happened. A snapshot that kept no reservations (an order deleted before
 * they were kept) reserves its lines when its status holds boxes.
 */
export async function reserveRestoredOrder(
  tx: Db,
  orderId: number,
  status: OrderStatus,
  kept: KeptReservation[] | undefined,
  lines: StockNeed[],
  actor: StockActor,
): Promise<void> {
  if (!kept) {
    if (reservationStateFor(status) !== 'reserved') return;
    const merged = new Map<string, number>();
    for (const line of lines)
      merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
    const needs = [...merged].map(([productId, quantity]) => ({ productId, quantity }));
    await reserveForOrder(tx, orderId, needs, actor, new Map(), 'restore');
    return;
  }
  const again = kept.filter((row) => row.state === 'reserved' && row.lot_id !== null);
  const asWas = kept.filter((row) => !again.includes(row));
  // A lot deleted meanwhile leaves the row without one (the column's ON DELETE SET NULL).
  const lotIds = asWas.flatMap((row) => (row.lot_id ? [row.lot_id] : []));
  const lots =
    lotIds.length === 0
      ? new Set<string>()
      : new Set(
          (
            await tx
              .select({ id: stockLots.id })
              .from(stockLots)
              .where(inArray(stockLots.id, lotIds))
          ).map((lot) => lot.id),
        );
  if (asWas.length > 0)
    await tx.insert(stockReservations).values(
      asWas.map((row) => ({
        orderId,
        productId: row.product_id,
        lotId: row.lot_id && lots.has(row.lot_id) ? row.lot_id : null,
        quantity: row.quantity,
        state: row.state,
      })),
    );
  await reserveForOrder(
    tx,
    orderId,
    again.map((row) => ({ productId: row.product_id, quantity: row.quantity })),
    actor,
    new Map(again.map((row) => [row.product_id, row.lot_id])),
    'restore',
  );
}
