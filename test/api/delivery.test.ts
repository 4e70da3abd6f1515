import { randomUUID } from 'node:crypto';
import { asc, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityLog } from '#server/db/schema';
import { CHECKOUT_MESSAGES } from '#shared/checkout';
import { DELIVERY_MESSAGES, deliveryCostFor } from '#shared/delivery';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct } from '../factories';

let address = 0;
const nextAddress = () => `10.8.0.${++address}`;

it('prices delivery: pickup free, código postal before partido, else a convenir', () => {
  const zones = [
    { kind: 'partido' as const, value: 'Luján', price: 15000 },
    { kind: 'postal_code' as const, value: '6700', price: 9000 },
  ];
  expect(deliveryCostFor(zones, { method: 'pickup', partido: 'Luján' })).toBe(0);
  expect(deliveryCostFor(zones, { method: 'shipping', partido: 'lujan' })).toBe(15000);
  expect(
    deliveryCostFor(zones, { method: 'shipping', partido: 'Luján', postalCode: 'B6700ABC' }),
  ).toBe(9000);
  expect(
    deliveryCostFor(zones, { method: 'shipping', partido: 'Pilar', postalCode: '1629' }),
  ).toBeNull();
  expect(deliveryCostFor([], { method: 'shipping', partido: 'Luján' })).toBeNull();
});

