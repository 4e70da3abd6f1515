import { type SQL, and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { escapeLike, searchFold } from '#shared/search';
import type { StockSummary } from '#shared/stock/availability';
import type { SaleUnit } from '#shared/order-lines';
import type { LineLot, Lot, Movement, ProductStock, StockList } from '#shared/stock/contract';
import { STOCK_PAGE_SIZE } from '#shared/stock/contract';
import { lotName } from '#shared/stock/lot-name';
import type { StockMovementKind } from '#shared/stock/contract';
import type { Db } from '#server/db/client';
import {
  orderLines,
  products,
  stockLots,
  stockMovements,
  stockReservations,
} from '#server/db/schema';

/**
 * A product's stock summary as one SQL expression over its own lots (an index probe per listed
 * product inside the list's one query, never a query per product): null when not tracked.
 */
export const stockSummarySql = sql<StockSummary | null>`case when ${products.trackStock} then
  (select json_build_object(
    'largestLot', coalesce(max(l.on_hand - l.reserved), 0),
    'available', coalesce(sum(l.on_hand - l.reserved), 0),
    'backorderDays', ${products.backorderDays})
   from ${stockLots} l where l.product_id = ${products.id})
  else null end`;

const available = sql<number>`coalesce(sum(${stockLots.onHand} - ${stockLots.reserved}), 0)::int`;
const lowSql = sql`${products.lowStockThreshold} is not null and
  coalesce((select sum(l.on_hand - l.reserved) from ${stockLots} l
    where l.product_id = ${products.id}), 0) <= ${products.lowStockThreshold}`;

function listWhere(search: string | undefined, low: boolean): SQL | undefined {
  const parts: SQL[] = [];
  if (low) parts.push(and(eq(products.trackStock, true), lowSql) as SQL);
  const folded = search ? searchFold(search) : '';
  if (folded) {
    const pattern = `%${escapeLike(folded)}%`;
    parts.push(
      or(
        sql`${products.searchName} like ${pattern}`,
        sql`lower(coalesce(${products.code}, '')) like ${pattern}`,
      ) as SQL,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

async function lotsOf(db: Db, productIds: string[]): Promise<Map<string, Lot[]>> {
  const byProduct = new Map<string, Lot[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      id: stockLots.id,
      productId: stockLots.productId,
      code: stockLots.code,
      tono: stockLots.tono,
      calibre: stockLots.calibre,
      receivedOn: stockLots.receivedOn,
      note: stockLots.note,
      onHand: stockLots.onHand,
      reserved: stockLots.reserved,
    })
    .from(stockLots)
    .where(inArray(stockLots.productId, productIds))
    .orderBy(asc(stockLots.receivedOn), asc(stockLots.code));
  for (const { productId, ...lot } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push({ ...lot, available: lot.onHand - lot.reserved });
    byProduct.set(productId, list);
  }
  return byProduct;
}

const productFields = {
  productId: products.id,
  name: products.name,
  code: products.code,
  saleUnit: products.saleUnit,
  trackStock: products.trackStock,
  backorderDays: products.backorderDays,
  lowStockThreshold: products.lowStockThreshold,
};

type ProductRow = {
  productId: string;
  name: string;
  code: string | null;
  saleUnit: ProductStock['saleUnit'];
  trackStock: boolean;
  backorderDays: number | null;
  lowStockThreshold: number | null;
};

function withLots(rows: ProductRow[], lots: Map<string, Lot[]>): ProductStock[] {
  return rows.map((row) => {
    const list = lots.get(row.productId) ?? [];
    const onHand = list.reduce((n, lot) => n + lot.onHand, 0);
    const reserved = list.reduce((n, lot) => n + lot.reserved, 0);
    const free = onHand - reserved;
    return {
      ...row,
      onHand,
      reserved,
      available: free,
      low: row.trackStock && row.lowStockThreshold !== null && free <= row.lowStockThreshold,
      lots: list,
    };
  });
}

/** The Stock screen's page: products (tracked first), each with its lots and totals. */
export async function stockList(
  db: Db,
  query: { search?: string | undefined; low: boolean; page: number },
  pageSize = STOCK_PAGE_SIZE,
): Promise<StockList> {
  const where = listWhere(query.search, query.low);
  const rows = await db
    .select(productFields)
    .from(products)
    .where(where)
    .orderBy(desc(products.trackStock), asc(products.name), asc(products.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const lots = await lotsOf(
    db,
    rows.map((row) => row.productId),
  );
  return { items: withLots(rows, lots), total: counted?.total ?? 0 };
}

/** One product's stock, or null when there is no such product. */
export async function productStock(db: Db, productId: string): Promise<ProductStock | null> {
  const [row] = await db.select(productFields).from(products).where(eq(products.id, productId));
  if (!row) return null;
  const [item] = withLots([row], await lotsOf(db, [productId]));
  return item ?? null;
}

/** A tracked product at or under its low-stock threshold, as the e-mails and screens list it. */
export interface LowStockProduct {
  productId: string;
  name: string;
  code: string | null;
  saleUnit: SaleUnit;
  available: number;
  threshold: number;
}

/**
 * The tracked products at or under their low-stock threshold, fewest available first: the Stock
 * screen's filter, the daily e-mail, and the owner's summary call this.
 */
export async function lowStockProducts(db: Db): Promise<LowStockProduct[]> {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      code: products.code,
      saleUnit: products.saleUnit,
      available,
      threshold: products.lowStockThreshold,
    })
    .from(products)
    .leftJoin(stockLots, eq(stockLots.productId, products.id))
    .where(and(eq(products.trackStock, true), isNotNull(products.lowStockThreshold)))
    .groupBy(products.id)
    .having(sql`${available} <= ${products.lowStockThreshold}`)
    .orderBy(asc(available), asc(products.name));
  return rows.map((row) => ({ ...row, threshold: row.threshold ?? 0 }));
}

/** A product's movements, newest first, filtered by kind and lot. */
export async function productMovements(
  db: Db,
  productId: string,
  filters: { kind?: StockMovementKind | undefined; lotId?: string | undefined },
  limit = 500,
): Promise<Movement[]> {
  const rows = await db
    .select({
      id: stockMovements.id,
      lotId: stockMovements.lotId,
      lotCode: stockLots.code,
      kind: stockMovements.kind,
      onHandDelta: stockMovements.onHandDelta,
      reservedDelta: stockMovements.reservedDelta,
      orderId: stockMovements.orderId,
      reason: stockMovements.reason,
      actorName: stockMovements.actorName,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .innerJoin(stockLots, eq(stockLots.id, stockMovements.lotId))
    .where(
      and(
        eq(stockMovements.productId, productId),
        filters.kind ? eq(stockMovements.kind, filters.kind) : undefined,
        filters.lotId ? eq(stockMovements.lotId, filters.lotId) : undefined,
      ),
    )
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Each line's lot of an order (order detail, remito); lines of untracked products have none. */
export async function orderLineLots(db: Db, orderId: number): Promise<LineLot[]> {
  const rows = await db
    .select({
      productId: stockReservations.productId,
      state: stockReservations.state,
      lotId: stockLots.id,
      code: stockLots.code,
      tono: stockLots.tono,
      calibre: stockLots.calibre,
    })
    .from(stockReservations)
    .leftJoin(stockLots, eq(stockLots.id, stockReservations.lotId))
    .where(eq(stockReservations.orderId, orderId));
  return rows.map((row) => ({
    productId: row.productId,
    state: row.state,
    lot:
      row.lotId === null || row.code === null
        ? null
        : { id: row.lotId, code: row.code, tono: row.tono, calibre: row.calibre },
  }));
}

/**
 * The remito's words for each tile line's lot, by the line's product name as sold (lines are
 * merged per product): "Lote L2401 · tono T2 · calibre 9".
 */
export async function remitoLots(db: Db, orderId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({
      productName: orderLines.productName,
      code: stockLots.code,
      tono: stockLots.tono,
      calibre: stockLots.calibre,
    })
    .from(stockReservations)
    .innerJoin(stockLots, eq(stockLots.id, stockReservations.lotId))
    .innerJoin(
      orderLines,
      and(
        eq(orderLines.orderId, stockReservations.orderId),
        eq(orderLines.productId, stockReservations.productId),
      ),
    )
    .where(eq(stockReservations.orderId, orderId));
  return new Map(
    rows.filter((row) => row.code !== '').map((row) => [row.productName, lotName(row)]),
  );
}
