import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type AdminOrderDetail, AdminOrderDetailSchema } from '#shared/admin-order-detail';
import { shopToday } from '#shared/shop-clock';
import { orderPayments } from '#server/db/schema';
import type { TestApp } from '../app';
import { describeEachEngine } from '../engines';
import { type MercadoPagoShop, startMercadoPagoShop } from '../mercado-pago-shop';
import type { FakeMercadoPago } from '../servers/mercado-pago';

describeEachEngine('refunds: through Mercado Pago and by hand', (engine) => {
  let shop: MercadoPagoShop;
  let t: TestApp;
  let mp: FakeMercadoPago;
  let editor: string;

  beforeAll(async () => {
    shop = await startMercadoPagoShop(engine);
    ({ t, mp } = shop);
    editor = (await t.signIn('editor')).cookie;
  });
  afterAll(async () => {
    await shop.close();
  });
  beforeEach(() => {
    mp.refundNotification = 'after';
  });

  const send = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    cookie = editor,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const detail = async (id: number): Promise<AdminOrderDetail> => {
    const response = await send('GET', `/api/admin/orders/${id}`);
    expect(response.statusCode).toBe(200);
    return AdminOrderDetailSchema.parse(response.json());
  };
  const refundRows = (orderId: number) =>
    t.db
      .select({ amount: orderPayments.amount, refundId: orderPayments.mercadoPagoRefundId })
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, orderId), isNotNull(orderPayments.mercadoPagoRefundId)));

  /** An order paid in full through Mercado Pago, its credit recorded from the notification. */
  async function paidOrder() {
    const order = await shop.place('mercado_pago');
    const payment = mp.createPayment({
      externalReference: String(order.id),
      amount: order.totalAmount,
      notificationUrl: shop.webhook,
    });
    expect(await mp.notify(payment.id)).toBe(200);
    const credit = (await detail(order.id)).payments.find((p) => p.fromMercadoPago);
    if (!credit) throw new Error('the credit was not recorded');
    return { order, payment, credit };
  }
  const refund = (
    orderId: number,
    rowId: string,
    amount: number,
    key = randomUUID(),
    cookie = editor,
  ) =>
    send(
      'POST',
      `/api/admin/orders/${orderId}/payments/${rowId}/refund`,
      { amount, idempotencyKey: key },
      cookie,
    );

  it('gives back part through Mercado Pago, the same request again nothing more, then the rest', async () => {
    const { order, payment, credit } = await paidOrder();
    expect(credit.refundable).toBe(order.totalAmount);
    const key = randomUUID();
    const partial = await refund(order.id, credit.id, 5_000, key);
    expect(partial.statusCode).toBe(201);
    const after = AdminOrderDetailSchema.parse(partial.json());
    expect(after.paidAmount).toBe(order.totalAmount - 5_000);
    expect(after.paymentStatus).toBe('deposit');
    expect(after.payments.find((p) => p.id === credit.id)?.refundable).toBe(
      order.totalAmount - 5_000,
    );
    expect(mp.refundRequests.at(-1)?.idempotencyKey).toBe(key);
    await mp.refundNotificationsSettled();
    expect(await refundRows(order.id)).toEqual([
      { amount: -5_000, refundId: String(mp.payments.get(payment.id)?.refunds[0]?.id) },
    ]);

    // The same request again (a retry): Mercado Pago answers the same refund; nothing new.
    const again = await refund(order.id, credit.id, 5_000, key);
    expect(again.statusCode).toBe(201);
    await mp.refundNotificationsSettled();
    expect(mp.payments.get(payment.id)?.refunds).toHaveLength(1);
    expect(await refundRows(order.id)).toHaveLength(1);

    // The rest: Mercado Pago marks the payment refunded; the order owes its total again.
    const rest = await refund(order.id, credit.id, order.totalAmount - 5_000);
    expect(rest.statusCode).toBe(201);
    await mp.refundNotificationsSettled();
    expect(mp.payments.get(payment.id)?.status).toBe('refunded');
    const ledger = await shop.ledger(order.id);
    expect(ledger.rows.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    expect(ledger.rows).toHaveLength(3);
    expect(ledger.paymentStatus).toBe('pending');
    const final = await detail(order.id);
    expect(final.payments.find((p) => p.id === credit.id)?.refundable).toBe(0);
    expect((await refund(order.id, credit.id, 1)).statusCode).toBe(409);
  });

  it('records a refund whose notification arrives before the answer once', async () => {
    mp.refundNotification = 'before';
    const { order, credit } = await paidOrder();
    const response = await refund(order.id, credit.id, order.totalAmount);
    expect(response.statusCode).toBe(201);
    expect(AdminOrderDetailSchema.parse(response.json()).paidAmount).toBe(0);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect((await shop.ledger(order.id)).rows).toHaveLength(2);
  });

  it('records a refund known only from its notification (made in Mercado Pago) once', async () => {
    mp.refundNotification = 'none';
    const { order, payment, credit } = await paidOrder();
    const response = await refund(order.id, credit.id, 3_000);
    expect(response.statusCode).toBe(201);
    // The notification of the same refund comes later, and again: nothing doubles.
    expect(await mp.notify(payment.id)).toBe(200);
    expect(await mp.notify(payment.id)).toBe(200);
    expect(await refundRows(order.id)).toEqual([{ amount: -3_000, refundId: expect.any(String) }]);
    expect((await detail(order.id)).paidAmount).toBe(order.totalAmount - 3_000);
  });

  it('gives back once when "Devolver" is pressed twice at the same time', async () => {
    const { order, payment, credit } = await paidOrder();
    const key = randomUUID();
    const answers = await Promise.all([
      refund(order.id, credit.id, 2_000, key),
      refund(order.id, credit.id, 2_000, key),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    await mp.refundNotificationsSettled();
    expect(mp.payments.get(payment.id)?.refunds).toHaveLength(1);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect((await detail(order.id)).paidAmount).toBe(order.totalAmount - 2_000);
  });

  it('refuses more than the payment still counts, in Spanish, asking Mercado Pago nothing', async () => {
    const { order, credit } = await paidOrder();
    const asked = mp.refundRequests.length;
    const response = await refund(order.id, credit.id, order.totalAmount + 1);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      `No se puede devolver más de lo que este pago de Mercado Pago todavía cuenta en el pedido ($ ${order.totalAmount.toLocaleString('es-AR')}).`,
    );
    expect(mp.refundRequests).toHaveLength(asked);
    const noKey = await send('POST', `/api/admin/orders/${order.id}/payments/${credit.id}/refund`, {
      amount: 10,
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toBe(
      'Falta la clave de la devolución: recargá la página e intentá nuevamente.',
    );
    // Mercado Pago down: nothing recorded, and the same key may be tried again.
    mp.failing = true;
    const down = await refund(order.id, credit.id, 10);
    mp.failing = false;
    expect(down.statusCode).toBe(502);
    expect(down.json().error.message).toMatch(/^No pudimos confirmar la devolución/);
    expect(await refundRows(order.id)).toEqual([]);
  });

  it('keeps Mercado Pago rows out of reach: no deleting them, no manual payment or refund as Mercado Pago', async () => {
    const { order, credit } = await paidOrder();
    await refund(order.id, credit.id, 1_000);
    await mp.refundNotificationsSettled();
    const rows = (await detail(order.id)).payments;
    for (const row of rows) {
      const deleted = await send('DELETE', `/api/admin/orders/${order.id}/payments/${row.id}`);
      expect(deleted.statusCode).toBe(409);
    }
    const asMercadoPago = { amount: 10, date: shopToday(), method: 'mercado_pago', reference: 'x' };
    const payment = await send('POST', `/api/admin/orders/${order.id}/payments`, asMercadoPago);
    expect(payment.statusCode).toBe(400);
    const manual = await send('POST', `/api/admin/orders/${order.id}/refunds`, asMercadoPago);
    expect(manual.statusCode).toBe(400);
    expect(manual.json().error.message).toBe(
      'Los pagos de Mercado Pago los registra Mercado Pago: elegí efectivo, transferencia o tarjeta.',
    );
    // A manual row is not refunded through Mercado Pago.
    const cash = await send('POST', `/api/admin/orders/${order.id}/payments`, {
      amount: 500,
      date: shopToday(),
      method: 'efectivo',
    });
    const cashRow = AdminOrderDetailSchema.parse(cash.json()).payments.find(
      (p) => p.method === 'efectivo',
    );
    expect(cashRow?.refundable).toBe(0);
    const viaMp = await refund(order.id, cashRow?.id ?? '', 100);
    expect(viaMp.statusCode).toBe(400);
    expect(viaMp.json().error.message).toBe(
      'Este pago no es de Mercado Pago: registrá la devolución a mano, con su referencia.',
    );
  });

  it('records a transfer refund by hand with its reference, never more than was paid', async () => {
    const order = await shop.place('transfer');
    await send('POST', `/api/admin/orders/${order.id}/payments`, {
      amount: 10_000,
      date: shopToday(),
      method: 'transferencia',
    });
    const body = { amount: 4_000, date: shopToday(), method: 'transferencia' };
    const noReference = await send('POST', `/api/admin/orders/${order.id}/refunds`, body);
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().error.message).toBe(
      'Escribí la referencia de la devolución (n.º de transferencia o recibo), en una sola línea.',
    );
    const tooMuch = await send('POST', `/api/admin/orders/${order.id}/refunds`, {
      ...body,
      amount: 10_000.01,
      reference: 'TRF 1',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe(
      'No se puede devolver más de lo pagado en el pedido ($ 10.000).',
    );
    const superAdmin = (await t.signIn('super_admin')).cookie;
    const done = await send(
      'POST',
      `/api/admin/orders/${order.id}/refunds`,
      { ...body, reference: 'TRF 998877' },
      superAdmin,
    );
    expect(done.statusCode).toBe(201);
    const after = AdminOrderDetailSchema.parse(done.json());
    expect(after.paidAmount).toBe(6_000);
    expect(after.payments.find((p) => p.amount === -4_000)).toMatchObject({
      method: 'transferencia',
      reference: 'TRF 998877',
      fromMercadoPago: false,
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { ...body, reference: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await detail(order.id)).paidAmount).toBe(6_000);
  });

  it('two manual refunds at once are judged one after the other, never past what was paid', async () => {
    const order = await shop.place('transfer');
    await send('POST', `/api/admin/orders/${order.id}/payments`, {
      amount: 1_000,
      date: shopToday(),
      method: 'efectivo',
    });
    const body = { amount: 800, date: shopToday(), method: 'efectivo', reference: 'Recibo 1' };
    const answers = await Promise.all([
      send('POST', `/api/admin/orders/${order.id}/refunds`, body),
      send('POST', `/api/admin/orders/${order.id}/refunds`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect((await detail(order.id)).paidAmount).toBe(200);
  });
});
