import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createOrder } from '../factories';
import { parseCsv } from '../csv';

describeEachEngine('orders export (CSV and XLSX)', (engine) => {
  let t: TestApp;
  let editor: string;
  let march: { id: number };
  let marchTwoLines: { id: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = (await t.signIn('editor')).cookie;
    // 10 March 2026, 12:30 at the shop (UTC-3).
    march = await createOrder(t.db, {
      createdAt: new Date('2026-03-10T15:30:00Z'),
      status: 'processing',
      customerName: '=HYPERLINK("http://x"; "Pérez; Ana")',
      deliveryMethod: 'shipping',
      deliveryPartido: 'Morón',
      deliveryCost: 15_000,
      lines: [{ productName: 'Porcelanato Roble', unitPrice: 45_990.5, quantity: 2 }],
    });
    marchTwoLines = await createOrder(t.db, {
      createdAt: new Date('2026-03-20T13:00:00Z'),
      status: 'processing',
      customerName: 'Íñigo Güemes',
      deliveryMethod: 'pickup',
      deliveryCost: 0,
      lines: [
        { productName: 'Adhesivo "Flex"', unitPrice: 9_500, quantity: 3 },
        { productName: 'Pastina', unitPrice: 2_000, quantity: 1 },
      ],
    });
    // Outside the filters: another status, another month.
    await createOrder(t.db, { createdAt: new Date('2026-03-15T13:00:00Z'), status: 'cancelled' });
    await createOrder(t.db, { createdAt: new Date('2026-04-02T13:00:00Z'), status: 'processing' });
    const payment = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${march.id}/payments`,
      headers: { cookie: editor },
      payload: { amount: 50_000, date: '2026-03-11', method: 'efectivo' },
    });
    expect(payment.statusCode).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const exportOf = (query: string) =>
    t.app.inject({ url: `/api/admin/orders/export?${query}`, headers: { cookie: editor } });
  const MARCH = 'from=2026-03-01&to=2026-03-31&status=processing';

  it('writes one CSV row per order of the date range and status, in Spanish', async () => {
    const response = await exportOf(`format=csv&${MARCH}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="pedidos-2026-03-01-a-2026-03-31.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'Pedido',
      'Fecha',
      'Estado',
      'Cliente',
      'Email',
      'Teléfono',
      'Dirección',
      'Entrega',
      'Partido',
      'Código postal',
      'Descuento profesional',
      'Descuento transferencia o efectivo',
      'Costo de envío',
      'Total',
      'Pagado',
      'Saldo',
      'Saldo a favor del cliente',
      'A devolver',
      'Estado del pago',
      'Comentarios',
    ]);
    expect(rows.map((row) => row[0])).toEqual([String(march.id), String(marchTwoLines.id)]);
    const first = Object.fromEntries(header!.map((h, i) => [h, rows[0]?.[i]]));
    expect(first).toMatchObject({
      Fecha: '10/03/2026 12:30',
      Estado: 'En Proceso',
      // A formula a spreadsheet would run stays text; the ';' inside is quoted.
      Cliente: `'=HYPERLINK("http://x"; "Pérez; Ana")`,
      Entrega: 'Envío a domicilio',
      Partido: 'Morón',
      'Costo de envío': '15000',
      Total: '91981',
      Pagado: '50000',
      Saldo: '41981',
      'Estado del pago': 'Seña',
    });
    expect(rows[1]?.[7]).toBe('Retiro en el local');
  });

  it('writes one CSV row per line when asked, with the order repeated and its amounts once', async () => {
    const response = await exportOf(`format=csv&rows=linea&${MARCH}`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    const firstLineColumn = header!.indexOf('Producto');
    expect(header?.slice(firstLineColumn)).toEqual([
      'Producto',
      'Cantidad',
      'Unidad',
      'M² de la superficie',
      'Con desperdicio',
      'Detalle de la cantidad',
      'Precio de lista',
      'Descuento %',
      'Precio unitario',
      'Subtotal',
    ]);
    const at = (row: string[], offset: number) => row[firstLineColumn + offset];
    expect(
      rows.map((row) => [row[0], at(row, 0), at(row, 1), at(row, 2), at(row, 8), at(row, 9)]),
    ).toEqual([
      [String(march.id), 'Porcelanato Roble', '2', 'cajas', '45990,5', '91981'],
      [String(marchTwoLines.id), 'Adhesivo "Flex"', '3', 'cajas', '9500', '28500'],
      [String(marchTwoLines.id), 'Pastina', '1', 'cajas', '2000', '2000'],
    ]);
    // Costo de envío, Total, Pagado and Saldo on an order's first line only: the column sums.
    const amounts = ['Costo de envío', 'Total', 'Pagado', 'Saldo'].map((h) => header!.indexOf(h));
    expect(rows.map((row) => amounts.map((i) => row[i]))).toEqual([
      [expect.any(String), '91981', expect.any(String), expect.any(String)],
      [expect.any(String), '30500', expect.any(String), expect.any(String)],
      ['', '', '', ''],
    ]);
  });

  it('writes XLSX with numbers as numbers and dates as shop-time dates', async () => {
    const response = await exportOf(`format=xlsx&rows=linea&${MARCH}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Pedidos');
    if (!sheet) throw new Error('no Pedidos sheet');
    expect(sheet.rowCount).toBe(4);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Pedido', 'Fecha', 'Estado', 'Cliente']);
    const column = (name: string) => header.indexOf(name) + 1;
    const first = sheet.getRow(2);
    expect(first.getCell(column('Pedido')).value).toBe(march.id);
    const date = first.getCell(column('Fecha')).value;
    expect(date).toBeInstanceOf(Date);
    expect((date as Date).toISOString()).toBe('2026-03-10T12:30:00.000Z');
    expect(first.getCell(column('Total')).value).toBe(91_981);
    expect(first.getCell(column('Saldo')).value).toBe(41_981);
    expect(first.getCell(column('Precio unitario')).value).toBe(45_990.5);
    expect(first.getCell(column('Total')).numFmt).toBe('"$" #,##0.00');
    expect(first.getCell(column('Cliente')).value).toBe('=HYPERLINK("http://x"; "Pérez; Ana")');
    expect(first.getCell(column('Cliente')).formula).toBeUndefined();
    expect(sheet.getRow(4).getCell(column('Producto')).value).toBe('Pastina');
  });

  it('exports every order without filters, one row each', async () => {
    const response = await exportOf('format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Pedidos')?.rowCount).toBe(5);
  });

  it.each([
    ['no format', 'status=all', 'El formato debe ser CSV o XLSX.'],
    ['an unknown format', 'format=pdf', 'El formato debe ser CSV o XLSX.'],
    [
      'an unknown row kind',
      'format=csv&rows=producto',
      'Elegí una fila por pedido o una fila por línea.',
    ],
    [
      'an impossible day',
      'format=csv&from=2026-02-30',
      'La fecha no es válida (formato AAAA-MM-DD).',
    ],
    [
      'a range backwards',
      'format=csv&from=2026-03-31&to=2026-03-01',
      'La fecha "desde" no puede ser posterior a la fecha "hasta".',
    ],
    ['an unknown status', 'format=xlsx&status=perdido', 'El estado no es válido.'],
  ])('answers %s with a Spanish 400', async (_case, query, message) => {
    const response = await exportOf(query);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{
      error: { message: string; fields?: Record<string, string> };
    }>();
    expect([error.message, ...Object.values(error.fields ?? {})]).toContain(message);
  });

  it('refuses the export without a session', async () => {
    const response = await t.app.inject({ url: '/api/admin/orders/export?format=csv' });
    expect(response.statusCode).toBe(401);
  });
});
