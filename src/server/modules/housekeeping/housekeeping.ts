import type { Db } from '#server/db/client';
import { type BackgroundTask, type ErrorLog, runInBackground } from '#server/lib/background-task';
import { deleteUnusedHomeImages } from '../content/home-images';
import { deleteExpiredRecords } from './retention';
import type { Storage } from '#server/lib/storage';
import { purgeExpired } from '../trash/trash';

const EVERY_MS = 60 * 60 * 1000;
const FIRST_AFTER_MS = 1000;

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * The shop's one clean-up, each step on its own: the Papelera's expired items, records past
 * their retention period (shared/retention.ts) and Inicio images nothing names. Every step is
 * safe with several processes on one database: each row is deleted by exactly one of them.
 * A failed step is logged and retried on the next run; the others go on.
 */
export async function runHousekeeping(
  db: Db,
  storage: Storage,
  log: Log,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<void> {
  const steps: [string, () => Promise<Record<string, number>>][] = [
    ['papelera', async () => ({ trash: await purgeExpired(db, storage, now) })],
    ['retention', () => deleteExpiredRecords(db, now, { signal })],
    ['home images', () => deleteUnusedHomeImages(db, storage, now)],
  ];
  for (const [step, run] of steps) {
    if (signal?.aborted) return;
    try {
      const deleted = await run();
      if (Object.values(deleted).some((n) => n > 0))
        log.info({ step, deleted }, 'housekeeping deleted');
    } catch (error) {
      log.warn({ err: error, step }, 'housekeeping step failed');
    }
  }
}

/**
 * Runs the housekeeping a second after start and every hour, never two runs at once in this
 * process. close() stops it between batches and waits for that.
 */
export function scheduleHousekeeping(
  db: Db,
  storage: Storage,
  log: Log & ErrorLog,
): BackgroundTask {
  return runInBackground((signal) => runHousekeeping(db, storage, log, { signal }), {
    firstAfterMs: FIRST_AFTER_MS,
    everyMs: EVERY_MS,
    label: 'housekeeping',
    log,
  });
}
