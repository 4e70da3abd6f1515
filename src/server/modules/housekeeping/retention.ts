import { type SQL, and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RETENTION, daysBefore, yearsBefore } from '#shared/retention';
import { type Db, rowsOf } from '#server/db/client';
import {
  activityLog,
  authLogs,
  mailQueue,
  orders,
  sharedCarts,
  trash,
  withdrawalRequests,
} from '#server/db/schema';
import { MAX_ATTEMPTS } from '#server/lib/mail';

/**
 * Rows one statement deletes. Each batch is its own short transaction, so a first run over years
 * of rows never holds a table (or, on PGlite, the one connection) for long: requests run between
 * batches. An order takes its lines, payments and notes with it (ON DELETE CASCADE).
 */
const BATCH = 500;

export interface RetentionOptions {
  batch?: number;
  /** Stops between batches (shutdown); the rest is deleted on the next run. */
  signal?: AbortSignal;
}

/**
 * Deletes the rows of `table` matching `where`, a batch per statement, and how many. Safe with
 * several processes at once: each batch takes its rows FOR UPDATE SKIP LOCKED, so a row is
 * deleted (and counted) by exactly one of them and none waits for another's batch; a row a
 * request holds at that moment is left for the next run.
 */
async function deleteInBatches(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL,
  { batch = BATCH, signal }: RetentionOptions,
): Promise<number> {
  let deleted = 0;
  while (!signal?.aborted) {
    const result = await db.execute(
      sql`delete from ${table} where ${id} in (
        select ${id} from ${table} where ${where} limit ${batch} for update skip locked
      ) returning 1 as deleted`,
    );
    const rows = rowsOf<unknown>(result).length;
    deleted += rows;
    if (rows < batch) break;
  }
  return deleted;
}

// A type, not an interface: housekeeping reads it as a Record of counts.
export type RetentionCounts = {
  orders: number;
  withdrawals: number;
  /** Orders in the Papelera made before the orders' period: restoring them would bring them back. */
  trashedOrders: number;
  activity: number;
  accessLog: number;
  mail: number;
  sharedCarts: number;
};

/**
 * Deletes every record older than its period in RETENTION (docs/decisions/0011-retention.md),
 * counted from `now`. Each table's date column is indexed, so a batch is an index range scan.
 */
export async function deleteExpiredRecords(
  db: Db,
  now = new Date(),
  options: RetentionOptions = {},
): Promise<RetentionCounts> {
  const ordersBefore = yearsBefore(now, RETENTION.ordersYears);
  const mailBefore = daysBefore(now, RETENTION.mailDays);
  const go = (table: PgTable, id: PgColumn, where: SQL) =>
    deleteInBatches(db, table, id, where, options);
  return {
    orders: await go(orders, orders.id, lt(orders.createdAt, ordersBefore)),
    withdrawals: await go(
      withdrawalRequests,
      withdrawalRequests.id,
      lt(withdrawalRequests.createdAt, ordersBefore),
    ),
    // The snapshot keeps the order's row as the database had it (modules/trash/trash.ts).
    trashedOrders: await go(
      trash,
      trash.id,
      sql`${eq(trash.kind, 'order')} and (${trash.data} #>> '{row,created_at}')::timestamptz < ${ordersBefore.toISOString()}::timestamptz`,
    ),
    activity: await go(
      activityLog,
      activityLog.id,
      lt(activityLog.at, yearsBefore(now, RETENTION.activityYears)),
    ),
    accessLog: await go(
      authLogs,
      authLogs.id,
      lt(authLogs.timestamp, yearsBefore(now, RETENTION.accessLogYears)),
    ),
    // Sent, or given up on: the queue's copy of an e-mail is of no use after that.
    mail: await go(
      mailQueue,
      mailQueue.id,
      or(
        lt(mailQueue.sentAt, mailBefore),
        and(
          isNull(mailQueue.sentAt),
          gte(mailQueue.attempts, MAX_ATTEMPTS),
          lt(mailQueue.nextAttemptAt, mailBefore),
        ),
      ) ?? sql`false`,
    ),
    sharedCarts: await go(
      sharedCarts,
      sharedCarts.code,
      lt(sharedCarts.createdAt, daysBefore(now, RETENTION.sharedCartDays)),
    ),
  };
}
