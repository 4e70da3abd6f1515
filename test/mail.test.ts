import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { mailQueue } from '#server/db/schema';
import { MAIL_LEASE_SECONDS, MailQueue, createMailTransport } from '#server/lib/mail';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { describeEachEngine, openTestDatabase } from './engines';
import { createProduct, queueMail } from './factories';
import { waitFor } from './server';
import { startSmtp, subjectOf } from './smtp';

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
    // An unclassified product (no area): its boxes have no m² to show.
    expect(text).toContain('- Roble 20x120: 2 cajas × $ 14.400 por caja = $ 28.800');
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

  describe('several senders on one database', () => {
    const log = Fastify({ logger: false }).log;
    const sender = (smtpPort: number) => {
      const queue = new MailQueue(
        database.db,
        createMailTransport({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, outboxDir: '', log }),
        async () => 'Tienda <ventas@example.com>',
        log,
      );
      cleanups.push(() => queue.stop());
      return queue;
    };
    const queue = async (count: number) => {
      await database.db.delete(mailQueue);
      const subjects = Array.from({ length: count }, (_, i) => `Mensaje ${i}`);
      await queueMail(database.db, 'a@example.com', subjects);
      return subjects;
    };

    it('three senders flushing 60 queued messages at once deliver each exactly once', async () => {
      const smtp = await startSmtp();
      cleanups.push(smtp.close);
      const subjects = await queue(60);
      const senders = [sender(smtp.port), sender(smtp.port), sender(smtp.port)];
      await Promise.all(senders.map((s) => s.flush()));

      expect(smtp.inbox.map(subjectOf).sort()).toEqual([...subjects].sort());
      const rows = await database.db.select().from(mailQueue);
      expect(rows.every((row) => row.sentAt !== null && row.attempts === 0)).toBe(true);
      // Each sender took a share (claims are small batches), none took them all.
      const bySender = new Set(rows.map((row) => row.claimedBy));
      expect(bySender.size).toBeGreaterThan(1);
    });

    it('a sender stopping (shutdown) hands its unsent claims back for another to send at once', async () => {
      const smtp = await startSmtp(0, { delayMs: 40 });
      cleanups.push(smtp.close);
      const subjects = await queue(20);
      const leaving = sender(smtp.port);
      const flushing = leaving.flush();
      await waitFor(async () => smtp.inbox.length > 0, 10_000, 5);
      await leaving.stop();
      await flushing;
      const unsent = (await database.db.select().from(mailQueue)).filter((m) => m.sentAt === null);
      expect(unsent.length).toBeGreaterThan(0);
      expect(unsent.every((m) => m.claimedBy === null && m.claimedUntil === null)).toBe(true);

      await sender(smtp.port).flush();
      expect(smtp.inbox.map(subjectOf).sort()).toEqual([...subjects].sort());
    });

    it("leaves a message another sender holds until that sender's lease runs out", async () => {
      const smtp = await startSmtp();
      cleanups.push(smtp.close);
      await queue(1);
      // A sender that claimed it and died before sending: its lease still runs.
      await database.db.update(mailQueue).set({
        claimedBy: 'otra-maquina:123:muerto',
        claimedUntil: new Date(Date.now() + MAIL_LEASE_SECONDS * 1000),
      });
      const survivor = sender(smtp.port);
      await survivor.flush();
      expect(smtp.inbox).toHaveLength(0);

      await database.db.update(mailQueue).set({ claimedUntil: new Date(Date.now() - 1000) });
      await survivor.flush();
      expect(smtp.inbox.map(subjectOf)).toEqual(['Mensaje 0']);
      const [row] = await database.db.select().from(mailQueue);
      expect(row).toMatchObject({ claimedBy: survivor.senderId, attempts: 0 });
      expect(row?.sentAt).not.toBeNull();
    });
  });
});
