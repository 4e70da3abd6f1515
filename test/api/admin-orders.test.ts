import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderListSchema } from '#shared/admin-orders';
import { AdminOrderDetailSchema } from '#shared/admin-order-detail';
import { orderLines, orders, products } from '#server/db/schema';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createOrder, createProduct, createWithdrawal } from '../factories';

describeEachEngine('admin orders API', (engine) => {
  let t: TestApp;
  let editor: string;
  let superAdmin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = (await t.signIn('editor')).cookie;
    superAdmin = (await t.signIn('super_admin')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query: string, cookie = editor) =>
    t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: { cookie } });
  const request = (
    method: 'GET' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const orderRow = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  describe('roles', () => {
    it('refuses every route to an anonymous visitor with 401 and changes nothing', async () => {
      const { id } = await createOrder(t.db);
      const calls = [
        request('GET', '/api/admin/orders', null),
        request('GET', `/api/admin/orders/${id}`, null),
        request('PATCH', `/api/admin/orders/${id}/status`, null, { status: 'completed' }),
        request('DELETE', `/api/admin/orders/${id}`, null),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(401);
        expect(response.json().error.message).toBe('Tenés que iniciar sesión para continuar.');
      }
      expect(await orderRow(id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    });

    it.each([
      ['editor', () => editor],
      ['super_admin', () => superAdmin],
    ])('lets the %s list, read, update and delete orders', async (_role, cookie) => {
      const { id } = await createOrder(t.db);
      expect((await request('GET', '/api/admin/orders', cookie())).statusCode).toBe(200);
      expect((await request('GET', `/api/admin/orders/${id}`, cookie())).statusCode).toBe(200);
      const status = await request('PATCH', `/api/admin/orders/${id}/status`, cookie(), {
        status: 'processing',
      });
      expect(status.statusCode).toBe(200);
      expect((await request('DELETE', `/api/admin/orders/${id}`, cookie())).statusCode).toBe(204);
    });
  });

  describe('list', () => {
    let ids: Record<string, number>;
    const marker = `filtro-${Date.now()}`;
    beforeAll(async () => {
      // Argentina is UTC-3: 2026-03-10 covers 03:00Z on the 10th to 02:59:59.999Z on the 11th.
      const at = (iso: string) => new Date(iso);
      ids = {
        early: (
          await createOrder(t.db, {
            customerName: 'Ana Gómez',
            customerEmail: `ana.${marker}@example.com`,
            createdAt: at('2026-03-10T03:00:00.000Z'),
          })
        ).id,
        lateSameDay: (
          await createOrder(t.db, {
            customerName: 'Bruno Díaz',
            customerEmail: `bruno.${marker}@example.com`,
            createdAt: at('2026-03-11T02:59:59.999Z'),
            status: 'processing',
          })
        ).id,
        dayBefore: (
          await createOrder(t.db, {
            customerName: 'Carla Ruiz',
            customerEmail: `carla.${marker}@example.com`,
            createdAt: at('2026-03-10T02:59:59.999Z'),
          })
        ).id,
        dayAfter: (
          await createOrder(t.db, {
            customerName: 'Dario 100%_Raro',
            customerEmail: `dario.${marker}@example.com`,
            createdAt: at('2026-03-11T03:00:00.000Z'),
            status: 'cancelled',
          })
        ).id,
      };
    });
    const idsOf = async (query: string) => {
      const response = await list(query);
      expect(response.statusCode).toBe(200);
      return AdminOrderListSchema.parse(response.json()).orders.map((o) => o.id);
    };

    it('finds orders by part of the name or e-mail, case- and accent-insensitively', async () => {
      expect(await idsOf(`?q=${encodeURIComponent('ANA GÓ')}`)).toEqual([ids.early]);
      expect(await idsOf(`?q=${encodeURIComponent('ana gomez')}`)).toEqual([ids.early]);
      expect(await idsOf(`?q=${encodeURIComponent('DÍÁZ')}`)).toEqual([ids.lateSameDay]);
      expect(await idsOf(`?q=${encodeURIComponent(`BRUNO.${marker.toUpperCase()}`)}`)).toEqual([
        ids.lateSameDay,
      ]);
    });

    it('treats % and _ in the search as plain characters', async () => {
      expect(await idsOf(`?q=${encodeURIComponent('100%_')}`)).toEqual([ids.dayAfter]);
      expect(await idsOf(`?q=${encodeURIComponent('%')}`)).toEqual([ids.dayAfter]);
    });

    it('filters by status', async () => {
      expect(await idsOf(`?q=${marker}&status=processing`)).toEqual([ids.lateSameDay]);
      expect(await idsOf(`?q=${marker}&status=all`)).toHaveLength(4);
    });

    it('filters by a date range of whole days in Argentina time, newest first', async () => {
      expect(await idsOf(`?q=${marker}&from=2026-03-10&to=2026-03-10`)).toEqual([
        ids.lateSameDay,
        ids.early,
      ]);
      expect(await idsOf(`?q=${marker}&from=2026-03-11`)).toEqual([ids.dayAfter]);
      expect(await idsOf(`?q=${marker}&to=2026-03-09`)).toEqual([ids.dayBefore]);
    });

    it('pages on the server and reports the total', async () => {
      const first = AdminOrderListSchema.parse((await list(`?q=${marker}&pageSize=3`)).json());
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(first.orders.map((o) => o.id)).toEqual([ids.dayAfter, ids.lateSameDay, ids.early]);
      const second = AdminOrderListSchema.parse(
        (await list(`?q=${marker}&page=2&pageSize=3`)).json(),
      );
      expect(second.orders.map((o) => o.id)).toEqual([ids.dayBefore]);
      const beyond = AdminOrderListSchema.parse((await list(`?q=${marker}&page=9`)).json());
      expect(beyond).toMatchObject({ orders: [], total: 4 });
    });

    it('lists the customer, total, status and payment of each order', async () => {
      const [row] = AdminOrderListSchema.parse(
        (await list(`?q=${encodeURIComponent('ana gómez')}`)).json(),
      ).orders;
      expect(row).toMatchObject({
        id: ids.early,
        createdAt: '2026-03-10T03:00:00.000Z',
        customerName: 'Ana Gómez',
        totalAmount: 20000,
        status: 'pending',
        paymentStatus: 'pending',
        paidAmount: 0,
      });
    });

    it.each([
      ['an unknown status', '?status=shipped', 'status'],
      ['a malformed date', '?from=10/03/2026', 'from'],
      ['an impossible date', '?to=2026-02-30', 'to'],
      ['a range that ends before it starts', '?from=2026-03-11&to=2026-03-10', 'to'],
      ['page 0', '?page=0', 'page'],
      ['a page that is not a number', '?page=dos', 'page'],
      ['a page size above 100', '?pageSize=1000', 'pageSize'],
      ['a repeated search', '?q=a&q=b', 'q'],
    ])('refuses %s with a Spanish 400', async (_case, query, field) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Los datos enviados no son válidos.');
      expect(response.json().error.fields).toHaveProperty(field);
    });
  });

  describe('phone search, by the national number', () => {
    const ids: number[] = [];
    beforeAll(async () => {
      for (const customerPhone of [
        '2323 45-6789',
        '+54 9 2323 45-6789',
        '02323 15 45-6789',
        '(02323) 456789',
      ])
        ids.push((await createOrder(t.db, { customerPhone })).id);
      // Another phone that shares the last digits only.
      ids.push((await createOrder(t.db, { customerPhone: '11 3333-7890' })).id);
    });
    const found = async (text: string) =>
      AdminOrderListSchema.parse((await list(`?q=${encodeURIComponent(text)}`)).json())
        .orders.map((o) => o.id)
        .filter((id) => ids.includes(id))
        .sort();

    it.each([
      '2323 45-6789',
      '+54 9 2323 45-6789',
      '+54 2323 45-6789',
      '54 9 2323 456789',
      '02323 15 45-6789',
      '2323 15 45 6789',
      '0 2323 456789',
      '(02323) 45-6789',
      '2323456789',
    ])('finds each spelling of one phone by %j', async (text) => {
      expect(await found(text)).toEqual(ids.slice(0, 4).sort());
    });

    it('finds part of a number, and a local mobile written with its 15', async () => {
      expect(await found('45-6789')).toEqual(ids.slice(0, 4).sort());
      expect(await found('15 45-6789')).toEqual(ids.slice(0, 4).sort());
      expect(await found('3333-7890')).toEqual([ids[4]]);
    });
  });

  describe("the list's delivery and arrepentimiento columns", () => {
    it('says how each order is delivered, and whether a withdrawal was asked for', async () => {
      const pickup = await createOrder(t.db, { deliveryMethod: 'pickup' });
      const shipping = await createOrder(t.db, { deliveryMethod: 'shipping' });
      await createWithdrawal(t.db, shipping.id);
      const rows = async (id: number) =>
        AdminOrderListSchema.parse((await list(`?q=${id}`)).json()).orders.find((o) => o.id === id);
      expect(await rows(pickup.id)).toMatchObject({ deliveryMethod: 'pickup', withdrawal: null });
      expect(await rows(shipping.id)).toMatchObject({
        deliveryMethod: 'shipping',
        withdrawal: { match: 'mismatch', attended: false, requestedAt: expect.any(String) },
      });
    });
  });

  describe('details', () => {
    it('returns every field and the lines with the name and price they were sold with', async () => {
      const productId = await createProduct(t.db, { name: 'Porcelanato Roble', price: 15000 });
      const { id } = await createOrder(t.db, {
        customerName: 'Elena Paz',
        customerEmail: 'elena@example.com',
        customerPhone: '11 5555-0000',
        customerAddress: 'Ruta 192 km 30',
        comments: 'Tocar timbre',
        lines: [
          { productId, productName: 'Porcelanato Roble', unitPrice: 15000, quantity: 3 },
          { productName: 'Guarda Mármol', unitPrice: 2500, quantity: 1, includeWaste: true },
        ],
      });
      // The catalogue changes after the sale: the order keeps its history.
      await t.db.update(products).set({ price: 99999 }).where(eq(products.id, productId));
      const response = await request('GET', `/api/admin/orders/${id}`, editor);
      expect(response.statusCode).toBe(200);
      const order = AdminOrderDetailSchema.parse(response.json());
      expect(order).toMatchObject({
        id,
        customerName: 'Elena Paz',
        customerEmail: 'elena@example.com',
        customerPhone: '11 5555-0000',
        customerAddress: 'Ruta 192 km 30',
        comments: 'Tocar timbre',
        totalAmount: 47500,
        status: 'pending',
        paymentStatus: 'pending',
        paidAmount: 0,
      });
      expect(order.products).toEqual([
        {
          productId,
          productName: 'Porcelanato Roble',
          unitPrice: 15000,
          listPrice: null,
          discountPercentage: null,
          quantity: 3,
          squareMeters: 2.88,
          includeWaste: false,
          saleUnit: 'caja',
          metersPerBox: null,
          layingPattern: null,
          lineTotal: 45000,
          specialPrice: false,
          specialDiscount: null,
          todayPrice: expect.any(Number),
        },
        {
          productId: null,
          productName: 'Guarda Mármol',
          unitPrice: 2500,
          listPrice: null,
          discountPercentage: null,
          quantity: 1,
          squareMeters: 2.88,
          includeWaste: true,
          saleUnit: 'caja',
          metersPerBox: null,
          layingPattern: null,
          lineTotal: 2500,
          specialPrice: false,
          specialDiscount: null,
          todayPrice: null,
        },
      ]);
    });

    it('keeps the line of a deleted product with its name and price and no product id', async () => {
      const productId = await createProduct(t.db, { name: 'Porcelanato Borrado' });
      const { id } = await createOrder(t.db, {
        lines: [{ productId, productName: 'Porcelanato Borrado', unitPrice: 8000 }],
      });
      await t.db.delete(products).where(eq(products.id, productId));
      const order = AdminOrderDetailSchema.parse(
        (await request('GET', `/api/admin/orders/${id}`, editor)).json(),
      );
      expect(order.products).toEqual([
        expect.objectContaining({
          productId: null,
          productName: 'Porcelanato Borrado',
          unitPrice: 8000,
        }),
      ]);
    });

    it.each(['999999', 'abc', '0', '-1', '99999999999', '1.5'])(
      'answers 404 "Pedido no encontrado" for the id %s',
      async (id) => {
        const response = await request('GET', `/api/admin/orders/${id}`, editor);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Pedido no encontrado');
      },
    );
  });

  describe('status', () => {
    it('has a step for each way of delivering: "Listo para retirar" for a pickup, "En camino" for a delivery', async () => {
      const pickup = await createOrder(t.db, { deliveryMethod: 'pickup' });
      const shipping = await createOrder(t.db, { deliveryMethod: 'shipping' });
      const set = (id: number, status: string) =>
        request('PATCH', `/api/admin/orders/${id}/status`, editor, { status, notify: false });

      expect((await set(pickup.id, 'ready')).json()).toMatchObject({ status: 'ready' });
      const wrongPickup = await set(pickup.id, 'in_transit');
      expect(wrongPickup.statusCode).toBe(400);
      expect(wrongPickup.json().error.message).toBe(
        'Un pedido que se retira en el local no puede estar "En camino".',
      );
      expect((await orderRow(pickup.id))?.status).toBe('ready');

      expect((await set(shipping.id, 'in_transit')).json()).toMatchObject({
        status: 'in_transit',
        deliveryMethod: 'shipping',
      });
      const wrongShipping = await set(shipping.id, 'ready');
      expect(wrongShipping.statusCode).toBe(400);
      expect(wrongShipping.json().error.fields.status).toBe(
        'Un pedido con envío a domicilio no puede estar "Listo para retirar".',
      );
      expect((await orderRow(shipping.id))?.status).toBe('in_transit');

      const ids = async (status: string) =>
        AdminOrderListSchema.parse(
          (await list(`?status=${status}&pageSize=100`)).json(),
        ).orders.map((o) => o.id);
      expect(await ids('ready')).toContain(pickup.id);
      expect(await ids('ready')).not.toContain(shipping.id);
      expect(await ids('in_transit')).toContain(shipping.id);
    });

    it('sets any status from any other', async () => {
      const { id } = await createOrder(t.db, { status: 'completed' });
      for (const status of ['pending', 'cancelled', 'processing', 'completed'] as const) {
        const response = await request('PATCH', `/api/admin/orders/${id}/status`, editor, {
          status,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().status).toBe(status);
        expect((await orderRow(id))?.status).toBe(status);
      }
    });

    it.each([
      ['an unknown status', { status: 'shipped' }],
      ['a missing status', {}],
      ['a status of the wrong type', { status: 2 }],
    ])('refuses %s with a Spanish 400 and keeps the status', async (_case, payload) => {
      const { id } = await createOrder(t.db);
      const response = await request('PATCH', `/api/admin/orders/${id}/status`, editor, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.status).toBe('El estado no es válido.');
      expect((await orderRow(id))?.status).toBe('pending');
    });

    it('refuses malformed JSON with a Spanish 400', async () => {
      const { id } = await createOrder(t.db);
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${id}/status`,
        headers: { cookie: editor, 'content-type': 'application/json' },
        payload: '{"status": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('El cuerpo de la solicitud no es un JSON válido.');
    });

    it('answers 404 for an unknown order', async () => {
      const response = await request('PATCH', '/api/admin/orders/999999/status', editor, {
        status: 'completed',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Pedido no encontrado');
    });
  });

  describe('delete', () => {
    it('deletes the order with its lines', async () => {
      const { id } = await createOrder(t.db, { paymentStatus: 'paid' });
      const response = await request('DELETE', `/api/admin/orders/${id}`, editor);
      expect(response.statusCode).toBe(204);
      expect(await orderRow(id)).toBeUndefined();
      expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, id))).toEqual([]);
      const again = await request('DELETE', `/api/admin/orders/${id}`, editor);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.message).toBe('Pedido no encontrado');
    });
  });
});
