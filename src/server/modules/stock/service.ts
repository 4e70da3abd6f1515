import { and, eq, sql } from 'drizzle-orm';
import type { AdjustmentInput, IngresoInput, StockSettings } from '#shared/stock/contract';
import { STOCK_MESSAGES } from '#shared/stock/messages';
import type { SaleUnit } from '#shared/order-lines';
import type { Db } from '#server/db/client';
import { products, stockLots } from '#server/db/schema';
import { AppError, notFound } from '#server/errors';
import { type StockActor, recordLotMovement } from './reservations';
import { stockTransaction } from './transaction';
import { queueLowStockCrossings } from './low-stock-crossing';

export { lowStockProducts } from './queries';

/** The lot code of a product without lots (adhesive, sanitarios): one lot holds its stock. */
export const NO_LOT_CODE = '';

/** What an ingreso needs to know of its product. */
export interface IngresoProduct {
  id: string;
  trackStock: boolean;
  saleUnit: SaleUnit;
}

async function productForStock(tx: Db, productId: string): Promise<IngresoProduct> {
  const [product] = await tx
    .select({ id: products.id, trackStock: products.trackStock, saleUnit: products.saleUnit })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound(STOCK_MESSAGES.productNotFound);
  return product;
}

/** The code an ingreso's lot is stored under: a product sold by the unit or the bag has one. */
export const ingresoLotCode = (product: Pick<IngresoProduct, 'saleUnit'>, code: string) =>
  product.saleUnit === 'caja' ? code : NO_LOT_CODE;

/**
 * An ingreso's writes inside the caller's transaction: the boxes join the lot with that code
 * (created with its tono, calibre and date the first time; a repeated code adds to it), and the
 * movement says who and why. The manual ingreso and the ingresos import both go through here.
 */
export async function addIngreso(
  tx: Db,
  product: IngresoProduct,
  input: IngresoInput,
  actor: StockActor,
  reason: string | null = null,
): Promise<string> {
  if (!product.trackStock) throw new AppError(409, 'not_tracked', STOCK_MESSAGES.notTracked);
  const boxes = product.saleUnit === 'caja';
  const [lot] = await tx
    .insert(stockLots)
    .values({
      productId: product.id,
      code: ingresoLotCode(product, input.code),
      tono: boxes ? input.tono : null,
      calibre: boxes ? input.calibre : null,
      receivedOn: input.receivedOn,
      note: input.note,
    })
    .onConflictDoUpdate({
      target: [stockLots.productId, stockLots.code],
      // The lot's row is locked by this statement: a concurrent ingreso waits.
      set: { note: sql`coalesce(excluded.note, ${stockLots.note})` },
    })
    .returning({ id: stockLots.id });
  if (!lot) throw new Error('lot upsert returned no row');
  await recordLotMovement(
    tx,
    { id: lot.id, productId: product.id },
    'ingreso',
    input.quantity,
    0,
    actor,
    { reason: reason ?? input.note },
  );
  return lot.id;
}

/**
 * An ingreso de mercadería of one product, in its own transaction. A product sold by the unit
 * or the bag keeps all its stock in one lot without code.
 */
export async function receiveStock(
  db: Db,
  productId: string,
  input: IngresoInput,
  actor: StockActor,
  reason: string | null = null,
): Promise<string> {
  return stockTransaction(db, async (tx) =>
    addIngreso(tx, await productForStock(tx, productId), input, actor, reason),
  );
}

/**
 * An ajuste (rotura, inventario…) of a lot's boxes on hand, with its reason. What orders hold
 * reserved cannot be adjusted away: a 409 says how much is reserved and nothing changes. One
 * that takes the product under its low-stock threshold queues the shop's e-mail with it
 * (`lowStockMailed`).
 */
export async function adjustLot(
  db: Db,
  lotId: string,
  input: AdjustmentInput,
  actor: StockActor,
  publicUrl: string,
): Promise<{ productId: string; lowStockMailed: boolean }> {
  return stockTransaction(db, async (tx) => {
    const [lot] = await tx
      .select({
        id: stockLots.id,
        productId: stockLots.productId,
        onHand: stockLots.onHand,
        reserved: stockLots.reserved,
      })
      .from(stockLots)
      .where(eq(stockLots.id, lotId))
      .for('update');
    if (!lot) throw notFound(STOCK_MESSAGES.lotNotFound);
    if (lot.onHand + input.delta < lot.reserved) {
      const message = STOCK_MESSAGES.adjustBelowReserved(lot.reserved);
      throw new AppError(409, 'below_reserved', message, { delta: message });
    }
    await recordLotMovement(tx, lot, 'ajuste', input.delta, 0, actor, { reason: input.reason });
    const moved = new Map([[lot.productId, input.delta]]);
    const lowStockMailed = await queueLowStockCrossings(tx, moved, publicUrl);
    return { productId: lot.productId, lowStockMailed };
  });
}

/** Whether a product tracks stock, sells "a pedido" and when it counts as low. */
export async function updateStockSettings(
  db: Db,
  productId: string,
  settings: StockSettings,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set(settings)
    .where(and(eq(products.id, productId)))
    .returning({ id: products.id });
  return rows.length > 0;
}
