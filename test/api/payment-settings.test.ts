import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { SETTINGS_MESSAGES, type ShopSettings } from '#shared/settings';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct } from '../factories';
import { validBody } from '../payloads';
import { type FakeMercadoPago, startFakeMercadoPago } from '../servers/mercado-pago';

const ACCESS_TOKEN = 'TEST-5550192-settings-access-token';
const SECRET = 'clave-secreta-de-configuracion';
const M = SETTINGS_MESSAGES;

/** The "Pagos" card of Configuración (its API), with Mercado Pago configured. */
describeEachEngine('payment settings', (engine) => {
  let t: TestApp;
  let mp: FakeMercadoPago;
  let cookie: string;

  beforeAll(async () => {
    mp = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET });
    t = await createTestApp(engine, {
      MP_ACCESS_TOKEN: ACCESS_TOKEN,
      MP_WEBHOOK_SECRET: SECRET,
      MP_API_BASE_URL: mp.url,
    });
    cookie = (await t.signIn('super_admin')).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await mp.close();
  }, 60_000);

  const put = (body: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: body as object, headers });
  const stored = async () =>
    (await t.app.inject({ url: '/api/settings' })).json<ShopSettings>().payments;

  it('tells a super_admin that Mercado Pago is configured, and nothing of its credentials', async () => {
    const response = await t.app.inject({
      url: '/api/admin/settings/mercado-pago',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: true });
    expect(response.body).not.toContain(ACCESS_TOKEN);
    expect(response.body).not.toContain(SECRET);
    const editor = await t.signIn('editor');
    const asEditor = await t.app.inject({
      url: '/api/admin/settings/mercado-pago',
      headers: { cookie: editor.cookie },
    });
    expect(asEditor.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/settings/mercado-pago' })).statusCode).toBe(401);
  });

  it('saves the cap of cuotas and the discount, and the next preference offers that cap', async () => {
    const payments = { transferDiscountPercentage: 10.5, maxInstallments: 3 };
    const saved = await put({ ...DEFAULT_SHOP_SETTINGS, payments });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payments).toEqual(payments);
    expect(await stored()).toEqual(payments);
    const options = await t.app.inject({ url: '/api/payments/options' });
    expect(options.json()).toEqual({ mercadoPago: true, bankDetails: false, ...payments });

    const productId = await createProduct(t.db, { price: 1000 });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...validBody.order(productId), paymentChoice: 'mercado_pago' },
    });
    expect(order.statusCode, order.body).toBe(201);
    const token = order.json<{ orderPage: string }>().orderPage.replace('/pedido/', '');
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${token}/mercado-pago`,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(mp.preferences.at(-1)?.body).toMatchObject({ payment_methods: { installments: 3 } });
    await put(DEFAULT_SHOP_SETTINGS);
  });

  it('refuses an editor and an anonymous caller, changing nothing', async () => {
    const change = {
      ...DEFAULT_SHOP_SETTINGS,
      payments: { transferDiscountPercentage: 20, maxInstallments: 1 },
    };
    const editor = await t.signIn('editor');
    expect((await put(change, { cookie: editor.cookie })).statusCode).toBe(403);
    expect((await put(change, {})).statusCode).toBe(401);
    expect(await stored()).toEqual(DEFAULT_SHOP_SETTINGS.payments);
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['cuotas as text', { maxInstallments: '12' }, 'maxInstallments', M.maxInstallments],
    ['cuotas null', { maxInstallments: null }, 'maxInstallments', M.maxInstallments],
    ['0 cuotas', { maxInstallments: 0 }, 'maxInstallments', M.maxInstallments],
    ['25 cuotas', { maxInstallments: 25 }, 'maxInstallments', M.maxInstallments],
    ['2,5 cuotas', { maxInstallments: 2.5 }, 'maxInstallments', M.maxInstallments],
    [
      'a discount as text',
      { transferDiscountPercentage: '10,5' },
      'transferDiscountPercentage',
      M.transferDiscount,
    ],
    [
      'a negative discount',
      { transferDiscountPercentage: -1 },
      'transferDiscountPercentage',
      M.transferDiscount,
    ],
    [
      'a discount over 50 %',
      { transferDiscountPercentage: 50.01 },
      'transferDiscountPercentage',
      M.transferDiscount,
    ],
    [
      'a discount with three decimals',
      { transferDiscountPercentage: 10.555 },
      'transferDiscountPercentage',
      M.transferDiscount,
    ],
  ];

  it.each(bad)(
    'refuses %s with a Spanish field message, changing nothing',
    async (_name, change, field, message) => {
      const response = await put({
        ...DEFAULT_SHOP_SETTINGS,
        payments: { transferDiscountPercentage: 5, maxInstallments: 6, ...change },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(M.saveError);
      expect(response.json().error.fields[`payments.${field}`]).toBe(message);
      expect(await stored()).toEqual(DEFAULT_SHOP_SETTINGS.payments);
    },
  );

  it('refuses payments that are not an object', async () => {
    const response = await put({ ...DEFAULT_SHOP_SETTINGS, payments: 'sin descuento' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.payments).toBe(M.section);
    expect(await stored()).toEqual(DEFAULT_SHOP_SETTINGS.payments);
  });
});
