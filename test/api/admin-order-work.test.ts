import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetailSchema } from '#shared/admin-order-detail';
import { AdminOrderListSchema } from '#shared/admin-orders';
import { shopToday } from '#shared/shop-clock';
import { mailQueue, orderNotes, orderPayments, orders } from '#server/db/schema';
import { type TestApp, createTestApp } from '../app';
import { refuseActivity } from '../db-faults';
import { describeEachEngine } from '../engines';
import { createOrder, createProduct } from '../factories';
import { validBody } from '../payloads';

describeEachEngine('admin order work API (search, prices, payments, notes)', (engine) => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = (await t.signIn('editor')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    cookie = editor,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const detail = async (id: number) => {
    const response = await send('GET', `/api/admin/orders/${id}`);
    expect(response.statusCode).toBe(200);
    return AdminOrderDetailSchema.parse(response.json());
  };
  // An order's payments are dated from its own day on: these orders are today's.
  const paidOn = shopToday();
  const pay = (id: number, body: Record<string, unknown>) =>
    send('POST', `/api/admin/orders/${id}/payments`, {
      date: paidOn,
      method: 'transferencia',
      ...body,
    });
  const paymentRows = (id: number) =>
    t.db.select().from(orderPayments).where(eq(orderPayments.orderId, id));
  const noteRows = (id: number) => t.db.select().from(orderNotes).where(eq(orderNotes.orderId, id));

  describe('search', () => {
    const marker = `busqueda${Date.now()}`;
    let byPhone: number;
    let byName: number;
    beforeAll(async () => {
      byPhone = (
        await createOrder(t.db, {
          customerName: `Ñandú ${marker}`,
          customerPhone: '+54 9 11 4321-8765',
        })
      ).id;
      byName = (await createOrder(t.db, { customerName: `José Pérez ${marker}` })).id;
    });
    const idsOf = async (q: string) => {
      const response = await send('GET', `/api/admin/orders?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      return AdminOrderListSchema.parse(response.json()).orders.map((o) => o.id);
    };

    it('finds an order by its number, written as on the e-mails or bare', async () => {
      expect(await idsOf(`#${byName}`)).toContain(byName);
      expect(await idsOf(String(byName))).toContain(byName);
      expect(await idsOf(`#${byName}`)).not.toContain(byPhone);
    });

    it('finds an order by the phone’s digits in any grouping', async () => {
      expect(await idsOf('4321-8765')).toEqual([byPhone]);
      expect(await idsOf('11 4321 8765')).toEqual([byPhone]);
      expect(await idsOf('(11) 43218765')).toEqual([byPhone]);
    });

    it('still finds by name and e-mail with the accent-folding rule', async () => {
      expect(await idsOf(`jose perez ${marker}`)).toEqual([byName]);
      expect(await idsOf(`NANDU ${marker}`)).toEqual([byPhone]);
    });
  });

  describe('prices in the detail', () => {
    it('keeps the list price, discount, unit price and line total the order was placed with', async () => {
      const productId = await createProduct(t.db, { price: 10_000, discountPercentage: 15 });
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          ...validBody.order(productId),
          items: [{ productId, quantity: 3, squareMeters: 4.32, includeWaste: false }],
        },
      });
      expect(placed.statusCode).toBe(201);
      const order = await detail(placed.json().id);
      expect(order.products).toEqual([
        expect.objectContaining({
          listPrice: 10_000,
          discountPercentage: 15,
          unitPrice: 8_500,
          quantity: 3,
          lineTotal: 25_500,
        }),
      ]);
      expect(order).toMatchObject({
        totalAmount: 25_500,
        paidAmount: 0,
        balanceDue: 25_500,
        paymentStatus: 'pending',
        payments: [],
        notes: [],
      });
    });
  });

  describe('payments', () => {
    it('a seña, then the rest: Pendiente → Seña → Pagado, with paid and balance', async () => {
      const { id } = await createOrder(t.db, { lines: [{ unitPrice: 45_990.5, quantity: 2 }] });
      const first = await pay(id, { amount: 40_000, method: 'efectivo', reference: '  REC-1 ' });
      expect(first.statusCode).toBe(201);
      expect(AdminOrderDetailSchema.parse(first.json())).toMatchObject({
        paymentStatus: 'deposit',
        paidAmount: 40_000,
        balanceDue: 51_981,
        payments: [
          expect.objectContaining({
            amount: 40_000,
            method: 'efectivo',
            date: paidOn,
            reference: 'REC-1',
            recordedBy: expect.stringMatching(/^Usuario /),
          }),
        ],
      });
      const rest = await pay(id, { amount: 51_981, method: 'tarjeta' });
      expect(rest.json()).toMatchObject({
        paymentStatus: 'paid',
        paidAmount: 91_981,
        balanceDue: 0,
      });
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      expect(row?.paymentStatus).toBe('paid');
      const list = await send('GET', `/api/admin/orders?q=%23${id}`);
      expect(AdminOrderListSchema.parse(list.json()).orders[0]).toMatchObject({
        id,
        paymentStatus: 'paid',
        paidAmount: 91_981,
      });
    });

    it('allows more than the balance and shows it as a saldo a favor', async () => {
      const { id } = await createOrder(t.db, { lines: [{ unitPrice: 10_000, quantity: 1 }] });
      const response = await pay(id, { amount: 10_500.5 });
      expect(response.json()).toMatchObject({ paymentStatus: 'paid', balanceDue: -500.5 });
    });

    it('deleting a payment recomputes the state', async () => {
      const { id } = await createOrder(t.db, { lines: [{ unitPrice: 10_000, quantity: 1 }] });
      await pay(id, { amount: 4_000 });
      const full = AdminOrderDetailSchema.parse((await pay(id, { amount: 6_000 })).json());
      expect(full.paymentStatus).toBe('paid');
      const second = full.payments.find((p) => p.amount === 6_000);
      const deleted = await send('DELETE', `/api/admin/orders/${id}/payments/${second?.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toMatchObject({ paymentStatus: 'deposit', paidAmount: 4_000 });
      const first = full.payments.find((p) => p.amount === 4_000);
      await send('DELETE', `/api/admin/orders/${id}/payments/${first?.id}`);
      expect((await detail(id)).paymentStatus).toBe('pending');
      const again = await send('DELETE', `/api/admin/orders/${id}/payments/${first?.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.message).toBe('Pago no encontrado');
    });

    it('does not delete a payment through another order', async () => {
      const a = await createOrder(t.db);
      const b = await createOrder(t.db);
      const paid = AdminOrderDetailSchema.parse((await pay(a.id, { amount: 100 })).json());
      const response = await send(
        'DELETE',
        `/api/admin/orders/${b.id}/payments/${paid.payments[0]?.id}`,
      );
      expect(response.statusCode).toBe(404);
      expect(await paymentRows(a.id)).toHaveLength(1);
    });

    it.each([
      ['an es-AR text amount', { amount: '45.990,50' }, 'amount'],
      ['a numeric string', { amount: '100' }, 'amount'],
      ['zero', { amount: 0 }, 'amount'],
      ['a negative amount', { amount: -100 }, 'amount'],
      ['an amount above the limit', { amount: 1_000_000_000.01 }, 'amount'],
      ['three decimals', { amount: 10.001 }, 'amount'],
      ['no amount', { amount: undefined }, 'amount'],
      ['an unknown method', { amount: 100, method: 'cheque' }, 'method'],
      ['the old method names', { amount: 100, method: 'cash' }, 'method'],
      ['an impossible day', { amount: 100, date: '2026-02-30' }, 'date'],
      ['a day of the wrong type', { amount: 100, date: 20260312 }, 'date'],
      ['a reference of two lines', { amount: 100, reference: 'a\nb' }, 'reference'],
      ['a reference with a control character', { amount: 100, reference: 'a\u0007b' }, 'reference'],
      ['a reference too long', { amount: 100, reference: 'x'.repeat(201) }, 'reference'],
    ])('refuses %s with a Spanish 400 and records nothing', async (_case, body, field) => {
      const { id } = await createOrder(t.db);
      const response = await pay(id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      expect(response.json().error.fields).toHaveProperty(field);
      expect(await paymentRows(id)).toEqual([]);
    });

    it.each([
      ['an unknown order', '/api/admin/orders/999999/payments'],
      ['a malformed order id', '/api/admin/orders/abc/payments'],
      ['an order id too large', '/api/admin/orders/99999999999/payments'],
    ])('answers 404 for %s', async (_case, url) => {
      const response = await send('POST', url, {
        amount: 100,
        date: '2026-03-12',
        method: 'tarjeta',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Pedido no encontrado');
    });

    it('answers 404 for a malformed payment id', async () => {
      const { id } = await createOrder(t.db);
      const response = await send('DELETE', `/api/admin/orders/${id}/payments/no-es-un-id`);
      expect(response.statusCode).toBe(404);
    });

    it('deleting the order deletes its payments and notes', async () => {
      const { id } = await createOrder(t.db);
      await pay(id, { amount: 100 });
      await send('POST', `/api/admin/orders/${id}/notes`, { text: 'Llamó' });
      expect((await send('DELETE', `/api/admin/orders/${id}`)).statusCode).toBe(204);
      expect(await paymentRows(id)).toEqual([]);
      expect(await noteRows(id)).toEqual([]);
    });
  });

  describe('lines of a Pendiente order', () => {
    const line = (productId: string, quantity: number) => ({
      productId,
      quantity,
      squareMeters: 0,
      includeWaste: false,
    });
    const setLines = async (id: number, items: unknown, version?: number) =>
      send('PUT', `/api/admin/orders/${id}/lines`, {
        version: version ?? (await detail(id)).version,
        items,
      });

    it('keeps the prices lines were sold at, prices new ones from the catalogue, updates total and payment state, and notes each line', async () => {
      const roble = await createProduct(t.db, { name: 'Roble Edit', price: 10_000 });
      const guarda = await createProduct(t.db, { name: 'Guarda Edit', price: 2_000 });
      const adhesivo = await createProduct(t.db, {
        name: 'Adhesivo Edit',
        price: 5_000,
        discountPercentage: 10,
      });
      const { id } = await createOrder(t.db, {
        lines: [
          { productId: roble, productName: 'Roble Edit', unitPrice: 9_000, quantity: 2 },
          { productId: guarda, productName: 'Guarda Edit', unitPrice: 2_000, quantity: 1 },
        ],
      });
      await pay(id, { amount: 20_000 });
      expect((await detail(id)).paymentStatus).toBe('paid');
      const response = await setLines(id, [line(roble, 3), line(adhesivo, 2)]);
      expect(response.statusCode, response.body).toBe(200);
      const order = AdminOrderDetailSchema.parse(response.json());
      expect(order.products).toEqual([
        expect.objectContaining({
          productName: 'Roble Edit',
          unitPrice: 9_000,
          quantity: 3,
          lineTotal: 27_000,
        }),
        expect.objectContaining({
          productName: 'Adhesivo Edit',
          listPrice: 5_000,
          discountPercentage: 10,
          unitPrice: 4_500,
          lineTotal: 9_000,
        }),
      ]);
      expect(order).toMatchObject({
        totalAmount: 36_000,
        paymentStatus: 'deposit',
        balanceDue: 16_000,
      });
      expect(order.notes.at(-1)?.text).toMatch(
        /^Líneas modificadas por Usuario \d+: Roble Edit: 2 → 3 cajas; quitado Guarda Edit \(1 caja a \$ 2\.000\); agregado Adhesivo Edit \(2 cajas a \$ 4\.500\)\. Total \$ 20\.000 → \$ 36\.000\.$/,
      );
    });

    it('refuses to edit an order that is no longer Pendiente, changing nothing', async () => {
      const product = await createProduct(t.db);
      const { id, totalAmount } = await createOrder(t.db, { status: 'processing' });
      const response = await setLines(id, [line(product, 1)]);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(
        'Solo se pueden modificar las líneas de un pedido Pendiente.',
      );
      expect((await detail(id)).totalAmount).toBe(totalAmount);
    });

    it.each([
      ['no lines', []],
      ['an unknown product', [line('00000000-0000-4000-8000-000000000000', 1)]],
      ['a malformed product id', [line('abc', 1)]],
      ['a quantity of 0', [{ productId: 'x', quantity: 0, squareMeters: 0, includeWaste: false }]],
      [
        'a quantity as text',
        [{ productId: 'x', quantity: '2', squareMeters: 0, includeWaste: false }],
      ],
      [
        'a fractional quantity',
        [{ productId: 'x', quantity: 1.5, squareMeters: 0, includeWaste: false }],
      ],
      ['items that are not a list', 'todo'],
    ])('refuses %s with a Spanish 400, changing nothing', async (_case, items) => {
      const { id, totalAmount } = await createOrder(t.db);
      const before = (await detail(id)).products;
      const response = await setLines(id, items);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      const after = await detail(id);
      expect(after.totalAmount).toBe(totalAmount);
      expect(after.products).toEqual(before);
      expect(after.notes).toEqual([]);
    });

    it('answers 404 for an unknown order', async () => {
      const product = await createProduct(t.db);
      const response = await setLines(999_999, [line(product, 1)], 1);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('an order taken by phone', () => {
    it('is priced and validated by the shop’s order service, queues its e-mails and notes who took it', async () => {
      const productId = await createProduct(t.db, { price: 12_000, discountPercentage: 25 });
      const body = {
        ...validBody.order(productId),
        items: [{ productId, quantity: 4, squareMeters: 0, includeWaste: false, unitPrice: 1 }],
      };
      const response = await send('POST', '/api/admin/orders', body);
      expect(response.statusCode, response.body).toBe(201);
      const order = AdminOrderDetailSchema.parse(response.json());
      expect(order).toMatchObject({
        totalAmount: 36_000,
        status: 'pending',
        paymentStatus: 'pending',
      });
      expect(order.notes).toEqual([
        expect.objectContaining({
          text: expect.stringMatching(/^Pedido tomado por teléfono por Usuario \d+\.$/),
        }),
      ]);
      const mails = await t.db
        .select()
        .from(mailQueue)
        .where(like(mailQueue.subject, `%#${order.id} %`));
      expect(mails).toHaveLength(2);
      const again = await send('POST', '/api/admin/orders', body);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(order.id);
      expect((await detail(order.id)).notes).toHaveLength(1);
    });

    it('creates no order, note or e-mail when its Actividad entry cannot be written', async () => {
      const productId = await createProduct(t.db, { price: 5_000 });
      const body = validBody.order(productId);
      const counts = async () => ({
        orders: (await t.db.select({ n: count() }).from(orders))[0]?.n,
        notes: (await t.db.select({ n: count() }).from(orderNotes))[0]?.n,
        mails: (await t.db.select({ n: count() }).from(mailQueue))[0]?.n,
      });
      const before = await counts();
      const allow = await refuseActivity(t.db, 'order.create');
      const refused = await send('POST', '/api/admin/orders', body);
      await allow();
      expect(refused.statusCode).toBe(500);
      expect(await counts()).toEqual(before);
      // The same order sent again once the log takes entries is made whole, once.
      const placed = await send('POST', '/api/admin/orders', body);
      expect(placed.statusCode, placed.body).toBe(201);
      expect(await counts()).toEqual({
        orders: (before.orders ?? 0) + 1,
        notes: (before.notes ?? 0) + 1,
        mails: (before.mails ?? 0) + 2,
      });
    });

    it.each([
      ['no lines', { items: [] }, 'El carrito está vacío'],
      [
        'an unknown product',
        {
          items: [
            {
              productId: '00000000-0000-4000-8000-000000000000',
              quantity: 1,
              squareMeters: 0,
              includeWaste: false,
            },
          ],
        },
        null,
      ],
      [
        'a bad e-mail',
        {
          customer: {
            name: 'Ana Pérez',
            email: 'ana',
            phone: '11 1234-5678',
            address: 'Calle 1',
            comments: '',
          },
        },
        null,
      ],
      [
        'a quantity as text',
        { items: [{ productId: 'x', quantity: '2', squareMeters: 0, includeWaste: false }] },
        null,
      ],
    ])('refuses %s with a Spanish 400 and creates nothing', async (_case, change, message) => {
      const productId = await createProduct(t.db);
      const [{ n: before } = { n: 0 }] = await t.db.select({ n: count() }).from(orders);
      const response = await send('POST', '/api/admin/orders', {
        ...validBody.order(productId),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().error.message).toBe(message);
      else expect(response.json().error.message).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      const [{ n: after } = { n: 0 }] = await t.db.select({ n: count() }).from(orders);
      expect(after).toBe(before);
    });
  });

  describe('notes', () => {
    it('adds a note with who and when, oldest first', async () => {
      const { id } = await createOrder(t.db);
      const first = await send('POST', `/api/admin/orders/${id}/notes`, {
        text: '  Llamó: retira el sábado.\nConfirmar stock.  ',
      });
      expect(first.statusCode).toBe(201);
      await send('POST', `/api/admin/orders/${id}/notes`, { text: 'Segunda nota' });
      const order = await detail(id);
      expect(order.notes.map((n) => n.text)).toEqual([
        'Llamó: retira el sábado.\nConfirmar stock.',
        'Segunda nota',
      ]);
      expect(order.notes[0]?.author).toMatch(/^Usuario /);
      expect(Number.isNaN(Date.parse(order.notes[0]?.createdAt ?? ''))).toBe(false);
    });

    it.each([
      ['an empty note', { text: '   ' }],
      ['a note too long', { text: 'x'.repeat(2001) }],
      ['a note of the wrong type', { text: 5 }],
      ['a note with a control character', { text: 'hola\u0000' }],
      ['no body', undefined],
    ])('refuses %s with a Spanish 400', async (_case, body) => {
      const { id } = await createOrder(t.db);
      const response = await send('POST', `/api/admin/orders/${id}/notes`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      expect(await noteRows(id)).toEqual([]);
    });

    it('answers 404 for an unknown order', async () => {
      const response = await send('POST', '/api/admin/orders/999999/notes', { text: 'Hola' });
      expect(response.statusCode).toBe(404);
    });
  });

  it('refuses an anonymous visitor every work route with 401 and changes nothing', async () => {
    const { id } = await createOrder(t.db);
    const anonymous = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    for (const response of [
      await anonymous('POST', `/api/admin/orders/${id}/payments`, {
        amount: 1,
        date: '2026-03-12',
        method: 'efectivo',
      }),
      await anonymous(
        'DELETE',
        `/api/admin/orders/${id}/payments/00000000-0000-4000-8000-000000000000`,
      ),
      await anonymous('POST', `/api/admin/orders/${id}/notes`, { text: 'x' }),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    expect(await paymentRows(id)).toEqual([]);
    expect(await noteRows(id)).toEqual([]);
  });
});
