import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/** How long after the last catalogue write the statistics are refreshed (writes come in bursts). */
const AFTER_WRITES_MS = 30_000;
/** Orders and logs grow without catalogue writes: a refresh now and then keeps up with them. */
const EVERY_MS = 6 * 60 * 60 * 1000;

export interface StatisticsKeeper {
  /** A catalogue write happened: refresh once the writes settle. */
  changed(): void;
  close(): Promise<void>;
}

/**
 * Autovacuum's job for the embedded database (see Database.refreshStatistics): a while after
 * catalogue writes, and every few hours. A failed refresh is logged; the shop goes on.
 */
export function keepStatistics(
  database: Database,
  log: FastifyBaseLogger,
  afterWritesMs = AFTER_WRITES_MS,
): StatisticsKeeper {
  const refreshStatistics = database.refreshStatistics;
  if (!refreshStatistics) return { changed() {}, close: async () => {} };
  let running = Promise.resolve();
  const refresh = () => {
    running = running
      .then(refreshStatistics)
      .catch((error: unknown) =>
        log.warn({ err: error }, 'no se pudieron actualizar las estadísticas'),
      );
  };
  const every = setInterval(refresh, EVERY_MS).unref();
  let soon: NodeJS.Timeout | undefined;
  return {
    changed() {
      clearTimeout(soon);
      soon = setTimeout(refresh, afterWritesMs).unref();
    },
    async close() {
      clearInterval(every);
      clearTimeout(soon);
      await running;
    },
  };
}
