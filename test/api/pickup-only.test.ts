import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '#server/db/schema';
import { pickupOnlyMessage } from '#shared/pickup-only';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct } from '../factories';

let address = 0;
const nextAddress = () => `10.9.0.${++address}`;

it('names the products without shipping, and has nothing to say for a pickup', () => {
  const roble = { name: 'Roble', hasShipping: false };
  const nogal = { name: 'Nogal', hasShipping: false };
  const haya = { name: 'Haya', hasShipping: true };
  expect(pickupOnlyMessage('shipping', [roble, haya])).toBe(
    '«Roble» es solo para retiro en el local. Elegí "Retiro en el local" para este pedido.',
  );
  expect(pickupOnlyMessage(undefined, [roble, nogal])).toBe(
    '«Roble» y «Nogal» son solo para retiro en el local. Elegí "Retiro en el local" para este pedido.',
  );
  expect(pickupOnlyMessage('pickup', [roble])).toBeNull();
  expect(pickupOnlyMessage('shipping', [haya])).toBeNull();
});

describeEachEngine('an order with a product sold for pickup only', (engine) => {
  let t: TestApp;
  let admin: string;
  let pickupOnly: string;
  let shipped: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await t.signIn('editor')).cookie;
    pickupOnly = await createProduct(t.db, {
      name: 'Bacha de Mármol',
      price: 50000,
      hasShipping: false,
      saleUnit: 'unidad',
      metersPerBox: null,
    });
    shipped = await createProduct(t.db, { name: 'Roble 20x120', price: 14400 });
    const zone = await t.app.inject({
      method: 'POST',
      url: '/api/admin/delivery-zones',
      headers: { cookie: admin },
      payload: { kind: 'partido', value: 'Luján', price: 15000 },
    });
    expect(zone.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const order = (customer: Record<string, unknown>, productIds: string[]) =>
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
          ...customer,
        },
        items: productIds.map((productId) => ({
          productId,
          quantity: 1,
          squareMeters: 0,
          includeWaste: false,
        })),
      },
    });

  const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

  it('refuses home delivery in Spanish, naming the product, and saves nothing', async () => {
    const before = await orderCount();
    for (const customer of [
      { deliveryMethod: 'shipping', partido: 'Luján' },
      // Older clients send no method: that was a delivery.
      {},
    ]) {
      const res = await order(customer, [shipped, pickupOnly]);
      expect(res.statusCode).toBe(400);
      const message =
        '«Bacha de Mármol» es solo para retiro en el local. Elegí "Retiro en el local" para este pedido.';
      expect(res.json()).toEqual({
        error: {
          code: 'pickup_only',
          message,
          fields: { 'customer.deliveryMethod': message },
        },
      });
    }
    expect(await orderCount()).toBe(before);
  });

  it('takes it for pickup, at no delivery cost', async () => {
    const res = await order({ deliveryMethod: 'pickup', partido: 'Luján' }, [shipped, pickupOnly]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalAmount: 14400 + 50000 });
    const [row] = await t.db
      .select({ method: orders.deliveryMethod, cost: orders.deliveryCost })
      .from(orders)
      .where(eq(orders.id, res.json<{ id: number }>().id));
    expect(row).toEqual({ method: 'pickup', cost: 0 });
  });

  it('still delivers an order whose products all ship', async () => {
    const res = await order({ deliveryMethod: 'shipping', partido: 'Luján' }, [shipped]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalAmount: 14400 + 15000 });
  });
});
