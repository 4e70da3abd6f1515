import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type Db, openDatabase } from '#server/db/client';
import {
  activityLog,
  authLogs,
  mailQueue,
  orderLines,
  orderNotes,
  orderPayments,
  orders,
  sharedCarts,
  trash,
  withdrawalRequests,
} from '#server/db/schema';
import { runHousekeeping } from '#server/modules/housekeeping/housekeeping';
import { deleteExpiredRecords } from '#server/modules/housekeeping/retention';
import { trashOrder } from '#server/modules/trash/trash';
import { RETENTION, daysBefore, yearsBefore } from '#shared/retention';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createOrder, createUser, createWithdrawal } from '../factories';

/** The clock of every run here: far from the real one, which no row of this file is near. */
const NOW = new Date('2040-03-15T12:00:00.000Z');
const MINUTE = 60_000;
/** Just past a period, and just within it. */
const past = (start: Date) => new Date(start.getTime() - MINUTE);
const within = (start: Date) => new Date(start.getTime() + MINUTE);

const ORDERS_START = yearsBefore(NOW, RETENTION.ordersYears);
const ACTIVITY_START = yearsBefore(NOW, RETENTION.activityYears);
const ACCESS_START = yearsBefore(NOW, RETENTION.accessLogYears);
const MAIL_START = daysBefore(NOW, RETENTION.mailDays);
const SHARED_CART_START = daysBefore(NOW, RETENTION.sharedCartDays);

