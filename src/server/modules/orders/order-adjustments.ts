import { asc, eq, sql } from 'drizzle-orm';
import type { AdjustmentKind, OrderAdjustment } from '#shared/order-adjustments';
import type { Db } from '#server/db/client';
import { orderAdjustments, orders } from '#server/db/schema';

/** Who gave an order's adjustments: staff on a phone order; none when the checkout took them. */
export interface AdjustmentAuthor {
  id: string | null;
  name: string;
}

/**
 * An order's adjustments in the order they apply, wherever an order is read back; the query
 * unstarted, so oneAtATime can run it in its turn.
 */
export function orderAdjustmentsOf(db: Db, orderId: number) {
  return db
    .select({
      kind: orderAdjustments.kind,
      code: orderAdjustments.code,
      label: orderAdjustments.label,
      percentage: orderAdjustments.percentage,
      fixedAmount: orderAdjustments.fixedAmount,
      base: orderAdjustments.base,
      amount: orderAdjustments.amount,
    })
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, orderId))
    .orderBy(asc(orderAdjustments.position));
}

/**
 * What an order's adjustments of one kind came to, as a positive figure (null: none, or $ 0), for
 * a select from orders. Qualified by hand like paidAmountSql: drizzle writes its columns unqualified.
 */
export function adjustmentOfKindSql(kind: AdjustmentKind) {
  return sql<number | null>`(select nullif(abs(sum("oa"."amount")), 0)::float8
    from ${orderAdjustments} as "oa" where "oa"."order_id" = ${orders}."id" and "oa"."kind" = ${kind})`;
}

/** What an order's adjustments took off (negative) or added to its products, for a select from orders. */
export const productsAdjustmentsSql = sql`coalesce((select sum("oa"."amount")
  from ${orderAdjustments} as "oa" where "oa"."order_id" = ${orders}."id" and "oa"."base" = 'products'), 0)`;

/** A new order's adjustments, as priceOrder priced them. */
export async function insertOrderAdjustments(
  tx: Db,
  orderId: number,
  adjustments: readonly OrderAdjustment[],
  author: AdjustmentAuthor | null,
): Promise<void> {
  if (adjustments.length === 0) return;
  await tx.insert(orderAdjustments).values(
    adjustments.map((adjustment, position) => ({
      ...adjustment,
      orderId,
      position,
      createdById: author?.id ?? null,
      createdByName: author?.name ?? null,
    })),
  );
}

/**
 * The amounts of an order's adjustments priced again (staff edited its lines): each row keeps its
 * kind, %, author and day; only what it came to changes.
 */
export async function repriceOrderAdjustments(
  tx: Db,
  orderId: number,
  adjustments: readonly OrderAdjustment[],
): Promise<void> {
  const rows = await tx
    .select({ id: orderAdjustments.id })
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, orderId))
    .orderBy(asc(orderAdjustments.position));
  for (const [index, row] of rows.entries()) {
    const amount = adjustments[index]?.amount;
    if (amount === undefined) throw new Error('an order adjustment was priced away');
    await tx.update(orderAdjustments).set({ amount }).where(eq(orderAdjustments.id, row.id));
  }
}
