import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetailSchema } from '#shared/admin-order-detail';
import { CustomerOrderSchema } from '#shared/customer-order';
import { formatDate } from '#shared/format';
import { shopToday } from '#shared/shop-clock';
import { deliveryZones, mailQueue, orders, products } from '#server/db/schema';
import { getShopSettings, saveShopSettings } from '#server/modules/content/settings';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct } from '../factories';
import { validBody } from '../payloads';

const DAY = 24 * 60 * 60 * 1000;
const STALE = 'El pedido cambió mientras lo editabas; revisá los cambios';

describeEachEngine('staff editing orders (prices, validity, versions, phone orders)', (engine) => {
  let t: TestApp;
  let ana: string;
  let beto: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ana = (await t.signIn('editor')).cookie;
    beto = (await t.signIn('editor')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
    cookie = ana,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const detail = async (id: number) => {
    const response = await send('GET', `/api/admin/orders/${id}`);
    expect(response.statusCode).toBe(200);
    return AdminOrderDetailSchema.parse(response.json());
  };
  const line = (productId: string, quantity: number, price?: object) => ({
    productId,
    quantity,
    squareMeters: 0,
    includeWaste: false,
    ...(price ? { price } : {}),
  });
  const setLines = (id: number, version: number, items: object[], cookie = ana) =>
    send('PUT', `/api/admin/orders/${id}/lines`, { version, items }, cookie);
  const setPrice = (productId: string, price: number) =>
    t.db.update(products).set({ price }).where(eq(products.id, productId));
  const customerPage = async (id: number) => {
    const [row] = await t.db
      .select({ token: orders.accessToken })
      .from(orders)
      .where(eq(orders.id, id));
    const response = await t.app.inject({ url: `/api/orders/by-token/${row?.token ?? ''}` });
    expect(response.statusCode).toBe(200);
    return CustomerOrderSchema.parse(response.json());
  };
  /** A Pendiente order of two products placed in the shop: A at $ 12.007, B at $ 5.000. */
  const placeTwo = async () => {
    const a = await createProduct(t.db, { name: `Porcelanato A ${Date.now()}`, price: 12_007 });
    const b = await createProduct(t.db, { name: `Adhesivo B ${Date.now()}`, price: 5_000 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...validBody.order(a), items: [line(a, 2), line(b, 1)] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id: number = placed.json().id;
    return { id, a, b, order: await detail(id) };
  };

  describe('agreed prices', () => {
    it('changing one line’s quantity after a 10 % rise leaves the other line’s price alone', async () => {
      const { id, a, b, order } = await placeTwo();
      await setPrice(a, 13_208);
      await setPrice(b, 5_500);
      const response = await setLines(id, order.version, [line(a, 2), line(b, 3)]);
      expect(response.statusCode, response.body).toBe(200);
      const edited = AdminOrderDetailSchema.parse(response.json());
      expect(edited.products.map((l) => [l.unitPrice, l.quantity, l.lineTotal])).toEqual([
        [12_007, 2, 24_014],
        [5_000, 3, 15_000],
      ]);
      expect(edited.totalAmount).toBe(39_014);
      expect(edited.products[0]?.todayPrice).toBe(13_208);
      expect(edited.notes.at(-1)?.text).toMatch(
        /^Líneas modificadas por Usuario \d+: Adhesivo B \d+: 1 → 3 cajas\. Total \$ 29\.014 → \$ 39\.014\.$/,
      );
    });

    it('a new line takes today’s price; "Actualizar al precio de lista" is explicit and noted old → new', async () => {
      const { id, a, b, order } = await placeTwo();
      await setPrice(a, 13_208);
      const c = await createProduct(t.db, { name: 'Pastina C', price: 1_500, saleUnit: 'bolsa' });
      const response = await setLines(id, order.version, [
        line(a, 2, { kind: 'list' }),
        line(b, 1),
        line(c, 2),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const edited = AdminOrderDetailSchema.parse(response.json());
      expect(edited.products.map((l) => l.unitPrice)).toEqual([13_208, 5_000, 1_500]);
      expect(edited.totalAmount).toBe(26_416 + 5_000 + 3_000);
      expect(edited.notes.at(-1)?.text).toContain(
        ': precio $ 12.007 → $ 13.208 (precio de lista); agregado Pastina C (2 bolsas a $ 1.500).',
      );
    });

    it('a special unit price and a % discount, noted with who and why, shown to the customer', async () => {
      const { id, a, b, order } = await placeTwo();
      const response = await setLines(id, order.version, [
        line(a, 2, { kind: 'special', unitPrice: 11_000.5, reason: 'Cliente de la obra' }),
        line(b, 1, { kind: 'discount', percentage: 12.5, reason: 'Compra grande' }),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const edited = AdminOrderDetailSchema.parse(response.json());
      expect(edited.products).toEqual([
        expect.objectContaining({
          unitPrice: 11_000.5,
          lineTotal: 22_001,
          specialPrice: true,
          specialDiscount: null,
        }),
        expect.objectContaining({
          unitPrice: 4_375,
          lineTotal: 4_375,
          specialPrice: true,
          specialDiscount: 12.5,
        }),
      ]);
      expect(edited.totalAmount).toBe(26_376);
      const note = edited.notes.at(-1);
      expect(note?.author).toMatch(/^Usuario \d+$/);
      expect(note?.text).toContain(
        'precio $ 12.007 → $ 11.000,50 (precio especial, motivo: Cliente de la obra)',
      );
      expect(note?.text).toContain(
        'precio $ 5.000 → $ 4.375 (descuento especial 12,50 %, motivo: Compra grande)',
      );
      const page = await customerPage(id);
      expect(page.products.map((l) => [l.unitPrice, l.specialPrice, l.specialDiscount])).toEqual([
        [11_000.5, true, null],
        [4_375, true, 12.5],
      ]);
      // A later quantity change keeps the special price; the list price undoes it.
      const again = await setLines(id, edited.version, [line(a, 3), line(b, 1, { kind: 'list' })]);
      expect(again.statusCode, again.body).toBe(200);
      expect(
        AdminOrderDetailSchema.parse(again.json()).products.map((l) => [
          l.unitPrice,
          l.specialPrice,
        ]),
      ).toEqual([
        [11_000.5, true],
        [5_000, false],
      ]);
    });

    it('refuses a special price without a reason, changing nothing', async () => {
      const { id, a, b, order } = await placeTwo();
      const response = await setLines(id, order.version, [
        line(a, 2, { kind: 'special', unitPrice: 1, reason: '' }),
        line(b, 1),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'Escribí el motivo del precio especial (hasta 200 caracteres).',
      );
      expect(await detail(id)).toEqual(order);
    });
  });

  describe('quote validity', () => {
    it('is fixed when placed, unmoved by the setting, and renewed by "Renovar presupuesto"', async () => {
      const shop = await getShopSettings(t.db);
      await saveShopSettings(t.db, { ...shop, quoteValidityDays: 7 });
      const { id, order } = await placeTwo();
      const placedAt = Date.parse(order.createdAt ?? '');
      expect(Math.abs(Date.parse(order.quoteValidUntil) - (placedAt + 7 * DAY))).toBeLessThan(
        5_000,
      );
      await saveShopSettings(t.db, { ...shop, quoteValidityDays: 30 });
      expect((await detail(id)).quoteValidUntil).toBe(order.quoteValidUntil);
      expect((await customerPage(id)).quoteValidUntil).toBe(order.quoteValidUntil);
      const pdf = await send('GET', `/api/admin/orders/${id}/documents/presupuesto`);
      expect(pdf.statusCode).toBe(200);

      const stale = await send('POST', `/api/admin/orders/${id}/renew-quote`, {
        version: order.version - 1 || 999,
      });
      expect(stale.statusCode).toBe(409);
      const before = Date.now();
      const renewed = await send('POST', `/api/admin/orders/${id}/renew-quote`, {
        version: order.version,
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      const after = AdminOrderDetailSchema.parse(renewed.json());
      const until = Date.parse(after.quoteValidUntil);
      expect(until).toBeGreaterThanOrEqual(before + 30 * DAY - 1_000);
      expect(until).toBeLessThanOrEqual(Date.now() + 30 * DAY);
      expect(after.version).toBe(order.version + 1);
      expect(after.notes.at(-1)?.text).toBe(
        `Presupuesto renovado por ${after.notes.at(-1)?.author}: válido hasta ${formatDate(after.quoteValidUntil)} (antes ${formatDate(order.quoteValidUntil)}).`,
      );
      expect((await customerPage(id)).quoteValidUntil).toBe(after.quoteValidUntil);
      await saveShopSettings(t.db, shop);
    });
  });

  describe('versions', () => {
    it('of two edits from one view, the second gets a Spanish 409 and changes nothing', async () => {
      const { id, a, b, order } = await placeTwo();
      const first = await setLines(id, order.version, [line(a, 5), line(b, 1)], ana);
      expect(first.statusCode, first.body).toBe(200);
      const saved = await detail(id);
      expect(saved.version).toBe(order.version + 1);
      const second = await setLines(id, order.version, [line(a, 2)], beto);
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toMatchObject({ code: 'order_changed', message: STALE });
      expect(await detail(id)).toEqual(saved);
    });

    it('of many edits racing from one version exactly one is saved', async () => {
      const { id, a, b, order } = await placeTwo();
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          setLines(id, order.version, [line(a, i + 1), line(b, 1)], i % 2 ? ana : beto),
        ),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const saved = await detail(id);
      expect(saved.version).toBe(order.version + 1);
      expect(saved.notes.filter((n) => n.text.startsWith('Líneas modificadas'))).toHaveLength(1);
      const winner = responses.find((r) => r.statusCode === 200);
      expect(saved.products).toEqual(AdminOrderDetailSchema.parse(winner?.json()).products);
    });

    it('a status change from an old view is refused; payments move the version too', async () => {
      const { id, order } = await placeTwo();
      const paid = await send('POST', `/api/admin/orders/${id}/payments`, {
        amount: 1_000,
        date: shopToday(),
        method: 'efectivo',
      });
      expect(paid.statusCode).toBe(201);
      expect(AdminOrderDetailSchema.parse(paid.json()).version).toBe(order.version + 1);
      const stale = await send('PATCH', `/api/admin/orders/${id}/status`, {
        status: 'processing',
        version: order.version,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toBe(STALE);
      expect((await detail(id)).status).toBe('pending');
      const fresh = await send('PATCH', `/api/admin/orders/${id}/status`, {
        status: 'processing',
        version: order.version + 1,
      });
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect((await detail(id)).version).toBe(order.version + 2);
    });
  });

  describe('phone orders', () => {
    const phoneOrder = (productId: string, customer: object, items?: object[]) => ({
      ...validBody.order(productId),
      customer: { ...validBody.order(productId).customer, ...customer },
      ...(items ? { items } : {}),
    });
    const mailsOf = (id: number) =>
      t.db
        .select()
        .from(mailQueue)
        .where(like(mailQueue.subject, `%#${id} %`));

    it('without an e-mail: saved, nothing e-mailed, not even on a status change', async () => {
      const productId = await createProduct(t.db, { price: 8_000 });
      const response = await send(
        'POST',
        '/api/admin/orders',
        phoneOrder(productId, { email: '', deliveryMethod: 'pickup', address: '' }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const order = AdminOrderDetailSchema.parse(response.json());
      expect(order.customerEmail).toBe('');
      expect(await mailsOf(order.id)).toEqual([]);
      const status = await send('PATCH', `/api/admin/orders/${order.id}/status`, {
        status: 'processing',
        version: order.version,
      });
      expect(status.statusCode).toBe(200);
      expect(await mailsOf(order.id)).toEqual([]);
    });

    it('with envío prices the zone, and keeps a special price with its reason', async () => {
      const partido = `Pilar ${Date.now()}`;
      await t.db.insert(deliveryZones).values({ kind: 'partido', value: partido, price: 9_500 });
      const productId = await createProduct(t.db, {
        name: 'Adhesivo Tel',
        price: 6_000,
        saleUnit: 'bolsa',
      });
      const response = await send(
        'POST',
        '/api/admin/orders',
        phoneOrder(productId, { deliveryMethod: 'shipping', partido }, [
          line(productId, 10, { kind: 'special', unitPrice: 5_250.5, reason: 'Precio de obra' }),
        ]),
      );
      expect(response.statusCode, response.body).toBe(201);
      const order = AdminOrderDetailSchema.parse(response.json());
      expect(order.totalAmount).toBe(52_505 + 9_500);
      expect(order.products[0]).toMatchObject({
        unitPrice: 5_250.5,
        specialPrice: true,
        saleUnit: 'bolsa',
      });
      expect(order.notes[0]?.text).toMatch(
        /^Pedido tomado por teléfono por Usuario \d+\. Adhesivo Tel: precio \$ 6\.000 → \$ 5\.250,50 \(precio especial, motivo: Precio de obra\)\.$/,
      );
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({
        deliveryMethod: 'shipping',
        deliveryPartido: partido,
        deliveryCost: 9_500,
      });
      const mails = await mailsOf(order.id);
      expect(mails).toHaveLength(2);
      expect(mails.map((m) => m.text).join('\n')).toContain(
        '10 bolsas × $ 5.250,50 por bolsa (precio especial)',
      );
    });

    it('refuses a malformed e-mail, and the public checkout still needs one', async () => {
      const productId = await createProduct(t.db);
      const bad = await send('POST', '/api/admin/orders', phoneOrder(productId, { email: 'ana@' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('Email inválido');
      const shop = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: phoneOrder(productId, { email: '' }),
      });
      expect(shop.statusCode).toBe(400);
      // A shopper cannot send a price: the public route never reads one.
      const priced = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: phoneOrder(productId, {}, [
          line(productId, 1, { kind: 'special', unitPrice: 1, reason: 'x' }),
        ]),
      });
      expect(priced.statusCode, priced.body).toBe(201);
      expect(priced.json().totalAmount).not.toBe(1);
    });
  });
});
