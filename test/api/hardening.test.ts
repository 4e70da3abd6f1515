import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_PRODUCT_MESSAGE } from '#shared/availability';
import { CHECKOUT_MESSAGES } from '#shared/checkout';
import { PAYMENT_MESSAGES, latestPaymentDay } from '#shared/order-payments';
import { shopToday } from '#shared/shop-clock';
import { MAX_PRICE } from '#shared/pricing';
import { ORDER_LIMITS, ORDER_MESSAGES } from '#shared/orders';
import { SHEET_COLUMNS } from '#shared/product-sheet';
import { TEXT_MESSAGES } from '#shared/text';
import { isUnstorableText } from '#server/db/unique-violation';
import { activityLog, areas, orderPayments, orders, products, sessions } from '#server/db/schema';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createOrder, createProduct, createTaxonomy } from '../factories';
import { INDEX_HTML } from '../pages';
import { validBody } from '../payloads';

/** Defects an outside probe found: each answered 5xx or did the wrong thing. */
describeEachEngine('hardening', (engine) => {
  let t: TestApp;
  let taxonomy: Awaited<ReturnType<typeof createTaxonomy>>;
  let tile: string;
  let costly: string;
  let address = 0;
  const remoteAddress = () => `10.99.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  const order = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: body as object,
      remoteAddress: remoteAddress(),
    });
  const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n;

  beforeAll(async () => {
    t = await createTestApp(engine, { ORDER_RATE_LIMIT: '100000' }, { clientFiles: CLIENT });
    taxonomy = await createTaxonomy(t.db, { area: 'Pisos y Revestimientos' });
    tile = await createProduct(t.db, { ...taxonomy, name: 'Roble 20x120', price: 39_091.92 });
    costly = await createProduct(t.db, { ...taxonomy, name: 'Mármol Único', price: 900_000_000 });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  describe('order size', () => {
    const line = (productId: string, quantity: number) => ({
      productId,
      quantity,
      squareMeters: 0,
      includeWaste: false,
    });

    it('refuses 200 lines of one product × 10,000 boxes with a Spanish 400, not a 500', async () => {
      const before = await orderCount();
      const body = validBody.order(tile);
      const response = await order({
        ...body,
        items: Array.from({ length: 200 }, () => line(tile, 10_000)),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(ORDER_MESSAGES.quantityPerProduct);
      expect(response.json().error.fields['items.0.quantity']).toBe(
        ORDER_MESSAGES.quantityPerProduct,
      );
      expect(await orderCount()).toBe(before);
    });

    it('limits the merged quantity of a product, not each line: 30 × 10,000 is refused', async () => {
      const body = validBody.order(tile);
      const response = await order({
        ...body,
        items: Array.from({ length: 30 }, () => line(tile, 10_000)),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(ORDER_MESSAGES.quantityPerProduct);
    });

    it('accepts exactly the limit when split over lines, merged into one line', async () => {
      const body = validBody.order(tile);
      const response = await order({
        ...body,
        items: [line(tile, ORDER_LIMITS.quantityPerProduct - 1), line(tile, 1)],
      });
      expect(response.statusCode, response.body).toBe(201);
    });

    it('refuses a single line whose total passes the order limit (a very expensive product)', async () => {
      const before = await orderCount();
      const response = await order({ ...validBody.order(costly), items: [line(costly, 2)] });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(ORDER_MESSAGES.total);
      // Large enough to overflow the money column if it were stored.
      const huge = await order({ ...validBody.order(costly), items: [line(costly, 10_000)] });
      expect(huge.statusCode).toBe(400);
      expect(await orderCount()).toBe(before);
    });
  });

  describe('control characters', () => {
    it.each([
      ['name', 'Ana\u0000 Pérez'],
      ['address', 'Calle 123\u0000'],
      ['comments', 'Tocar timbre\u0000'],
      ['phone', '11 1234-5678\u001b'],
    ])('a NUL or escape in the customer %s is a Spanish 400', async (field, value) => {
      const before = await orderCount();
      const body = validBody.order(tile);
      const response = await order({ ...body, customer: { ...body.customer, [field]: value } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields[`customer.${field}`]).toBe(TEXT_MESSAGES.control);
      expect(await orderCount()).toBe(before);
    });

    it('line breaks fake e-mail lines: names and phones are one line, comments may be several', async () => {
      const body = validBody.order(tile);
      for (const field of ['name', 'phone', 'address']) {
        const response = await order({
          ...body,
          idempotencyKey: randomUUID(),
          customer: {
            ...body.customer,
            [field]: `${body.customer[field as 'name']}\r\nBcc: x@y.com`,
          },
        });
        expect(response.statusCode, field).toBe(400);
        expect(response.json().error.fields[`customer.${field}`]).toBe(TEXT_MESSAGES.singleLine);
      }
      const fine = await order({
        ...body,
        customer: { ...body.customer, comments: 'Primera línea\nSegunda línea\tcon tab' },
      });
      expect(fine.statusCode, fine.body).toBe(201);
    });

    it('a NUL in the admin searches is a Spanish 400, not a 500', async () => {
      const { cookie } = await t.signIn('editor');
      for (const url of [
        '/api/admin/orders?q=%00',
        '/api/admin/products?q=%00',
        '/api/products?q=%00',
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(response.statusCode, `${url} ${response.body}`).toBe(400);
        expect(response.json().error.message).toBe(TEXT_MESSAGES.control);
      }
    });

    it('a NUL in an area or product name is a Spanish 400 and stores nothing', async () => {
      const { cookie } = await t.signIn('editor');
      const areasBefore = (await t.db.select({ n: count() }).from(areas))[0]?.n;
      const area = await t.app.inject({
        method: 'POST',
        url: '/api/admin/areas',
        headers: { cookie },
        payload: { ...validBody.area(), name: 'Baños\u0000' },
      });
      expect(area.statusCode).toBe(400);
      expect(area.json().error.fields.name).toBe(TEXT_MESSAGES.control);
      expect((await t.db.select({ n: count() }).from(areas))[0]?.n).toBe(areasBefore);
      const product = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${tile}`,
        headers: { cookie },
        payload: { ...validBody.product(taxonomy), imageIds: [], name: 'Roble\u0000' },
      });
      expect(product.statusCode).toBe(400);
      const [row] = await t.db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.id, tile));
      expect(row?.name).toBe('Roble 20x120');
    });
  });

  describe('routes decided by the matched route, not the raw URL', () => {
    it('a cross-site sign-out through a percent-encoded path is refused and keeps the session', async () => {
      const { cookie } = await t.signIn('editor');
      const sessionsBefore = (await t.db.select({ n: count() }).from(sessions))[0]?.n;
      for (const url of ['/%61pi/auth/logout', '/api/auth/logout', '/%61%70%69/auth/logout']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie, origin: 'https://evil.example' },
        });
        expect(response.statusCode, url).toBe(403);
      }
      expect((await t.db.select({ n: count() }).from(sessions))[0]?.n).toBe(sessionsBefore);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json().user).not.toBeNull();
    });

    it('a cross-site order through a percent-encoded path is refused', async () => {
      const before = await orderCount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/%61pi/orders',
        headers: { origin: 'https://evil.example' },
        payload: validBody.order(tile),
        remoteAddress: remoteAddress(),
      });
      expect(response.statusCode).toBe(403);
      expect(await orderCount()).toBe(before);
    });

    it('the session is read on a percent-encoded admin path as on the plain one', async () => {
      const { cookie } = await t.signIn('editor');
      const response = await t.app.inject({
        method: 'GET',
        url: '/%61pi/admin/orders',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('malformed multipart uploads', () => {
    const upload = (cookie: string, contentType: string, payload: Buffer | string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${tile}/images`,
        headers: { cookie, 'content-type': contentType },
        payload,
      });

    it('a missing boundary is a Spanish 400', async () => {
      const { cookie } = await t.signIn('editor');
      const response = await upload(cookie, 'multipart/form-data', 'cualquier cosa');
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toMatch(/^[A-ZÁÉÍÓÚ]/);
    });

    it('a truncated body is a Spanish 400 and stores no image', async () => {
      const { cookie } = await t.signIn('editor');
      const image = await readFile(path.join(import.meta.dirname, '../fixtures/tile.jpg'));
      const boundary = '----truncado';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const payload = Buffer.concat([head, image.subarray(0, 200)]);
      const response = await upload(cookie, `multipart/form-data; boundary=${boundary}`, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toMatch(/^[A-ZÁÉÍÓÚ]/);
      const [row] = await t.db
        .select({ images: products.images })
        .from(products)
        .where(eq(products.id, tile));
      expect(row?.images).toEqual([]);
    });
  });

  describe('control and bidi characters reach no table', () => {
    const CONTROLS = [
      ['NUL', '\u0000'],
      ['ESC', '\u001b'],
      ['RIGHT-TO-LEFT OVERRIDE', '\u202e'],
      ['FIRST STRONG ISOLATE', '\u2068'],
    ] as const;
    const activityRows = async () =>
      (await t.db.select({ n: count() }).from(activityLog))[0]?.n ?? 0;
    /** A multipart body whose file name (and optional extra field) is raw UTF-8, as a browser sends it. */
    function form(fileName: string, field?: string): { payload: Buffer; contentType: string } {
      const boundary = '----control-test';
      const extra =
        field === undefined
          ? ''
          : `--${boundary}\r\nContent-Disposition: form-data; name="nota"\r\n\r\n${field}\r\n`;
      return {
        payload: Buffer.concat([
          Buffer.from(
            `${extra}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
          ),
          Buffer.from(
            [
              SHEET_COLUMNS.map((c) => c.header).join(';'),
              `CTRL-${randomUUID()};Grifería control;Control Área;Control Categoría;Control Sub;100;;;;1ra;;;No;unidad;Publicado;No;`,
            ].join('\n'),
          ),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    }
    const post = (cookie: string, url: string, body: { payload: Buffer; contentType: string }) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': body.contentType },
        payload: body.payload,
      });

    beforeAll(async () => {
      await createTaxonomy(t.db, {
        area: 'Control Área',
        category: 'Control Categoría',
        subcategory: 'Control Sub',
      });
    });

    it('the last guard: text the database refuses (a NUL) is known as such, on each engine', async () => {
      const refused = await t.db.execute(sql`select ${'a\u0000b'}::text`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).not.toBeNull();
      expect(isUnstorableText(refused)).toBe(true);
      expect(isUnstorableText(new Error('otra cosa'))).toBe(false);
    });

    it.each(CONTROLS)(
      'a %s in a spreadsheet’s file name is a Spanish 400 and logs nothing',
      async (_, control) => {
        const { cookie } = await t.signIn('editor');
        const before = await activityRows();
        for (const url of [
          '/api/admin/product-sheets/import?validOnly=true',
          '/api/admin/product-sheets/check',
        ]) {
          const response = await post(cookie, url, form(`precios${control}.csv`));
          expect(response.statusCode, `${url} ${response.body}`).toBe(400);
          expect(response.json().error.message).toBe(TEXT_MESSAGES.control);
        }
        expect(await activityRows()).toBe(before);
      },
    );

    it.each(CONTROLS)('a %s in an image’s file name is a Spanish 400', async (_, control) => {
      const { cookie } = await t.signIn('editor');
      const image = await readFile(path.join(import.meta.dirname, '../fixtures/tile.jpg'));
      const boundary = '----imagen';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="piso${control}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      for (const url of [
        `/api/admin/products/${tile}/images`,
        '/api/admin/home/images?kind=slide',
      ]) {
        const response = await post(cookie, url, {
          payload,
          contentType: `multipart/form-data; boundary=${boundary}`,
        });
        expect(response.statusCode, `${url} ${response.body}`).toBe(400);
        expect(response.json().error.message).toBe(TEXT_MESSAGES.control);
      }
      const [row] = await t.db
        .select({ images: products.images })
        .from(products)
        .where(eq(products.id, tile));
      expect(row?.images).toEqual([]);
    });

    it.each(CONTROLS)(
      'a multipart field holding a %s is refused, never a 500',
      async (_, control) => {
        const { cookie } = await t.signIn('editor');
        const before = await activityRows();
        const response = await post(
          cookie,
          '/api/admin/product-sheets/import?validOnly=true',
          form('precios.csv', `hola${control}`),
        );
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expectSpanish(response.json().error.message);
        expect(await activityRows()).toBe(before);
      },
    );

    it.each(CONTROLS)(
      'a %s in a JSON name or in the shop’s texts is a Spanish 400',
      async (_, control) => {
        const { cookie } = await t.signIn('super_admin');
        const answers = [
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/areas',
            headers: { cookie },
            payload: { ...validBody.area(), name: `Baños${control}` },
          }),
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/users',
            headers: { cookie },
            payload: {
              name: `Editora${control}`,
              email: `control-${randomUUID()}@example.com`,
              password: 'una-clave-larga',
              role: 'editor',
            },
          }),
          await order({
            ...validBody.order(tile),
            customer: { ...validBody.order(tile).customer, comments: `Hola${control}` },
          }),
        ];
        for (const response of answers) {
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json().error.message).toBe(TEXT_MESSAGES.control);
        }
      },
    );
  });

  describe('payment days, price ceilings and borradores', () => {
    const pay = (cookie: string, orderId: number, date: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/payments`,
        headers: { cookie },
        payload: { amount: 1000, date, method: 'efectivo' },
      });
    const paymentCount = async (orderId: number) =>
      (
        await t.db
          .select({ n: count() })
          .from(orderPayments)
          .where(eq(orderPayments.orderId, orderId))
      )[0]?.n;

    it('refuses a payment dated 9999-12-31 or after tomorrow, and one before the order’s day', async () => {
      const { cookie } = await t.signIn('editor');
      // Placed at 23:30 of 10 March in Buenos Aires (02:30 of the 11th in UTC).
      const { id } = await createOrder(t.db, { createdAt: new Date('2026-03-11T02:30:00Z') });
      for (const [date, message] of [
        ['9999-12-31', PAYMENT_MESSAGES.dateFuture],
        [shopToday(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)), PAYMENT_MESSAGES.dateFuture],
        ['1900-01-01', PAYMENT_MESSAGES.dateBeforeOrder('2026-03-10')],
        ['2026-03-09', PAYMENT_MESSAGES.dateBeforeOrder('2026-03-10')],
      ] as const) {
        const response = await pay(cookie, id, date);
        expect(response.statusCode, `${date} ${response.body}`).toBe(400);
        expect(response.json().error.fields.date).toBe(message);
        expectSpanish(response.json().error.message);
      }
      expect(await paymentCount(id)).toBe(0);
      for (const date of ['2026-03-10', shopToday(), latestPaymentDay()])
        expect((await pay(cookie, id, date)).statusCode, date).toBe(201);
      expect(await paymentCount(id)).toBe(3);
    });

    it('names the highest price instead of calling 999999999999 missing', async () => {
      const { cookie } = await t.signIn('editor');
      const expected = 'El precio máximo es $ 1.000.000.000';
      const full = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${tile}`,
        headers: { cookie },
        payload: { ...validBody.product(taxonomy), imageIds: [], price: 999_999_999_999 },
      });
      expect(full.statusCode).toBe(400);
      expect(full.json().error.fields.price).toBe(expected);
      const quick = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${tile}/price`,
        headers: { cookie },
        payload: { price: 999_999_999_999 },
      });
      expect(quick.statusCode).toBe(400);
      expect(quick.json().error.fields.price).toBe(expected);
      const highest = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${costly}/price`,
        headers: { cookie },
        payload: { price: MAX_PRICE },
      });
      expect(highest.statusCode, highest.body).toBe(200);
    });

    it('never tells a shopper a borrador’s name, whatever id is ordered', async () => {
      const draft = await createProduct(t.db, {
        ...taxonomy,
        name: 'Colección Secreta 2027',
        status: 'borrador',
      });
      const response = await order(validBody.order(draft));
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('Secreta');
      expect(response.json().error.message).toBe(UNAVAILABLE_PRODUCT_MESSAGE);
    });
  });

  describe('idempotency keys', () => {
    it('the same key with the same request keeps returning the first order', async () => {
      const body = validBody.order(tile);
      const first = await order(body);
      const again = await order(body);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
    });

    it('the same key with another request is a Spanish 422, and no second order', async () => {
      const body = validBody.order(tile);
      const first = await order(body);
      expect(first.statusCode).toBe(201);
      const before = await orderCount();
      for (const other of [
        { ...body, customer: { ...body.customer, name: 'Otra Persona' } },
        { ...body, items: [{ ...body.items[0]!, quantity: 2 }] },
      ]) {
        const response = await order(other);
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().error.message).toBe(ORDER_MESSAGES.keyReused);
      }
      expect(await orderCount()).toBe(before);
    });
  });

  describe('e-mail addresses', () => {
    it.each([
      '"x"<victim@evil.example>',
      'ana@example.com, victim@evil.example',
      'Ana <ana@example.com>',
      'ana@example.com\r\nBcc: victim@evil.example',
      'ana@exa mple.com',
    ])('refuses %j: only a plain address is accepted', async (email) => {
      const body = validBody.order(tile);
      const response = await order({ ...body, customer: { ...body.customer, email } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields['customer.email']).toBeDefined();
    });

    it('accepts ordinary addresses', async () => {
      for (const email of ['ana.perez+obra@example.com.ar', 'JUAN_99@mail.example.org']) {
        const body = validBody.order(tile);
        const response = await order({ ...body, customer: { ...body.customer, email } });
        expect(response.statusCode, email).toBe(201);
      }
    });
  });

  describe('every message a client can see is Spanish', () => {
    it.each([
      ['quantity', { quantity: 'tres' }],
      ['quantity', { quantity: 1.5 }],
      ['squareMeters', { squareMeters: 'mucho' }],
      ['includeWaste', { includeWaste: 'sí' }],
      ['productId', { productId: 7 }],
    ])('a bad %s in a line', async (field, change) => {
      const body = validBody.order(tile);
      const response = await order({ ...body, items: [{ ...body.items[0]!, ...change }] });
      expect(response.statusCode).toBe(400);
      const message = response.json().error.fields[`items.0.${field}`];
      expectSpanish(message);
    });

    it('a bad idempotency key, a bad item list and too many lines', async () => {
      const body = validBody.order(tile);
      for (const [field, change] of [
        ['idempotencyKey', { idempotencyKey: 12 }],
        ['items', { items: 'muchos' }],
        ['items', { items: Array.from({ length: 201 }, () => body.items[0]) }],
        ['customer', { customer: 'Ana' }],
      ] as const) {
        const response = await order({ ...body, ...change });
        expect(response.statusCode).toBe(400);
        const fields = response.json().error.fields as Record<string, string>;
        expect(Object.keys(fields)).toContain(field);
        for (const message of Object.values(fields)) expectSpanish(message);
      }
    });

    it('the checkout messages of the SPEC are kept', async () => {
      const body = validBody.order(tile);
      const response = await order({ ...body, customer: { ...body.customer, email: 'ana' } });
      expect(response.json().error.fields['customer.email']).toBe(CHECKOUT_MESSAGES.email);
    });
  });

  describe('pages that do not exist', () => {
    it('an unknown path is a 404 with the "Página no encontrada" page', async () => {
      for (const url of ['/no-existe', '/productos/extra', '/admin/no-existe', '/index.htm']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.body).toContain('<title>Página no encontrada');
        expect(response.body).toContain('noindex');
      }
    });

    it('the raw template at /index.html is not served', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/index.html' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Página no encontrada');
    });

    it('an unknown product is a 404; known pages stay 200', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: `/producto/${randomUUID()}` });
      expect(unknown.statusCode).toBe(404);
      for (const url of [
        '/',
        '/productos',
        `/producto/${tile}`,
        '/carrito',
        '/checkout',
        '/contacto',
        '/admin/login',
        '/admin/pedidos',
        '/productos/',
      ]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
      }
    });

    it('the 400 for a malformed path carries the same security headers as every answer', async () => {
      const bad = await t.app.inject({ method: 'GET', url: '/api/admin/products/%' });
      const good = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(bad.statusCode).toBe(400);
      for (const header of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'permissions-policy',
      ]) {
        expect(bad.headers[header], header).toBe(good.headers[header]);
      }
    });
  });
});

const CLIENT = { 'index.html': INDEX_HTML };

function expectSpanish(message: unknown): void {
  expect(typeof message).toBe('string');
  expect(message).toMatch(/^[¿¡A-ZÁÉÍÓÚÑ]/);
  expect(message).not.toMatch(/\b(the|invalid|expected|required|must|received|number|string)\b/i);
}
