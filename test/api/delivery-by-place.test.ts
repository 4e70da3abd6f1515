import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { activityLog, deliveryZones, orders } from '#server/db/schema';
import { DEFAULT_SHOP_SETTINGS, saveShopSettings } from '#server/modules/content/settings';
import { DELIVERY_MESSAGES, deliveryDaysText, deliveryZoneFor } from '#shared/delivery';
import { formatMoney } from '#shared/format';
import { ORDER_DELIVERY_MESSAGES } from '#shared/order-delivery-change';
import { ORDER_VERSION_MESSAGES } from '#shared/order-version';
import { addWorkingDays, deliveryWindow } from '#shared/working-days';
import { type TestApp, createTestApp, sessionCookie } from '../app';
import { describeEachEngine, openTestDatabase } from '../engines';
import { createOrder, createProduct, createUser } from '../factories';
import { ACCESS_TOKEN, SECRET, nextAddress } from '../mercado-pago-shop';
import { startFakeMercadoPago } from '../servers/mercado-pago';
import { startSmtp } from '../smtp';

describe('working days and zone times', () => {
  it('skips Saturdays and Sundays when counting working days', () => {
    // 2026-12-04 is a Friday.
    expect(addWorkingDays('2026-12-04', 1)).toBe('2026-12-07');
    expect(addWorkingDays('2026-12-02', 2)).toBe('2026-12-04');
    expect(addWorkingDays('2026-12-02', 4)).toBe('2026-12-08');
    expect(addWorkingDays('2026-12-05', 0)).toBe('2026-12-05');
  });

  it('counts from the day at the shop (UTC−3), not in UTC', () => {
    // 01:00 UTC on Saturday the 5th is still Friday the 4th in Argentina.
    const window = deliveryWindow(new Date('2026-12-05T01:00:00Z'), { daysMin: 1, daysMax: 2 });
    expect(window).toEqual({ from: '2026-12-07', until: '2026-12-08' });
    expect(deliveryWindow(new Date(), { daysMin: null, daysMax: null })).toBeNull();
  });

  it('says the delivery time in Spanish', () => {
    expect(deliveryDaysText({ daysMin: 2, daysMax: 4 })).toBe('llega en 2 a 4 días hábiles');
    expect(deliveryDaysText({ daysMin: 1, daysMax: 1 })).toBe('llega en 1 día hábil');
    expect(deliveryDaysText({ daysMin: null, daysMax: null })).toBeNull();
  });

  it('finds the zone by código postal, then by the partido that lists it, then by name', () => {
    const lujan = { kind: 'partido' as const, value: 'Luján', price: 8000, postalCodes: ['6700'] };
    const code = { kind: 'postal_code' as const, value: '6706', price: 5000, postalCodes: [] };
    const zones = [lujan, code];
    expect(deliveryZoneFor(zones, { method: 'shipping', postalCode: 'B6700ABC' })).toBe(lujan);
    expect(deliveryZoneFor(zones, { method: 'shipping', postalCode: '6706' })).toBe(code);
    expect(deliveryZoneFor(zones, { method: 'shipping', partido: 'LUJAN' })).toBe(lujan);
    expect(deliveryZoneFor(zones, { method: 'shipping', postalCode: '9000' })).toBeNull();
    expect(deliveryZoneFor(zones, { method: 'pickup', postalCode: '6700' })).toBeNull();
  });
});

