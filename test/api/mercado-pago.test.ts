import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { mercadoPagoPayments, orderNotes } from '#server/db/schema';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct } from '../factories';
import { type MercadoPagoShop, nextAddress, startMercadoPagoShop } from '../mercado-pago-shop';
import { validBody } from '../payloads';
import type { FakeMercadoPago } from '../servers/mercado-pago';

describeEachEngine('Mercado Pago Checkout Pro', (engine) => {
  let shop: MercadoPagoShop;
  let t: TestApp;
  let mp: FakeMercadoPago;
  let webhook: string;
  let place: MercadoPagoShop['place'];
  let ledger: MercadoPagoShop['ledger'];

  beforeAll(async () => {
    shop = await startMercadoPagoShop(engine);
    ({ t, mp, webhook, place, ledger } = shop);
  });
  afterAll(async () => {
    await shop.close();
  });
  beforeEach(() => {
    t.sentMail.length = 0;
    mp.failing = false;
  });

  it('offers Mercado Pago and the transfer discount, and prices each choice on the server', async () => {
    const options = await t.app.inject({ url: '/api/payments/options' });
    expect(options.json()).toEqual({
      mercadoPago: true,
      transferDiscountPercentage: 5,
      maxInstallments: 6,
      bankDetails: false,
    });
    const byMp = await place('mercado_pago');
    expect(byMp.totalAmount).toBe(25920);
    const byTransfer = await place('transfer');
    // 25.920 less 5 %: 1.296 off.
    expect(byTransfer.totalAmount).toBe(24624);
    const page = await t.app.inject({ url: `/api/orders/by-token/${byTransfer.token}` });
    expect(page.json().payment).toMatchObject({ choice: 'transfer' });
    expect(page.json().adjustments).toMatchObject([
      { kind: 'transfer', percentage: 5, amount: -1296 },
    ]);
  });

  it('builds the preference from the stored order, never from the browser', async () => {
    const order = await place('mercado_pago', 3);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.token}/mercado-pago`,
      remoteAddress: nextAddress(),
      payload: { amount: 1, unit_price: 1 },
    });
    expect(response.statusCode).toBe(200);
    const preference = mp.preferences.at(-1);
    expect(response.json().url).toBe(`${mp.url}/checkout/v1/redirect?pref_id=${preference?.id}`);
    const back = `https://tienda.example.com/pedido/${order.token}`;
    expect(preference?.body).toMatchObject({
      items: [{ title: 'Roble 20x120', quantity: 3, unit_price: 12960, currency_id: 'ARS' }],
      payer: { name: 'Ana Pérez', email: 'ana@example.com' },
      external_reference: String(order.id),
      back_urls: { success: back, pending: back, failure: back },
      auto_return: 'approved',
      notification_url: 'https://tienda.example.com/api/payments/mercado-pago/notifications',
      statement_descriptor: 'Ceramicos Ruta 192',
      expires: true,
      payment_methods: { installments: 6 },
    });
    expect(preference?.idempotencyKey).toBeTruthy();
    // A transfer order (discounted) is not paid through Mercado Pago.
    const transfer = await place('transfer');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${transfer.token}/mercado-pago`,
      remoteAddress: nextAddress(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Este pedido ya no se puede pagar con Mercado Pago.');
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${'x'.repeat(43)}/mercado-pago`,
      remoteAddress: nextAddress(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses unsigned, forged, stale and replayed notifications with 401, recording nothing', async () => {
    const order = await place('mercado_pago');
    const payment = mp.createPayment({
      externalReference: String(order.id),
      amount: order.totalAmount,
      notificationUrl: webhook,
    });
    expect(await mp.notify(payment.id, { unsigned: true })).toBe(401);
    expect(await mp.notify(payment.id, { secret: 'otra-clave-cualquiera' })).toBe(401);
    expect(await mp.notify(payment.id, { signedId: '999' })).toBe(401);
    expect(await mp.notify(payment.id, { ts: Math.floor(Date.now() / 1000) - 3600 })).toBe(401);
    const noRequestId = await fetch(`${webhook}?data.id=${payment.id}&type=payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { id: payment.id }, type: 'payment' }),
    });
    expect(noRequestId.status).toBe(401);
    expect((await ledger(order.id)).rows).toEqual([]);
    const recorded = await t.db
      .select()
      .from(mercadoPagoPayments)
      .where(eq(mercadoPagoPayments.orderId, order.id));
    expect(recorded).toEqual([]);

    // The genuine one is taken; the same notification sent again is a replay.
    expect(await mp.notify(payment.id, { requestId: 'req-genuine-1' })).toBe(200);
    expect((await ledger(order.id)).rows).toHaveLength(1);
    expect(await mp.notify(payment.id, { requestId: 'req-genuine-1' })).toBe(401);
    expect((await ledger(order.id)).rows).toHaveLength(1);
  });

  it('approved → Pagado with both e-mails; duplicate and concurrent notifications → one payment', async () => {
    const order = await place('mercado_pago');
    await t.app.shop.mail.flush();
    t.sentMail.length = 0;
    const payment = mp.createPayment({
      externalReference: String(order.id),
      amount: order.totalAmount,
      installments: 6,
      notificationUrl: webhook,
    });
    // Mercado Pago's created and updated notifications, and retries, all at once.
    const statuses = await Promise.all(Array.from({ length: 12 }, () => mp.notify(payment.id)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const same = await Promise.all(
      Array.from({ length: 8 }, () => mp.notify(payment.id, { requestId: 'req-dup-1' })),
    );
    // The very same notification (one x-request-id) eight times at once: one is taken.
    expect(same.filter((s) => s === 200)).toHaveLength(1);
    expect(same.filter((s) => s === 401)).toHaveLength(7);
    const { rows, paymentStatus } = await ledger(order.id);
    expect(rows).toEqual([{ amount: order.totalAmount, mp: payment.id }]);
    expect(paymentStatus).toBe('paid');
    await t.app.shop.mail.flush();
    const subjects = t.sentMail.map((m) => m.subject);
    expect(subjects).toContain(`Recibimos tu pago del pedido #${order.id} - Cerámicos Ruta 192`);
    expect(subjects).toContain(`Pago con Mercado Pago del pedido #${order.id}`);
    expect(t.sentMail).toHaveLength(2);
    const notes = await t.db
      .select({ text: orderNotes.text, author: orderNotes.authorName })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, order.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.text).toContain(`pago n.º ${payment.id} aprobado`);
    expect(notes[0]?.text).toContain('6 cuotas');

    // The staff's order detail shows it among the payments.
    const admin = (await t.signIn('editor')).cookie;
    const detail = await t.app.inject({
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin },
    });
    expect(detail.json().payments).toMatchObject([
      {
        amount: order.totalAmount,
        method: 'mercado_pago',
        reference: `Mercado Pago n.º ${payment.id}`,
      },
    ]);
  });

  it('a refund and a chargeback reverse the payment', async () => {
    for (const status of ['refunded', 'charged_back'] as const) {
      const order = await place('mercado_pago');
      const payment = mp.createPayment({
        externalReference: String(order.id),
        amount: order.totalAmount,
        notificationUrl: webhook,
      });
      expect(await mp.notify(payment.id)).toBe(200);
      expect((await ledger(order.id)).paymentStatus).toBe('paid');
      mp.update(payment.id, {
        status,
        status_detail: status,
        transaction_amount_refunded: status === 'refunded' ? order.totalAmount : 0,
      });
      t.sentMail.length = 0;
      await Promise.all([mp.notify(payment.id), mp.notify(payment.id), mp.notify(payment.id)]);
      const { rows, paymentStatus } = await ledger(order.id);
      expect(rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([
        -order.totalAmount,
        order.totalAmount,
      ]);
      expect(paymentStatus).toBe('pending');
      await t.app.shop.mail.flush();
      expect(t.sentMail.map((m) => m.subject)).toContain(
        `Se revirtió un pago del pedido #${order.id} - Cerámicos Ruta 192`,
      );
    }
  });

  it('records a rejected or in-process payment without money, and a partial refund as its part', async () => {
    const order = await place('mercado_pago');
    const rejected = mp.createPayment({
      externalReference: String(order.id),
      amount: order.totalAmount,
      status: 'rejected',
      statusDetail: 'cc_rejected_insufficient_amount',
      notificationUrl: webhook,
    });
    expect(await mp.notify(rejected.id)).toBe(200);
    expect((await ledger(order.id)).rows).toEqual([]);
    const [row] = await t.db
      .select({ status: mercadoPagoPayments.status })
      .from(mercadoPagoPayments)
      .where(eq(mercadoPagoPayments.paymentId, rejected.id));
    expect(row?.status).toBe('rejected');
    const retry = mp.createPayment({
      externalReference: String(order.id),
      amount: order.totalAmount,
      status: 'in_process',
      notificationUrl: webhook,
    });
    expect(await mp.notify(retry.id)).toBe(200);
    expect((await ledger(order.id)).paymentStatus).toBe('pending');
    mp.update(retry.id, { status: 'approved', date_approved: new Date().toISOString() });
    expect(await mp.notify(retry.id)).toBe(200);
    expect((await ledger(order.id)).paymentStatus).toBe('paid');
    mp.update(retry.id, { transaction_amount_refunded: 1000 });
    expect(await mp.notify(retry.id)).toBe(200);
    const after = await ledger(order.id);
    expect(after.paymentStatus).toBe('deposit');
    expect(after.rows.reduce((sum, r) => sum + r.amount, 0)).toBe(order.totalAmount - 1000);
  });

  it('the reconciliation job finds a payment whose notification was lost', async () => {
    const order = await place('mercado_pago');
    const lost = mp.createPayment({
      externalReference: String(order.id),
      amount: order.totalAmount,
    });
    expect((await ledger(order.id)).paymentStatus).toBe('pending');
    const runs = await Promise.all([shop.reconcile(), shop.reconcile()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const { rows, paymentStatus } = await ledger(order.id);
    expect(rows).toEqual([{ amount: order.totalAmount, mp: lost.id }]);
    expect(paymentStatus).toBe('paid');
    // Mercado Pago down: nothing recorded, nothing thrown.
    mp.failing = true;
    await expect(shop.reconcile()).resolves.toBe(0);
  });

  it('a notification Mercado Pago cannot confirm is not taken, and its retry is', async () => {
    const order = await place('mercado_pago');
    const payment = mp.createPayment({
      externalReference: String(order.id),
      amount: order.totalAmount,
      notificationUrl: webhook,
    });
    mp.failing = true;
    expect(await mp.notify(payment.id, { requestId: 'req-retry-1' })).toBe(500);
    mp.failing = false;
    expect(await mp.notify(payment.id, { requestId: 'req-retry-1' })).toBe(200);
    expect((await ledger(order.id)).rows).toHaveLength(1);
  });
});

describeEachEngine('without Mercado Pago credentials', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not offer it, refuses the choice and has no webhook', async () => {
    const options = await t.app.inject({ url: '/api/payments/options' });
    expect(options.json().mercadoPago).toBe(false);
    const productId = await createProduct(t.db, { price: 1000 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...validBody.order(productId), paymentChoice: 'mercado_pago' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'El pago con Mercado Pago no está disponible en este momento.',
    );
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/mercado-pago/notifications?data.id=1&type=payment',
      payload: {},
    });
    expect(hook.statusCode).toBe(404);
  });
});