describeEachEngine('delivery: zones and the order it prices', (engine) => {
  let t: TestApp;
  let admin: string;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await t.signIn('editor')).cookie;
    productId = await createProduct(t.db, { name: 'Roble 20x120', price: 14400 });
  });
  afterAll(async () => {
    await t.close();
  });

  const zones = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

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
          address: '',
          ...customer,
        },
        items: [{ productId, quantity: 2, squareMeters: 2.88, includeWaste: false }],
      },
    });

  it('lets staff define zones and refuses bad or duplicate ones in Spanish', async () => {
    const created = await zones('POST', '/api/admin/delivery-zones', {
      kind: 'partido',
      value: ' Luján ',
      price: 15000,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'partido', value: 'Luján', price: 15000 });
    const code = await zones('POST', '/api/admin/delivery-zones', {
      kind: 'postal_code',
      value: 'B6700ABC',
      price: 9000.5,
    });
    expect(code.json()).toMatchObject({ value: '6700', price: 9000.5 });

    const bad: [object, number, string][] = [
      [{ kind: 'partido', value: 'lujan', price: 1 }, 409, DELIVERY_MESSAGES.zoneDuplicate],
      [{ kind: 'postal_code', value: '67', price: 1 }, 400, DELIVERY_MESSAGES.postalCode],
      [{ kind: 'partido', value: 'L', price: 1 }, 400, DELIVERY_MESSAGES.zoneValue],
      [{ kind: 'partido', value: 'Pilar', price: -1 }, 400, DELIVERY_MESSAGES.zonePrice],
      [{ kind: 'partido', value: 'Pilar', price: 1.234 }, 400, DELIVERY_MESSAGES.zonePrice],
      [{ kind: 'partido', value: 'Pilar', price: '100' }, 400, DELIVERY_MESSAGES.zonePrice],
      [{ kind: 'barrio', value: 'Pilar', price: 1 }, 400, DELIVERY_MESSAGES.zoneKind],
    ];
    for (const [payload, status, message] of bad) {
      const response = await zones('POST', '/api/admin/delivery-zones', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const list = await t.app.inject({ url: '/api/delivery-zones' });
    expect(list.json<{ zones: unknown[] }>().zones).toHaveLength(2);

    const id = created.json<{ id: string }>().id;
    const edited = await zones('PUT', `/api/admin/delivery-zones/${id}`, {
      kind: 'partido',
      value: 'Luján',
      price: 16000,
    });
    expect(edited.json()).toMatchObject({ price: 16000 });
    for (const unknown of [randomUUID(), 'no-es-un-id']) {
      const missing = await zones('DELETE', `/api/admin/delivery-zones/${unknown}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: { message: DELIVERY_MESSAGES.zoneNotFound } });
    }
  });

  it('prices a delivery from the zones on the server and adds it to the total', async () => {
    const byPartido = await order({
      address: 'Calle 123',
      deliveryMethod: 'shipping',
      partido: 'lujan',
    });
    expect(byPartido.statusCode).toBe(201);
    expect(byPartido.json()).toMatchObject({ totalAmount: 28800 + 16000 });

    const byCode = await order({
      address: 'Calle 123',
      deliveryMethod: 'shipping',
      partido: 'Luján',
      postalCode: '6700',
    });
    expect(byCode.json()).toMatchObject({ totalAmount: 28800 + 9000.5 });

    const unknownZone = await order({
      address: 'Calle 123',
      deliveryMethod: 'shipping',
      partido: 'Pilar',
    });
    expect(unknownZone.json()).toMatchObject({ totalAmount: 28800 });
    await t.app.shop.mail.flush();
    const mail = t.sentMail.find((m) =>
      m.text.includes(`#${unknownZone.json<{ id: number }>().id}`),
    );
    expect(mail?.text).toContain('Entrega: Envío a domicilio - A convenir');

    const pickup = await order({ deliveryMethod: 'pickup', partido: 'Luján' });
    expect(pickup.statusCode).toBe(201);
    expect(pickup.json()).toMatchObject({ totalAmount: 28800 });
    const detail = await t.app.inject({
      url: `/api/admin/orders/${pickup.json<{ id: number }>().id}`,
      headers: { cookie: admin },
    });
    expect(detail.json()).toMatchObject({
      delivery: { method: 'pickup', partido: null, postalCode: null, cost: 0 },
    });
  });

  it('requires the address for a delivery, and a valid código postal', async () => {
    const noAddress = await order({ deliveryMethod: 'shipping' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({
      error: { fields: { 'customer.address': CHECKOUT_MESSAGES.address } },
    });
    const oldClient = await order({});
    expect(oldClient.statusCode).toBe(400);
    const badCode = await order({
      address: 'Calle 123',
      deliveryMethod: 'shipping',
      postalCode: '12',
    });
    expect(badCode.json()).toMatchObject({
      error: { fields: { 'customer.postalCode': DELIVERY_MESSAGES.postalCode } },
    });
    const badMethod = await order({ address: 'Calle 123', deliveryMethod: 'drone' });
    expect(badMethod.json()).toMatchObject({
      error: { fields: { 'customer.deliveryMethod': DELIVERY_MESSAGES.method } },
    });
  });

  it('records who created, repriced and deleted a zone in the activity log', async () => {
    const created = await zones('POST', '/api/admin/delivery-zones', {
      kind: 'partido',
      value: 'Mercedes',
      price: 20000,
    });
    const id = created.json<{ id: string }>().id;
    await zones('PUT', `/api/admin/delivery-zones/${id}`, {
      kind: 'partido',
      value: 'Mercedes',
      price: 21500.5,
    });
    expect((await zones('DELETE', `/api/admin/delivery-zones/${id}`)).statusCode).toBe(204);
    const entries = await t.db
      .select({
        action: activityLog.action,
        subject: activityLog.subject,
        detail: activityLog.detail,
      })
      .from(activityLog)
      .where(like(activityLog.subject, '%Mercedes%'))
      .orderBy(asc(activityLog.at));
    expect(entries).toEqual([
      {
        action: 'delivery_zone.create',
        subject: 'Zona de envío «Partido Mercedes»',
        detail: 'Precio: $ 20.000',
      },
      {
        action: 'delivery_zone.update',
        subject: 'Zona de envío «Partido Mercedes»',
        detail: 'Precio: $ 20.000 → $ 21.500,50',
      },
      {
        action: 'delivery_zone.delete',
        subject: 'Zona de envío «Partido Mercedes»',
        detail: 'Precio: $ 21.500,50',
      },
    ]);
  });
});
