import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminOrderDetail, AdminOrderDetailSchema } from '#shared/admin-order-detail';
import { CustomerOrderSchema } from '#shared/customer-order';
import { CUSTOMER_MESSAGES, ProfessionalMatchSchema } from '#shared/customers/customers';
import { adjustmentsTotal } from '#shared/order-adjustments';
import { orderTotal } from '#shared/pricing';
import { deliveryZones, mailQueue, orderAdjustments, orders } from '#server/db/schema';
import { DEFAULT_SHOP_SETTINGS, saveShopSettings } from '#server/modules/content/settings';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createOrder, createProduct } from '../factories';
import { validBody } from '../payloads';
import { pdfText } from '../pdf-text';

const GOMEZ = 'email:gomez@obras.example.com';

/** Each adjustment an order took: kind, % and what it came to. */
const taken = (order: { adjustments: AdminOrderDetail['adjustments'] }) =>
  order.adjustments.map((a) => [a.kind, a.percentage, a.amount]);
const LUNA = 'tel:1166660002';

describeEachEngine('profesional discount in phone orders', (engine) => {
  let t: TestApp;
  let editor: string;
  let editorId: string;
  let productId: string;
  const partido = `Escobar ${Date.now()}`;

  beforeAll(async () => {
    t = await createTestApp(engine, { PUBLIC_URL: 'https://tienda.example.com' });
    ({ cookie: editor, userId: editorId } = await t.signIn('editor'));
    await saveShopSettings(t.db, {
      ...DEFAULT_SHOP_SETTINGS,
      payments: { ...DEFAULT_SHOP_SETTINGS.payments, transferDiscountPercentage: 10 },
    });
    await t.db.insert(deliveryZones).values({ kind: 'partido', value: partido, price: 9_500 });
    productId = await createProduct(t.db, { name: 'Porcelanato Obra 60x60', price: 10_000 });
    // Gómez buys with an e-mail; Luna by phone only; Ana is an ordinary customer.
    await createOrder(t.db, {
      customerName: 'Obras Gómez',
      customerEmail: 'gomez@obras.example.com',
      customerPhone: '11 5555-0001',
    });
    await createOrder(t.db, {
      customerName: 'Luna Colocaciones',
      customerEmail: '',
      customerPhone: '11 6666-0002',
    });
    await createOrder(t.db, { customerName: 'Ana Pérez', customerEmail: 'ana@example.com' });
    for (const [key, discountPercentage] of [
      [GOMEZ, 15.5],
      [LUNA, 12],
    ] as const) {
      const saved = await send('PUT', `/api/admin/customers/${encodeURIComponent(key)}`, {
        notes: '',
        professional: true,
        discountPercentage,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: { cookie: editor },
      ...(payload ? { payload } : {}),
    });
  }
  const phoneOrder = (customer: object, rest: object = {}, quantity = 3) => ({
    ...validBody.order(productId),
    customer: {
      ...validBody.order(productId).customer,
      deliveryMethod: 'pickup',
      address: '',
      ...customer,
    },
    items: [{ productId, quantity, squareMeters: 0, includeWaste: false }],
    ...rest,
  });
  const place = async (body: object) => {
    const response = await send('POST', '/api/admin/orders', body);
    expect(response.statusCode, response.body).toBe(201);
    return AdminOrderDetailSchema.parse(response.json());
  };
  const match = async (email: string, phone: string) => {
    const query = new URLSearchParams({ email, phone });
    const response = await send('GET', `/api/admin/customers/professional?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ProfessionalMatchSchema.parse(response.json()).customer;
  };

  it('tells the dialog who is profesional, by e-mail (any case) or by phone', async () => {
    expect(await match('GOMEZ@obras.example.com', '')).toEqual({
      key: GOMEZ,
      name: 'Obras Gómez',
      discountPercentage: 15.5,
    });
    expect(await match('', '(11) 6666 0002')).toMatchObject({ key: LUNA, discountPercentage: 12 });
    // Without an e-mail, Gómez's phone joins his e-mail's customer, as the Clientes list does.
    expect(await match('', '11 5555 0001')).toMatchObject({ key: GOMEZ });
    expect(await match('ana@example.com', '11 1234-5678')).toBeNull();
    expect(await match('', '')).toBeNull();
  });

  it('prices the discount of a profesional matched by e-mail from the record, never the body', async () => {
    const order = await place(
      phoneOrder(
        { email: 'Gomez@Obras.example.com', name: 'Obras Gómez' },
        {
          applyProfessionalDiscount: true,
          // Forged by a browser: ignored, the % is the customer record's.
          professionalDiscountPercentage: 50,
          professionalDiscount: 29_000,
          totalAmount: 1,
        },
      ),
    );
    // 3 × 10.000 = 30.000, less 15,5 % (4.650).
    expect(taken(order)).toEqual([['professional', 15.5, -4_650]]);
    expect(order.totalAmount).toBe(25_350);
    // Staff gave it: the row names who.
    const [row] = await t.db
      .select({ by: orderAdjustments.createdById })
      .from(orderAdjustments)
      .where(eq(orderAdjustments.orderId, order.id));
    expect(row?.by).toBe(editorId);
  });

  it('prices the discount of a profesional matched by phone only', async () => {
    const order = await place(
      phoneOrder({ email: '', phone: '11-6666-0002' }, { applyProfessionalDiscount: true }),
    );
    expect(taken(order)).toEqual([['professional', 12, -3_600]]);
    expect(order.totalAmount).toBe(26_400);
  });

  it('takes nothing off when staff untick it for a profesional', async () => {
    const order = await place(phoneOrder({ email: 'gomez@obras.example.com' }));
    expect(order.adjustments).toEqual([]);
    expect(order.totalAmount).toBe(30_000);
  });

  it('refuses to apply it to a customer who is not profesional, and creates nothing', async () => {
    const body = phoneOrder({ email: 'ana@example.com' }, { applyProfessionalDiscount: true });
    const response = await send('POST', '/api/admin/orders', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: CUSTOMER_MESSAGES.notProfessional,
      fields: { applyProfessionalDiscount: CUSTOMER_MESSAGES.notProfessional },
    });
    const [row] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.idempotencyKey, body.idempotencyKey));
    expect(row?.n).toBe(0);
  });

  describe('with transfer and envío: the same totals everywhere', () => {
    let order: ReturnType<typeof AdminOrderDetailSchema.parse>;
    const ROWS = [
      ['Descuento profesional (15,50 %)', '-$ 4.650'],
      ['Descuento por transferencia o efectivo (10 %)', '-$ 2.535'],
    ];
    beforeAll(async () => {
      // 30.000 less 15,5 % (4.650) is 25.350; less 10 % of that (2.535), plus 9.500 of envío.
      order = await place(
        phoneOrder(
          {
            email: 'gomez@obras.example.com',
            deliveryMethod: 'shipping',
            address: 'Ruta 25 km 3',
            partido,
          },
          { applyProfessionalDiscount: true, paymentChoice: 'transfer' },
        ),
      );
    });

    it('profesional first on the products, transfer on the rest, delivery added', () => {
      expect(taken(order)).toEqual([
        ['professional', 15.5, -4_650],
        ['transfer', 10, -2_535],
      ]);
      expect(order.totalAmount).toBe(32_315);
      expect(orderTotal(order.products) + adjustmentsTotal(order.adjustments) + 9_500).toBe(
        order.totalAmount,
      );
    });

    it('shows both discounts on the customer’s page, in the e-mail and in the PDFs', async () => {
      const [stored] = await t.db
        .select({ token: orders.accessToken })
        .from(orders)
        .where(eq(orders.id, order.id));
      const page = await t.app.inject({ url: `/api/orders/by-token/${stored?.token}` });
      expect(page.statusCode).toBe(200);
      const customerOrder = CustomerOrderSchema.parse(page.json());
      expect(customerOrder.adjustments).toEqual(order.adjustments);
      expect(customerOrder).toMatchObject({ totalAmount: 32_315, balanceDue: 32_315 });

      const mails = await t.db
        .select({ text: mailQueue.text })
        .from(mailQueue)
        .where(like(mailQueue.subject, `%#${order.id} %`));
      expect(mails).toHaveLength(2);
      for (const { text } of mails) {
        for (const [label, amount] of ROWS) expect(text).toContain(`${label}: ${amount}`);
        expect(text).toContain('Total: $ 32.315');
      }

      for (const kind of ['presupuesto', 'remito']) {
        const pdf = await send('GET', `/api/admin/orders/${order.id}/documents/${kind}`);
        expect(pdf.statusCode).toBe(200);
        const text = await pdfText(pdf.rawPayload);
        for (const [label, amount] of ROWS) expect(text).toContain(`${label}\n${amount}`);
        expect(text).toContain('Total\n$ 32.315');
      }
    });

    it('recomputes both discounts with their stored % when staff edit the lines', async () => {
      await saveShopSettings(t.db, DEFAULT_SHOP_SETTINGS);
      const response = await send('PUT', `/api/admin/orders/${order.id}/lines`, {
        version: order.version,
        items: [{ productId, quantity: 5, squareMeters: 0, includeWaste: false }],
      });
      expect(response.statusCode, response.body).toBe(200);
      const edited = AdminOrderDetailSchema.parse(response.json());
      // 50.000 less 15,5 % (7.750) is 42.250; less 10 % (4.225), plus 9.500.
      expect(taken(edited)).toEqual([
        ['professional', 15.5, -7_750],
        ['transfer', 10, -4_225],
      ]);
      expect(edited.totalAmount).toBe(47_525);
      expect(edited.balanceDue).toBe(47_525);
    });
  });
});
