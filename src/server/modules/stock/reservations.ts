import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '#shared/orders';
import type { SaleUnit } from '#shared/order-lines';
import { STOCK_MESSAGES } from '#shared/stock/messages';
import type { Db } from '#server/db/client';
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

interface TrackedProduct {
  id: string;
  name: string;
  saleUnit: SaleUnit;
  backorderDays: number | null;
}

async function trackedProducts(tx: Db, ids: string[]): Promise<Map<string, TrackedProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      saleUnit: products.saleUnit,
      backorderDays: products.backorderDays,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.trackStock, true)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The lots of these products, locked in one order (product, then lot id) so two orders for the
 * same products queue instead of deadlocking: the check and the write of a reservation happen
 * while no other transaction can change these lots.
 */
async function lockLots(tx: Db, productIds: string[]): Promise<Map<string, LockedLot[]>> {
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

/**
 * The one lot a line takes all its boxes from (issue 28 item 3): the lot asked for when it is
 * enough, else the smallest lot that is enough (large lots stay whole), the oldest first among
 * equals. Null when no lot is enough.
 */
export function chooseLot<
  L extends Pick<LockedLot, 'id' | 'code' | 'receivedOn' | 'onHand' | 'reserved'>,
>(lots: L[], quantity: number, preferred?: string | null): L | null {
  const enough = lots.filter((lot) => availableIn(lot) >= quantity);
  const asked = preferred ? enough.find((lot) => lot.id === preferred) : undefined;
  if (asked) return asked;
  enough.sort(
    (a, b) =>
      availableIn(a) - availableIn(b) ||
      a.receivedOn.localeCompare(b.receivedOn) ||
      a.code.localeCompare(b.code),
  );
  return enough[0] ?? null;
}

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

function notEnough(product: TrackedProduct, lots: LockedLot[], reactivating: boolean): AppError {
  const best = Math.max(0, ...lots.map(availableIn));
  const message = reactivating
    ? STOCK_MESSAGES.reactivate(product.name)
    : STOCK_MESSAGES.notEnough(product.name, best, product.saleUnit);
  return new AppError(409, 'not_enough_stock', message);
}

/**
 * An order's reservations in one statement: each chosen lot's reserved count grown by its line's
 * boxes with a 'reserva' movement, and a reservation row per line (its lot, or none: "a pedido").
 * One round trip, whatever the number of lines, while the order holds its lots' row locks
 * (every other order for those products waits that long on PostgreSQL).
 */
async function writeReservations(
  tx: Db,
  orderId: number,
  taken: { lot: LockedLot; quantity: number }[],
  reservations: { productId: string; lotId: string | null; quantity: number }[],
  actor: StockActor,
): Promise<void> {
  const actorName = actor.id
    ? sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${actor.id}), ${actor.name})`
    : sql`${actor.name}`;
  const lots = taken.map(({ lot, quantity }) => ({
    lot_id: lot.id,
    product_id: lot.productId,
    quantity,
  }));
  const lines = reservations.map((r) => ({
    product_id: r.productId,
    lot_id: r.lotId,
    quantity: r.quantity,
  }));
  // The check constraint (0 ≤ reserved ≤ on hand) backs chooseLot's own check.
  await tx.execute(sql`with taken as (
      select * from json_to_recordset(${JSON.stringify(lots)}::json)
        as t(lot_id uuid, product_id uuid, quantity int)
    ), grown as (
      update ${stockLots} set reserved = ${stockLots.reserved} + taken.quantity
      from taken where ${stockLots.id} = taken.lot_id
    ), moved as (
      insert into ${stockMovements} (product_id, lot_id, kind, on_hand_delta, reserved_delta,
        order_id, actor_id, actor_name, created_at)
      select taken.product_id, taken.lot_id, 'reserva', 0, taken.quantity, ${orderId},
        ${actor.id}::uuid, ${actorName}, ${new Date().toISOString()}::timestamptz
      from taken
    )
    insert into ${stockReservations} (order_id, product_id, lot_id, quantity, state)
    select ${orderId}, r.product_id, r.lot_id, r.quantity, 'reserved'
    from json_to_recordset(${JSON.stringify(lines)}::json)
      as r(product_id uuid, lot_id uuid, quantity int)
    on conflict (order_id, product_id) do update
      set lot_id = excluded.lot_id, quantity = excluded.quantity, state = excluded.state`);
}

/**
 * Reserves what an order needs of its tracked products, in the caller's transaction (the
 * order's own): each line from one lot, or "a pedido" (no lot) when no lot is enough and the
 * product allows it; else a 409 naming the product and what one lot still holds.
 */
export async function reserveForOrder(
  tx: Db,
  orderId: number,
  needs: StockNeed[],
  actor: StockActor,
  preferred: ReadonlyMap<string, string | null> = new Map(),
  reactivating = false,
): Promise<void> {
  const tracked = await trackedProducts(
    tx,
    needs.map((need) => need.productId),
  );
  const wanted = needs
    .filter((need) => tracked.has(need.productId) && need.quantity > 0)
    .sort((a, b) => a.productId.localeCompare(b.productId));
  if (wanted.length === 0) return;
  const lots = await lockLots(
    tx,
    wanted.map((need) => need.productId),
  );
  const taken: { lot: LockedLot; quantity: number }[] = [];
  const reservations: { productId: string; lotId: string | null; quantity: number }[] = [];
  for (const need of wanted) {
    const product = tracked.get(need.productId);
    if (!product) continue;
    const productLots = lots.get(need.productId) ?? [];
    const lot = chooseLot(productLots, need.quantity, preferred.get(need.productId));
    if (!lot && product.backorderDays === null) throw notEnough(product, productLots, reactivating);
    if (lot) {
      taken.push({ lot, quantity: need.quantity });
      lot.reserved += need.quantity;
    }
    reservations.push({
      productId: need.productId,
      lotId: lot?.id ?? null,
      quantity: need.quantity,
    });
  }
  await writeReservations(tx, orderId, taken, reservations, actor);
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
  await reserveForOrder(tx, orderId, again, actor, againPreferred, true);
  if (target === 'consumed') await applyOrderStatus(tx, orderId, status, actor);
}

/**
 * A Pendiente order's new lines (issue 28 item 3): what changed is released and reserved again
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
  const changed = current.filter((row) => wanted.get(row.productId) !== row.quantity);
  const lots = await lockLots(tx, [...new Set(changed.map((row) => row.productId))]);
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
 * "a pedido" line its lot). Answers false when the order has no such reserved line.
 */
export async function moveReservationLot(
  tx: Db,
  orderId: number,
  productId: string,
  lotId: string,
  actor: StockActor,
): Promise<void> {
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
  const lots = await lockLots(tx, [productId]);
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