describeEachEngine(
  'retention: records past their period are deleted, newer ones kept',
  (engine) => {
    let t: TestApp;
    let staffId: string;
    beforeAll(async () => {
      t = await createTestApp(engine);
      staffId = (await createUser(t.db, { role: 'super_admin' })).id;
    }, 60_000);
    afterAll(async () => {
      await t.close();
    }, 60_000);
    beforeEach(async () => {
      for (const table of [
        orders,
        withdrawalRequests,
        trash,
        activityLog,
        authLogs,
        mailQueue,
        sharedCarts,
      ])
        await t.db.delete(table);
    });

    /** An order of that day with a line, a payment and a note. */
    async function orderOn(createdAt: Date): Promise<number> {
      const { id } = await createOrder(t.db, { createdAt });
      await t.db.insert(orderPayments).values({
        orderId: id,
        amount: 100,
        paidOn: '2030-01-01',
        method: 'efectivo',
        recordedByName: 'Caja',
      });
      await t.db
        .insert(orderNotes)
        .values({ orderId: id, text: 'Llamar antes', authorName: 'Caja' });
      return id;
    }
    async function withdrawalOn(createdAt: Date, orderId: number | null = null): Promise<string> {
      const id = await createWithdrawal(t.db, orderId);
      await t.db.update(withdrawalRequests).set({ createdAt }).where(eq(withdrawalRequests.id, id));
      return id;
    }
    const activityOn = (at: Date) =>
      t.db
        .insert(activityLog)
        .values({ at, actorEmail: 'a@example.com', actorName: 'A', action: 'x', subject: 'x' });
    const accessOn = (timestamp: Date) =>
      t.db
        .insert(authLogs)
        .values({ timestamp, email: 'a@example.com', eventType: 'login', role: 'editor' });
    const mail = (values: Partial<typeof mailQueue.$inferInsert>) =>
      t.db.insert(mailQueue).values({
        to: 'cliente@example.com',
        subject: 'Pedido',
        text: 'x',
        nextAttemptAt: NOW,
        ...values,
      });
    const countWhere = async (
      table: typeof orderLines | typeof orderPayments | typeof orderNotes,
      ids: number[],
    ) =>
      (await t.db.select({ orderId: table.orderId }).from(table).where(inArray(table.orderId, ids)))
        .length;

    it('orders with their lines, payments and notes, and arrepentimiento requests, go after 10 years; newer ones stay', async () => {
      const old = await orderOn(past(ORDERS_START));
      const kept = await orderOn(within(ORDERS_START));
      const recent = await orderOn(daysBefore(NOW, 3));
      const oldRequest = await withdrawalOn(past(ORDERS_START), old);
      const keptRequest = await withdrawalOn(within(ORDERS_START), old);

      const counts = await deleteExpiredRecords(t.db, NOW);

      expect(counts).toMatchObject({ orders: 1, withdrawals: 1 });
      const left = await t.db.select({ id: orders.id }).from(orders);
      expect(left.map((o) => o.id).sort()).toEqual([kept, recent].sort());
      for (const table of [orderLines, orderPayments, orderNotes]) {
        expect(await countWhere(table, [old])).toBe(0);
        expect(await countWhere(table, [kept, recent])).toBe(2);
      }
      const requests = await t.db
        .select({ id: withdrawalRequests.id, orderId: withdrawalRequests.orderId })
        .from(withdrawalRequests);
      // The newer request outlives its order, without the link (ON DELETE SET NULL).
      expect(requests).toEqual([{ id: keptRequest, orderId: null }]);
      expect(requests.map((r) => r.id)).not.toContain(oldRequest);
    });

    it('an order past the period leaves the Papelera too, so it cannot be restored; a newer one stays there', async () => {
      const old = await orderOn(past(ORDERS_START));
      const kept = await orderOn(within(ORDERS_START));
      await trashOrder(t.db, old, staffId);
      await trashOrder(t.db, kept, staffId);
      await t.db.update(trash).set({ deletedAt: daysBefore(NOW, 1) });

      expect((await deleteExpiredRecords(t.db, NOW)).trashedOrders).toBe(1);

      const items = await t.db.select({ itemKey: trash.itemKey }).from(trash);
      expect(items).toEqual([{ itemKey: String(kept) }]);
    });

    it('the activity log keeps 2 years, the access log 1 year, sent or abandoned e-mails 90 days', async () => {
      await activityOn(past(ACTIVITY_START));
      await activityOn(within(ACTIVITY_START));
      await accessOn(past(ACCESS_START));
      await accessOn(within(ACCESS_START));
      await mail({ subject: 'enviado hace mucho', sentAt: past(MAIL_START) });
      await mail({ subject: 'enviado hace poco', sentAt: within(MAIL_START) });
      await mail({ subject: 'abandonado', attempts: 8, nextAttemptAt: past(MAIL_START) });
      await mail({ subject: 'todavía se reintenta', attempts: 3, nextAttemptAt: past(MAIL_START) });

      expect(await deleteExpiredRecords(t.db, NOW)).toEqual({
        orders: 0,
        withdrawals: 0,
        trashedOrders: 0,
        activity: 1,
        accessLog: 1,
        mail: 2,
        sharedCarts: 0,
      });
      expect(await t.db.select({ at: activityLog.at }).from(activityLog)).toEqual([
        { at: within(ACTIVITY_START) },
      ]);
      expect(await t.db.select({ at: authLogs.timestamp }).from(authLogs)).toEqual([
        { at: within(ACCESS_START) },
      ]);
      const subjects = await t.db.select({ subject: mailQueue.subject }).from(mailQueue);
      expect(subjects.map((m) => m.subject).sort()).toEqual([
        'enviado hace poco',
        'todavía se reintenta',
      ]);
    });

    it('a cart shared with a short link goes 90 days after it was last shared; a newer one stays', async () => {
      const lines = [
        { productId: randomUUID(), quantity: 2, squareMeters: 0, includeWaste: false },
      ];
      await t.db.insert(sharedCarts).values([
        { code: 'viejo23456', contentHash: 'a', lines, createdAt: past(SHARED_CART_START) },
        { code: 'nuevo23456', contentHash: 'b', lines, createdAt: within(SHARED_CART_START) },
      ]);

      expect((await deleteExpiredRecords(t.db, NOW)).sharedCarts).toBe(1);

      expect(await t.db.select({ code: sharedCarts.code }).from(sharedCarts)).toEqual([
        { code: 'nuevo23456' },
      ]);
    });

    it('deletes a big backlog in small batches, all of it', async () => {
      await t.db.insert(authLogs).values(
        Array.from({ length: 25 }, (_, i) => ({
          timestamp: new Date(past(ACCESS_START).getTime() - i * MINUTE),
          email: `e${i}@example.com`,
          eventType: 'login' as const,
          role: 'editor',
        })),
      );
      await accessOn(within(ACCESS_START));

      expect((await deleteExpiredRecords(t.db, NOW, { batch: 4 })).accessLog).toBe(25);
      expect(await t.db.select({ at: authLogs.timestamp }).from(authLogs)).toEqual([
        { at: within(ACCESS_START) },
      ]);
    });

    it('two processes purging at once delete each row exactly once between them', async () => {
      // On PostgreSQL a second connection pool is a second process as far as locks go.
      const other = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : null;
      try {
        const expired = 40;
        await t.db.insert(activityLog).values(
          Array.from({ length: expired }, (_, i) => ({
            at: new Date(past(ACTIVITY_START).getTime() - i * MINUTE),
            actorEmail: 'a@example.com',
            actorName: 'A',
            action: 'x',
            subject: `#${i}`,
          })),
        );
        for (let i = 0; i < 6; i++)
          await orderOn(new Date(past(ORDERS_START).getTime() - i * MINUTE));
        const run = (db: Db) => deleteExpiredRecords(db, NOW, { batch: 3 });
        const [a, b] = await Promise.all([run(t.db), run(other?.db ?? t.db)]);

        expect(a.activity + b.activity).toBe(expired);
        expect(a.orders + b.orders).toBe(6);
        expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(activityLog)).toEqual([
          { n: 0 },
        ]);
        expect(await t.db.select({ id: orders.id }).from(orders)).toEqual([]);
      } finally {
        await other?.close();
      }
    });

    it('one housekeeping run also empties what has been in the Papelera for 30 days', async () => {
      const order = await orderOn(daysBefore(NOW, 40));
      await trashOrder(t.db, order, staffId);
      await t.db.update(trash).set({ deletedAt: daysBefore(NOW, RETENTION.trashDays + 1) });
      await accessOn(past(ACCESS_START));
      const logged: object[] = [];
      const log = {
        info: (entry: object) => logged.push(entry),
        warn: (entry: object) => logged.push(entry),
      };

      await runHousekeeping(t.db, t.app.shop.storage, log, { now: NOW });

      expect(await t.db.select().from(trash)).toEqual([]);
      expect(await t.db.select().from(authLogs)).toEqual([]);
      expect(logged).toEqual([
        { step: 'papelera', deleted: { trash: 1 } },
        { step: 'retention', deleted: expect.objectContaining({ accessLog: 1 }) },
      ]);
    });
  },
);
