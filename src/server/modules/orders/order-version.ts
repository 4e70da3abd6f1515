import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ORDER_MESSAGES } from '#shared/admin-orders';
import { ORDER_VERSION_MESSAGES, STALE_ORDER_CODE } from '#shared/order-version';
import type { Db } from '#server/db/client';
import { orders } from '#server/db/schema';
import { AppError, notFound } from '#server/errors';

/**
 * Takes the order for a change made from `version` (shared/order-version.ts): raises the version
 * in one conditional UPDATE, which also locks the row until the transaction ends, so of two
 * edits made from the same version exactly one passes (on both engines: a second UPDATE waits
 * for the first and then finds the version moved). 404 for no such order, 409 for a stale view.
 * Call first in the change's transaction.
 */
export async function claimOrderVersion(db: Db, id: number, version: number): Promise<number> {
  const [row] = await db
    .update(orders)
    .set({ version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, id), eq(orders.version, version)))
    .returning({ version: orders.version });
  if (row) return row.version;
  const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  if (!exists) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
  throw new AppError(409, STALE_ORDER_CODE, ORDER_VERSION_MESSAGES.stale);
}

/** A change that needs no view of the order (a payment recorded): the version still moves. */
export async function bumpOrderVersion(db: Db, id: number): Promise<void> {
  await db
    .update(orders)
    .set({ version: sql`${orders.version} + 1` })
    .where(eq(orders.id, id));
}
