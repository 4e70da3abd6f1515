import { desc, eq } from 'drizzle-orm';
import type { PriceChangeSource } from '#shared/availability';
import type { SessionUser } from '#shared/auth';
import type { PriceHistoryEntry } from '#shared/price-batches';
import type { Db } from '#server/db/client';
import { priceChanges } from '#server/db/schema';

/** How many of a product's price changes the product dialog shows. */
export const PRICE_HISTORY_SHOWN = 10;

export interface PriceChange {
  productId: string;
  oldPrice: number;
  newPrice: number;
}

/** Records price changes (only real ones: an edit that kept the price is not a change). */
export async function recordPriceChanges(
  db: Db,
  changes: PriceChange[],
  by: Pick<SessionUser, 'id' | 'name'>,
  source: PriceChangeSource,
  batchId: string | null = null,
): Promise<void> {
  const rows = changes
    .filter((c) => c.oldPrice !== c.newPrice)
    .map((c) => ({ ...c, source, batchId, userId: by.id, userName: by.name }));
  // Bounded statements: PostgreSQL takes at most 65,535 parameters in one.
  for (let start = 0; start < rows.length; start += 5000)
    await db.insert(priceChanges).values(rows.slice(start, start + 5000));
}

export async function priceHistory(db: Db, productId: string): Promise<PriceHistoryEntry[]> {
  const rows = await db
    .select({
      createdAt: priceChanges.createdAt,
      oldPrice: priceChanges.oldPrice,
      newPrice: priceChanges.newPrice,
      source: priceChanges.source,
      userName: priceChanges.userName,
    })
    .from(priceChanges)
    .where(eq(priceChanges.productId, productId))
    .orderBy(desc(priceChanges.id))
    .limit(PRICE_HISTORY_SHOWN);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
