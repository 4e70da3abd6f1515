import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '#shared/orders';
import type { SaleUnit } from '#shared/order-lines';
import { STOCK_MESSAGES } from '#shared/stock/messages';
import { type Db, rowsOf } from '#server/db/client';
import { products, stockLots, stockMovements, stockReservations, users } from '#server/db/schema';
import { AppError } from '#server/errors';

/** Who moved stock: staff by id and name, or the shop's own checkout. */
export interface StockActor {
  id: string | null;
  name: string;
}
export const CHECKOUT_ACTOR: StockActor = { id: null, name: 'Tienda online' };

/** What an order asks of one product (its lines merged). */
export interface StockNeed {
  productId: string;
  quantity: number;
}

type ReservationState = 'reserved' | 'consumed' | 'released';

/** pending/processing hold the boxes; the delivery steps and Completado take them; Cancelado gives back. */
export function reservationStateFor(status: OrderStatus): ReservationState {
  if (status === 'cancelled') return 'released';
  if (status === 'pending' || status === 'processing') return 'reserved';
  return 'consumed';
}

interface LockedLot {
  id: string;
  productId: string;
  code: string;
  receivedOn: string;
  onHand: number;
  reserved: number;
}

/**
 * The lots of these products, locked in one order (product, then lot id) so two orders for the
 * same products queue instead of deadlocking: the check and the write of a reservation happen
 * while no other transaction can change these lots. Step 2 of the lock order (transaction.ts):
 * every product the transaction may touch, in one call.
 */
