import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { throttleHits } from '../db/schema';

/** A counter and how many attempts it allows in the throttle's window. */
export interface ThrottleLimit {
  key: string;
  max: number;
}

/** An attempt counted under each of its keys; undo it with release(). */
export type Reservation = number[];

const PRUNE_EVERY_MS = 60_000;

/**
 * Counts attempts per key in a sliding window, in the database, so every process shares the
 * counts (sign-ins, orders). An attempt is reserved before the work it guards (the password
 * check, the order) under a transaction-scoped advisory lock per key: parallel requests are
 * counted one after another, and no more than `max` get through, however many arrive at once
 * (the lock's class is 7206, the two-number form: apart from any other lock).
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
    // One statement (migration 0033): on PostgreSQL one turn for a pool connection and one round
    // trip, where a transaction of four statements took five; on PGlite one turn of the loop.
    const [row] = rowsOf<{ ids: number[] | null }>(
      await this.db.execute(
        sql`select throttle_reserve(${this.scope}, ${JSON.stringify(limits)}::json,
          ${this.windowMs / 1000}) as ids`,
      ),
    );
    return row?.ids ?? null;
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
