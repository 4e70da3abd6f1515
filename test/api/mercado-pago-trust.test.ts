import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityListSchema } from '#shared/activity';
import { AdminOrderViewSchema } from '#shared/admin-order-detail';
import { TrashListSchema } from '#shared/trash';
import { activityLog, mercadoPagoPayments } from '#server/db/schema';
import { describeEachEngine } from '../engines';
import { createOrder } from '../factories';
import { type MercadoPagoShop, startMercadoPagoShop } from '../mercado-pago-shop';

type Staff = { cookie: string };

describeEachEngine('Mercado Pago: what is believed, and what staff see', (engine) => {
  let shop: MercadoPagoShop;
  let editor: Staff;
  let owner: Staff;

  beforeAll(async () => {
    shop = await startMercadoPagoShop(engine);
    editor = await shop.t.signIn('editor');
    owner = await shop.t.signIn('super_admin');
  });
  afterAll(async () => {
    await shop.close();
  });
  beforeEach(() => {
    shop.t.sentMail.length = 0;
  });

  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who: Staff,
    payload?: object,
  ) =>
    shop.t.app.inject({
      method,
      url,
      headers: { cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });

  async function detail(orderId: number) {
    const response = await send('GET', `/api/admin/orders/${orderId}`, editor);
    expect(response.statusCode).toBe(200);
    return AdminOrderViewSchema.parse(response.json());
  }

  async function activityAbout(orderId: number) {
    const response = await send('GET', '/api/admin/activity?pageSize=100', owner);
    expect(response.statusCode).toBe(200);
    return ActivityListSchema.parse(response.json()).entries.filter(
      (entry) => entry.subject === `Pedido #${orderId}`,
    );
  }

  async function pay(input: Parameters<MercadoPagoShop['mp']['createPayment']>[0]) {
    const payment = shop.mp.createPayment({ notificationUrl: shop.webhook, ...input });
    expect(await shop.mp.notify(payment.id)).toBe(200);
    return payment;
  }

  async function recorded(paymentId: string) {
    return shop.t.db
      .select({ review: mercadoPagoPayments.review, orderId: mercadoPagoPayments.orderId })
      .from(mercadoPagoPayments)
      .where(eq(mercadoPagoPayments.paymentId, paymentId));
  }

  describe('a payment counts only as the shop asked for it', () => {
    it('keeps a payment in dollars apart for staff: never pesos, never Pagado', async () => {
      const order = await shop.place('mercado_pago');
      const payment = await pay({
        externalReference: String(order.id),
        amount: order.totalAmount,
        currencyId: 'USD',
      });
      expect(await shop.ledger(order.id)).toEqual({ rows: [], paymentStatus: 'pending' });
      expect(await recorded(payment.id)).toEqual([{ review: 'currency', orderId: order.id }]);
      const seen = await detail(order.id);
      expect(seen.paymentStatus).toBe('pending');
      expect(seen.mercadoPagoReviews).toEqual([
        {
          paymentId: payment.id,
          reason: 'currency',
          message: expect.stringContaining('en una moneda que no es pesos: no se sumó a los pagos'),
        },
      ]);
      expect(await activityAbout(order.id)).toMatchObject([
        {
          action: 'order.mercado_pago',
          actorName: 'Mercado Pago',
          detail: expect.stringContaining(`n.º ${payment.id} por USD`),
        },
      ]);
      // The same payment notified again changes nothing and tells nobody twice.
      expect(await shop.mp.notify(payment.id)).toBe(200);
      expect(await activityAbout(order.id)).toHaveLength(1);
      expect((await shop.ledger(order.id)).paymentStatus).toBe('pending');
    });

    it('matches the reference exactly as the shop wrote it: "0001004" is not order 1004', async () => {
      const order = await shop.place('mercado_pago');
      for (const reference of [`000${order.id}`, ` ${order.id}`, `${order.id}.0`, `+${order.id}`]) {
        const payment = await pay({ externalReference: reference, amount: order.totalAmount });
        expect(await shop.ledger(order.id)).toEqual({ rows: [], paymentStatus: 'pending' });
        expect(await recorded(payment.id)).toEqual([]);
      }
    });

    it('ignores a payment of the account for an order the shop never sent to Mercado Pago', async () => {
      const order = await shop.place('transfer');
      const payment = await pay({ externalReference: String(order.id), amount: order.totalAmount });
      expect(await shop.ledger(order.id)).toEqual({ rows: [], paymentStatus: 'pending' });
      expect(await recorded(payment.id)).toEqual([]);
    });

    it("ignores a payment collected by another account, even with the order's reference", async () => {
      const order = await shop.place('mercado_pago');
      const payment = await pay({
        externalReference: String(order.id),
        amount: order.totalAmount,
        collectorId: 987654321,
      });
      expect(await shop.ledger(order.id)).toEqual({ rows: [], paymentStatus: 'pending' });
      expect(await recorded(payment.id)).toEqual([]);
    });

    it('flags an amount that is not the balance for staff instead of crediting it', async () => {
      const order = await shop.place('mercado_pago');
      const payment = await pay({ externalReference: String(order.id), amount: 100 });
      expect(await shop.ledger(order.id)).toEqual({ rows: [], paymentStatus: 'pending' });
      const seen = await detail(order.id);
      expect(seen.mercadoPagoReviews).toEqual([
        {
          paymentId: payment.id,
          reason: 'amount',
          message: `Pago de Mercado Pago n.º ${payment.id} por $ 100 (aprobado) que no coincide con el saldo del pedido: no se sumó a los pagos. Revisalo en Mercado Pago (devolvelo o acordá la diferencia con el cliente).`,
        },
      ]);
      expect(await activityAbout(order.id)).toMatchObject([
        { action: 'order.mercado_pago', detail: seen.mercadoPagoReviews[0]?.message },
      ]);
      await shop.t.app.shop.mail.flush();
      expect(shop.t.sentMail.map((m) => m.subject)).toContain(
        `Pago de Mercado Pago para revisar en el pedido #${order.id}`,
      );
      // The balance paid exactly is credited as before.
      const exact = await pay({ externalReference: String(order.id), amount: order.totalAmount });
      expect(await shop.ledger(order.id)).toEqual({
        rows: [{ amount: order.totalAmount, mp: exact.id }],
        paymentStatus: 'paid',
      });
    });
  });

  describe('a payment for an order staff deleted or cancelled', () => {
    it('keeps a payment for an order in the Papelera, tells staff, and counts it once restored', async () => {
      const order = await shop.place('mercado_pago');
      await shop.t.app.shop.mail.flush();
      shop.t.sentMail.length = 0;
      expect((await send('DELETE', `/api/admin/orders/${order.id}`, owner)).statusCode).toBe(204);
      const payment = await pay({ externalReference: String(order.id), amount: order.totalAmount });
      expect(await activityAbout(order.id)).toContainEqual(
        expect.objectContaining({
          action: 'order.mercado_pago',
          detail: expect.stringContaining('recibido con el pedido en la Papelera'),
        }),
      );
      expect(await recorded(payment.id)).toEqual([{ review: 'papelera', orderId: order.id }]);
      await shop.t.app.shop.mail.flush();
      expect(shop.t.sentMail.map((m) => m.subject)).toEqual([
        `Pago de Mercado Pago para revisar en el pedido #${order.id}`,
      ]);

      const trash = await send('GET', '/api/admin/trash', owner);
      const item = TrashListSchema.parse(trash.json()).items.find(
        (i) => i.itemKey === String(order.id),
      );
      expect((await send('POST', `/api/admin/trash/${item?.id}/restore`, owner)).statusCode).toBe(
        200,
      );
      // Restored, the order is open again: the reconciliation (or Mercado Pago's next
      // notification) counts the payment kept for it.
      expect(await shop.reconcile()).toBeGreaterThanOrEqual(1);
      expect(await shop.ledger(order.id)).toEqual({
        rows: [{ amount: order.totalAmount, mp: payment.id }],
        paymentStatus: 'paid',
      });
      expect((await detail(order.id)).mercadoPagoReviews).toEqual([]);
    });

    it('records a payment on a cancelled order and shows it "a devolver"', async () => {
      const order = await shop.place('mercado_pago');
      const cancel = await send('PATCH', `/api/admin/orders/${order.id}/status`, editor, {
        status: 'cancelled',
        notify: false,
      });
      expect(cancel.statusCode).toBe(200);
      const payment = await pay({ externalReference: String(order.id), amount: order.totalAmount });
      expect((await shop.ledger(order.id)).rows).toEqual([
        { amount: order.totalAmount, mp: payment.id },
      ]);
      const seen = await detail(order.id);
      expect(seen.status).toBe('cancelled');
      expect(seen.refundDue).toBe(order.totalAmount);
      expect(await activityAbout(order.id)).toContainEqual(
        expect.objectContaining({
          action: 'order.mercado_pago',
          detail: expect.stringContaining('en un pedido cancelado: a devolver al cliente'),
        }),
      );
    });
  });

  it('reconciles every open order, newest first, however many older ones stay open', async () => {
    const open = [];
    for (let n = 0; n < 101; n++) {
      const accessToken = randomBytes(32).toString('base64url');
      const order = await createOrder(shop.t.db, { paymentChoice: 'mercado_pago', accessToken });
      open.push({ ...order, accessToken });
    }
    const newest = open.at(-1);
    if (!newest) throw new Error('no orders');
    await shop.openCheckout(newest.accessToken);
    const lost = shop.mp.createPayment({
      externalReference: String(newest.id),
      amount: newest.totalAmount,
    });
    expect(await shop.reconcile()).toBe(1);
    expect(await shop.ledger(newest.id)).toEqual({
      rows: [{ amount: newest.totalAmount, mp: lost.id }],
      paymentStatus: 'paid',
    });
  });

  describe("Mercado Pago's rows are read-only", () => {
    it('refuses to delete a credit or a refund written from Mercado Pago, to anyone', async () => {
      const order = await shop.place('mercado_pago');
      const payment = await pay({ externalReference: String(order.id), amount: order.totalAmount });
      shop.mp.update(payment.id, {
        status: 'refunded',
        status_detail: 'refunded',
        transaction_amount_refunded: order.totalAmount,
      });
      expect(await shop.mp.notify(payment.id)).toBe(200);
      // A second payment, credited and left as it is.
      const again = await pay({ externalReference: String(order.id), amount: order.totalAmount });
      const before = await detail(order.id);
      expect(before.paymentStatus).toBe('paid');
      expect(before.payments.map((p) => [p.amount, p.fromMercadoPago])).toEqual([
        [order.totalAmount, true],
        [-order.totalAmount, true],
        [order.totalAmount, true],
      ]);
      expect(again.id).not.toBe(payment.id);
      for (const who of [editor, owner]) {
        for (const row of before.payments) {
          const response = await send(
            'DELETE',
            `/api/admin/orders/${order.id}/payments/${row.id}`,
            who,
          );
          expect(response.statusCode).toBe(409);
          expect(response.json().error.message).toBe(
            'Los pagos registrados por Mercado Pago no se pueden eliminar: una devolución se hace desde Mercado Pago y llega sola.',
          );
        }
      }
      const after = await detail(order.id);
      expect(after.payments).toEqual(before.payments);
      expect(after.paymentStatus).toBe('paid');
      expect(
        await shop.t.db
          .select()
          .from(activityLog)
          .where(
            and(
              eq(activityLog.subject, `Pedido #${order.id}`),
              eq(activityLog.action, 'order.payment'),
            ),
          ),
      ).toEqual([]);
    });

    it('refuses a payment recorded by hand with the method mercado_pago; other methods still work', async () => {
      const { id } = await createOrder(shop.t.db);
      const today = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Argentina/Buenos_Aires',
      }).format(new Date());
      const forged = await send('POST', `/api/admin/orders/${id}/payments`, editor, {
        amount: 1000,
        date: today,
        method: 'mercado_pago',
        reference: 'Mercado Pago n.º 1',
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().error.fields).toEqual({
        method:
          'Los pagos de Mercado Pago los registra Mercado Pago: elegí efectivo, transferencia o tarjeta.',
      });
      expect((await detail(id)).payments).toEqual([]);
      const cash = await send('POST', `/api/admin/orders/${id}/payments`, editor, {
        amount: 1000,
        date: today,
        method: 'efectivo',
      });
      expect(cash.statusCode).toBe(201);
      const [row] = (await detail(id)).payments;
      expect(row).toMatchObject({ method: 'efectivo', fromMercadoPago: false });
      const removed = await send('DELETE', `/api/admin/orders/${id}/payments/${row?.id}`, editor);
      expect(removed.statusCode).toBe(200);
    });
  });
});