export async function lockLots(tx: Db, productIds: string[]): Promise<Map<string, LockedLot[]>> {
  const byProduct = new Map<string, LockedLot[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await tx
    .select({
      id: stockLots.id,
      productId: stockLots.productId,
      code: stockLots.code,
      receivedOn: stockLots.receivedOn,
      onHand: stockLots.onHand,
      reserved: stockLots.reserved,
    })
    .from(stockLots)
    .where(inArray(stockLots.productId, productIds))
    .orderBy(asc(stockLots.productId), asc(stockLots.id))
    .for('update');
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

const availableIn = (lot: { onHand: number; reserved: number }) => lot.onHand - lot.reserved;

async function moveLot(
  tx: Db,
  lot: { id: string; productId: string },
  kind: 'reserva' | 'entrega' | 'liberacion' | 'ajuste' | 'ingreso',
  onHandDelta: number,
  reservedDelta: number,
  actor: StockActor,
  extra: { orderId?: number | null; reason?: string | null } = {},
): Promise<void> {
  // The check constraint (0 ≤ reserved ≤ on hand) backs the callers' own checks.
  await tx
    .update(stockLots)
    .set({
      onHand: sql`${stockLots.onHand} + ${onHandDelta}`,
      reserved: sql`${stockLots.reserved} + ${reservedDelta}`,
    })
    .where(eq(stockLots.id, lot.id));
  await tx.insert(stockMovements).values({
    productId: lot.productId,
    lotId: lot.id,
    kind,
    onHandDelta,
    reservedDelta,
    orderId: extra.orderId ?? null,
    reason: extra.reason ?? null,
    actorId: actor.id,
    // Staff's name as it is now, kept with the movement (the account may be deleted later).
    actorName: actor.id
      ? sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${actor.id}), ${actor.name})`
      : actor.name,
  });
}

/** What reserveForOrder's statement answers for each tracked product asked for. */
interface ReservationVerdict {
  product_id: string;
  name: string;
  sale_unit: SaleUnit;
  backorder_days: number | null;
  /** The lot the line takes its boxes from; null: none is enough. */
  lot_id: string | null;
  /** What the product's fullest lot holds free (before this order). */
  best: number | null;
}

/** Why boxes are reserved: a new order, one taken up again, or one back from the Papelera. */
export type ReservationReason = 'order' | 'reactivate' | 'restore';

function notEnough(product: ReservationVerdict, why: ReservationReason): AppError {
  const message =
    why === 'reactivate'
      ? STOCK_MESSAGES.reactivate(product.name)
      : why === 'restore'
        ? STOCK_MESSAGES.restoreShort(product.name)
        : STOCK_MESSAGES.notEnough(product.name, Math.max(0, product.best ?? 0), product.sale_unit);
  return new AppError(409, 'not_enough_stock', message);
}

/**
 * Reserves what an order needs of its tracked products, in the caller's transaction (the
 * order's own): each line from one lot, or "a pedido" (no lot) when no lot is enough and the
 * product allows it; else a 409 naming the product and what one lot still holds, and nothing is
 * written. One product per need (lines merged, as an order's are).
 *
 * Two statements (an order's statements are its CPU, and on PostgreSQL the time its pool
 * connection is held): the first locks the products' lots (`lockLots`: product, then
 * lot id, so two orders for the same products queue instead of deadlocking); the second reads
 * which products are tracked, chooses each line's lot and writes the reservations. The lot a
 * line takes: the one asked for (`preferred`) when it is enough, else the
 * smallest lot that is enough (large lots stay whole), the oldest first among equals, then by
 * code. The locks come first, in a statement of their own, because a statement reads the rows
 * as they were when it began: a lock waited for inside the choosing statement left it choosing
 * from counts an ajuste or another order had changed meanwhile (PostgreSQL answered the check
 * constraint's violation). Begun with the locks held, it reads the counts no one else can
 * change until the commit; the check constraint (0 ≤ reserved ≤ on hand) backs the choice.
 */
export async function reserveForOrder(
  tx: Db,
  orderId: number,
  needs: StockNeed[],
  actor: StockActor,
  preferred: ReadonlyMap<string, string | null> = new Map(),
  why: ReservationReason = 'order',
): Promise<void> {
  const asked = needs
    .filter((need) => need.quantity > 0)
    .map((need) => ({
      product_id: need.productId,
      quantity: need.quantity,
      preferred: preferred.get(need.productId) ?? null,
    }));
  if (asked.length === 0) return;
  await lockLots(tx, [...new Set(asked.map((need) => need.product_id))]);
  const actorName = actor.id
    ? sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${actor.id}), ${actor.name})`
    : sql`${actor.name}`;
  const result = await tx.execute(sql`with need as (
      select n.product_id, n.quantity, n.preferred, p.name, p.sale_unit, p.backorder_days
      from json_to_recordset(${JSON.stringify(asked)}::json)
        as n(product_id uuid, quantity int, preferred uuid)
      join ${products} p on p.id = n.product_id and p.track_stock
    ), locked as materialized (
      select l.id, l.product_id, l.code, l.received_on, l.on_hand - l.reserved as available
      from ${stockLots} l
      where l.product_id in (select product_id from need)
    ), chosen as (
      select distinct on (need.product_id) need.product_id, locked.id as lot_id, need.quantity
      from need join locked
        on locked.product_id = need.product_id and locked.available >= need.quantity
      order by need.product_id, coalesce(locked.id = need.preferred, false) desc,
        locked.available, locked.received_on, locked.code
    ), verdict as (
      select need.product_id, need.name, need.sale_unit, need.backorder_days, need.quantity,
        chosen.lot_id,
        (select max(locked.available) from locked where locked.product_id = need.product_id)
          as best
      from need left join chosen on chosen.product_id = need.product_id
    ), ok as (
      select coalesce(bool_and(lot_id is not null or backorder_days is not null), true) as ok
      from verdict
    ), grown as (
      update ${stockLots} set reserved = ${stockLots.reserved} + chosen.quantity
      from chosen where ${stockLots.id} = chosen.lot_id and (select ok from ok)
    ), moved as (
      insert into ${stockMovements} (product_id, lot_id, kind, on_hand_delta, reserved_delta,
        order_id, actor_id, actor_name, created_at)
      select chosen.product_id, chosen.lot_id, 'reserva', 0, chosen.quantity, ${orderId},
        ${actor.id}::uuid, ${actorName}, ${new Date().toISOString()}::timestamptz
      from chosen where (select ok from ok)
    ), written as (
      insert into ${stockReservations} (order_id, product_id, lot_id, quantity, state)
      select ${orderId}, verdict.product_id, verdict.lot_id, verdict.quantity, 'reserved'
      from verdict where (select ok from ok)
      on conflict (order_id, product_id) do update
        set lot_id = excluded.lot_id, quantity = excluded.quantity, state = excluded.state
    )
    select product_id, name, sale_unit, backorder_days, lot_id, best
    from verdict order by product_id`);
  const short = rowsOf<ReservationVerdict>(result).find(
    (row) => row.lot_id === null && row.backorder_days === null,
  );
  if (short) throw notEnough(short, why);
}

interface ReservationRow {
  productId: string;
  lotId: string | null;
  quantity: number;
  state: ReservationState;
}

async function reservationsOf(tx: Db, orderId: number): Promise<ReservationRow[]> {
  return tx
    .select({
      productId: stockReservations.productId,
      lotId: stockReservations.lotId,
      quantity: stockReservations.quantity,
      state: stockReservations.state,
    })
    .from(stockReservations)
    .where(eq(stockReservations.orderId, orderId))
    .orderBy(asc(stockReservations.productId));
}

async function setState(tx: Db, orderId: number, productId: string, state: ReservationState) {
  await tx
    .update(stockReservations)
    .set({ state })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.productId, productId)));
}

