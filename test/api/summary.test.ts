import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, withdrawalRequests } from '#server/db/schema';
import { shopSummary } from '#server/modules/summary/service';
import type { Summary } from '#shared/summary/summary';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createOrder, createProduct, createTaxonomy, createWithdrawal } from '../factories';
import { parseCsv } from '../csv';

/** Friday 20 March 2026, 12:00 at the shop (UTC-3). */
const NOW = new Date('2026-03-20T15:00:00Z');

describeEachEngine('Resumen (summary figures)', (engine) => {
  let t: TestApp;
  let editor: string;
  const ids: Record<string, number> = {};
  let roble = '';
  let marmol = '';
  let adhesivo = '';
  let woodCategory = '';
  let stoneCategory = '';

  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = (await t.signIn('editor')).cookie;
    const wood = await createTaxonomy(t.db, { category: 'Símil madera' });
    const stone = await createTaxonomy(t.db, { category: 'Símil mármol' });
    woodCategory = wood.categoryId;
    stoneCategory = stone.categoryId;
    roble = await createProduct(t.db, { name: 'Roble', ...wood });
    marmol = await createProduct(t.db, { name: 'Mármol', metersPerBox: 2, ...stone });
    adhesivo = await createProduct(t.db, { name: 'Adhesivo', metersPerBox: null, ...stone });
    const robleLine = (quantity: number) => ({
      productId: roble,
      productName: 'Roble',
      unitPrice: 10_000,
      quantity,
      metersPerBox: 1.44,
    });
    const order = async (name: string, at: string, rest: Parameters<typeof createOrder>[1]) => {
      ids[name] = (await createOrder(t.db, { createdAt: new Date(at), ...rest })).id;
    };
    // Today, 11:00 at the shop: 3 boxes of 1,44 m².
    await order('today', '2026-03-20T14:00:00Z', {
      status: 'pending',
      deliveryMethod: 'shipping',
      lines: [robleLine(3)],
    });
    // 19 March at 23:30 at the shop, though already the 20th in UTC.
    await order('yesterdayLate', '2026-03-20T02:30:00Z', {
      status: 'processing',
      deliveryMethod: 'pickup',
      lines: [
        {
          productId: marmol,
          productName: 'Mármol',
          unitPrice: 20_000,
          quantity: 2,
          metersPerBox: 2,
        },
        { productId: adhesivo, productName: 'Adhesivo', unitPrice: 5_000, quantity: 1 },
      ],
    });
    // 1 March at 00:00 at the shop: the month's first minute.
    await order('monthFirst', '2026-03-01T03:00:00Z', {
      status: 'completed',
      deliveryMethod: 'shipping',
      lines: [robleLine(10)],
    });
    // 28 February at 23:59 at the shop: last month.
    await order('february', '2026-03-01T02:59:00Z', {
      status: 'completed',
      deliveryMethod: 'shipping',
      lines: [robleLine(1)],
    });
    // Cancelled: counted nowhere.
    await order('cancelledToday', '2026-03-20T13:00:00Z', {
      status: 'cancelled',
      deliveryMethod: 'shipping',
      lines: [robleLine(50)],
    });
    await order('cancelledOld', '2026-03-10T13:00:00Z', {
      status: 'cancelled',
      lines: [robleLine(5)],
    });
    // Pendiente since 17 March (three shop days before today): waits too long.
    await order('stale', '2026-03-17T12:00:00Z', {
      status: 'pending',
      deliveryMethod: 'pickup',
      lines: [{ productId: null, productName: 'Pastina vieja', unitPrice: 3_000, quantity: 2 }],
    });
    // Pendiente since 18 March, 23:59 at the shop: not yet.
    await order('recent', '2026-03-19T02:59:00Z', {
      status: 'pending',
      deliveryMethod: 'shipping',
      lines: [
        {
          productId: marmol,
          productName: 'Mármol',
          unitPrice: 20_000,
          quantity: 1,
          metersPerBox: 2,
        },
      ],
    });
    const pay = async (name: string, amount: number, date: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${ids[name]}/payments`,
        headers: { cookie: editor },
        payload: { amount, date, method: 'transferencia' },
      });
      expect(response.statusCode).toBe(201);
    };
    // 15 January: 100.000 of products, 10 % profesional (10.000) then 10 % transfer (9.000) off
    // them, 5.000 of delivery: a total of 86.000, paid half in January and the rest in February.
    await order('discounted', '2026-01-15T15:00:00Z', {
      status: 'completed',
      deliveryMethod: 'shipping',
      deliveryCost: 5_000,
      adjustments: [
        { kind: 'professional', percentage: 10, amount: -10_000 },
        { kind: 'transfer', percentage: 10, amount: -9_000 },
      ],
      lines: [
        robleLine(6),
        {
          productId: marmol,
          productName: 'Mármol',
          unitPrice: 20_000,
          quantity: 2,
          metersPerBox: 2,
        },
      ],
    });
    await t.db
      .update(orders)
      .set({ totalAmount: 86_000 })
      .where(eq(orders.id, ids.discounted ?? 0));
    await pay('discounted', 50_000, '2026-01-20');
    await pay('discounted', 36_000, '2026-02-02');
    await pay('monthFirst', 120_000, '2026-03-02'); // 20.000 more than its total: owes nothing
    await pay('yesterdayLate', 10_000, '2026-03-19');
    await pay('cancelledToday', 1_000, '2026-03-20');
    const answered = await createWithdrawal(t.db, ids.february ?? null);
    await createWithdrawal(t.db, null);
    await t.db
      .update(withdrawalRequests)
      .set({ attendedAt: NOW })
      .where(eq(withdrawalRequests.id, answered));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('counts today and this month in the shop calendar, cancelled orders left out', async () => {
    const summary = await shopSummary(t.db, { by: 'day' }, NOW);
    expect(summary.today).toBe('2026-03-20');
    expect(summary.todayFigures).toEqual({
      from: '2026-03-20',
      to: '2026-03-20',
      orders: 1,
      sales: 30_000,
      // The only payment dated today is a cancelled order's.
      collected: 0,
      averageTicket: 30_000,
    });
    // 30.000 + 45.000 + 100.000 + 6.000 + 20.000 over five orders.
    expect(summary.month).toEqual({
      from: '2026-03-01',
      to: '2026-03-20',
      orders: 5,
      sales: 201_000,
      // 120.000 on 2 March and 10.000 on 19 March; February's orders' payments are not March's.
      collected: 130_000,
      averageTicket: 40_200,
    });
    expect(summary.range).toEqual({ ...summary.month, by: 'day' });
  });

  it('adds up what is owed, waiting orders and requests to answer', async () => {
    const summary = await shopSummary(t.db, { by: 'day' }, NOW);
    // today 30.000 + yesterdayLate 35.000 + february 10.000 + stale 6.000 + recent 20.000.
    expect(summary.balance).toEqual({ orders: 5, amount: 101_000 });
    expect(summary.stalePending).toEqual({ orders: 1, placedBy: '2026-03-17' });
    expect(summary.withdrawalsToAnswer).toBe(1);
    // Products in these tests keep no stock below their threshold: the stock tests cover lowStockProducts.
    expect(summary.lowStock).toBe(0);
  });

  it('draws the range by day, week from Monday and month, every period present', async () => {
    const byDay = await shopSummary(t.db, { by: 'day' }, NOW);
    expect(byDay.salesByPeriod).toHaveLength(20);
    const nonEmpty = byDay.salesByPeriod.filter((p) => p.orders > 0);
    expect(nonEmpty).toEqual([
      { start: '2026-03-01', end: '2026-03-01', orders: 1, sales: 100_000 },
      { start: '2026-03-17', end: '2026-03-17', orders: 1, sales: 6_000 },
      { start: '2026-03-18', end: '2026-03-18', orders: 1, sales: 20_000 },
      { start: '2026-03-19', end: '2026-03-19', orders: 1, sales: 45_000 },
      { start: '2026-03-20', end: '2026-03-20', orders: 1, sales: 30_000 },
    ]);

    // 1 March 2026 is a Sunday: its week began on Monday 23 February, cut to the range.
    const byWeek = await shopSummary(t.db, { by: 'week' }, NOW);
    expect(byWeek.salesByPeriod).toEqual([
      { start: '2026-03-01', end: '2026-03-01', orders: 1, sales: 100_000 },
      { start: '2026-03-02', end: '2026-03-08', orders: 0, sales: 0 },
      { start: '2026-03-09', end: '2026-03-15', orders: 0, sales: 0 },
      { start: '2026-03-16', end: '2026-03-20', orders: 4, sales: 101_000 },
    ]);

    const byMonth = await shopSummary(
      t.db,
      { from: '2026-02-01', to: '2026-03-31', by: 'month' },
      NOW,
    );
    expect(byMonth.salesByPeriod).toEqual([
      { start: '2026-02-01', end: '2026-02-28', orders: 1, sales: 10_000 },
      { start: '2026-03-01', end: '2026-03-31', orders: 5, sales: 201_000 },
    ]);
    expect(byMonth.range).toMatchObject({ orders: 6, sales: 211_000, averageTicket: 35_166.67 });
  });

  it('splits the range by category, product and delivery', async () => {
    const summary = await shopSummary(t.db, { by: 'day' }, NOW);
    expect(summary.salesByCategory).toEqual([
      { categoryId: woodCategory, name: 'Símil madera', sales: 130_000 },
      { categoryId: stoneCategory, name: 'Símil mármol', sales: 65_000 },
      { categoryId: null, name: 'Sin categoría', sales: 6_000 },
    ]);
    // 13 boxes of 1,44 m² and 3 of 2 m²; what has no m² is not in this list.
    expect(summary.topBySquareMeters).toEqual([
      { productId: roble, name: 'Roble', squareMeters: 18.72, sales: 130_000 },
      { productId: marmol, name: 'Mármol', squareMeters: 6, sales: 60_000 },
    ]);
    expect(summary.topBySales).toEqual([
      { productId: roble, name: 'Roble', squareMeters: 18.72, sales: 130_000 },
      { productId: marmol, name: 'Mármol', squareMeters: 6, sales: 60_000 },
      { productId: null, name: 'Pastina vieja', squareMeters: 0, sales: 6_000 },
      { productId: adhesivo, name: 'Adhesivo', squareMeters: 0, sales: 5_000 },
    ]);
    expect(summary.delivery).toHaveLength(2);
    expect(summary.delivery).toEqual(
      expect.arrayContaining([
        { method: 'shipping', orders: 3, sales: 150_000 },
        { method: 'pickup', orders: 2, sales: 51_000 },
      ]),
    );
  });

  it('agrees with the orders export of the same range', async () => {
    for (const [from, to] of [
      ['2026-03-01', '2026-03-20'],
      ['2026-02-01', '2026-03-19'],
      ['2026-03-20', '2026-03-20'],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/admin/summary?from=${from}&to=${to}&by=week`,
        headers: { cookie: editor },
      });
      expect(response.statusCode).toBe(200);
      const summary = response.json<Summary>();
      const file = await t.app.inject({
        url: `/api/admin/orders/export?format=csv&from=${from}&to=${to}`,
        headers: { cookie: editor },
      });
      const [header, ...rows] = parseCsv(file.body.slice(1));
      const column = (name: string) => header?.indexOf(name) ?? -1;
      const sold = rows.filter((row) => row[column('Estado')] !== 'Cancelado');
      const amount = (row: string[], name: string) =>
        Number((row[column(name)] ?? '').replace(',', '.'));
      // Ventas leave the delivery out: the export's Total less its Costo de envío.
      const total = sold.reduce(
        (sum, row) => sum + amount(row, 'Total') - amount(row, 'Costo de envío'),
        0,
      );
      expect(summary.range.orders).toBe(sold.length);
      expect(summary.range.sales).toBe(total);
      expect(summary.salesByPeriod.reduce((sum, p) => sum + p.sales, 0)).toBe(total);
    }
  });

  it('tells one "Ventas" (after discounts, without delivery) in every figure, and "Cobrado" by payment day', async () => {
    const january = await shopSummary(
      t.db,
      { from: '2026-01-01', to: '2026-01-31', by: 'week' },
      NOW,
    );
    expect(january.range).toMatchObject({ orders: 1, sales: 81_000, collected: 50_000 });
    expect(january.salesByPeriod.reduce((sum, p) => sum + p.sales, 0)).toBe(81_000);
    // Each line keeps 81 % of its subtotal: 60.000 → 48.600 and 40.000 → 32.400.
    expect(january.salesByCategory).toEqual([
      { categoryId: woodCategory, name: 'Símil madera', sales: 48_600 },
      { categoryId: stoneCategory, name: 'Símil mármol', sales: 32_400 },
    ]);
    expect(january.topBySales.map((p) => p.sales)).toEqual([48_600, 32_400]);
    expect(january.delivery).toEqual([{ method: 'shipping', orders: 1, sales: 81_000 }]);

    const february = await shopSummary(
      t.db,
      { from: '2026-02-01', to: '2026-02-28', by: 'week' },
      NOW,
    );
    // The rest of January's order arrived in February: cobrado then, sold before.
    expect(february.range).toMatchObject({ orders: 1, sales: 10_000, collected: 36_000 });
  });

  it('refuses a bad range or grouping with a Spanish message', async () => {
    const ask = (query: string) =>
      t.app.inject({ url: `/api/admin/summary?${query}`, headers: { cookie: editor } });
    const cases: [string, string][] = [
      ['by=year', 'Elegí agrupar por día, semana o mes.'],
      [
        'from=2026-03-10&to=2026-03-01',
        'La fecha "desde" no puede ser posterior a la fecha "hasta".',
      ],
      ['from=2026-02-30', 'La fecha no es válida (formato AAAA-MM-DD).'],
      [
        'from=2024-01-01&to=2026-03-01&by=day',
        'Para un rango de más de 400 días, agrupá por semana o por mes.',
      ],
      ['from=2000-01-01&to=2026-03-01&by=month', 'El rango puede abarcar hasta diez años.'],
    ];
    for (const [query, message] of cases) {
      const response = await ask(query);
      expect(response.statusCode, query).toBe(400);
      const { error } = response.json<{ error: { fields?: Record<string, string> } }>();
      expect(Object.values(error.fields ?? {}), query).toContain(message);
    }
    const long = await ask('from=2024-01-01&to=2026-03-01&by=month');
    expect(long.statusCode).toBe(200);
    expect(long.json<Summary>().salesByPeriod).toHaveLength(27);
  });
});
