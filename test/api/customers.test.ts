import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CustomerDetail, CustomerList } from '#shared/customers/customers';
import { type TestApp, createTestApp } from '../app';
import { parseCsv } from '../csv';
import { describeEachEngine } from '../engines';
import { createOrder } from '../factories';

const ANA = 'email:ana.perez@example.com';
const ANA_URL = `/api/admin/customers/${encodeURIComponent(ANA)}`;

describeEachEngine('Clientes (customers from orders)', (engine) => {
  let t: TestApp;
  let editor: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = (await t.signIn('editor')).cookie;
    const order = async (name: string, at: string, rest: Parameters<typeof createOrder>[1]) => {
      ids[name] = (await createOrder(t.db, { createdAt: new Date(at), ...rest })).id;
    };
    const line = (unitPrice: number, quantity = 1) => [{ unitPrice, quantity }];
    // Ana: the same e-mail in two spellings, then a phone order without e-mail from her mobile.
    await order('ana1', '2026-03-01T15:00:00Z', {
      customerName: 'Ana Pérez',
      customerEmail: 'Ana.Perez@Example.com',
      customerPhone: '11 5555-1234',
      lines: line(10_000, 3),
    });
    await order('ana2', '2026-03-05T15:00:00Z', {
      customerName: 'Ana Pérez',
      customerEmail: 'ana.perez@example.com ',
      customerPhone: '+54 9 11 5555-1234',
      lines: line(20_000),
    });
    await order('anaPhone', '2026-03-08T15:00:00Z', {
      customerName: 'Ana P.',
      customerEmail: '',
      customerPhone: '011 15 5555-1234',
      customerAddress: 'Ruta 192 km 30',
      lines: line(5_000),
    });
    await order('anaCancelled', '2026-03-09T15:00:00Z', {
      customerName: 'Ana Pérez',
      customerEmail: 'ana.perez@example.com',
      customerPhone: '11 5555-1234',
      status: 'cancelled',
      lines: line(99_000),
    });
    // Someone who only ever phoned, written two ways.
    await order('phone1', '2026-02-01T15:00:00Z', {
      customerName: 'Colocador Gómez',
      customerEmail: '',
      customerPhone: '2323 45-6789',
      lines: line(7_000),
    });
    await order('phone2', '2026-02-10T15:00:00Z', {
      customerName: '=Colocador Gómez',
      customerEmail: '',
      customerPhone: '02323 15 45-6789',
      lines: line(8_000),
    });
    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${ids.ana1}/payments`,
      headers: { cookie: editor },
      payload: { amount: 12_000, date: '2026-03-02', method: 'efectivo' },
    });
    expect(payment.statusCode).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ url, headers: { cookie: editor } });

  it('makes one customer of one e-mail, and of one phone however it is written', async () => {
    const response = await get('/api/admin/customers');
    expect(response.statusCode).toBe(200);
    const list = response.json<CustomerList>();
    expect(list.total).toBe(2);
    expect(list.customers).toEqual([
      {
        key: ANA,
        name: 'Ana Pérez',
        email: 'ana.perez@example.com',
        phone: '11 5555-1234',
        orders: 4,
        // 30.000 + 20.000 + 5.000; the cancelled order bought nothing.
        totalBought: 55_000,
        // 18.000 + 20.000 + 5.000 still owed.
        balance: 43_000,
        customerCredit: 0,
        refundDue: 0,
        lastPurchaseAt: '2026-03-08T15:00:00.000Z',
        professional: false,
        discountPercentage: null,
      },
      expect.objectContaining({
        key: 'tel:2323456789',
        name: '=Colocador Gómez',
        email: '',
        orders: 2,
        totalBought: 15_000,
        balance: 15_000,
        lastPurchaseAt: '2026-02-10T15:00:00.000Z',
      }),
    ]);
  });

  it('shows a customer with their orders, addresses and notes', async () => {
    const response = await get(ANA_URL);
    expect(response.statusCode).toBe(200);
    const detail = response.json<CustomerDetail>();
    expect(detail.orderList.map((o) => o.id)).toEqual([
      ids.anaCancelled,
      ids.anaPhone,
      ids.ana2,
      ids.ana1,
    ]);
    expect(detail.orderList.find((o) => o.id === ids.ana1)?.balance).toEqual({
      label: 'Saldo',
      amount: 18_000,
    });
    expect(detail.addresses).toContain('Ruta 192 km 30');
    expect(detail.notes).toBe('');
    expect((await get('/api/admin/customers/email%3Anadie%40example.com')).statusCode).toBe(404);
    expect((await get('/api/admin/customers/cualquiera')).statusCode).toBe(404);
  });

  it('finds customers by name, e-mail or phone', async () => {
    const names = async (q: string) =>
      (await get(`/api/admin/customers?q=${encodeURIComponent(q)}`))
        .json<CustomerList>()
        .customers.map((c) => c.key);
    expect(await names('perez')).toEqual([ANA]);
    expect(await names('gomez colocador')).toEqual(['tel:2323456789']);
    expect(await names('+54 9 2323 45-6789')).toEqual(['tel:2323456789']);
    expect(await names('EXAMPLE.COM')).toEqual([ANA]);
    expect(await names('nadie')).toEqual([]);
  });

  it('keeps notes and the profesional discount; refuses bad values', async () => {
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: ANA_URL,
        headers: { cookie: editor, origin: 'http://localhost:3000' },
        payload,
      });
    const saved = await put({
      notes: 'Colocadora: paga contra entrega',
      professional: true,
      discountPercentage: 12.5,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CustomerDetail>()).toMatchObject({
      notes: 'Colocadora: paga contra entrega',
      professional: true,
      discountPercentage: 12.5,
    });
    for (const [payload, message] of [
      [
        { notes: '', professional: true, discountPercentage: 60 },
        'El descuento debe ser un porcentaje entre 0 y 50, con hasta dos decimales.',
      ],
      [
        { notes: '', professional: true, discountPercentage: 10.555 },
        'El descuento debe ser un porcentaje entre 0 y 50, con hasta dos decimales.',
      ],
      [
        { notes: '', professional: false, discountPercentage: 10 },
        'Solo un cliente profesional tiene descuento.',
      ],
      [
        { notes: 'x'.repeat(2001), professional: false, discountPercentage: null },
        'Las notas pueden tener hasta 2000 caracteres.',
      ],
    ] as const) {
      const refused = await put(payload);
      expect(refused.statusCode).toBe(400);
      expect(Object.values(refused.json<{ error: { fields: object } }>().error.fields)).toContain(
        message,
      );
    }
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/customers/tel%3A1100000000',
      headers: { cookie: editor, origin: 'http://localhost:3000' },
      payload: { notes: '', professional: false, discountPercentage: null },
    });
    expect(unknown.statusCode).toBe(404);
    // Nothing of the refused ones was kept.
    expect((await get(ANA_URL)).json<CustomerDetail>()).toMatchObject({
      notes: 'Colocadora: paga contra entrega',
      discountPercentage: 12.5,
    });
  });

  it('exports the list as CSV, formulas kept as text', async () => {
    const response = await get('/api/admin/customers/export?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'Cliente',
      'Email',
      'Teléfono',
      'Pedidos',
      'Total comprado',
      'Saldo',
      'Saldo a favor del cliente',
      'A devolver',
      'Última compra',
      'Profesional',
      'Descuento %',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe("'=Colocador Gómez");
    const xlsx = await get('/api/admin/customers/export?format=xlsx&q=gomez');
    expect(xlsx.statusCode).toBe(200);
    expect((await get('/api/admin/customers/export?format=pdf')).statusCode).toBe(400);
  });
});
