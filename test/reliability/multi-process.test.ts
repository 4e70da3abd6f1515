import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, inArray, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rowsOf } from '#server/db/client';
import { mailQueue, orders } from '#server/db/schema';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { createPostgresDatabase } from '../engines';
import { createProduct, createTaxonomy, queueMail } from '../factories';
import { multipart, validBody } from '../payloads';
import { type TestBucket, startS3 } from '../s3';
import { startServer, waitFor } from '../server';
import { startSmtp, subjectOf } from '../smtp';

/**
 * Two server processes on one fresh PostgreSQL database, one S3 bucket and one SMTP relay, each
 * on its own port and its own DATA_DIR: nothing one process keeps in memory or on its disk may be
 * needed by the other (docs/deploy.md).
 */

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const available = await postgresAnswers();
if (!available) {
  console.warn(
    `multi-process tests SKIPPED: no PostgreSQL answers at ${new URL(SERVER_URL).host} ` +
      '(set TEST_DATABASE_URL to a server where the tests may create databases).',
  );
}

const ADMIN = { email: 'duenio@example.com', password: 'una-clave-larga' };
const SHOP_EMAIL = DEFAULT_SHOP_SETTINGS.email;

type Server = ReturnType<typeof startServer> & { url: string; dataDir: string };

// Ports 4140–4189 (this machine's test range; orders.test.ts uses 4100–4139).
let nextPort = 4140 + Math.floor(Math.random() * 40);

