import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { type Database, openDatabase, rowsOf } from '#server/db/client';
import { stockLots, stockReservations } from '#server/db/schema';
import { AppError } from '#server/errors';
import { stockTransaction } from '#server/modules/stock/transaction';
import type { ProductStock } from '#shared/stock/contract';
import { type TestApp, createTestApp } from '../app';
import { ENGINES, describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';
import { pdfText } from '../pdf-text';
import { identityBreaks } from '../stock-identity';

const customer = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '11 1234-5678',
  address: 'Calle 123, Luján',
};

let address = 0;
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const orderBody = (items: { productId: string; quantity: number }[]) => ({
  idempotencyKey: randomUUID(),
  customer,
  items: items.map((i) => ({ ...i, squareMeters: 0, includeWaste: false })),
});

/** Every answer of a race is a success or a Spanish 409; never a 500. */
function expectSuccessOrSpanishConflict(answers: LightMyRequestResponse[], ok: number[]) {
  const unexpected = answers.filter((a) => !ok.includes(a.statusCode) && a.statusCode !== 409);
  expect(unexpected.map((a) => `${a.statusCode} ${a.body}`)).toEqual([]);
  for (const answer of answers.filter((a) => a.statusCode === 409)) {
    const message = answer.json().error.message as string;
    expect(message).toMatch(/[áéíóúñ]|stock|lote|pedido/i);
    expect(message).not.toMatch(/deadlock|violates|constraint|serializ/i);
  }
}

/** Rearranges a list the same way on every run, so two kinds of requests interleave. */
const interleave = <T>(a: T[], b: T[]): T[] =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, i) => [a[i], b[i]]).flatMap((pair) =>
    pair.filter((x): x is T => x !== undefined),
  );