describeEachEngine('delivery priced where the shopper is', (engine) => {
  let t: TestApp;
  let admin: string;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await t.signIn('editor')).cookie;
    productId = await createProduct(t.db, { name: 'Roble 20x120', price: 10000 });
  });
  afterAll(async () => {
    await t.close();
  });

  const zone = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/delivery-zones',
      headers: { cookie: admin },
      payload,
    });

  const order = (customer: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: nextAddress(),
      payload: {
        idempotencyKey: randomUUID(),
        customer: {
          name: 'Ana Pérez',
          email: 'ana@example.com',
          phone: '11 1234-5678',
          address: 'Calle 123',
          deliveryMethod: 'shipping',
          ...customer,
        },
        items: [{ productId, quantity: 1, squareMeters: 0, includeWaste: false }],
      },
    });

  const stored = async (id: number) =>
    (
      await t.db
        .select({
          cost: orders.deliveryCost,
          from: orders.deliveryFrom,
          until: orders.deliveryUntil,
          total: orders.totalAmount,
        })
        .from(orders)
        .where(eq(orders.id, id))
    )[0];

  it('prices a CP or CPA of a partido zone, and the order keeps the price and the promised days', async () => {
    const created = await zone({
      kind: 'partido',
      value: 'Luján',
      price: 8000,
      daysMin: 2,
      daysMax: 4,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ daysMin: 2, daysMax: 4 });
    expect(created.json<{ postalCodes: string[] }>().postalCodes).toContain('6700');

    const listed = await t.app.inject({ url: '/api/delivery-zones' });
    expect(listed.json<{ zones: { postalCodes: string[] }[] }>().zones[0]?.postalCodes).toContain(
      '6700',
    );

    const before = new Date();
    for (const customer of [
      { postalCode: '6700' },
      { postalCode: 'b6700abc' },
      { partido: 'lujan' },
    ]) {
      const placed = await order(customer);
      expect(placed.statusCode, JSON.stringify(customer)).toBe(201);
      const id = placed.json<{ id: number }>().id;
      const window = deliveryWindow(before, { daysMin: 2, daysMax: 4 });
      expect(await stored(id)).toEqual({
        cost: 8000,
        from: window?.from,
        until: window?.until,
        total: 18000,
      });
      const detail = await t.app.inject({
        url: `/api/admin/orders/${id}`,
        headers: { cookie: admin },
      });
      expect(detail.json()).toMatchObject({
        delivery: { cost: 8000, from: window?.from, until: window?.until },
      });
    }
  });

  it('leaves a place outside every zone "a convenir", with no date promised', async () => {
    const placed = await order({ postalCode: '9410', partido: 'Ushuaia' });
    expect(placed.statusCode).toBe(201);
    expect(await stored(placed.json<{ id: number }>().id)).toEqual({
      cost: null,
      from: null,
      until: null,
      total: 10000,
    });
  });

  it('refuses delivery times that are not 0 to 60 working days, in order, both or neither', async () => {
    for (const days of [
      { daysMin: 3, daysMax: 2 },
      { daysMin: 2 },
      { daysMin: -1, daysMax: 2 },
      { daysMin: 1, daysMax: 61 },
      { daysMin: 1.5, daysMax: 2 },
      { daysMin: '1', daysMax: 2 },
    ]) {
      const response = await zone({ kind: 'partido', value: 'Pilar', price: 1, ...days });
      expect(response.statusCode, JSON.stringify(days)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(DELIVERY_MESSAGES.zoneDays);
    }
    const zones = await t.db.select().from(deliveryZones);
    expect(zones.map((z) => z.value)).toEqual(['Luján']);
  });
});

describeEachEngine('delivery cost and date set later', (engine) => {
  let t: TestApp;
  let editor: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = await t.signIn('editor');
  });
  afterAll(async () => {
    await t.close();
  });

  const setDelivery = (id: number, payload: unknown, cookie = editor.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}/delivery`,
      headers: { cookie },
      payload: payload as object,
    });

  const detail = async (id: number) =>
    (
      await t.app.inject({ url: `/api/admin/orders/${id}`, headers: { cookie: editor.cookie } })
    ).json<{
      version: number;
      totalAmount: number;
      balanceDue: number;
      paymentStatus: string;
      notes: { text: string; author: string }[];
      delivery: { cost: number | null; from: string | null; until: string | null };
    }>();

  it('sets the cost and day of an "a convenir" order: total and balance follow, noted with who and why', async () => {
    const { id } = await createOrder(t.db);
    const before = await detail(id);
    expect(before.delivery.cost).toBeNull();
    const response = await setDelivery(id, {
      version: before.version,
      cost: 20000,
      date: '2026-12-10',
      reason: 'Cotizado por teléfono con el cliente',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await detail(id);
    expect(after.totalAmount).toBe(before.totalAmount + 20000);
    expect(after.balanceDue).toBe(before.balanceDue + 20000);
    expect(after.delivery).toMatchObject({ cost: 20000, from: '2026-12-10', until: '2026-12-10' });
    const note = after.notes.at(-1);
    expect(note?.text).toContain('costo A convenir → $ 20.000');
    expect(note?.text).toContain('el 10/12/2026');
    expect(note?.text).toContain('Motivo: Cotizado por teléfono con el cliente');
    const [logged] = await t.db
      .select({ detail: activityLog.detail })
      .from(activityLog)
      .where(eq(activityLog.action, 'order.delivery'));
    expect(logged?.detail).toBe(note?.text);

    // Changed again: the total moves by the difference only.
    const lower = await setDelivery(id, {
      version: after.version,
      cost: 15000.5,
      date: null,
      reason: 'Se agrupa con otro envío',
    });
    expect(lower.statusCode).toBe(200);
    const last = await detail(id);
    expect(last.totalAmount).toBe(before.totalAmount + 15000.5);
    expect(last.delivery).toMatchObject({ cost: 15000.5, from: null, until: null });

    await t.app.shop.mail.flush();
    const mails = t.sentMail.filter((m) => m.subject.includes(`#${id}: entrega actualizada`));
    expect(mails).toHaveLength(2);
  });

  it('refuses bad input in Spanish and changes nothing', async () => {
    const { id } = await createOrder(t.db);
    const { version, totalAmount } = await detail(id);
    const good = { version, cost: 1000, date: '2026-12-10', reason: 'Cotizado' };
    const bad: [unknown, number, string][] = [
      [{ ...good, cost: -1 }, 400, ORDER_DELIVERY_MESSAGES.cost],
      [{ ...good, cost: '1000' }, 400, ORDER_DELIVERY_MESSAGES.cost],
      [{ ...good, cost: 1.234 }, 400, ORDER_DELIVERY_MESSAGES.cost],
      [{ ...good, date: '2026-02-30' }, 400, ORDER_DELIVERY_MESSAGES.date],
      [{ ...good, date: '10/12/2026' }, 400, ORDER_DELIVERY_MESSAGES.date],
      [{ ...good, reason: ' ' }, 400, ORDER_DELIVERY_MESSAGES.reason],
      [{ ...good, reason: undefined }, 400, ORDER_DELIVERY_MESSAGES.reason],
      [{ ...good, version: version + 5 }, 409, ORDER_VERSION_MESSAGES.stale],
    ];
    for (const [payload, status, message] of bad) {
      const response = await setDelivery(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const malformed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}/delivery`,
      headers: { cookie: editor.cookie, 'content-type': 'application/json' },
      payload: '{"version":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await setDelivery(999999, good)).statusCode).toBe(404);

    const pickup = await createOrder(t.db, { deliveryMethod: 'pickup', deliveryCost: 0 });
    const refused = await setDelivery(pickup.id, { ...good, version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { message: ORDER_DELIVERY_MESSAGES.pickup } });

    const after = await detail(id);
    expect(after).toMatchObject({ version, totalAmount, delivery: { cost: null } });
  });

  it('lets only staff change a delivery', async () => {
    const { id } = await createOrder(t.db);
    const payload = { version: 1, cost: 1000, date: null, reason: 'Cotizado' };
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}/delivery`,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await detail(id)).delivery.cost).toBeNull();
  });
});

