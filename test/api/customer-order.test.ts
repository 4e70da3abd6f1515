import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { CUSTOMER_ORDER_MESSAGES } from '../../src/shared/customer-order';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct } from '../factories';
import { validBody } from '../payloads';

let address = 0;
const nextAddress = () => `10.7.0.${++address}`;

describeEachEngine("the customer's order page and status e-mails", (engine) => {
  let t: TestApp;
  let admin: string;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { PUBLIC_URL: 'https://tienda.example.com' });
    admin = (await t.signIn('editor')).cookie;
    productId = await createProduct(t.db, { name: 'Roble 20x120', price: 14400 });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    t.sentMail.length = 0;
  });

  /** Places an order as a shopper and returns its id and the token read from the e-mail. */
  async function placeAndReadLink(): Promise<{ id: number; token: string }> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: validBody.order(productId),
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(201);
    await t.app.shop.mail.flush();
    const mail = t.sentMail.find((m) => m.to === 'ana@example.com');
    const token = /\/pedido\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no order link in the confirmation');
    t.sentMail.length = 0;
    return { id: response.json<{ id: number }>().id, token };
  }

  const setStatus = (id: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${id}/status`,
      headers: { cookie: admin },
      payload,
    });

  it('opens the order by the token of the e-mail, without staff data', async () => {
    const { id, token } = await placeAndReadLink();
    expect(token.length).toBeGreaterThanOrEqual(43);
    const response = await t.app.inject({ url: `/api/orders/by-token/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const order = response.json<Record<string, unknown>>();
    expect(order).toMatchObject({
      id,
      status: 'pending',
      paymentStatus: 'pending',
      customerName: 'Ana Pérez',
      delivery: { method: 'shipping', cost: null },
      products: [{ productName: 'Roble 20x120', quantity: 1, unitPrice: 14400 }],
    });
    expect(Object.keys(order)).not.toContain('customerEmail');
    expect(Object.keys(order)).not.toContain('idempotencyKey');
    // Quote validity: the order's day plus the default 7 days.
    const days =
      (Date.parse(String(order.quoteValidUntil)) - Date.parse(String(order.createdAt))) /
      86_400_000;
    expect(days).toBe(7);
  });

  it('answers an unknown or malformed token with a Spanish 404', async () => {
    for (const token of ['x'.repeat(43), 'corto', '..%2F..%2Fetc', 'a'.repeat(100), "'; drop"]) {
      const response = await t.app.inject({ url: `/api/orders/by-token/${token}` });
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toMatchObject({
        error: { message: CUSTOMER_ORDER_MESSAGES.notFound },
      });
    }
  });

  it('e-mails the customer when staff move the order along, unless told not to', async () => {
    const { id, token } = await placeAndReadLink();
    const subjects = async () => {
      await t.app.shop.mail.flush();
      const sent = t.sentMail.splice(0).map((m) => `${m.to} | ${m.subject}`);
      return sent;
    };

    expect((await setStatus(id, { status: 'processing' })).statusCode).toBe(200);
    expect(await subjects()).toEqual([
      `ana@example.com | Tu pedido #${id}: En Proceso - Cerámicos Ruta 192`,
    ]);

    // The same status again: nothing new to tell.
    expect((await setStatus(id, { status: 'processing' })).statusCode).toBe(200);
    expect(await subjects()).toEqual([]);

    // Back to Pendiente is not a change the customer is told of.
    expect((await setStatus(id, { status: 'pending' })).statusCode).toBe(200);
    expect(await subjects()).toEqual([]);

    // Staff unticked the notice.
    const quiet = await setStatus(id, { status: 'cancelled', notify: false });
    expect(quiet.statusCode).toBe(200);
    expect(quiet.json()).toMatchObject({ status: 'cancelled' });
    expect(await subjects()).toEqual([]);

    expect((await setStatus(id, { status: 'completed', notify: true })).statusCode).toBe(200);
    await t.app.shop.mail.flush();
    const [done] = t.sentMail.splice(0);
    expect(done?.subject).toBe(`Tu pedido #${id}: Enviado - Cerámicos Ruta 192`);
    expect(done?.replyTo).toBe('ventas@ceramicosruta192.com.ar');
    expect(done?.text).toContain(`https://tienda.example.com/pedido/${token}`);
    expect(done?.html).toContain('Ver mi pedido');

    const page = await t.app.inject({ url: `/api/orders/by-token/${token}` });
    expect(page.json()).toMatchObject({ status: 'completed' });
  });

  it('refuses a notify that is not yes or no, changing nothing', async () => {
    const { id } = await placeAndReadLink();
    const response = await setStatus(id, { status: 'processing', notify: 'sí' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { fields: { notify: 'El aviso al cliente debe ser sí o no.' } },
    });
    const page = await t.app.inject({ url: `/api/admin/orders/${id}`, headers: { cookie: admin } });
    expect(page.json()).toMatchObject({ status: 'pending' });
    await t.app.shop.mail.flush();
    expect(t.sentMail).toEqual([]);
  });
});
