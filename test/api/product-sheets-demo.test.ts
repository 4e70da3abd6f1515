import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { seedDemoCatalog } from '#server/seed/demo';
import { formatMoney } from '#shared/format';
import { type ImportReport, SHEET_COLUMNS } from '#shared/product-sheet';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { multipart } from '../payloads';

/**
 * The shop's own export of the demo catalogue (whose products have no código),
 * with two prices changed, imports as exactly those two changes — nothing created.
 */
describeEachEngine('re-importing the demo catalogue', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedDemoCatalog(t.db, t.app.shop.storage);
    cookie = (await t.signIn('editor')).cookie;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const send = async (url: string, file: Buffer, name: string) => {
    const form = multipart(name, 'application/octet-stream', file);
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { cookie, 'content-type': form.contentType },
    });
    expect(response.statusCode).toBe(200);
    return response.json<ImportReport>();
  };
  const exported = async (format: 'csv' | 'xlsx') => {
    const response = await t.app.inject({
      url: `/api/admin/product-sheets/export?format=${format}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  const catalogue = () =>
    t.db
      .select({ id: products.id, code: products.code, name: products.name, price: products.price })
      .from(products)
      .orderBy(asc(products.id));

  const PRICE = SHEET_COLUMNS.findIndex((c) => c.key === 'price');

  /** A CSV export as rows of cells, and back, as a spreadsheet would save it. */
  const parseCsv = (file: Buffer) =>
    Papa.parse<string[]>(file.toString('utf8').replace(/^\uFEFF/, ''), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
  const writeCsv = (rows: string[][]) =>
    Buffer.from(Papa.unparse(rows, { delimiter: ';', newline: '\r\n' }), 'utf8');

  async function expectTwoPriceChanges(
    file: Buffer,
    name: string,
    expected: { id: string; before: string; after: string; price: number }[],
  ) {
    const before = await catalogue();
    const report = await send('/api/admin/product-sheets/check', file, name);
    expect(report).toMatchObject({
      rows: before.length,
      created: 0,
      updated: 2,
      unchanged: before.length - 2,
      refused: 0,
      lookalikes: 0,
    });
    expect(report.changedRows.map((r) => [r.productId, r.matchedBy, r.changes])).toEqual(
      expected.map((e) => [e.id, 'id', [{ column: 'Precio', before: e.before, after: e.after }]]),
    );
    const applied = await send('/api/admin/product-sheets/import', file, name);
    expect(applied).toMatchObject({ created: 0, updated: 2, applied: true });
    const prices = new Map(expected.map((e) => [e.id, e.price]));
    expect(await catalogue()).toEqual(
      before.map((p) => ({ ...p, price: prices.get(p.id) ?? p.price })),
    );
  }

  it('the CSV export, untouched, changes nothing; with two prices changed, updates those two', async () => {
    const products = await catalogue();
    expect(products.length).toBeGreaterThan(50);
    expect(products.every((p) => p.code === null)).toBe(true);
    const file = await exported('csv');
    expect(await send('/api/admin/product-sheets/check', file, 'productos.csv')).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: products.length,
      refused: 0,
      changedRows: [],
    });

    const rows = parseCsv(file);
    const ids = rows.slice(1, 3).map((cells) => cells[0] ?? '');
    const old = new Map((await catalogue()).map((p) => [p.id, p.price]));
    for (const [i, price] of ['12.345,50', '99999'].entries()) {
      const cells = rows[i + 1];
      if (cells) cells[PRICE] = price;
    }
    await expectTwoPriceChanges(writeCsv(rows), 'productos.csv', [
      {
        id: ids[0] ?? '',
        before: formatMoney(old.get(ids[0] ?? '') ?? 0),
        after: '$ 12.345,50',
        price: 12345.5,
      },
      {
        id: ids[1] ?? '',
        before: formatMoney(old.get(ids[1] ?? '') ?? 0),
        after: '$ 99.999',
        price: 99999,
      },
    ]);
  });

  it('the XLSX export, untouched, changes nothing; with two prices changed, updates those two', async () => {
    const file = await exported('xlsx');
    const count = (await catalogue()).length;
    expect(await send('/api/admin/product-sheets/check', file, 'productos.xlsx')).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: count,
      refused: 0,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const ids = [2, 3].map((row) => String(sheet.getRow(row).getCell(1).value));
    const old = new Map((await catalogue()).map((p) => [p.id, p.price]));
    sheet.getRow(2).getCell(PRICE + 1).value = 1000;
    sheet.getRow(3).getCell(PRICE + 1).value = 2500.75;
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    await expectTwoPriceChanges(edited, 'productos.xlsx', [
      {
        id: ids[0] ?? '',
        before: formatMoney(old.get(ids[0] ?? '') ?? 0),
        after: '$ 1.000',
        price: 1000,
      },
      {
        id: ids[1] ?? '',
        before: formatMoney(old.get(ids[1] ?? '') ?? 0),
        after: '$ 2.500,75',
        price: 2500.75,
      },
    ]);
  });

  it('an export without the ID column (as before) finds every demo product by its name', async () => {
    const rows = parseCsv(await exported('csv')).map((cells) => cells.slice(1));
    expect(rows[0]?.[0]).toBe('Código');
    const report = await send('/api/admin/product-sheets/check', writeCsv(rows), 'productos.csv');
    expect(report).toMatchObject({ created: 0, updated: 0, refused: 0 });
    expect(report.unchanged).toBe((await catalogue()).length);
  });
});
