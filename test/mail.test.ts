import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { mailQueue } from '../src/server/db/schema';
import { DEFAULT_SHOP_SETTINGS } from '../src/server/services/settings';
import { describeEachEngine, openTestDatabase } from './engines';
import { createProduct } from './factories';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process that keeps every message it receives. */
async function startSmtp(
  port = 0,
): Promise<{ port: number; inbox: Received[]; close(): Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a quoted-printable body, readable for assertions. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

describeEachEngine('order e-mails', (engine) => {
  // One database for the file (opening PGlite is the slow part); an app per test.
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await database.close();
  });
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function shopWith(env: Record<string, string>): Promise<{
    app: FastifyInstance;
    database: Database;
    dataDir: string;
    placeOrder(): Promise<number>;
  }> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-mail-'));
    await database.db.delete(mailQueue);
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off', ...env });
    const app = await buildApp({ config, database });
    await app.ready();
    cleanups.push(async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    });
    const productId = await createProduct(database.db, { name: 'Roble 20x120', price: 14400 });
    return {
      app,
      database,
      dataDir,
      async placeOrder() {
        const response = await app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: {
            idempotencyKey: randomUUID(),
            customer: {
              name: 'Ana Pérez',
              email: 'ana@example.com',
              phone: '11 1234-5678',
              address: 'Calle 123, Luján',
            },
            items: [{ productId, quantity: 2, squareMeters: 2.88, includeWaste: true }],
          },
        });
        expect(response.statusCode).toBe(201);
        return response.json().id as number;
      },
    };
  }

  it('sends the confirmation and the shop notice over SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const shop = await shopWith({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const id = await shop.placeOrder();
    await shop.app.shop.mail.flush();

    expect(smtp.inbox.map((m) => m.to).sort()).toEqual([
      ['ana@example.com'],
      [DEFAULT_SHOP_SETTINGS.email],
    ]);
    const toCustomer = smtp.inbox.find((m) => m.to[0] === 'ana@example.com');
    const text = decodeQuotedPrintable(toCustomer?.raw ?? '');
    expect(text).toContain(`número #${id}`);
    expect(text).toContain('- Roble 20x120: 2 cajas, 2,88 m² + desperdicio');
    expect(text).toContain('Total: $ 28.800');
    expect(text).toContain('¿Qué sigue?');
    expect(toCustomer?.raw).toMatch(/^From: .*<ventas@ceramicosruta192\.com\.ar>/m);
  });

  it('keeps the order when SMTP is down and delivers the e-mails on a later attempt', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const shop = await shopWith({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const id = await shop.placeOrder();
    await shop.app.shop.mail.flush();

    const pending = await shop.database.db.select().from(mailQueue);
    expect(pending).toHaveLength(2);
    for (const mail of pending) {
      expect(mail).toMatchObject({ attempts: 1, sentAt: null });
      expect(mail.lastError).toBeTruthy();
      expect(mail.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }

    const back = await startSmtp(port);
    cleanups.push(back.close);
    // The retry is due: bring it forward instead of waiting for the backoff.
    await shop.database.db.update(mailQueue).set({ nextAttemptAt: new Date() });
    await shop.app.shop.mail.flush();
    expect(back.inbox).toHaveLength(2);
    expect(decodeQuotedPrintable(back.inbox[0]?.raw ?? '')).toContain(`#${id}`);
    const sent = await shop.database.db
      .select({ sentAt: mailQueue.sentAt })
      .from(mailQueue)
      .where(eq(mailQueue.attempts, 1));
    expect(sent.every((m) => m.sentAt !== null)).toBe(true);
  });

  it('writes .eml files to DATA_DIR/outbox without SMTP_URL', async () => {
    const shop = await shopWith({});
    const id = await shop.placeOrder();
    await shop.app.shop.mail.flush();
    const outbox = path.join(shop.dataDir, 'outbox');
    const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const texts = await Promise.all(
      files.map(async (f) => decodeQuotedPrintable(await readFile(path.join(outbox, f), 'utf8'))),
    );
    expect(texts.some((t) => t.includes('To: ana@example.com') && t.includes(`#${id}`))).toBe(true);
    expect(texts.some((t) => t.includes(`To: ${DEFAULT_SHOP_SETTINGS.email}`))).toBe(true);
  });
});
