import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleHits } from '../db/schema';

/** A counter and how many attempts it allows in the throttle's window. */
export interface ThrottleLimit {
  key: string;
  max: number;
}

/** An attempt counted under each of its keys; undo it with release(). */
export type Reservation = number[];

/** Advisory-lock class of the throttle keys (the two-number form: apart from any other lock). */
const LOCK_CLASS = 7_206;
const PRUNE_EVERY_MS = 60_000;

/**
 * Counts attempts per key in a sliding window, in the database, so every process shares the
 * counts (sign-ins, orders). An attempt is reserved before the work it guards (the password
 * check, the order) under a transaction-scoped advisory lock per key: parallel requests are
 * counted one after another, and no more than `max` get through, however many arrive at once.
 * The same code runs on PGlite, where the lock is trivially granted.
 */
export class Throttle {
  private lastPruned = 0;

  constructor(
    private readonly db: Db,
    /** Names this throttle's rows in the shared table (its keys never mix with another's). */
    private readonly scope: string,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt under every key, unless a key already has its max: then null. */
  async reserve(limits: ThrottleLimit[]): Promise<Reservation | null> {
    await this.pruneNowAndThen();
    const keys = [...new Set(limits.map((limit) => limit.key))].sort();
    return this.db.transaction(async (tx) => {
      // Always in the same (sorted) order, so two attempts sharing keys cannot deadlock.
      for (const key of keys) {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${sql.raw(String(LOCK_CLASS))}, hashtext(${`${this.scope}:${key}`}))`,
        );
      }
      const counted = await tx
        .select({ key: throttleHits.key, n: count() })
        .from(throttleHits)
        .where(
          and(
            this.inScope(),
            inArray(throttleHits.key, keys),
            gt(throttleHits.at, this.windowStart()),
          ),
        )
        .groupBy(throttleHits.key);
      const recent = new Map(counted.map((row) => [row.key, row.n]));
      if (limits.some((limit) => (recent.get(limit.key) ?? 0) >= limit.max)) return null;
      const rows = await tx
        .insert(throttleHits)
        .values(keys.map((key) => ({ scope: this.scope, key })))
        .returning({ id: throttleHits.id });
      return rows.map((row) => row.id);
    });
  }

  /** Uncounts a reserved attempt (it succeeded). */
  async release(reservation: Reservation): Promise<void> {
    if (reservation.length > 0)
      await this.db.delete(throttleHits).where(inArray(throttleHits.id, reservation));
  }

  /** Forgets every attempt counted under a key. */
  async clear(key: string): Promise<void> {
    await this.db.delete(throttleHits).where(and(this.inScope(), eq(throttleHits.key, key)));
  }

  /** Deletes this throttle's rows that fell out of its window; the number deleted. */
  async prune(): Promise<number> {
    this.lastPruned = Date.now();
    const deleted = await this.db
      .delete(throttleHits)
      .where(and(this.inScope(), lt(throttleHits.at, this.windowStart())))
      .returning({ id: throttleHits.id });
    return deleted.length;
  }

  /** Once a minute per process: the table holds about one window of attempts, never more. */
  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPruned >= PRUNE_EVERY_MS) await this.prune();
  }

  private inScope() {
    return eq(throttleHits.scope, this.scope);
  }

  // The database's clock, the same for every process.
  private windowStart() {
    return sql`now() - make_interval(secs => ${this.windowMs / 1000})`;
  }
}