/** Client addresses the servers see through X-Forwarded-For (TRUST_PROXY=127.0.0.1). */
let clients = 0;
const nextClient = () => `10.${(++clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;

async function request(
  server: Server,
  pathname: string,
  init: { method?: string; body?: unknown; cookie?: string; client?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': init.client ?? nextClient() };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${pathname}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The check holds within a second (B's cache emptied by A's NOTIFY). */
const seenWithin = (check: () => Promise<boolean>) => waitFor(check, 1000, 5);

const cookieOf = (response: Response) =>
  /sid=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';

describe.skipIf(!available)('two server processes on one PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: Database;
  let s3: TestBucket;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let a: Server;
  let b: Server;
  const servers: Server[] = [];
  const productIds: string[] = [];

  interface Checkout {
    server: Server;
    client: string;
    body: ReturnType<typeof validBody.order>;
  }
  /** A checkout by a new customer (own e-mail, own address) through a server. */
  const validOrder = (server: Server): Checkout => {
    const body = validBody.order(productIds[Math.floor(Math.random() * productIds.length)] ?? '');
    body.customer.email = `cliente-${randomUUID()}@example.com`;
    body.customer.name = 'Ana Perez'; // ASCII: the shop notice's subject stays readable raw
    return { server, client: nextClient(), body };
  };
  type Outcome = { key: string; status: number; id?: number } | { key: string; failed: string };
  const placeOrders = (checkouts: Checkout[]) =>
    Promise.all(
      checkouts.map(async ({ server, client, body }): Promise<Outcome> => {
        try {
          const response = await request(server, '/api/orders', { method: 'POST', body, client });
          const json = (await response.json()) as { id?: number };
          return { key: body.idempotencyKey, status: response.status, id: json.id };
        } catch (error) {
          return { key: body.idempotencyKey, failed: String(error) };
        }
      }),
    );
  const unsentMail = async () =>
    (await db.db.select({ n: count() }).from(mailQueue).where(isNull(mailQueue.sentAt)))[0]?.n;
  const waitForQueueEmpty = () => waitFor(async () => (await unsentMail()) === 0, 90_000);

  async function launch(env: Record<string, string>): Promise<Server> {
    const port = nextPort++;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-multi-'));
    const server = startServer({
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...s3.env,
    });
    const started = { ...server, url: `http://127.0.0.1:${port}`, dataDir };
    servers.push(started);
    const exitedEarly = server.exited.then((code) => {
      throw new Error(`the server exited (${code}) before answering`);
    });
    await Promise.race([
      waitFor(async () => (await fetch(`${started.url}/api/health`)).ok, 60_000),
      exitedEarly,
    ]).catch((error: Error) => {
      throw new Error(`${error.message}; it printed:\n${server.output()}`);
    });
    exitedEarly.catch(() => {});
    return started;
  }

  beforeAll(async () => {
    database = await createPostgresDatabase(SERVER_URL);
    s3 = await startS3();
    // A relay that takes a few milliseconds per message, so a sender can be caught mid-send.
    smtp = await startSmtp(0, { delayMs: 10 });
    // Both at once on the fresh database: migrations and the first admin under advisory locks.
    [a, b] = await Promise.all([launch({}), launch({})]);
    db = await openDatabase({ databaseUrl: database.url });
    const taxonomy = await createTaxonomy(db.db);
    for (const price of [14400, 20000, 9999])
      productIds.push(await createProduct(db.db, { ...taxonomy, price }));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await rm(server.dataDir, { recursive: true, force: true });
    }
    await db?.close();
    await smtp?.close();
    await s3?.close();
    await database?.drop();
  }, 60_000);

  /** count POSTs at once from one client address, alternately through A and B. */
  const burstOverBoth = (count: number, pathname: string, body: () => unknown) => {
    const client = nextClient();
    return Promise.all(
      Array.from({ length: count }, (_, i) =>
        request(i % 2 ? a : b, pathname, { method: 'POST', body: body(), client }),
      ),
    );
  };

  const signIn = async (server: Server, client = nextClient()) => {
    const response = await request(server, '/api/auth/login', {
      method: 'POST',
      body: ADMIN,
      client,
    });
    expect(response.status).toBe(200);
    return cookieOf(response);
  };

  it('both started together on the fresh database: each migration once, one admin', async () => {
    const migrations = rowsOf<{ n: number }>(
      await db.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    )[0]?.n;
    const files = (await readdir('src/server/db/migrations')).filter((f) => f.endsWith('.sql'));
    expect(migrations).toBe(files.length);
    const admins = rowsOf<{ n: number }>(
      await db.db.execute(sql`select count(*)::int as n from users`),
    )[0]?.n;
    expect(admins).toBe(1);
  });

  it("an admin change through A empties B's catalogue cache within milliseconds (NOTIFY)", async () => {
    const taxonomy = await createTaxonomy(db.db);
    const cookie = await signIn(a);
    const list = async () =>
      (await (
        await request(b, `/api/products?subcategoryId=${taxonomy.subcategoryId}`)
      ).json()) as {
        items: { id: string; price: number }[];
      };
    expect((await list()).items).toEqual([]); // now cached on B
    const created = await request(a, '/api/admin/products', {
      method: 'POST',
      cookie,
      body: { ...validBody.product(taxonomy), name: 'Porcelanato Nuevo', price: 1000 },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // B hears of the change through PostgreSQL's NOTIFY, which reaches it a moment after A's
    // answer: a request to B in that moment may still get the cached list (not read-your-writes
    // across processes). Seen within a second here; usually at the first request.
    await seenWithin(async () => (await list()).items.some((p) => p.id === id));

    const edited = await request(a, `/api/admin/products/${id}`, {
      method: 'PUT',
      cookie,
      body: {
        ...validBody.product(taxonomy),
        name: 'Porcelanato Nuevo',
        price: 2500,
        imageIds: [],
      },
    });
    expect(edited.status).toBe(200);
    await seenWithin(async () => (await list()).items[0]?.price === 2500);
  });

  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    const cookie = await signIn(a);
    const me = async (server: Server) =>
      ((await (await request(server, '/api/auth/me', { cookie })).json()) as { user: unknown })
        .user;
    expect(await me(b)).toMatchObject({ email: ADMIN.email });
    expect((await request(b, '/api/auth/logout', { method: 'POST', cookie })).status).toBe(204);
    expect(await me(a)).toBeNull();
    expect((await request(a, '/api/admin/orders', { cookie })).status).toBe(401);
  });

  it('the sign-in throttle counts across both: 12 parallel wrong passwords, 5 checked', async () => {
    const answers = await burstOverBoth(12, '/api/auth/login', () => ({
      email: ADMIN.email,
      password: 'no-es-esta',
    }));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, ...Array<number>(7).fill(429)]);
    // The owner, from another address, still gets in through either process.
    await signIn(b);
  });

  it('the order limit counts across both (10 per address in 10 minutes)', async () => {
    const answers = await burstOverBoth(14, '/api/orders', () => ({
      idempotencyKey: randomUUID(),
      items: [],
    }));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429, 429, 429, 429]);
    const limited = answers.find((r) => r.status === 429);
    expect(((await limited?.json()) as { error: { message: string } }).error.message).toMatch(
      /pedidos/i,
    );
  });

  it("an image uploaded through A is served for B's pages, from the bucket", async () => {
    const productId = await createProduct(db.db);
    const cookie = await signIn(a);
    const form = multipart('piso.jpg', 'image/jpeg', await readFile('test/fixtures/tile.jpg'));
    const uploaded = await fetch(`${a.url}/api/admin/products/${productId}/images`, {
      method: 'POST',
      headers: { cookie, 'content-type': form.contentType, 'x-forwarded-for': nextClient() },
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const detail = (await (await request(b, `/api/products/${productId}`)).json()) as {
      images: { src: string }[];
    };
    const src = detail.images[0]?.src ?? '';
    expect(src).toMatch(/^\/uploads\/products\//);
    const image = await fetch(`${b.url}${src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    // Neither process wrote it to its own disk.
    for (const server of [a, b])
      expect(await readdir(path.join(server.dataDir, 'uploads')).catch(() => [])).toEqual([]);
  });

  it('50 shoppers at the last 10 boxes over both processes: exactly 10 orders, the rest a Spanish 409', async () => {
    const taxonomy = await createTaxonomy(db.db, { area: 'Pisos y Revestimientos' });
    const name = 'Porcelanato Ultimas Cajas';
    const productId = await createProduct(db.db, { ...taxonomy, name, trackStock: true });
    const cookie = await signIn(a);
    const ingreso = await request(a, `/api/admin/stock/products/${productId}/ingresos`, {
      method: 'POST',
      cookie,
      body: { code: 'MP-1', tono: 'T1', calibre: '9', receivedOn: '2026-11-01', quantity: 10 },
    });
    expect(ingreso.status).toBe(201);
    const checkouts = Array.from({ length: 50 }, (_, i) => {
      const checkout = validOrder(i % 2 ? a : b);
      checkout.body.items = [{ productId, quantity: 1, squareMeters: 0, includeWaste: false }];
      return checkout;
    });
    const outcomes = await placeOrders(checkouts);
    const statuses = outcomes.map((o) => ('status' in o ? o.status : o.failed));
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    // Both processes answered their half, each a 201 or the 409: the ten may fall to either
    // (whichever process reaches the lot's lock first; A, warmed by the sign-in and the ingreso,
    // can take all ten), and the counts above and the lot below hold across both.
    for (const server of [a, b]) {
      const through = outcomes.filter((_, i) => checkouts[i]?.server === server);
      expect(through).toHaveLength(25);
      expect(through.every((o) => 'status' in o && (o.status === 201 || o.status === 409))).toBe(
        true,
      );
    }
    const refused = checkouts.find((_, i) => statuses[i] === 409);
    const again = await request(refused?.server ?? a, '/api/orders', {
      method: 'POST',
      body: { ...refused?.body, idempotencyKey: randomUUID() },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toContain(name);
    const lots = rowsOf<{ on_hand: number; reserved: number; held: number }>(
      await db.db.execute(sql`select l.on_hand, l.reserved,
          (select coalesce(sum(r.quantity), 0)::int from stock_reservations r
            where r.lot_id = l.id and r.state = 'reserved') as held
        from stock_lots l where l.product_id = ${productId}`),
    );
    expect(lots).toEqual([{ on_hand: 10, reserved: 10, held: 10 }]);
  }, 120_000);

  it('300 queued e-mails sent by both processes: each delivered exactly once', async () => {
    const subjects = Array.from({ length: 300 }, (_, i) => `Boletin ${i}`);
    await queueMail(db.db, 'lista@example.com', subjects);
    // An order through each process wakes its sender (the 30 s timer would too, later).
    await placeOrders([validOrder(a), validOrder(b)]);
    await waitForQueueEmpty();
    const delivered = smtp.inbox.filter((m) => m.to[0] === 'lista@example.com').map(subjectOf);
    expect(delivered.sort()).toEqual([...subjects].sort());
    const senders = rowsOf<{ claimed_by: string }>(
      await db.db.execute(
        sql`select distinct claimed_by from mail_queue where subject like 'Boletin %'`,
      ),
    );
    expect(senders).toHaveLength(2);
  }, 120_000);

  it('200 checkouts over both with retried keys and a kill -9 of A mid-load: each acknowledged order once, its e-mails once', async () => {
    const inboxBefore = smtp.inbox.length;
    const distinct = Array.from({ length: 150 }, () => validOrder(Math.random() < 0.5 ? a : b));
    // A retry of a key goes to either process (a load balancer does not remember).
    const retries = Array.from({ length: 50 }, (_, i) => {
      const first = distinct[(i * 7) % distinct.length] ?? validOrder(a);
      return { ...first, server: Math.random() < 0.5 ? a : b };
    });
    const all = shuffle([...distinct, ...retries]);
    const submitted: Promise<Outcome[]>[] = [];
    // A is killed while it holds claims on e-mails it has not sent yet (mid-batch).
    let aIsDown = false;
    const killA = (async () => {
      const held = sql`select count(*)::int as n from mail_queue
        where sent_at is null and claimed_by like ${`%:${a.child.pid}:%`}`;
      await waitFor(
        async () => (rowsOf<{ n: number }>(await db.db.execute(held))[0]?.n ?? 0) > 0,
        60_000,
        5,
      );
      a.child.kill('SIGKILL');
      aIsDown = true;
    })();
    for (let wave = 0; wave < 10; wave++) {
      const checkouts = all.slice(wave * 20, wave * 20 + 20);
      // Once A is down the load balancer sends everything to B; what was in flight to A fails.
      submitted.push(
        placeOrders(aIsDown ? checkouts.map((c) => ({ ...c, server: b })) : checkouts),
      );
      await new Promise((resolve) => setTimeout(resolve, 40));
      if (wave === 5) await killA; // the rest of the load goes to B alone
    }
    const outcomes = (await Promise.all(submitted)).flat();
    expect(await a.exited).toBeNull(); // killed: no clean shutdown

    const acked = outcomes.filter(
      (o): o is { key: string; status: number; id: number } => 'status' in o && o.status < 300,
    );
    // Everything through B went in, and A's before the kill; the kill cut some off.
    expect(acked.length).toBeGreaterThan(120);
    expect(acked.length).toBeLessThan(200);
    expect(outcomes.filter((o) => 'status' in o && o.status >= 300)).toEqual([]);
    const keys = distinct.map((c) => c.body.idempotencyKey);
    const stored = await db.db
      .select({ id: orders.id, key: orders.idempotencyKey, email: orders.customerEmail })
      .from(orders)
      .where(inArray(orders.idempotencyKey, keys));
    const storedIds = new Map(stored.map((row) => [row.key, row.id]));
    expect(storedIds.size).toBe(stored.length); // one row per key
    for (const outcome of acked) expect(storedIds.get(outcome.key)).toBe(outcome.id);

    // A's lease on the messages it had claimed runs out (5 minutes; brought forward here), and
    // B takes them over when its sender wakes (an order through it).
    const heldByA = await db.db.execute(
      sql`update mail_queue set claimed_until = now() - interval '1 second'
          where sent_at is null and claimed_by like ${`%:${a.child.pid}:%`} returning "to"`,
    );
    const maybeSentByA = new Set(rowsOf<{ to: string }>(heldByA).map((row) => row.to));
    expect(maybeSentByA.size).toBeGreaterThan(0);
    await placeOrders([validOrder(b)]);
    await waitForQueueEmpty();

    // Each stored order (acknowledged or not: A may have died before answering) sent its
    // confirmation to its customer and its notice to the shop.
    const received = smtp.inbox.slice(inboxBefore);
    const times = new Map<string, number>();
    const tally = (what: string) => times.set(what, (times.get(what) ?? 0) + 1);
    for (const message of received) {
      if (message.to[0] === SHOP_EMAIL) tally(subjectOf(message));
      else tally(message.to[0] ?? '');
    }
    const notOnce: string[] = [];
    for (const row of stored) {
      for (const what of [row.email, `Nuevo pedido #${row.id} de Ana Perez`]) {
        if (times.get(what) !== 1) notOnce.push(`${what} ×${times.get(what) ?? 0}`);
      }
    }
    // Exactly once, but for the one message A may have been handing to the relay when it was
    // killed (accepted by the relay, never recorded as sent): that one goes again, never lost.
    expect(notOnce.length, notOnce.join(', ')).toBeLessThanOrEqual(1);
    for (const entry of notOnce) {
      expect(entry).toMatch(/ ×2$/);
      const to = entry.startsWith('Nuevo pedido') ? SHOP_EMAIL : entry.replace(/ ×2$/, '');
      expect(maybeSentByA.has(to)).toBe(true);
    }
  }, 180_000);
});

/** Fisher–Yates: retried keys land among the first attempts, not after them. */
function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    const swap = copy[i];
    copy[i] = copy[j] as T;
    copy[j] = swap as T;
  }
  return copy;
}
