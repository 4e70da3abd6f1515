import { randomUUID } from 'node:crypto';
import { readFile, readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase, rowsOf } from '#server/db/client';
import { homeContent, homeImages } from '#server/db/schema';
import { DEFAULT_HOME_CONTENT } from '#server/modules/content/home';
import { deleteUnusedHomeImages, lockHomeImages } from '#server/modules/content/home-images';
import { HOME_MESSAGES as M, type HomeContent, type HomePage } from '#shared/home';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { multipart } from '../payloads';
import { type TestBucket, startS3 } from '../s3';

/** The clean-up's clock: uploads are dated against it, a day old or minutes old. */
const NOW = new Date('2040-03-15T12:00:00.000Z');
const OLD = new Date(NOW.getTime() - 2 * 24 * 60 * 60 * 1000);
const FRESH = new Date(NOW.getTime() - 10 * 60 * 1000);

const DEFAULTS: HomeContent = { ...DEFAULT_HOME_CONTENT, featuredIds: [] };
const withTiles = (...images: string[]): HomeContent => {
  const content = structuredClone(DEFAULTS);
  images.forEach((image, i) => {
    const tile = content.tiles[i];
    if (tile) tile.image = image;
  });
  return content;
};

/** The app's Inicio calls, as the screen makes them. */
async function inicio(t: TestApp) {
  const { cookie } = await t.signIn('editor');
  const tileJpeg = await readFile(path.join(import.meta.dirname, '../fixtures/tile.jpg'));
  return {
    async upload(): Promise<string> {
      const form = multipart('foto.jpg', 'image/jpeg', tileJpeg);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/home/images?kind=tile',
        headers: { cookie, 'content-type': form.contentType },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ ref: string }>().ref;
    },
    save: (content: HomeContent) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/home',
        headers: { cookie },
        payload: content,
      }),
    page: async () => (await t.app.inject({ url: '/api/home' })).json<HomePage>(),
    /** Dates an upload's row (its files are dated by the caller, per storage). */
    dateRow: (ref: string, createdAt: Date) =>
      t.db.update(homeImages).set({ createdAt }).where(eq(homeImages.id, ref)),
    rows: async () => (await t.db.select({ id: homeImages.id }).from(homeImages)).map((r) => r.id),
  };
}

/** The uploads whose files these keys are (home/{ref}-{width}.webp). */
const refsOf = (keys: string[]) =>
  new Set(keys.map((key) => /^home\/(.+)-\d+\.webp$/.exec(key)?.[1] ?? key));

/** Resolves once a connection waits for the Inicio images' advisory lock (home-images.ts). */
async function waitingForLock(db: Db): Promise<void> {
  for (let i = 0; i < 10_000; i++) {
    const result = await db.execute(
      sql`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and classid = 7207 and objid = 1 and objsubid = 2
          and database = (select oid from pg_database where datname = current_database())
          and not granted`,
    );
    if ((rowsOf<{ n: number }>(result)[0]?.n ?? 0) > 0) return;
  }
  throw new Error('nobody waited for the lock');
}

