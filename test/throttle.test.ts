import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client';
import { throttleHits } from '#server/db/schema';
import { Throttle } from '#server/lib/throttle';
import { describeEachEngine, openTestDatabase } from './engines';

const MINUTE = 60_000;

describeEachEngine('shared throttle', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database.close();
  });

  const keysOf = async (scope: string) =>
    (await database.db.select().from(throttleHits))
      .filter((row) => row.scope === scope)
      .map((row) => row.key)
      .sort();

  it('prunes its rows older than its window, and only its own scope', async () => {
    await database.db.delete(throttleHits);
    await database.db.insert(throttleHits).values([
      { scope: 'sign-in', key: 'viejo', at: sql`now() - interval '16 minutes'` },
      { scope: 'sign-in', key: 'reciente', at: sql`now() - interval '14 minutes'` },
      { scope: 'order', key: 'viejo-de-otro', at: sql`now() - interval '16 minutes'` },
    ]);
    // The first attempt a process counts prunes (then once a minute).
    const throttle = new Throttle(database.db, 'sign-in', 15 * MINUTE);
    expect(await throttle.reserve([{ key: 'nuevo', max: 1 }])).not.toBeNull();
    expect(await keysOf('sign-in')).toEqual(['nuevo', 'reciente']);
    expect(await keysOf('order')).toEqual(['viejo-de-otro']);
  });

  it('counts only attempts inside the window, and refuses at the max', async () => {
    await database.db.delete(throttleHits);
    await database.db
      .insert(throttleHits)
      .values([{ scope: 'order', key: 'a', at: sql`now() - interval '11 minutes'` }]);
    const throttle = new Throttle(database.db, 'order', 10 * MINUTE);
    expect(await throttle.reserve([{ key: 'a', max: 2 }])).not.toBeNull();
    expect(await throttle.reserve([{ key: 'a', max: 2 }])).not.toBeNull();
    expect(await throttle.reserve([{ key: 'a', max: 2 }])).toBeNull();
    // A refused attempt is not counted under its other keys either.
    expect(
      await throttle.reserve([
        { key: 'b', max: 5 },
        { key: 'a', max: 2 },
      ]),
    ).toBeNull();
    // (the 11-minute-old attempt was pruned by the first reserve)
    expect(await keysOf('order')).toEqual(['a', 'a']);
  });

  it('counts an attempt once per distinct key, and release uncounts exactly that attempt', async () => {
    await database.db.delete(throttleHits);
    const throttle = new Throttle(database.db, 'password', 10 * MINUTE);
    const kept = await throttle.reserve([{ key: 'x', max: 3 }]);
    const attempt = await throttle.reserve([
      { key: 'y', max: 3 },
      { key: 'x', max: 3 },
      { key: 'y', max: 2 },
    ]);
    expect(attempt).toHaveLength(2);
    expect(await keysOf('password')).toEqual(['x', 'x', 'y']);
    await throttle.release(attempt ?? []);
    expect(await keysOf('password')).toEqual(['x']);
    expect(kept).toHaveLength(1);
    // The lower of two maxes on one key is the one that holds.
    await throttle.reserve([{ key: 'y', max: 3 }]);
    await throttle.reserve([{ key: 'y', max: 3 }]);
    expect(
      await throttle.reserve([
        { key: 'y', max: 3 },
        { key: 'y', max: 2 },
      ]),
    ).toBeNull();
  });

  // Two pools on one database: what two processes do.
  if (engine === 'postgres') {
    it('two processes reserving 40 attempts at once on one key let exactly the max through', async () => {
      const url = database.url ?? '';
      const other = await openDatabase({ databaseUrl: url });
      try {
        const throttles = [
          new Throttle(database.db, 'sign-in', 15 * MINUTE),
          new Throttle(other.db, 'sign-in', 15 * MINUTE),
        ];
        const results = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            throttles[i % 2]?.reserve([{ key: 'compartida', max: 7 }]),
          ),
        );
        expect(results.filter((r) => r !== null && r !== undefined)).toHaveLength(7);
      } finally {
        await other.close();
      }
    });
  }
});