/**
 * Moves an order's stock to what its new status means, in the status change's transaction:
 * Cancelado releases (or gives back what was delivered), the delivery steps and Completado
 * consume, back to Pendiente/En Proceso reserves again (a 409 when the stock is gone).
 */
export async function applyOrderStatus(
  tx: Db,
  orderId: number,
  status: OrderStatus,
  actor: StockActor,
): Promise<void> {
  const target = reservationStateFor(status);
  const rows = (await reservationsOf(tx, orderId)).filter((row) => row.state !== target);
  if (rows.length === 0) return;
  const lots = await lockLots(tx, [...new Set(rows.map((row) => row.productId))]);
  const lotById = new Map([...lots.values()].flat().map((lot) => [lot.id, lot]));
  const again: StockNeed[] = [];
  const againPreferred = new Map<string, string | null>();
  for (const row of rows) {
    const lot = row.lotId ? lotById.get(row.lotId) : undefined;
    const q = row.quantity;
    const by = { orderId };
    if (row.state === 'released') {
      again.push({ productId: row.productId, quantity: q });
      againPreferred.set(row.productId, row.lotId);
      continue;
    }
    if (lot) {
      if (row.state === 'reserved' && target === 'consumed')
        await moveLot(tx, lot, 'entrega', -q, -q, actor, by);
      else if (row.state === 'reserved' && target === 'released')
        await moveLot(tx, lot, 'liberacion', 0, -q, actor, by);
      else if (row.state === 'consumed' && target === 'reserved')
        await moveLot(tx, lot, 'ajuste', q, q, actor, { ...by, reason: 'Entrega deshecha' });
      else if (row.state === 'consumed' && target === 'released')
        await moveLot(tx, lot, 'liberacion', q, 0, actor, {
          ...by,
          reason: 'Devolución de un pedido entregado',
        });
    }
    await setState(tx, orderId, row.productId, target);
  }
  if (again.length === 0) return;
  await reserveForOrder(tx, orderId, again, actor, againPreferred, 'reactivate');
  if (target === 'consumed') await applyOrderStatus(tx, orderId, status, actor);
}

/**
 * An "a pedido" line (reserved, no lot) made smaller stays a pedido with its new quantity, in
 * place: less of something never needs stock, even after the product stopped selling without
 * it. The rows passed are updated too, so the caller sees them as kept.
 */
async function shrinkBackorders(
  tx: Db,
  orderId: number,
  current: ReservationRow[],
  wanted: ReadonlyMap<string, number>,
): Promise<void> {
  for (const row of current) {
    const quantity = wanted.get(row.productId) ?? 0;
    if (row.lotId !== null || row.state !== 'reserved' || quantity <= 0) continue;
    if (quantity >= row.quantity) continue;
    await tx
      .update(stockReservations)
      .set({ quantity })
      .where(
        and(eq(stockReservations.orderId, orderId), eq(stockReservations.productId, row.productId)),
      );
    row.quantity = quantity;
  }
}

/**
 * A Pendiente order's new lines: what changed is released and reserved again
 * (the same lot when it is still enough), in the edit's transaction; lines kept as they were
 * keep their reservation untouched.
 */