describeEachEngine('Inicio images nothing names are deleted (local disk)', (engine) => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof inicio>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    shop = await inicio(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const uploads = () => path.join(t.dataDir, 'uploads');
  const files = async () =>
    (await readdir(path.join(uploads(), 'home')).catch(() => [])).map((f) => `home/${f}`).sort();
  /** Dates an upload, row and files, as if it had been made then. */
  async function date(ref: string, at: Date) {
    await shop.dateRow(ref, at);
    for (const key of await files())
      if (key.includes(ref)) await utimes(path.join(uploads(), key), at, at);
  }
  async function stray(at: Date): Promise<string> {
    const key = `home/${randomUUID()}-400.webp`;
    await t.app.shop.storage.put(key, Buffer.from('webp'), 'image/webp');
    await utimes(path.join(uploads(), key), at, at);
    return key;
  }

  it('deletes replaced and abandoned uploads and stray files; keeps what Inicio shows and fresh unsaved uploads', async () => {
    const replaced = await shop.upload();
    const kept = await shop.upload();
    expect((await shop.save(withTiles(replaced, kept))).statusCode).toBe(200);
    const current = await shop.upload();
    expect((await shop.save(withTiles(current, kept))).statusCode).toBe(200);
    const abandoned = await shop.upload();
    const waiting = await shop.upload();
    for (const ref of [replaced, kept, current, abandoned]) await date(ref, OLD);
    await date(waiting, FRESH);
    const oldStray = await stray(OLD);
    const freshStray = await stray(FRESH);

    expect(await deleteUnusedHomeImages(t.db, t.app.shop.storage, NOW)).toEqual({
      homeImages: 2,
      strayFiles: 1,
    });

    expect((await shop.rows()).sort()).toEqual([kept, current, waiting].sort());
    const left = await files();
    expect(refsOf(left.filter((key) => key !== freshStray))).toEqual(
      new Set([kept, current, waiting]),
    );
    expect(left).toContain(freshStray);
    expect(left).not.toContain(oldStray);
    const tiles = (await shop.page()).tiles;
    expect(tiles[0]?.image.src).toContain(current);
    expect(tiles[1]?.image.src).toContain(kept);

    // The waiting upload is saved after all; a screen still naming the deleted one is told to
    // upload it again, and nothing changes.
    expect((await shop.save(withTiles(current, kept, waiting))).statusCode).toBe(200);
    const stale = await shop.save(withTiles(replaced, kept, waiting));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe(M.image);
    expect((await shop.page()).tiles[0]?.image.src).toContain(current);
    expect((await shop.save(DEFAULTS)).statusCode).toBe(200);
  });

  it('keeps the images named by stored content that no longer parses (another version of the shop)', async () => {
    const named = await shop.upload();
    const unnamed = await shop.upload();
    await date(named, OLD);
    await date(unnamed, OLD);
    await t.db
      .update(homeContent)
      .set({ data: { version: 9, banners: [{ picture: { ref: named } }] } })
      .where(eq(homeContent.id, 1));

    await deleteUnusedHomeImages(t.db, t.app.shop.storage, NOW);

    expect(await shop.rows()).toContain(named);
    expect(await shop.rows()).not.toContain(unnamed);
    expect(refsOf(await files()).has(named)).toBe(true);
  });
  // On PGlite one transaction runs at a time, so a save and the clean-up cannot interleave at all;
  // on PostgreSQL they share an advisory lock. Another connection holds it here, standing for the
  // other side, until the side under test is seen waiting for it (or has finished without it).
  if (engine === 'postgres') {
    it('a save that comes while the clean-up deletes its upload is refused, never saved naming a deleted image', async () => {
      const other = await openDatabase({ databaseUrl: t.databaseUrl });
      try {
        const image = await shop.upload();
        let save: Promise<LightMyRequestResponse> | undefined;
        await other.db.transaction(async (cleanup) => {
          await lockHomeImages(cleanup);
          save = shop.save(withTiles(image));
          await Promise.race([save, waitingForLock(t.db)]);
          await cleanup.delete(homeImages).where(eq(homeImages.id, image));
        });
        const response = await save;
        expect(response?.statusCode).toBe(400);
        expect(response?.json().error.message).toBe(M.image);
        expect((await shop.page()).tiles[0]?.image.src).not.toContain(image);
      } finally {
        await other.close();
      }
    });

    it('the clean-up waits for a save in progress, and keeps the upload it names', async () => {
      const other = await openDatabase({ databaseUrl: t.databaseUrl });
      try {
        const image = await shop.upload();
        await date(image, OLD);
        let cleanup: ReturnType<typeof deleteUnusedHomeImages> | undefined;
        await other.db.transaction(async (save) => {
          await lockHomeImages(save);
          cleanup = deleteUnusedHomeImages(t.db, t.app.shop.storage, NOW);
          await Promise.race([cleanup, waitingForLock(t.db)]);
          const data = withTiles(image);
          await save
            .insert(homeContent)
            .values({ id: 1, data })
            .onConflictDoUpdate({ target: homeContent.id, set: { data } });
        });
        await cleanup;
        expect(await shop.rows()).toContain(image);
        expect(refsOf(await files()).has(image)).toBe(true);
        expect((await shop.save(DEFAULTS)).statusCode).toBe(200);
      } finally {
        await other.close();
      }
    });
  }
});

// The bucket's listing, its dates and deletes; storage does not depend on the engine.
describe('Inicio images nothing names are deleted (S3 bucket)', () => {
  let s3: TestBucket;
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof inicio>>;
  beforeAll(async () => {
    s3 = await startS3();
    t = await createTestApp('pglite', s3.env);
    shop = await inicio(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await s3.close();
  }, 60_000);

  it('lists the bucket: keeps everything while fresh, then deletes the unsaved upload and a stray file', async () => {
    const saved = await shop.upload();
    const unsaved = await shop.upload();
    expect((await shop.save(withTiles(saved))).statusCode).toBe(200);
    const strayKey = `home/${randomUUID()}-400.webp`;
    await t.app.shop.storage.put(strayKey, Buffer.from('webp'), 'image/webp');
    const before = await s3.keys('home/');
    expect(before).toHaveLength(5);

    // The bucket dates its objects itself: "now" is minutes, then two days, after the uploads.
    const soon = new Date(Date.now() + 10 * 60 * 1000);
    expect(await deleteUnusedHomeImages(t.db, t.app.shop.storage, soon)).toEqual({
      homeImages: 0,
      strayFiles: 0,
    });
    expect(await s3.keys('home/')).toEqual(before);

    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    expect(await deleteUnusedHomeImages(t.db, t.app.shop.storage, later)).toEqual({
      homeImages: 1,
      strayFiles: 1,
    });
    const left = await s3.keys('home/');
    expect(refsOf(left)).toEqual(new Set([saved]));
    expect(await shop.rows()).toEqual([saved]);
    expect(unsaved).not.toBe(saved);
  });
});
