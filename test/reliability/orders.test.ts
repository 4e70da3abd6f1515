import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { effectivePrice } from '#shared/pricing';
import { orderLines, orders } from '#server/db/schema';
import { type Database, openDatabase } from '#server/db/client';
import { ENGINES, type Engine, createPostgresDatabase } from '../engines';
import { createProduct, createTaxonomy } from '../factories';
import { validBody } from '../payloads';
import { startServer, waitFor } from '../server';

/**
 * Orders against a real server process: nothing lost, nothing doubled — under 200 concurrent
 * checkouts, through a SIGTERM in the middle of them and (embedded database) through kill -9.
 */

interface Shop {
  env: Record<string, string>;
  /** The shop's database, opened by the test while no server runs (PGlite is one process's). */
  open(): Promise<Database>;
  products: { id: string; price: number; discountPercentage: number | null }[];
  cleanup(): Promise<void>;
}

async function createShop(engine: Engine): Promise<Shop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-reliability-'));
  const postgres = engine === 'postgres' ? await createPostgresDatabase() : null;
  const open = () => openDatabase({ dataDir, databaseUrl: postgres?.url });
  const database = await open();
  const taxonomy = await createTaxonomy(database.db, { area: 'Pisos y Revestimientos' });
  const products = [
    { price: 14400, discountPercentage: null },
    { price: 20000, discountPercentage: 10 },
    { price: 9999, discountPercentage: 15 },
  ];
  const created = [];
  for (const product of products) {
    created.push({ ...product, id: await createProduct(database.db, { ...taxonomy, ...product }) });
  }
  await database.close();
  return {
    env: {
      DATA_DIR: dataDir,
      ORDER_RATE_LIMIT: '100000',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
    open,
    products: created,
    async cleanup() {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// Ports 4100–4139 (this machine's test range; multi-process.test.ts uses 4140–4189).
let nextPort = 4100 + Math.floor(Math.random() * 30);

/** Every server process a test started: one a failed assertion left running is killed after it. */
const started: ReturnType<typeof startServer>[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
});

function launch(env: Record<string, string>) {
  const server = startServer(env);
  started.push(server);
  return server;
}

async function runServer(shop: Shop) {
  const port = nextPort++;
  const server = launch({ ...shop.env, PORT: String(port) });
  const exitedEarly = server.exited.then((code) => {
    throw new Error(`the server exited (${code}) before answering`);
  });
  await Promise.race([
    waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok),
    exitedEarly,
  ]).catch((error: Error) => {
    throw new Error(`${error.message}; it printed:\n${server.output()}`);
  });
  exitedEarly.catch(() => {});
  return { ...server, url: `http://127.0.0.1:${port}` };
}

/** An order body for a random mix of the shop's products, and the total it must come to. */
function randomOrder(shop: Shop) {
  const lines = shop.products
    .filter(() => Math.random() < 0.7)
    .map((product) => ({ product, quantity: 1 + Math.floor(Math.random() * 9) }));
  if (lines.length === 0) lines.push({ product: shop.products[0]!, quantity: 1 });
  const body = validBody.order(lines[0]!.product.id);
  body.items = lines.map(({ product, quantity }) => ({
    productId: product.id,
    quantity,
    squareMeters: quantity * 1.44,
    includeWaste: false,
  }));
  const total = lines.reduce(
    (sum, { product, quantity }) =>
      sum + effectivePrice(product.price, product.discountPercentage) * quantity,
    0,
  );
  return { body, total };
}

type Outcome =
  | { key: string; status: number; id?: number; totalAmount?: number }
  | { key: string; failed: string };

async function submit(url: string, body: { idempotencyKey: string }): Promise<Outcome> {
  try {
    const response = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { id?: number; totalAmount?: number };
    return {
      key: body.idempotencyKey,
      status: response.status,
      id: json.id,
      totalAmount: json.totalAmount,
    };
  } catch (error) {
    return {
      key: body.idempotencyKey,
      failed: `${String(error)} ${String((error as Error).cause)}`,
    };
  }
}

const acknowledged = (outcomes: Outcome[]) =>
  outcomes.filter(
    (o): o is { key: string; status: number; id: number; totalAmount: number } =>
      'status' in o && o.status < 300,
  );

/** Fisher–Yates: retried keys land among the first attempts, not after them. */
function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

async function storedOrders(shop: Shop) {
  const database = await shop.open();
  try {
    const rows = await database.db
      .select({ id: orders.id, key: orders.idempotencyKey, total: orders.totalAmount })
      .from(orders);
    const lines = await database.db.select().from(orderLines);
    return { rows, lines };
  } finally {
    await database.close();
  }
}

for (const engine of ENGINES) {
  describe(`orders under load [${engine}]`, () => {
    let shop: Shop;
    beforeAll(async () => {
      shop = await createShop(engine);
    }, 60_000);
    afterAll(async () => {
      await shop.cleanup();
    });

    it('200 concurrent checkouts with retried keys: one order per key, right totals, no errors', async () => {
      const distinct = Array.from({ length: 150 }, () => randomOrder(shop));
      const retries = Array.from({ length: 50 }, (_, i) => distinct[(i * 7) % distinct.length]!);
      const server = await runServer(shop);
      const outcomes = await Promise.all(
        shuffle([...distinct, ...retries]).map((order) => submit(server.url, order.body)),
      );
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      expect(outcomes.filter((o) => !('status' in o) || o.status >= 300)).toEqual([]);
      const expected = new Map<string, (typeof distinct)[number]>(
        distinct.map((o) => [o.body.idempotencyKey, o]),
      );
      const idByKey = new Map<string, number>();
      for (const outcome of acknowledged(outcomes)) {
        const seen = idByKey.get(outcome.key);
        if (seen !== undefined) expect(outcome.id).toBe(seen);
        idByKey.set(outcome.key, outcome.id);
        expect(outcome.totalAmount).toBeCloseTo(expected.get(outcome.key)!.total, 2);
      }
      // The shop's database was empty: exactly the 150 orders, one row per key.
      const { rows, lines } = await storedOrders(shop);
      expect(rows).toHaveLength(150);
      expect(new Set(rows.map((row) => row.key)).size).toBe(150);
      for (const row of rows) {
        expect(row.id).toBe(idByKey.get(row.key));
        expect(row.total).toBeCloseTo(expected.get(row.key)!.total, 2);
        const rowLines = lines.filter((line) => line.orderId === row.id);
        expect(rowLines).toHaveLength(expected.get(row.key)!.body.items.length);
      }
    }, 180_000);

    it('SIGTERM in the middle of the load: every order that got a 2xx is stored', async () => {
      const server = await runServer(shop);
      const submitted: Promise<Outcome>[] = [];
      // Orders keep arriving in waves; the signal lands while some are in flight.
      for (let wave = 0; wave < 20; wave++) {
        for (let i = 0; i < 10; i++) submitted.push(submit(server.url, randomOrder(shop).body));
        if (wave === 8) server.child.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const outcomes = await Promise.all(submitted);
      expect(await server.exited).toBe(0);

      const acked = acknowledged(outcomes);
      // The signal landed mid-load: orders before it were taken, the waves after it refused.
      expect(acked.length).toBeGreaterThan(0);
      expect(acked.length).toBeLessThan(outcomes.length);
      const { rows } = await storedOrders(shop);
      const storedIds = new Map(rows.map((row) => [row.key, row.id]));
      for (const outcome of acked) expect(storedIds.get(outcome.key)).toBe(outcome.id);
      // What was not acknowledged was refused cleanly (closed connection or 503), never a 500.
      for (const outcome of outcomes)
        if ('status' in outcome) expect([200, 201, 503]).toContain(outcome.status);
    }, 180_000);

    // PostgreSQL's own crash safety is its server's business; the embedded database is ours.
    if (engine === 'pglite') {
      it('kill -9 during writes: the shop starts again and every acknowledged order is there', async () => {
        const server = await runServer(shop);
        const submitted: Promise<Outcome>[] = [];
        let killed = false;
        setTimeout(() => {
          killed = true;
          server.child.kill('SIGKILL');
        }, 1500);
        while (!killed) {
          for (let i = 0; i < 5; i++) submitted.push(submit(server.url, randomOrder(shop).body));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const outcomes = await Promise.all(submitted);
        expect(await server.exited).toBeNull(); // killed by the signal, no clean shutdown
        const acked = acknowledged(outcomes);
        expect(acked.length).toBeGreaterThan(0);

        const again = await runServer(shop);
        const health = await fetch(`${again.url}/api/health`);
        expect(health.status).toBe(200);

        // PGlite does not lock its files: a second server on the same DATA_DIR must refuse to
        // start (two writers silently drop each other's rows), and the first keeps serving.
        const second = launch({ ...shop.env, PORT: String(nextPort++) });
        let timer: NodeJS.Timeout | undefined;
        const refused = await Promise.race([
          second.exited,
          new Promise<'still running'>((resolve) => {
            timer = setTimeout(resolve, 30_000, 'still running');
          }),
        ]);
        clearTimeout(timer);
        expect(refused).toBe(1);
        expect(second.output()).toContain(`pid ${again.child.pid}`);
        expect((await fetch(`${again.url}/api/health`)).status).toBe(200);

        again.child.kill('SIGTERM');
        expect(await again.exited).toBe(0);

        const { rows } = await storedOrders(shop);
        const storedIds = new Map(rows.map((row) => [row.key, row.id]));
        for (const outcome of acked) expect(storedIds.get(outcome.key)).toBe(outcome.id);
      }, 180_000);
    }
  });
}
