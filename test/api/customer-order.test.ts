import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/client';
import { products } from '#server/db/schema';
import { createStorefront } from '#client/render-page';
import { CUSTOMER_ORDER_MESSAGES } from '#shared/customer-order';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct } from '../factories';
import { validBody } from '../payloads';
import { INDEX_HTML } from '../pages';

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
  async function placeAndReadLink(
    delivery: 'shipping' | 'pickup' = 'shipping',
    product = productId,
  ): Promise<{ id: number; token: string }> {
    const body = validBody.order(product);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...body, customer: { ...body.customer, deliveryMethod: delivery } },
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
      products: [{ productId, productName: 'Roble 20x120', quantity: 1, unitPrice: 14400 }],
    });
    expect(Object.keys(order)).not.toContain('customerEmail');
    expect(Object.keys(order)).not.toContain('idempotencyKey');
    // Quote validity: the order's day plus the default 7 days.
    const days =
      (Date.parse(String(order.quoteValidUntil)) - Date.parse(String(order.createdAt))) /
      86_400_000;
    expect(days).toBe(7);
  });

  it("names a line's product (its page's link) only while the shop shows it", async () => {
    const product = await createProduct(t.db, { name: 'Guardado como borrador' });
    const { token } = await placeAndReadLink('shipping', product);
    const lineProduct = async () => {
      const response = await t.app.inject({ url: `/api/orders/by-token/${token}` });
      return response.json<{ products: { productId: string | null }[] }>().products[0]?.productId;
    };
    expect(await lineProduct()).toBe(product);
    await t.db.update(products).set({ status: 'borrador' }).where(eq(products.id, product));
    expect(await lineProduct()).toBeNull();
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
    expect(done?.subject).toBe(`Tu pedido #${id}: Completado (entregado) - Cerámicos Ruta 192`);
    expect(done?.text).toContain('Registramos la entrega de tu pedido.');
    expect(done?.replyTo).toBe('ventas@ceramicosruta192.com.ar');
    expect(done?.text).toContain(`https://tienda.example.com/pedido/${token}`);
    expect(done?.html).toContain('Ver mi pedido');

    const page = await t.app.inject({ url: `/api/orders/by-token/${token}` });
    expect(page.json()).toMatchObject({ status: 'completed' });
  });

  it('a delivery goes "En camino" and then "Entregado", each e-mailed, promising only what happened', async () => {
    const { id, token } = await placeAndReadLink('shipping');
    const mailOf = async () => {
      await t.app.shop.mail.flush();
      const sent = t.sentMail.splice(0);
      expect(sent.map((m) => m.to)).toEqual(['ana@example.com']);
      return sent[0];
    };
    const pageStatus = async () =>
      (await t.app.inject({ url: `/api/orders/by-token/${token}` })).json().status;

    expect((await setStatus(id, { status: 'processing' })).statusCode).toBe(200);
    const processing = await mailOf();
    expect(processing?.text).toContain('Estamos preparando tu pedido.');
    // Whether the next step is e-mailed is staff's choice: the mail promises none.
    expect(processing?.text).not.toMatch(/te avisamos|te vamos a avisar/i);

    expect((await setStatus(id, { status: 'in_transit' })).statusCode).toBe(200);
    const onTheWay = await mailOf();
    expect(onTheWay?.subject).toBe(`Tu pedido #${id}: En camino - Cerámicos Ruta 192`);
    expect(onTheWay?.text).toContain('Tu pedido salió hacia la dirección de entrega.');
    expect(onTheWay?.html).toContain('En camino');
    expect(await pageStatus()).toBe('in_transit');

    expect((await setStatus(id, { status: 'completed' })).statusCode).toBe(200);
    expect((await mailOf())?.subject).toBe(
      `Tu pedido #${id}: Completado (entregado) - Cerámicos Ruta 192`,
    );
  });

  it('a pickup goes "Listo para retirar", e-mailed with where and when, and then "Retirado"', async () => {
    const { id, token } = await placeAndReadLink('pickup');
    expect((await setStatus(id, { status: 'ready' })).statusCode).toBe(200);
    await t.app.shop.mail.flush();
    const [ready, ...more] = t.sentMail.splice(0);
    expect(more).toEqual([]);
    expect(ready?.subject).toBe(`Tu pedido #${id}: Listo para retirar - Cerámicos Ruta 192`);
    expect(ready?.text).toContain('podés pasar a retirarlo por el local');
    expect(ready?.text).toContain(`Dirección: ${DEFAULT_SHOP_SETTINGS.address}`);
    const [hours] = DEFAULT_SHOP_SETTINGS.hours;
    if (hours) expect(ready?.text).toContain(`${hours.days}: ${hours.time}`);
    expect((await t.app.inject({ url: `/api/orders/by-token/${token}` })).json().status).toBe(
      'ready',
    );

    // "En camino" is no step of a pickup: refused, nothing sent.
    expect((await setStatus(id, { status: 'in_transit' })).statusCode).toBe(400);
    expect((await setStatus(id, { status: 'completed' })).statusCode).toBe(200);
    await t.app.shop.mail.flush();
    const [done] = t.sentMail.splice(0);
    expect(done?.subject).toBe(`Tu pedido #${id}: Completado (retirado) - Cerámicos Ruta 192`);
    expect(done?.text).toContain('Registramos que retiraste tu pedido.');
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

describeEachEngine("the customer's order page, drawn by the server", (engine) => {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      { clientFiles: { 'index.html': INDEX_HTML }, storefront: createStorefront },
    );
    productId = await createProduct(t.db, { name: 'Roble 20x120', price: 14400 });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers an unknown or malformed link with the shop's 404 page, like any unknown address", async () => {
    const unknownPath = await t.app.inject({ url: '/no-existe-esta-pagina' });
    expect(unknownPath.statusCode).toBe(404);
    for (const token of ['x'.repeat(43), 'corto', 'a'.repeat(99), 'punto.y.coma;']) {
      const response = await t.app.inject({ url: `/pedido/${token}` });
      expect(response.statusCode, token).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Página no encontrada');
      expect(response.body).toContain('noindex');
    }
  });

  it("draws a real order's page with status 200, kept out of every cache", async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: validBody.order(productId),
      remoteAddress: nextAddress(),
    });
    expect(placed.statusCode).toBe(201);
    await t.app.shop.mail.flush();
    const token = /\/pedido\/([\w-]+)/.exec(
      t.sentMail.find((m) => m.to === 'ana@example.com')?.text ?? '',
    )?.[1];
    const response = await t.app.inject({ url: `/pedido/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Pedido #${placed.json().id}`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("counts the page drawn on the server against the shopper's address, not the server's own", async () => {
    // The page's loader asks the API in process; were that request from 127.0.0.1, every
    // shopper's page would share one address's limit (ORDER_VIEW_LIMITS.page.perAddress).
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: validBody.order(productId),
      remoteAddress: nextAddress(),
    });
    expect(placed.statusCode).toBe(201);
    await t.app.shop.mail.flush();
    const confirmation = t.sentMail.filter((m) => m.to === 'ana@example.com').at(-1);
    const token = /\/pedido\/([\w-]+)/.exec(confirmation?.text ?? '')?.[1];
    const shoppers = ['198.51.100.7', '198.51.100.8'];
    for (const remoteAddress of shoppers) {
      const response = await t.app.inject({ url: `/pedido/${token}`, remoteAddress });
      expect(response.statusCode).toBe(200);
    }
    const counted = await t.db.execute(
      sql`select key from throttle_hits where scope = 'order-view' and key like 'page:address:%'`,
    );
    const keys = rowsOf<{ key: string }>(counted).map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(shoppers.map((ip) => `page:address:${ip}`)));
  });
});
