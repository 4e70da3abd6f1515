import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stockReservations, trash } from '#server/db/schema';
import type { ProductStock } from '#shared/stock/contract';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';
import { identityBreaks } from '../stock-identity';

let address = 0;
const nextAddress = () => `10.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const orderBody = (productId: string, quantity: number) => ({
  idempotencyKey: randomUUID(),
  customer: {
    name: 'Ana Pérez',
    email: 'ana@example.com',
    phone: '11 1234-5678',
    address: 'Calle 123, Luján',
  },
  items: [{ productId, quantity, squareMeters: 0, includeWaste: false }],
});

describeEachEngine("an order's stock through every door", (engine) => {
  let t: TestApp;
  let cookie: string;
  let productId: string;

  const admin = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { cookie, ...(options.headers ?? {}) } });

  async function place(quantity: number): Promise<number> {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(productId, quantity),
      remoteAddress: nextAddress(),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ id: number }>().id;
  }

  const setStatus = async (id: number, status: string) => {
    const answer = await admin({
      method: 'PATCH',
      url: `/api/admin/orders/${id}/status`,
      payload: { status, notify: false },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  const remove = async (id: number) => {
    const answer = await admin({ method: 'DELETE', url: `/api/admin/orders/${id}` });
    expect(answer.statusCode, answer.body).toBe(204);
  };

  const trashIdOf = async (id: number) => {
    const list = await admin({ url: '/api/admin/trash' });
    const item = list
      .json<{ items: { id: string; kind: string; itemKey: string }[] }>()
      .items.find((i) => i.kind === 'order' && i.itemKey === String(id));
    if (!item) throw new Error(`order ${id} is not in the Papelera`);
    return item.id;
  };

  const restore = async (id: number) =>
    admin({ method: 'POST', url: `/api/admin/trash/${await trashIdOf(id)}/restore` });

  const edit = async (id: number, quantity: number) => {
    const current = await admin({ url: `/api/admin/orders/${id}` });
    const answer = await admin({
      method: 'PUT',
      url: `/api/admin/orders/${id}/lines`,
      payload: {
        version: current.json<{ version: number }>().version,
        items: [{ productId, quantity, squareMeters: 0, includeWaste: false }],
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  /**
   * After each step: the lot's on hand and reserved are what its movements add up to, what it
   * holds reserved is what the orders' reservations say, and on hand, reserved and available
   * are the ones expected.
   */
  async function expectStock(onHand: number, reserved: number) {
    expect(await identityBreaks(t.db)).toEqual([]);
    const stock = (
      await admin({ url: `/api/admin/stock/products/${productId}` })
    ).json<ProductStock>();
    expect(stock.lots.map((l) => [l.onHand, l.reserved, l.available])).toEqual([
      [onHand, reserved, onHand - reserved],
    ]);
  }

  const stateOf = async (id: number) =>
    (
      await t.db
        .select({ state: stockReservations.state })
        .from(stockReservations)
        .where(eq(stockReservations.orderId, id))
    ).map((r) => r.state);

  beforeAll(async () => {
    t = await createTestApp(engine, { ORDER_RATE_LIMIT: '1000' });
    // The Papelera is super_admin's.
    ({ cookie } = await t.signIn('super_admin'));
    const taxonomy = await createTaxonomy(t.db, { area: 'Pisos y Revestimientos' });
    productId = await createProduct(t.db, { ...taxonomy, name: 'Roble Puertas', trackStock: true });
    const ingreso = await admin({
      method: 'POST',
      url: `/api/admin/stock/products/${productId}/ingresos`,
      payload: { code: 'R1', tono: 'T1', calibre: '9', receivedOn: '2026-11-01', quantity: 20 },
    });
    expect(ingreso.statusCode, ingreso.body).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('walks every status change, edit, delete and restore with the counts adding up after each', async () => {
    const id = await place(5);
    await expectStock(20, 5);
    await setStatus(id, 'processing');
    await expectStock(20, 5);
    await setStatus(id, 'completed');
    await expectStock(15, 0);
    await setStatus(id, 'pending');
    await expectStock(20, 5);
    await setStatus(id, 'cancelled');
    await expectStock(20, 0);
    await setStatus(id, 'processing');
    await expectStock(20, 5);
    // Lines are edited on a Pendiente order.
    await setStatus(id, 'pending');
    await expectStock(20, 5);
    await edit(id, 8);
    await expectStock(20, 8);

    // Deleted: its boxes are free; restored: held again, and delivering takes them off the shelf.
    await remove(id);
    await expectStock(20, 0);
    expect(await stateOf(id)).toEqual([]);
    const back = await restore(id);
    expect(back.statusCode, back.body).toBe(200);
    await expectStock(20, 8);
    expect(await stateOf(id)).toEqual(['reserved']);
    await setStatus(id, 'completed');
    await expectStock(12, 0);

    // A delivered order deleted and restored stays delivered: undoing the delivery puts the
    // boxes back in their lot.
    await remove(id);
    await expectStock(12, 0);
    expect((await restore(id)).statusCode).toBe(200);
    await expectStock(12, 0);
    expect(await stateOf(id)).toEqual(['consumed']);
    await setStatus(id, 'pending');
    await expectStock(20, 8);

    // A cancelled order comes back cancelled, and taken up again reserves.
    await setStatus(id, 'cancelled');
    await remove(id);
    expect((await restore(id)).statusCode).toBe(200);
    await expectStock(20, 0);
    expect(await stateOf(id)).toEqual(['released']);
    await setStatus(id, 'pending');
    await expectStock(20, 8);
    await setStatus(id, 'cancelled');
    await expectStock(20, 0);
  });

  it('refuses to restore an order whose boxes were sold meanwhile, with a Spanish reason, and keeps it in the Papelera', async () => {
    const first = await place(8);
    await expectStock(20, 8);
    await remove(first);
    await expectStock(20, 0);
    const second = await place(15);
    await expectStock(20, 15);

    const refused = await restore(first);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'No se puede restaurar el pedido: ya no hay stock de "Roble Puertas" para volver a reservarlo. Cargá un ingreso y restauralo de nuevo.',
    );
    await expectStock(20, 15);
    const order = await admin({ url: `/api/admin/orders/${first}` });
    expect(order.statusCode).toBe(404);
    expect(await trashIdOf(first)).toBeTruthy();

    await setStatus(second, 'cancelled');
    await expectStock(20, 0);
    expect((await restore(first)).statusCode).toBe(200);
    await expectStock(20, 8);
    await setStatus(first, 'cancelled');
    await expectStock(20, 0);
  });

  it('an order deleted before its reservations were kept reserves its lines when restored', async () => {
    const id = await place(6);
    await remove(id);
    await expectStock(20, 0);
    // As the Papelera kept orders before: no reservations in the snapshot.
    await t.db
      .update(trash)
      .set({ data: sql`${trash.data} - 'reservations'` })
      .where(eq(trash.id, await trashIdOf(id)));
    expect((await restore(id)).statusCode).toBe(200);
    await expectStock(20, 6);
    await setStatus(id, 'completed');
    await expectStock(14, 0);
  });
});
