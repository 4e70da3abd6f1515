import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatDate } from '#shared/format';
import { paymentDayText } from '#shared/order-payments';
import { shopToday } from '#shared/shop-clock';
import { saveShopSettings } from '#server/modules/content/settings';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { WOOD_LOOK_FLOORING, createProduct, createTaxonomy } from '../factories';
import { pdfText } from '../pdf-text';

let address = 0;
const nextAddress = () => `10.17.6.${++address}`;

/** Payments are dated from the order's day on: the order is placed today. */
const paidOn = shopToday();

describeEachEngine('order paperwork: presupuesto and remito PDFs', (engine) => {
  let t: TestApp;
  let editor: string;
  let order: { id: number; token: string; createdAt: string };

  beforeAll(async () => {
    t = await createTestApp(engine, { PUBLIC_URL: 'https://tienda.example.com' });
    editor = (await t.signIn('editor')).cookie;
    await saveShopSettings(t.db, {
      ...DEFAULT_SHOP_SETTINGS,
      name: 'Cerámicos Ñandú',
      address: 'Av. Rivadavia 1234, 1º piso, Morón',
      phone: '11 4444-5555',
      email: 'ventas@ceramicos.example.com',
      transfer: {
        ...DEFAULT_SHOP_SETTINGS.transfer,
        cuit: '30-71234567-1',
        alias: 'ceramicos.nandu',
      },
      quoteValidityDays: 15,
    });
    const flooring = await createTaxonomy(t.db, WOOD_LOOK_FLOORING);
    const oak = await createProduct(t.db, {
      ...flooring,
      name: 'Porcelanato Roble 20x120',
      price: 48_000,
      discountPercentage: 10,
      metersPerBox: 1.44,
    });
    const adhesive = await createProduct(t.db, {
      name: 'Adhesivo Flexible 25 kg',
      price: 9_500.5,
      saleUnit: 'bolsa',
      metersPerBox: null,
    });
    const zone = await t.app.inject({
      method: 'POST',
      url: '/api/admin/delivery-zones',
      headers: { cookie: editor },
      payload: { kind: 'partido', value: 'Morón', price: 15_000 },
    });
    expect(zone.statusCode).toBe(201);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: nextAddress(),
      payload: {
        idempotencyKey: crypto.randomUUID(),
        customer: {
          name: 'Íñigo Güemes',
          email: 'inigo@example.com',
          phone: '11 2345-6789',
          address: 'Calle 9 de Julio 45, 2º B',
          comments: 'Tocar timbre',
          deliveryMethod: 'shipping',
          partido: 'Morón',
          postalCode: '',
        },
        items: [
          { productId: oak, quantity: 18, squareMeters: 23.5, includeWaste: true },
          { productId: adhesive, quantity: 3, squareMeters: 0, includeWaste: false },
        ],
      },
    });
    expect(placed.statusCode).toBe(201);
    const { id, createdAt } = placed.json<{ id: number; createdAt: string }>();
    await t.app.shop.mail.flush();
    const confirmation = t.sentMail.find((m) => m.to === 'inigo@example.com');
    const token = /\/pedido\/([\w-]+)/.exec(confirmation?.text ?? '')?.[1];
    if (!token) throw new Error('no order link in the confirmation');
    order = { id, token, createdAt };
    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/payments`,
      headers: { cookie: editor },
      payload: { amount: 40_000, date: paidOn, method: 'transferencia', reference: 'OP-77' },
    });
    expect(payment.statusCode).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const staffGet = (url: string, cookie: string | null = editor) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });

  /** What both papers print: shop, order, customer, delivery, lines, totals, payments. */
  function expectOrderText(text: string) {
    for (const expected of [
      'Cerámicos Ñandú',
      'Av. Rivadavia 1234, 1º piso, Morón',
      'Tel. 11 4444-5555 · ventas@ceramicos.example.com',
      'CUIT 30-71234567-1',
      `Pedido N.º ${order.id}`,
      `Fecha: ${formatDate(order.createdAt)}`,
      'Íñigo Güemes',
      '11 2345-6789',
      'inigo@example.com',
      'Envío a domicilio – Calle 9 de Julio 45, 2º B, Morón',
      'Porcelanato Roble 20x120',
      '18 cajas (25,92 m²) para 23,5 m²',
      'con 10 % de desperdicio',
      '$ 43.200 por caja',
      'antes $ 48.000',
      '10 % de descuento',
      '$ 777.600',
      'Adhesivo Flexible 25 kg',
      '3 bolsas',
      '$ 9.500,50 por bolsa',
      '$ 28.501,50',
      '$ 15.000',
      '$ 821.101,50',
      paymentDayText(paidOn),
      'Transferencia',
      '$ 40.000',
      '$ 781.101,50',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('3 cajas');
    expect(text).not.toMatch(/3 bolsas \(/);
  }

  it('gives staff the presupuesto with its lines, totals, payments and validity date', async () => {
    const response = await staffGet(`/api/admin/orders/${order.id}/documents/presupuesto`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="presupuesto-${order.id}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expectOrderText(text);
    expect(text).toContain('PRESUPUESTO');
    const validUntil = formatDate(Date.parse(order.createdAt) + 15 * 86_400_000);
    expect(text).toContain(`Válido hasta: ${validUntil}`);
    expect(text).toContain('Alias:');
    expect(text).toContain('ceramicos.nandu');
    expect(text).not.toContain('Firma y aclaración');
    // Internal data never reaches the customer's paper.
    expect(text).not.toContain('OP-77');
  });

  it('gives staff the remito with room for the signature and no validity date', async () => {
    const response = await staffGet(`/api/admin/orders/${order.id}/documents/remito`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expectOrderText(text);
    expect(text).toContain('REMITO');
    expect(text).toContain('Recibí conforme');
    expect(text).toContain('Firma y aclaración');
    expect(text).not.toContain('Válido hasta');
  });

  it('links the presupuesto from the confirmation e-mail, behind the order token', async () => {
    const url = `/api/orders/by-token/${order.token}/presupuesto`;
    const confirmation = t.sentMail.find((m) => m.to === 'inigo@example.com');
    expect(confirmation?.text).toContain(
      `Descargar el presupuesto (PDF): https://tienda.example.com${url}`,
    );
    expect(confirmation?.html).toContain(`href="https://tienda.example.com${url}"`);
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const text = await pdfText(response.rawPayload);
    expectOrderText(text);
    expect(text).toContain('PRESUPUESTO');
  });

  it("shows the customer's payments and balance on their order", async () => {
    const response = await t.app.inject({ url: `/api/orders/by-token/${order.token}` });
    expect(response.json()).toMatchObject({
      paymentStatus: 'deposit',
      payments: [{ date: paidOn, method: 'transferencia', amount: 40_000 }],
      paidAmount: 40_000,
      balanceDue: 781_101.5,
    });
    expect(JSON.stringify(response.json())).not.toContain('OP-77');
  });

  it.each([
    ['an unknown token', `/api/orders/by-token/${'x'.repeat(43)}/presupuesto`],
    ['a malformed token', '/api/orders/by-token/corto/presupuesto'],
  ])('answers %s with a Spanish 404', async (_case, url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(
      'Pedido no encontrado. Revisá el enlace que te enviamos por correo.',
    );
  });

  it.each([
    ['an unknown order', '/api/admin/orders/999999/documents/presupuesto', 'Pedido no encontrado'],
    ['a malformed order id', '/api/admin/orders/abc/documents/remito', 'Pedido no encontrado'],
    [
      'an unknown document',
      '/api/admin/orders/1/documents/factura',
      'Documento no encontrado: pedí el presupuesto o el remito.',
    ],
  ])('answers staff %s with a Spanish 404', async (_case, url, message) => {
    const response = await staffGet(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(message);
  });

  it('refuses the staff documents without a session', async () => {
    const response = await staffGet(`/api/admin/orders/${order.id}/documents/presupuesto`, null);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