describeEachEngine('stock by lot', (engine) => {
  let t: TestApp;
  let cookie: string;
  let taxonomy: Awaited<ReturnType<typeof createTaxonomy>>;

  const admin = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { cookie, ...(options.headers ?? {}) } });
  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/orders', payload, remoteAddress: nextAddress() });

  async function trackedProduct(name: string, lots: [string, number][], extra = {}) {
    const id = await createProduct(t.db, { ...taxonomy, name, trackStock: true, ...extra });
    for (const [code, quantity] of lots) {
      const answer = await admin({
        method: 'POST',
        url: `/api/admin/stock/products/${id}/ingresos`,
        payload: { code, tono: 'T2', calibre: '9', receivedOn: '2026-11-01', quantity },
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    return id;
  }
  const stockOf = async (id: string) =>
    (await admin({ url: `/api/admin/stock/products/${id}` })).json() as ProductStock;
  const lotOf = async (orderId: number, productId: string) => {
    const [row] = await t.db
      .select({ code: stockLots.code, state: stockReservations.state })
      .from(stockReservations)
      .leftJoin(stockLots, eq(stockLots.id, stockReservations.lotId))
      .where(eq(stockReservations.orderId, orderId));
    expect(row).toBeDefined();
    void productId;
    return row;
  };
  const setStatus = (id: number, status: string) =>
    admin({
      method: 'PATCH',
      url: `/api/admin/orders/${id}/status`,
      payload: { status, notify: false },
    });

  beforeAll(async () => {
    t = await createTestApp(engine, { ORDER_RATE_LIMIT: '1000' });
    ({ cookie } = await t.signIn('editor'));
    taxonomy = await createTaxonomy(t.db, { area: 'Pisos y Revestimientos' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes each line from the smallest lot that is enough, so large lots stay whole', async () => {
    const id = await trackedProduct('Roble Lotes', [
      ['A', 50],
      ['B', 12],
      ['C', 30],
    ]);
    const first = await post(orderBody([{ productId: id, quantity: 10 }]));
    expect(first.statusCode, first.body).toBe(201);
    expect((await lotOf(first.json().id, id))?.code).toBe('B');
    const second = await post(orderBody([{ productId: id, quantity: 20 }]));
    expect((await lotOf(second.json().id, id))?.code).toBe('C');
    const third = await post(orderBody([{ productId: id, quantity: 45 }]));
    expect((await lotOf(third.json().id, id))?.code).toBe('A');
    const stock = await stockOf(id);
    expect(stock.lots.map((l) => [l.code, l.onHand, l.reserved, l.available])).toEqual([
      ['A', 50, 45, 5],
      ['B', 12, 10, 2],
      ['C', 30, 20, 10],
    ]);
    // 11 boxes: in no single lot, though 17 are free in all.
    const refused = await post(orderBody([{ productId: id, quantity: 11 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'No hay stock suficiente de "Roble Lotes": hay 10 cajas disponibles de un mismo lote. Cambiá la cantidad para continuar.',
    );
    expect(await identityBreaks(t.db)).toEqual([]);
  });

  it('the shop shows what one lot holds, and a cancellation brings it back; completion consumes', async () => {
    const id = await trackedProduct('Calacatta Stock', [['L1', 38]]);
    const shown = async () => (await t.app.inject({ url: `/api/products/${id}` })).json().stock;
    expect(await shown()).toEqual({ largestLot: 38, available: 38, backorderDays: null });
    const placed = await post(orderBody([{ productId: id, quantity: 8 }]));
    const orderId = placed.json().id as number;
    expect(await shown()).toEqual({ largestLot: 30, available: 30, backorderDays: null });
    const listed = await t.app.inject({ url: '/api/products?search=calacatta' });
    expect(listed.json().items[0].stock).toEqual({
      largestLot: 30,
      available: 30,
      backorderDays: null,
    });

    const remito = await admin({ url: `/api/admin/orders/${orderId}/documents/remito` });
    expect(remito.statusCode).toBe(200);
    expect(await pdfText(remito.rawPayload)).toContain('Lote L1 · tono T2 · calibre 9');
    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(200);
    expect((await lotOf(orderId, id))?.state).toBe('released');
    expect((await stockOf(id)).lots[0]).toMatchObject({ onHand: 38, reserved: 0 });
    // Back to Pendiente: reserved again; then Completado takes the boxes off the shelf.
    expect((await setStatus(orderId, 'pending')).statusCode).toBe(200);
    expect((await stockOf(id)).lots[0]).toMatchObject({ onHand: 38, reserved: 8 });
    expect((await setStatus(orderId, 'completed')).statusCode).toBe(200);
    expect((await stockOf(id)).lots[0]).toMatchObject({ onHand: 30, reserved: 0 });
    expect((await lotOf(orderId, id))?.state).toBe('consumed');

    const movements = await admin({ url: `/api/admin/stock/products/${id}/movements` });
    expect(movements.json().items.map((m: { kind: string }) => m.kind)).toEqual([
      'entrega',
      'reserva',
      'liberacion',
      'reserva',
      'ingreso',
    ]);
    const onlyIngresos = await admin({
      url: `/api/admin/stock/products/${id}/movements?kind=ingreso`,
    });
    expect(onlyIngresos.json().items).toHaveLength(1);
    expect(onlyIngresos.json().items[0].actorName).not.toBe('');
    expect(await identityBreaks(t.db)).toEqual([]);
  });

  it('editing a Pendiente order adjusts its reservation in the same lot, and refuses what no lot holds', async () => {
    const id = await trackedProduct('Pizarra Edit', [
      ['P1', 20],
      ['P2', 40],
    ]);
    const other = await trackedProduct('Gris Edit', [['G1', 10]]);
    const placed = await post(orderBody([{ productId: id, quantity: 5 }]));
    const orderId = placed.json().id as number;
    expect((await lotOf(orderId, id))?.code).toBe('P1');
    const edit = (items: { productId: string; quantity: number }[], version: number) =>
      admin({
        method: 'PUT',
        url: `/api/admin/orders/${orderId}/lines`,
        payload: {
          version,
          items: items.map((i) => ({ ...i, squareMeters: 0, includeWaste: false })),
        },
      });
    const grown = await edit(
      [
        { productId: id, quantity: 15 },
        { productId: other, quantity: 4 },
      ],
      1,
    );
    expect(grown.statusCode, grown.body).toBe(200);
    const lots = (await stockOf(id)).lots;
    expect(lots.map((l) => [l.code, l.reserved])).toEqual([
      ['P1', 15],
      ['P2', 0],
    ]);
    expect((await stockOf(other)).reserved).toBe(4);
    // 45 boxes: no lot holds them; nothing changes.
    const refused = await edit([{ productId: id, quantity: 45 }], grown.json().version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('"Pizarra Edit"');
    expect((await stockOf(id)).reserved).toBe(15);
    const shrunk = await edit([{ productId: id, quantity: 25 }], grown.json().version);
    expect(shrunk.statusCode, shrunk.body).toBe(200);
    expect((await stockOf(id)).lots.map((l) => [l.code, l.reserved])).toEqual([
      ['P1', 0],
      ['P2', 25],
    ]);
    expect((await stockOf(other)).reserved).toBe(0);
    expect(await identityBreaks(t.db)).toEqual([]);
  });

  it('staff moves a line to another lot that is enough; an ajuste never goes under what is reserved', async () => {
    const id = await trackedProduct('Travertino Mover', [
      ['M1', 10],
      ['M2', 6],
    ]);
    const orderId = (await post(orderBody([{ productId: id, quantity: 6 }]))).json().id as number;
    const lots = (await stockOf(id)).lots;
    const [m1, m2] = lots;
    expect((await lotOf(orderId, id))?.code).toBe('M2');
    const moved = await admin({
      method: 'PUT',
      url: `/api/admin/stock/orders/${orderId}/lots`,
      payload: { productId: id, lotId: m1?.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().items[0].lot.code).toBe('M1');
    const rotura = await admin({
      method: 'POST',
      url: `/api/admin/stock/lots/${m1?.id}/adjustments`,
      payload: { delta: -5, reason: 'Rotura' },
    });
    expect(rotura.statusCode).toBe(409);
    expect(rotura.json().error.message).toBe(
      'El ajuste deja menos de lo reservado por pedidos (6). Cambiá primero esos pedidos.',
    );
    const ok = await admin({
      method: 'POST',
      url: `/api/admin/stock/lots/${m2?.id}/adjustments`,
      payload: { delta: -2, reason: 'Rotura en depósito' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().lots.find((l: { code: string }) => l.code === 'M2').onHand).toBe(4);
    const noReason = await admin({
      method: 'POST',
      url: `/api/admin/stock/lots/${m2?.id}/adjustments`,
      payload: { delta: -1, reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('Escribí el motivo del ajuste.');
    const unknown = await admin({
      method: 'POST',
      url: `/api/admin/stock/lots/${randomUUID()}/adjustments`,
      payload: { delta: 1, reason: 'Inventario' },
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: `/api/admin/stock/products/${id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await identityBreaks(t.db)).toEqual([]);
  });

  it('a product sold "a pedido" is taken without stock, its line without a lot', async () => {
    const id = await trackedProduct('Mosaico A Pedido', [], { backorderDays: 15 });
    const shown = (await t.app.inject({ url: `/api/products/${id}` })).json().stock;
    expect(shown).toEqual({ largestLot: 0, available: 0, backorderDays: 15 });
    const placed = await post(orderBody([{ productId: id, quantity: 12 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const lot = await admin({ url: `/api/admin/stock/orders/${placed.json().id}/lots` });
    expect(lot.json().items).toEqual([{ productId: id, state: 'reserved', lot: null }]);
  });

  it('an "a pedido" line can still be reduced after selling without stock is turned off; growing it is refused', async () => {
    const id = await trackedProduct('Venecita A Pedido', [], { backorderDays: 10 });
    const placed = await post(orderBody([{ productId: id, quantity: 12 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as number;
    const off = await admin({
      method: 'PUT',
      url: `/api/admin/stock/products/${id}/settings`,
      payload: { trackStock: true, backorderDays: null, lowStockThreshold: null },
    });
    expect(off.statusCode, off.body).toBe(200);
    const edit = (quantity: number, version: number) =>
      admin({
        method: 'PUT',
        url: `/api/admin/orders/${orderId}/lines`,
        payload: {
          version,
          items: [{ productId: id, quantity, squareMeters: 0, includeWaste: false }],
        },
      });
    const grown = await edit(13, 1);
    expect(grown.statusCode).toBe(409);
    expect(grown.json().error.message).toContain('"Venecita A Pedido"');
    const shrunk = await edit(8, 1);
    expect(shrunk.statusCode, shrunk.body).toBe(200);
    expect(shrunk.json().products[0].quantity).toBe(8);
    const lot = await admin({ url: `/api/admin/stock/orders/${orderId}/lots` });
    expect(lot.json().items).toEqual([{ productId: id, state: 'reserved', lot: null }]);
    const [reservation] = await t.db
      .select({ quantity: stockReservations.quantity })
      .from(stockReservations)
      .where(eq(stockReservations.orderId, orderId));
    expect(reservation?.quantity).toBe(8);
    expect(await identityBreaks(t.db)).toEqual([]);
  });

  it('50 shoppers at the last 10 boxes: exactly the orders that fit succeed; a retry returns its order', async () => {
    const id = await trackedProduct('Últimas Cajas', [['U1', 10]]);
    const asks = Array.from({ length: 50 }, (_, i) => (i % 3) + 1);
    const bodies = asks.map((quantity) => orderBody([{ productId: id, quantity }]));
    const answers = await Promise.all(bodies.map((body) => post(body)));
    const won = answers.flatMap((a, i) => (a.statusCode === 201 ? [asks[i] ?? 0] : []));
    const sold = won.reduce((n, q) => n + q, 0);
    const left = 10 - sold;
    expect(sold).toBeLessThanOrEqual(10);
    answers.forEach((answer, i) => {
      if (answer.statusCode === 201) return;
      expect(answer.statusCode).toBe(409);
      // Refused only because it did not fit in what was left.
      expect(asks[i]).toBeGreaterThan(left);
      expect(answer.json().error.message).toMatch(/"Últimas Cajas"/);
    });
    expect((await stockOf(id)).lots[0]).toMatchObject({ onHand: 10, reserved: sold });
    const firstWinner = answers.findIndex((a) => a.statusCode === 201);
    const retry = await post(bodies[firstWinner] as object);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(answers[firstWinner]?.json().id);
    expect((await stockOf(id)).reserved).toBe(sold);
    expect(await identityBreaks(t.db)).toEqual([]);
  });

  it('the Stock screen lists lots, filters low stock and exports; settings take effect', async () => {
    const id = await trackedProduct('Pastina Baja', [['Z', 3]]);
    const settings = await admin({
      method: 'PUT',
      url: `/api/admin/stock/products/${id}/settings`,
      payload: { trackStock: true, backorderDays: null, lowStockThreshold: 5 },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().low).toBe(true);
    const low = await admin({ url: '/api/admin/stock?low=true' });
    expect(low.json().items.map((i: { name: string }) => i.name)).toContain('Pastina Baja');
    const lowRows = await admin({ url: '/api/admin/stock/low' });
    expect(lowRows.json().items).toContainEqual({
      productId: id,
      name: 'Pastina Baja',
      code: null,
      available: 3,
      threshold: 5,
    });
    const found = await admin({ url: '/api/admin/stock?search=pastina' });
    expect(found.json().items[0].lots[0]).toMatchObject({ code: 'Z', tono: 'T2', available: 3 });
    const csv = await admin({ url: '/api/admin/stock/export?search=pastina' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Pastina Baja;;Cajas;Z;T2;9;2026-11-01;3;0;3;Sí');
    const bad = await admin({
      method: 'PUT',
      url: `/api/admin/stock/products/${id}/settings`,
      payload: { trackStock: true, backorderDays: 0, lowStockThreshold: 5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('La demora debe ser de al menos 1 día.');
  });

  /**
   * No box lost or doubled: each lot holds what came in, plus its ajustes, less what delivered
   * orders took from it; it holds reserved what its reserved lines ask; nothing is negative; and
   * each order's lines are in the state its status means.
   */
  async function stockBreaks(productId: string, received: Map<string, number>) {
    const result = await t.db.execute(sql`
      select l.code, l.on_hand, l.reserved,
        coalesce((select sum(m.on_hand_delta) from stock_movements m
          where m.lot_id = l.id and m.kind = 'ajuste' and m.order_id is null), 0)::int as adjusted,
        coalesce((select sum(r.quantity) from stock_reservations r
          where r.lot_id = l.id and r.state = 'consumed'), 0)::int as delivered,
        coalesce((select sum(r.quantity) from stock_reservations r
          where r.lot_id = l.id and r.state = 'reserved'), 0)::int as held
      from stock_lots l where l.product_id = ${productId}`);
    const lots = rowsOf<{
      code: string;
      on_hand: number;
      reserved: number;
      adjusted: number;
      delivered: number;
      held: number;
    }>(result);
    const wrongLots = lots.filter(
      (l) =>
        l.on_hand !== (received.get(l.code) ?? 0) + l.adjusted - l.delivered ||
        l.reserved !== l.held ||
        l.reserved < 0 ||
        l.on_hand < l.reserved,
    );
    const states = await t.db.execute(sql`
      select o.id, o.status, r.state from orders o
      join stock_reservations r on r.order_id = o.id and r.product_id = ${productId}
      where not (
        (o.status = 'cancelled' and r.state = 'released')
        or (o.status in ('pending', 'processing') and r.state = 'reserved')
        or (o.status not in ('cancelled', 'pending', 'processing') and r.state = 'consumed'))`);
    return { lots: wrongLots, orders: rowsOf(states), identity: await identityBreaks(t.db) };
  }

  it('30 lot changes beside 40 status changes on the same orders: each a success or a Spanish 409, and the stock adds up', async () => {
    const received = new Map([
      ['CA', 400],
      ['CB', 400],
    ]);
    const id = await trackedProduct('Carrara Carrera', [...received]);
    const lots = (await stockOf(id)).lots;
    const orderIds: number[] = [];
    for (let i = 0; i < 10; i++) {
      const placed = await post(orderBody([{ productId: id, quantity: 3 + (i % 4) }]));
      expect(placed.statusCode, placed.body).toBe(201);
      orderIds.push(placed.json().id as number);
    }
    const moves = Array.from(
      { length: 30 },
      (_, i) => () =>
        admin({
          method: 'PUT',
          url: `/api/admin/stock/orders/${orderIds[i % 10]}/lots`,
          payload: { productId: id, lotId: lots[(i + Math.floor(i / 10)) % 2]?.id },
        }),
    );
    const statuses = ['processing', 'cancelled', 'pending', 'completed'];
    const changes = Array.from(
      { length: 40 },
      (_, i) => () =>
        admin({
          method: 'PATCH',
          url: `/api/admin/orders/${orderIds[i % 10]}/status`,
          payload: { status: statuses[Math.floor(i / 10)], notify: false },
        }),
    );
    const answers = await Promise.all(interleave(moves, changes).map((send) => send()));
    expectSuccessOrSpanishConflict(answers, [200]);
    expect(await stockBreaks(id, received)).toEqual({ lots: [], orders: [], identity: [] });
  });

  it('phone orders and the checkout beside ±1 ajustes on the same lots: each a success or a Spanish 409, and the stock adds up', async () => {
    const received = new Map([
      ['PA', 9],
      ['PB', 8],
    ]);
    const id = await trackedProduct('Pórfido Carrera', [...received]);
    const lots = (await stockOf(id)).lots;
    const phone = Array.from(
      { length: 16 },
      (_, i) => () =>
        admin({
          method: 'POST',
          url: '/api/admin/orders',
          payload: orderBody([{ productId: id, quantity: 2 + (i % 2) }]),
        }),
    );
    const checkout = Array.from(
      { length: 16 },
      (_, i) => () => post(orderBody([{ productId: id, quantity: 1 + (i % 3) }])),
    );
    const adjustments = Array.from(
      { length: 32 },
      (_, i) => () =>
        admin({
          method: 'POST',
          url: `/api/admin/stock/lots/${lots[i % 2]?.id}/adjustments`,
          payload: { delta: i % 4 < 2 ? -1 : 1, reason: 'Inventario' },
        }),
    );
    const orders = interleave(phone, checkout);
    const answers = await Promise.all(interleave(orders, adjustments).map((send) => send()));
    expectSuccessOrSpanishConflict(answers, [200, 201]);
    expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThan(0);
    expect(await stockBreaks(id, received)).toEqual({ lots: [], orders: [], identity: [] });
  });

  it("a transaction PostgreSQL ends for a deadlock or a serialization failure runs again whole; the lots' check answers a Spanish 409", async () => {
    const id = await trackedProduct('Granito Reintento', [['R1', 5]]);
    const [lot] = (await stockOf(id)).lots;
    const lotId = lot?.id ?? '';
    const onHand = async () =>
      (await t.db.select().from(stockLots).where(eq(stockLots.id, lotId)))[0]?.onHand;
    const refuse = (state: string) =>
      sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'refused' USING ERRCODE = '${state}'; END $$`);
    // Each attempt writes, and the first two are ended by the database: only the third's stays.
    let attempts = 0;
    const answer = await stockTransaction(t.db, async (tx) => {
      attempts++;
      await tx
        .update(stockLots)
        .set({ onHand: sql`${stockLots.onHand} + 1` })
        .where(eq(stockLots.id, lotId));
      if (attempts === 1) await tx.execute(refuse('40P01'));
      if (attempts === 2) await tx.execute(refuse('40001'));
      return attempts;
    });
    expect(answer).toBe(3);
    expect(await onHand()).toBe(6);

    const always = stockTransaction(t.db, (tx) => tx.execute(refuse('40P01')));
    await expect(always).rejects.toThrow(
      new AppError(
        409,
        'stock_busy',
        'Otras personas están moviendo el mismo stock en este momento. Intentá de nuevo en unos segundos.',
      ),
    );
    const overReserved = stockTransaction(t.db, async (tx) => {
      await tx.update(stockLots).set({ reserved: 7 }).where(eq(stockLots.id, lotId));
    });
    await expect(overReserved).rejects.toThrow(
      'El stock cambió mientras se guardaba y ya no alcanza. Revisá las cantidades e intentá de nuevo.',
    );
    const other = stockTransaction(t.db, (tx) => tx.execute(refuse('22012')));
    await expect(other).rejects.not.toBeInstanceOf(AppError);
    expect(await onHand()).toBe(6);
    // The box the third attempt added came in without a movement: out again for the other tests.
    await t.db.update(stockLots).set({ onHand: 5 }).where(eq(stockLots.id, lotId));
  });
});

describe.runIf(ENGINES.includes('postgres'))(
  'stock across two server processes on one PostgreSQL',
  () => {
    let first: TestApp;
    let second: FastifyInstance;
    let secondDatabase: Database;
    let dataDir: string;

    beforeAll(async () => {
      first = await createTestApp('postgres', { ORDER_RATE_LIMIT: '1000' });
      dataDir = await mkdtemp(path.join(tmpdir(), 'shop-stock-'));
      secondDatabase = await openDatabase({ databaseUrl: first.databaseUrl });
      second = await buildApp({
        config: loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off', ORDER_RATE_LIMIT: '1000' }),
        database: secondDatabase,
        housekeeping: false,
      });
      await second.ready();
    });
    afterAll(async () => {
      await second?.close();
      await secondDatabase?.close();
      await first?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('50 shoppers split over two processes never oversell the last 10 boxes', async () => {
      const { cookie } = await first.signIn('editor');
      const taxonomy = await createTaxonomy(first.db, { area: 'Pisos y Revestimientos' });
      const id = await createProduct(first.db, {
        ...taxonomy,
        name: 'Dos Procesos',
        trackStock: true,
      });
      const ingreso = await first.app.inject({
        method: 'POST',
        url: `/api/admin/stock/products/${id}/ingresos`,
        headers: { cookie },
        payload: { code: 'D1', receivedOn: '2026-11-01', quantity: 10 },
      });
      expect(ingreso.statusCode).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 ? first.app : second).inject({
            method: 'POST',
            url: '/api/orders',
            payload: orderBody([{ productId: id, quantity: 1 }]),
            remoteAddress: nextAddress(),
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(10);
      expect(codes.filter((c) => c === 409)).toHaveLength(40);
      const [lot] = await first.db.select().from(stockLots).where(eq(stockLots.productId, id));
      expect(lot).toMatchObject({ onHand: 10, reserved: 10 });
      expect(await identityBreaks(first.db)).toEqual([]);
    });
  },
);