export async function syncOrderReservation(
  tx: Db,
  orderId: number,
  needs: StockNeed[],
  actor: StockActor,
): Promise<void> {
  const current = await reservationsOf(tx, orderId);
  const wanted = new Map(needs.map((need) => [need.productId, need.quantity]));
  await shrinkBackorders(tx, orderId, current, wanted);
  const changed = current.filter((row) => wanted.get(row.productId) !== row.quantity);
  // The lots of what is released and of what is reserved again, all in one batch.
  const touched = [...changed.map((row) => row.productId), ...needs.map((n) => n.productId)];
  const lots = await lockLots(tx, [...new Set(touched)]);
  const lotById = new Map([...lots.values()].flat().map((lot) => [lot.id, lot]));
  const preferred = new Map<string, string | null>();
  for (const row of changed) {
    const lot = row.lotId ? lotById.get(row.lotId) : undefined;
    if (lot && row.state === 'reserved')
      await moveLot(tx, lot, 'liberacion', 0, -row.quantity, actor, {
        orderId,
        reason: 'Líneas del pedido editadas',
      });
    preferred.set(row.productId, row.lotId);
    await tx
      .delete(stockReservations)
      .where(
        and(eq(stockReservations.orderId, orderId), eq(stockReservations.productId, row.productId)),
      );
  }
  const kept = new Set(current.filter((row) => !changed.includes(row)).map((r) => r.productId));
  const fresh = needs.filter((need) => !kept.has(need.productId));
  await reserveForOrder(tx, orderId, fresh, actor, preferred);
}

/**
 * Staff moves one line to another lot of the same product that is enough (or gives an
 * "a pedido" line its lot); a 404 when the order has no such line. The caller holds the order's
 * row first (the lock order of transaction.ts); then the product's lots, then the line.
 */
export async function moveReservationLot(
  tx: Db,
  orderId: number,
  productId: string,
  lotId: string,
  actor: StockActor,
): Promise<void> {
  const lots = await lockLots(tx, [productId]);
  const [row] = await tx
    .select({
      lotId: stockReservations.lotId,
      quantity: stockReservations.quantity,
      state: stockReservations.state,
    })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.productId, productId)))
    .for('update');
  if (!row) throw new AppError(404, 'not_found', STOCK_MESSAGES.lineNotFound);
  if (row.state !== 'reserved')
    throw new AppError(409, 'not_reserved', STOCK_MESSAGES.lineNotReserved);
  const productLots = lots.get(productId) ?? [];
  const target = productLots.find((lot) => lot.id === lotId);
  if (!target) {
    const [other] = await tx
      .select({ id: stockLots.id })
      .from(stockLots)
      .where(eq(stockLots.id, lotId));
    throw other
      ? new AppError(400, 'bad_request', STOCK_MESSAGES.lotOtherProduct, {
          lotId: STOCK_MESSAGES.lotOtherProduct,
        })
      : new AppError(404, 'not_found', STOCK_MESSAGES.lotNotFound);
  }
  if (row.lotId === lotId) return;
  if (availableIn(target) < row.quantity) {
    const message = STOCK_MESSAGES.lotNotEnough(target.code, availableIn(target));
    throw new AppError(409, 'not_enough_stock', message, { lotId: message });
  }
  const old = productLots.find((lot) => lot.id === row.lotId);
  const by = { orderId, reason: 'Cambio de lote' };
  if (old) await moveLot(tx, old, 'liberacion', 0, -row.quantity, actor, by);
  await moveLot(tx, target, 'reserva', 0, row.quantity, actor, by);
  await tx
    .update(stockReservations)
    .set({ lotId })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.productId, productId)));
}

export { moveLot as recordLotMovement };

/**
 * An order going to the Papelera gives back what it holds reserved (delivered boxes stay
 * delivered); its reservations go with it, and a restored order holds no stock.
 */
export async function releaseForDeletion(
  tx: Db,
  orderId: number,
  actor: StockActor,
): Promise<void> {
  const rows = (await reservationsOf(tx, orderId)).filter(
    (row) => row.state === 'reserved' && row.lotId !== null,
  );
  if (rows.length === 0) return;
  const lots = await lockLots(tx, [...new Set(rows.map((row) => row.productId))]);
  const lotById = new Map([...lots.values()].flat().map((lot) => [lot.id, lot]));
  for (const row of rows) {
    const lot = row.lotId ? lotById.get(row.lotId) : undefined;
    if (lot)
      await moveLot(tx, lot, 'liberacion', 0, -row.quantity, actor, {
        orderId,
        reason: 'Pedido enviado a la Papelera',
      });
  }
}
