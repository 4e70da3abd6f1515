import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '#server/db/client';
import { oneAfterAnother } from '#server/lib/one-after-another';

/**
 * Catalogue answers (product pages of the list, product details, taxonomy) kept as ready-to-send
 * JSON, keyed by the normalised query. Every admin catalogue write empties it — in this process
 * at once, and in every other process sharing the PostgreSQL database through NOTIFY.
 *
 * Entries are promises, so a burst of identical requests runs the query once.
 */
export interface CachedBody {
  /** The body as sent: JSON, or the text of a feed (CatalogCache.text). */
  json: string;
  etag: string;
  /** Compressed once, on first demand, and kept with the entry (plugins/cached-answer.ts). */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

const CHANNEL = 'catalog_changed';

export class CatalogCache {
  private readonly entries = new Map<string, Promise<CachedBody>>();
  private generation = 0;
  /** False while the PostgreSQL listener is down: then nothing is cached (never stale). */
  private trusted = true;

  constructor(private readonly maxEntries = 2000) {}

  /** The cached answer for key, or what load() gives (cached unless a write raced it). */
  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    return this.remember(key, () => load().then(toCachedBody));
  }

  /**
   * The same for an answer that is text already, kept as it is in `json` (the product feeds:
   * XML and CSV built from the catalogue, emptied by the same writes).
   */
  async text(key: string, load: () => Promise<string>): Promise<CachedBody> {
    return this.remember(key, () => load().then(toTextBody));
  }

  private async remember(key: string, load: () => Promise<CachedBody>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit) {
      // Map order is insertion order: re-inserting keeps the most used entries last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const generation = this.generation;
    const entry = load();
    if (!this.trusted) return entry;
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    entry.then(
      () => {
        // Loaded across a write: it may hold the old data, so it answers this request only.
        if (generation !== this.generation && this.entries.get(key) === entry) {
          this.entries.delete(key);
        }
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.invalidate();
  }
}

function toCachedBody(value: unknown): CachedBody {
  return toTextBody(JSON.stringify(value));
}

function toTextBody(json: string): CachedBody {
  const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
  return { json, etag, encoded: {} };
}

/** How catalogue writes reach every process's cache. */
export interface CatalogChanges {
  /** Called after a catalogue write is committed, before its answer is sent. */
  changed(): Promise<void>;
  close(): Promise<void>;
}

/** PGlite: one process owns the database, so emptying our own cache is enough. */
export function localCatalogChanges(cache: CatalogCache): CatalogChanges {
  return {
    async changed() {
      cache.invalidate();
    },
    async close() {},
  };
}

/**
 * PostgreSQL: a write empties the local cache and sends NOTIFY; every process LISTENs on its own
 * connection. While that connection is down the cache is bypassed, and it is emptied again when
 * the connection comes back (a notification may have been missed meanwhile).
 */
export async function postgresCatalogChanges(
  cache: CatalogCache,
  db: Db,
  databaseUrl: string,
  log: FastifyBaseLogger,
): Promise<CatalogChanges> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', () => cache.invalidate());
    next.on('error', (error) => {
      log.warn({ err: error }, 'catalog cache listener lost');
      cache.setTrusted(false);
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!closed) retry = setTimeout(() => void connect().catch(scheduleRetry), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    cache.setTrusted(true);
  };
  const scheduleRetry = (error: unknown) => {
    log.warn({ err: error }, 'catalog cache listener could not connect');
    cache.setTrusted(false);
    if (!closed) retry = setTimeout(() => void connect().catch(scheduleRetry), 1000);
  };

  cache.setTrusted(false);
  await connect().catch(scheduleRetry);

  // Through the app's pool: the write itself just went through it. A write never fails for it.
  // One at a time: every order changes the stock, and 50 shoppers' NOTIFYs each took
  // a turn for a pool connection the orders wait for; the changes made while
  // one is on its way are all told by the next, which still starts after each of them.
  const broadcast = oneAfterAnother(() =>
    db.execute(sql.raw(`NOTIFY ${CHANNEL}`)).then(
      () => undefined,
      (error: unknown) => log.warn({ err: error }, 'catalog change not broadcast'),
    ),
  );

  return {
    async changed() {
      cache.invalidate();
      await broadcast();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
