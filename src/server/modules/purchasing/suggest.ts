import { sql } from 'drizzle-orm';
import type { Suggestion } from '#shared/purchasing/contract';
import { type Db, rowsOf } from '#server/db/client';
import {
  orders,
  products,
  purchaseOrderLines,
  purchaseOrders,
  stockLots,
  stockReservations,
  supplierProducts,
} from '#server/db/schema';

/** How far back "recent sales" look: about a month of selling is what an order should cover. */
const RECENT_DAYS = 30;

interface SuggestionRow {
  product_id: string;
  name: string;
  sale_unit: Suggestion['saleUnit'];
  available: number;
  backordered: number;
  sold_recently: number;
  on_order: number;
  threshold: number;
  last_cost: string | null;
}

/**
 * "Sugerir compra" for one supplier, over the tracked products it sells the shop: what the
 * "a pedido" lines wait for, plus enough to cover the larger of the low-stock threshold and the
 * last 30 days' sales, less what is free in the lots and what open purchase orders still bring.
 * Only products that need something are proposed, each at the supplier's last cost.
 */
export async function suggestPurchase(
  db: Db,
  supplierId: string,
  now: Date = new Date(),
): Promise<Suggestion[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const result = await db.execute(sql`
    select p.id as product_id, p.name, p.sale_unit,
      coalesce((select sum(l.on_hand - l.reserved) from ${stockLots} l
        where l.product_id = p.id), 0)::int as available,
      coalesce((select sum(r.quantity) from ${stockReservations} r
        where r.product_id = p.id and r.lot_id is null and r.state = 'reserved'), 0)::int
        as backordered,
      coalesce((select sum(r.quantity) from ${stockReservations} r
        join ${orders} o on o.id = r.order_id
        where r.product_id = p.id and r.state <> 'released'
          and o.created_at >= ${since}::timestamptz), 0)::int as sold_recently,
      coalesce((select sum(greatest(pl.quantity - pl.received, 0)) from ${purchaseOrderLines} pl
        join ${purchaseOrders} po on po.id = pl.purchase_order_id
        where pl.product_id = p.id and po.status in ('draft', 'sent', 'partly_received')), 0)::int
        as on_order,
      coalesce(p.low_stock_threshold, 0) as threshold,
      sp.last_cost
    from ${supplierProducts} sp
    join ${products} p on p.id = sp.product_id and p.track_stock
    where sp.supplier_id = ${supplierId}
    order by p.name, p.id`);
  return rowsOf<SuggestionRow>(result)
    .map((row) => ({
      productId: row.product_id,
      name: row.name,
      saleUnit: row.sale_unit,
      available: Number(row.available),
      backordered: Number(row.backordered),
      soldRecently: Number(row.sold_recently),
      onOrder: Number(row.on_order),
      quantity:
        Number(row.backordered) +
        Math.max(Number(row.threshold), Number(row.sold_recently)) -
        Math.max(Number(row.available), 0) -
        Number(row.on_order),
      expectedCost: row.last_cost === null ? null : Number(row.last_cost),
    }))
    .filter((row) => row.quantity > 0);
}
