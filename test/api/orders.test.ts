import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '#shared/checkout';
import {
  EMPTY_CART_MESSAGE,
  ORDER_RATE_LIMIT_MESSAGE,
  UNKNOWN_PRODUCTS_MESSAGE,
} from '#shared/orders';
import { mailQueue, orderLines, orders, products } from '#server/db/schema';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';

const customer = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '11 1234-5678',
  address: 'Calle 123, Luján',
  comments: 'Entregar por la tarde',
};

let address = 0;
/** Each request from its own client address, so only the rate-limit test meets the limit. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describeEachEngine('POST /api/orders', (engine) => {
  let t: TestApp;
  let roble: string;
  let marmol: string;
  let adhesivo: string;

  const post = (payload: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/orders', payload: payload as object, remoteAddress });
  const orderBody = (overrides: Record<string, unknown> = {}) => ({
    idempotencyKey: randomUUID(),
    customer,
    items: [
      { productId: roble, quantity: 3, squareMeters: 4.32, includeWaste: true },
      { productId: marmol, quantity: 2, squareMeters: 2.88, includeWaste: false },
    ],
    ...overrides,
  });
  const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const taxonomy = await createTaxonomy(t.db, { area: 'Pisos y Revestimientos' });
    roble = await createProduct(t.db, { ...taxonomy, name: 'Roble 20x120', price: 14400 });
    marmol = await createProduct(t.db, {
      ...taxonomy,
      name: 'Mármol Carrara',
      price: 20000,
      discountPercentage: 10,
    });
    const materials = await createTaxonomy(t.db, { area: 'Adhesivos y Pastinas' });
    adhesivo = await createProduct(t.db, {
      ...materials,
      name: 'Adhesivo Flexible 25 kg',
      price: 9000,
      dimensions: null,
      metersPerBox: null,
      saleUnit: 'bolsa',
    });
  });

  describe('quantities that mean one thing', () => {
    const linesOf = (orderId: number) =>
      t.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));

    it('stores the boxes, the room typed, the pattern, the unit and the m² per box; bags carry no m²', async () => {
      await t.app.shop.mail.flush();
      t.sentMail.length = 0;
      const body = orderBody({
        items: [
          {
            productId: roble,
            quantity: 12,
            squareMeters: 14.7,
            includeWaste: true,
            pattern: 'espiga',
          },
          { productId: adhesivo, quantity: 3, squareMeters: 0, includeWaste: false },
        ],
      });
      const response = await post(body);
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      expect(await linesOf(id)).toMatchObject([
        {
          quantity: 12,
          squareMeters: 14.7,
          includeWaste: true,
          layingPattern: 'espiga',
          saleUnit: 'caja',
          metersPerBox: 1.44,
        },
        {
          quantity: 3,
          squareMeters: 0,
          includeWaste: false,
          layingPattern: null,
          saleUnit: 'bolsa',
          metersPerBox: null,
        },
      ]);
      // A retry with the same key and lines is the same order, pattern included.
      const again = await post(body);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(id);
      await t.app.shop.mail.flush();
      const text = t.sentMail.find((m) => m.to === 'ana@example.com')?.text ?? '';
      expect(text).toContain(
        '- Roble 20x120: 12 cajas (17,28 m²) para 14,7 m² con 15 % de desperdicio (espiga) × $ 14.400 por caja',
      );
      expect(text).toContain('- Adhesivo Flexible 25 kg: 3 bolsas × $ 9.000 por bolsa = $ 27.000');
      const { cookie } = await t.signIn('editor');
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${id}`,
        headers: { cookie },
      });
      expect(detail.json().products).toMatchObject([
        { saleUnit: 'caja', metersPerBox: 1.44, layingPattern: 'espiga', squareMeters: 14.7 },
        { saleUnit: 'bolsa', metersPerBox: null, layingPattern: null },
      ]);
    });

    it.each([
      [
        'm² on a bag',
        { productId: 'ADHESIVO', quantity: 2, squareMeters: 2, includeWaste: false },
        'items.0.squareMeters',
        'Este producto se vende por unidad: no lleva metros cuadrados ni desperdicio.',
      ],
      [
        'waste on a bag',
        { productId: 'ADHESIVO', quantity: 2, squareMeters: 0, includeWaste: true },
        'items.0.squareMeters',
        'Este producto se vende por unidad: no lleva metros cuadrados ni desperdicio.',
      ],
      [
        'a pattern without waste',
        {
          productId: 'ROBLE',
          quantity: 2,
          squareMeters: 2,
          includeWaste: false,
          pattern: 'diagonal',
        },
        'items.0.pattern',
        'El tipo de colocación solo se indica cuando se suma el desperdicio.',
      ],
      [
        'an unknown pattern',
        { productId: 'ROBLE', quantity: 2, squareMeters: 2, includeWaste: true, pattern: 'zigzag' },
        'items.0.pattern',
        'El tipo de colocación no es válido (recto, diagonal o espiga).',
      ],
    ])('refuses %s with a Spanish 400 and stores nothing', async (_name, line, field, message) => {
      const before = await orderCount();
      const productId = line.productId === 'ADHESIVO' ? adhesivo : roble;
      const response = await post(orderBody({ items: [{ ...line, productId }] }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await orderCount()).toBe(before);
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a pending order priced from current prices with discounts and answers its number', async () => {
    const response = await post(orderBody());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    // 3 × 14.400 + 2 × (20.000 − 10%)
    expect(body).toMatchObject({ totalAmount: 79200 });
    expect(body.id).toBeGreaterThanOrEqual(1001);
    expect(Date.parse(body.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, body.id));
    expect(order).toMatchObject({
      customerName: 'Ana Pérez',
      customerEmail: 'ana@example.com',
      customerPhone: '11 1234-5678',
      customerAddress: 'Calle 123, Luján',
      comments: 'Entregar por la tarde',
      totalAmount: 79200,
      status: 'pending',
      paymentStatus: 'pending',
    });
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, body.id))
      .orderBy(asc(orderLines.position));
    expect(lines).toMatchObject([
      {
        productId: roble,
        productName: 'Roble 20x120',
        unitPrice: 14400,
        quantity: 3,
        squareMeters: 4.32,
        includeWaste: true,
        lineTotal: 43200,
      },
      {
        productId: marmol,
        productName: 'Mármol Carrara',
        unitPrice: 18000,
        quantity: 2,
        squareMeters: 2.88,
        includeWaste: false,
        lineTotal: 36000,
      },
    ]);
  });

  it("names each phase of a placed order in its Server-Timing header (the orders bench's)", async () => {
    const response = await post(orderBody());
    expect(response.statusCode).toBe(201);
    const phases = String(response.headers['server-timing'])
      .split(', ')
      .map((entry) => entry.split(';'));
    expect(phases.map(([name]) => name)).toEqual([
      'throttle',
      'validation',
      'wait',
      'settings',
      'pricing',
      'insert',
      'mail',
      'stock',
      'commit',
      'after',
    ]);
    for (const [, dur] of phases) expect(dur).toMatch(/^dur=\d+\.\d$/);
  });

  it('queues a confirmation to the customer and a notice to the shop', async () => {
    await t.app.shop.mail.flush(); // deliver what earlier tests queued before watching
    t.sentMail.length = 0;
    const { id } = (await post(orderBody())).json();
    await t.app.shop.mail.flush();
    const toCustomer = t.sentMail.find((m) => m.to === 'ana@example.com');
    const toShop = t.sentMail.find((m) => m.to === DEFAULT_SHOP_SETTINGS.email);
    expect(toCustomer?.subject).toBe(`Recibimos tu pedido #${id} - ${DEFAULT_SHOP_SETTINGS.name}`);
    expect(toCustomer?.text).toContain(`#${id}`);
    expect(toCustomer?.text).toContain(
      '- Roble 20x120: 3 cajas (4,32 m²) para 4,32 m² con 10 % de desperdicio × $ 14.400 por caja = $ 43.200',
    );
    expect(toCustomer?.text).toContain(
      '- Mármol Carrara: 2 cajas (2,88 m²) para 2,88 m² × $ 18.000 por caja (antes $ 20.000, 10 % de descuento) = $ 36.000',
    );
    expect(toCustomer?.text).toContain('Total: $ 79.200');
    expect(toCustomer?.text).toContain('¿Qué sigue?');
    expect(toShop?.subject).toBe(`Nuevo pedido #${id} de Ana Pérez`);
    expect(toShop?.text).toContain('Teléfono: 11 1234-5678');
    expect(toShop?.text).toContain('/admin/pedidos');
  });

  it('ignores prices and totals sent by the browser', async () => {
    const tampered = orderBody({
      totalAmount: 1,
      items: [
        {
          productId: roble,
          quantity: 1,
          squareMeters: 1.44,
          includeWaste: false,
          price: 1,
          unitPrice: 1,
          lineTotal: 1,
        },
      ],
    });
    const response = await post(tampered);
    expect(response.statusCode).toBe(201);
    expect(response.json().totalAmount).toBe(14400);
    const [line] = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, response.json().id));
    expect(line).toMatchObject({ unitPrice: 14400, lineTotal: 14400 });
  });

  it('merges a product sent twice into one line, as the cart does', async () => {
    const response = await post(
      orderBody({
        items: [
          { productId: roble, quantity: 1, squareMeters: 1.44, includeWaste: false },
          { productId: roble, quantity: 2, squareMeters: 2.88, includeWaste: true },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, response.json().id));
    expect(lines).toMatchObject([{ quantity: 3, squareMeters: 4.32, includeWaste: true }]);
  });

  it('returns the same order for a repeated key instead of making a second one', async () => {
    const body = orderBody();
    const first = await post(body);
    const before = await orderCount();
    const again = await post(body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before);
  });

  it('makes one order and one pair of e-mails from simultaneous submits with the same key', async () => {
    const body = orderBody();
    const before = await orderCount();
    const mailsBefore = (await t.db.select({ n: count() }).from(mailQueue))[0]?.n ?? 0;
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(body)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await orderCount()).toBe((before ?? 0) + 1);
    expect((await t.db.select({ n: count() }).from(mailQueue))[0]?.n).toBe(mailsBefore + 2);
  });

  describe('refuses bad input with a Spanish message and stores nothing', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'a short name',
        { customer: { ...customer, name: ' Al ' } },
        'customer.name',
        CHECKOUT_MESSAGES.name,
      ],
      [
        'a malformed e-mail',
        { customer: { ...customer, email: 'ana@example' } },
        'customer.email',
        CHECKOUT_MESSAGES.email,
      ],
      [
        'a phone with fewer than 8 digits',
        { customer: { ...customer, phone: '1234-567' } },
        'customer.phone',
        CHECKOUT_MESSAGES.phone,
      ],
      [
        'a phone with letters',
        { customer: { ...customer, phone: '11-5555-019A' } },
        'customer.phone',
        CHECKOUT_MESSAGES.phoneCharacters,
      ],
      [
        'a short address',
        { customer: { ...customer, address: 'Av 1' } },
        'customer.address',
        CHECKOUT_MESSAGES.address,
      ],
      [
        'a missing name',
        { customer: { ...customer, name: undefined } },
        'customer.name',
        CHECKOUT_MESSAGES.name,
      ],
      [
        'over-long comments',
        { customer: { ...customer, comments: 'x'.repeat(2001) } },
        'customer.comments',
        CHECKOUT_MESSAGES.tooLong,
      ],
    ];
    it.each(cases)('%s', async (_name, overrides, field, message) => {
      const before = await orderCount();
      const response = await post(orderBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await orderCount()).toBe(before);
    });

    it.each([
      ['zero boxes', { quantity: 0 }],
      ['fractional boxes', { quantity: 1.5 }],
      ['negative m²', { squareMeters: -1 }],
      ['a non-boolean waste flag', { includeWaste: 'si' }],
      ['a missing product id', { productId: undefined }],
    ])('an item with %s', async (_name, change) => {
      const before = await orderCount();
      const response = await post(
        orderBody({
          items: [
            { productId: roble, quantity: 1, squareMeters: 1.44, includeWaste: false, ...change },
          ],
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Los datos enviados no son válidos.');
      expect(await orderCount()).toBe(before);
    });

    it('a missing or short idempotency key', async () => {
      for (const idempotencyKey of [undefined, 'corta']) {
        const response = await post(orderBody({ idempotencyKey }));
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toHaveProperty('idempotencyKey');
      }
    });

    it('an empty cart: "El carrito está vacío"', async () => {
      const before = await orderCount();
      for (const items of [[], undefined]) {
        const response = await post(orderBody({ items }));
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe(EMPTY_CART_MESSAGE);
      }
      expect(await orderCount()).toBe(before);
    });

    it('unknown or deleted products, naming the lines', async () => {
      const gone = await createProduct(t.db, { name: 'Discontinuado' });
      await t.db.delete(products).where(eq(products.id, gone));
      const before = await orderCount();
      const response = await post(
        orderBody({
          items: [
            { productId: roble, quantity: 1, squareMeters: 1.44, includeWaste: false },
            { productId: gone, quantity: 1, squareMeters: 1.44, includeWaste: false },
            { productId: 'no-es-un-id', quantity: 1, squareMeters: 1, includeWaste: false },
          ],
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'unknown_product',
        message: UNKNOWN_PRODUCTS_MESSAGE,
        fields: {
          'items.1.productId': 'Producto no encontrado',
          'items.2.productId': 'Producto no encontrado',
        },
      });
      expect(await orderCount()).toBe(before);
    });

    it('too large a body', async () => {
      const before = await orderCount();
      const response = await post(
        orderBody({ customer: { ...customer, comments: 'x'.repeat(300_000) } }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe('La solicitud es demasiado grande.');
      expect(await orderCount()).toBe(before);
    });

    it('a body that is not JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'content-type': 'application/json' },
        payload: '{"items": [',
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('El cuerpo de la solicitud no es un JSON válido.');
    });

    it('a submit from another site', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { origin: 'https://otro-sitio.example' },
        payload: orderBody(),
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(403);
    });
  });

  it('limits the orders one client address can submit (10 in 10 minutes by default)', async () => {
    const client = '10.99.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await post(orderBody({ items: [] }), client)).statusCode).toBe(400);
    }
    const limited = await post(orderBody(), client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(ORDER_RATE_LIMIT_MESSAGE);
    expect((await post(orderBody(), '10.99.0.2')).statusCode).toBe(201);
  });
});

describeEachEngine('order rate limit behind a trusted proxy', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { TRUST_PROXY: '127.0.0.1', ORDER_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the forwarded client address, not the proxy', async () => {
    const post = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: { idempotencyKey: randomUUID(), customer, items: [] },
        headers: { 'x-forwarded-for': client },
      });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('198.51.100.7')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      400, 400, 400, 429, 429, 429, 429, 429,
    ]);
    const limited = answers.find((a) => a.statusCode === 429);
    expect(limited?.json().error.message).toBe(ORDER_RATE_LIMIT_MESSAGE);
    expect((await post('198.51.100.8')).statusCode).toBe(400);
  });
});