describeEachEngine('the customer is e-mailed the new total over real SMTP', (engine) => {
  it('sends one e-mail with the new total and a new Mercado Pago link, or the transfer details', async () => {
    const smtp = await startSmtp();
    const mp = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET });
    const database = await openTestDatabase(engine);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-delivery-'));
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: dataDir,
        DEMO_DATA: 'off',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        PUBLIC_URL: 'https://tienda.example.com',
        MP_ACCESS_TOKEN: ACCESS_TOKEN,
        MP_WEBHOOK_SECRET: SECRET,
        MP_API_BASE_URL: mp.url,
      }),
      database,
    });
    try {
      await app.ready();
      await saveShopSettings(database.db, {
        ...DEFAULT_SHOP_SETTINGS,
        transfer: {
          ...DEFAULT_SHOP_SETTINGS.transfer,
          holder: 'Cerámicos Luján SRL',
          bank: 'Banco Nación',
          alias: 'CERAMICOS.LUJAN',
        },
      });
      const staff = await createUser(database.db, { role: 'editor' });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: staff.email, password: staff.password },
      });
      expect(login.statusCode).toBe(200);
      const cookie = sessionCookie(login);
      const productId = await createProduct(database.db, { name: 'Roble', price: 10000 });
      const place = async (paymentChoice: 'mercado_pago' | 'transfer', email: string) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/orders',
          remoteAddress: nextAddress(),
          payload: {
            idempotencyKey: randomUUID(),
            paymentChoice,
            customer: {
              name: 'Ana Pérez',
              email,
              phone: '11 1234-5678',
              address: 'Calle 123',
              deliveryMethod: 'shipping',
              postalCode: '9410',
            },
            items: [{ productId, quantity: 1, squareMeters: 0, includeWaste: false }],
          },
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json<{ id: number }>().id;
      };
      const change = async (id: number) => {
        const { version } = (
          await app.inject({ url: `/api/admin/orders/${id}`, headers: { cookie } })
        ).json<{ version: number }>();
        const response = await app.inject({
          method: 'PUT',
          url: `/api/admin/orders/${id}/delivery`,
          headers: { cookie },
          payload: { version, cost: 20000, date: '2026-12-10', reason: 'Cotizado' },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ totalAmount: number }>();
      };

      const byMp = await place('mercado_pago', 'mp@example.com');
      const byTransfer = await place('transfer', 'transfer@example.com');
      const preferencesBefore = mp.preferences.length;
      const mpTotal = (await change(byMp)).totalAmount;
      const transferTotal = (await change(byTransfer)).totalAmount;
      await app.shop.mail.flush();

      const body = (to: string) => {
        const found = smtp.inbox.filter(
          (m) => m.to[0] === to && m.raw.includes('entrega actualizada'),
        );
        expect(found).toHaveLength(1);
        const raw = (found[0]?.raw ?? '').replace(/=\r?\n/g, '');
        const bytes = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        );
        return Buffer.from(bytes, 'latin1').toString('utf8');
      };
      const mpMail = body('mp@example.com');
      expect(mp.preferences.length).toBe(preferencesBefore + 1);
      const preference = mp.preferences.at(-1);
      expect(mpMail).toContain(`checkout/v1/redirect?pref_id=${preference?.id ?? 'none'}`);
      expect(mpMail).toContain('Pagá el saldo');
      expect(mpMail).toContain(`Nuevo total: ${formatMoney(mpTotal)}`);
      expect(mpMail).not.toContain('CERAMICOS.LUJAN');

      const transferMail = body('transfer@example.com');
      expect(transferMail).toContain(`Nuevo total: ${formatMoney(transferTotal)}`);
      expect(transferMail).toContain('CERAMICOS.LUJAN');
      expect(transferMail).toContain('por transferencia');
    } finally {
      await app.close();
      await mp.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
