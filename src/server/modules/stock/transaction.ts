import { setTimeout as sleep } from 'node:timers/promises';
import { STOCK_MESSAGES } from '#shared/stock/messages';
import type { Db } from '#server/db/client';
import { isTransientConflict, violatedCheck } from '#server/db/unique-violation';
import { AppError } from '#server/errors';

/*
 * Every transaction that moves stock takes its row locks in one order, so two of them queue
 * instead of deadlocking:
 *
 * 1. the order's row (claimOrderVersion or bumpOrderVersion, first in the transaction), when the
 *    work is on an existing order: a status change, an edit of its lines, a lot change, the
 *    Papelera. A new order's row is its own until the commit;
 * 2. the lots, all of them at once, those of every product the work may touch, sorted by
 *    product and then lot id (`lockLots` in reservations.ts); never a second batch of lots
 *    after the first (one `lockLots` call, or a later one only over the same products);
 * 3. the order's reservations, read and written only while 1 and 2 are held.
 *
 * An ajuste or an ingreso locks its one lot and nothing else. What still meets in the wrong
 * order (the database picks a deadlock's victim) or is refused as a serialization failure runs
 * again whole: every stock transaction goes through `stockTransaction`.
 */

const ATTEMPTS = 5;

/** Whose message answers when the lots' check constraint (0 ≤ reserved ≤ on hand) refuses a write. */
const COUNTS_CHECK = 'stock_lots_counts_check';

/**
 * A transaction that moves stock: run again from its start (up to 5 times, a little later each
 * time) when PostgreSQL ends it for a deadlock or a serialization failure; a Spanish 409 when it
 * keeps failing so, or when the lots' check constraint says the boxes are no longer there —
 * never a 500 for stock that moved under the request.
 */
export async function stockTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isTransientConflict(error)) {
        if (attempt === ATTEMPTS) throw new AppError(409, 'stock_busy', STOCK_MESSAGES.busy);
        // Apart, so the transactions that met do not meet again at once.
        await sleep(Math.random() * 20 * attempt);
        continue;
      }
      if (violatedCheck(error) === COUNTS_CHECK)
        throw new AppError(409, 'not_enough_stock', STOCK_MESSAGES.stockChanged);
      throw error;
    }
  }
}
