import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stockImports, stockLots, stockMovements } from '#server/db/schema';
import { PRODUCT_SHEET_MESSAGES } from '#shared/product-sheet';
import {
  INGRESO_IMPORT_MESSAGES as M,
  INGRESO_TEMPLATE_CSV,
  type IngresoImportReport,
} from '#shared/stock/ingreso-import';
import type { ProductStock } from '#shared/stock/contract';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';
import { multipart } from '../payloads';
import { identityBreaks } from '../stock-identity';

const HEADER = 'Código;Lote;Tono;Calibre;Cajas;Fecha;Nota';

/**
 * Ingresos from a spreadsheet, dry run first, applied all or nothing, and the
 * same file never twice.
 */
describeEachEngine('ingresos from a spreadsheet', (engine) => {
  let t: TestApp;
  let cookie: string;
  let taxonomy: Awaited<ReturnType<typeof createTaxonomy>>;
  let n = 0;
  /** Every test's products carry their own código prefix. */
  const prefix = () => `IMP${++n}-`;

  const send = (file: Buffer, name: string, dryRun: string, headers: object = { cookie }) => {
    const form = multipart(name, 'application/octet-stream', file);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/stock/ingresos/import?dryRun=${dryRun}`,
      payload: form.payload,
      headers: { ...headers, 'content-type': form.contentType },
    });
  };
  const check = async (file: Buffer, name = 'ingresos.csv') => {
    const answer = await send(file, name, 'true');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as IngresoImportReport;
  };
  const apply = (file: Buffer, name = 'ingresos.csv') => send(file, name, 'false');
  const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\n'), 'utf8');

  async function tracked(code: string, extra = {}) {
    return createProduct(t.db, {
      ...taxonomy,
      code,
      name: `Producto ${code}`,
      trackStock: true,
      ...extra,
    });
  }
  const stockOf = async (id: string) => {
    const answer = await t.app.inject({
      url: `/api/admin/stock/products/${id}`,
      headers: { cookie },
    });
    return answer.json() as ProductStock;
  };
  /** Every lot and movement of the shop, to see that a refused import changed nothing. */
  const everything = async () => ({
    lots: await t.db
      .select({ id: stockLots.id, onHand: stockLots.onHand })
      .from(stockLots)
      .orderBy(stockLots.id),
    movements: (await t.db.select({ n: count() }).from(stockMovements))[0]?.n,
    imports: (await t.db.select({ n: count() }).from(stockImports))[0]?.n,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = (await t.signIn('editor')).cookie;
    taxonomy = await createTaxonomy(t.db, { area: 'Pisos y Revestimientos' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the dry run says each row’s product and lot and writes nothing', async () => {
    const p = prefix();
    const tile = await tracked(`${p}POR`);
    await tracked(`${p}ADH`, { saleUnit: 'bolsa' });
    const manual = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stock/products/${tile}/ingresos`,
      headers: { cookie },
      payload: { code: 'L1', tono: 'T1', calibre: '9', receivedOn: '2026-11-01', quantity: 10 },
    });
    expect(manual.statusCode).toBe(201);
    const before = await everything();
    const file = csv(
      `${p}POR;L1;T2;9;5;;`,
      `${p}POR;L2;T3;9;1.038;02/11/2026;Remito 1`,
      `${p}POR;L2;T3;9;2;;`,
      `${p}ADH;;;;20;;Bolsas`,
    );
    const report = await check(file);
    expect(report).toMatchObject({
      rows: 4,
      newLots: 2,
      boxes: 1065,
      errorRows: 0,
      applied: false,
    });
    expect(report.alreadyImported).toBeNull();
    expect(
      report.items.map((i) => [i.row, i.product?.name, i.lot, i.lotState, i.quantity]),
    ).toEqual([
      [2, `Producto ${p}POR`, 'L1', 'existente', 5],
      [3, `Producto ${p}POR`, 'L2', 'nuevo', 1038],
      [4, `Producto ${p}POR`, 'L2', 'repetido', 2],
      [5, `Producto ${p}ADH`, '', 'nuevo', 20],
    ]);
    expect(report.items[0]?.lotOnHand).toBe(10);
    expect(report.items[0]?.notices).toEqual([M.lotKeeps('T1', '9')]);
    expect(report.items[1]?.receivedOn).toBe('2026-11-02');
    expect(report.items[2]?.firstRow).toBe(3);
    expect(await everything()).toEqual(before);
  });

  it('a valid CSV applies: each row one movement with who and the file, as the manual ingreso', async () => {
    const p = prefix();
    const tile = await tracked(`${p}POR`);
    const bag = await tracked(`${p}ADH`, { saleUnit: 'bolsa' });
    const answer = await apply(
      csv(`${p}POR;A1;T2;9;30;01/11/2026;`, `${p}POR;A1;T2;9;12;;`, `${p}ADH;;;;7;;`),
      'remito «12».csv',
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ rows: 3, newLots: 2, boxes: 49, applied: true });
    const stock = await stockOf(tile);
    expect(stock.lots.map((l) => [l.code, l.tono, l.calibre, l.onHand, l.receivedOn])).toEqual([
      ['A1', 'T2', '9', 42, '2026-11-01'],
    ]);
    expect((await stockOf(bag)).lots.map((l) => [l.code, l.onHand])).toEqual([['', 7]]);
    const movements = await t.db
      .select({
        delta: stockMovements.onHandDelta,
        reason: stockMovements.reason,
        kind: stockMovements.kind,
      })
      .from(stockMovements)
      .where(inArray(stockMovements.productId, [tile, bag]));
    expect(movements).toHaveLength(3);
    for (const m of movements)
      expect(m).toMatchObject({ kind: 'ingreso', reason: 'Importación de remito «12».csv' });
    expect(await identityBreaks(t.db)).toEqual([]);
  });

  it('a valid XLSX applies, its numbers and dates as a spreadsheet stores them', async () => {
    const p = prefix();
    const tile = await tracked(`${p}XL`);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ingresos');
    sheet.addRow(['código', 'LOTE', 'Tono', 'Calibre', 'cajas', 'Fecha', 'Nota']);
    sheet.addRow([`${p}XL`, 2411, 'T5', 9.5, 120, new Date(Date.UTC(2026, 10, 20)), 'Remito']);
    sheet.addRow([`${p}XL`, 'B2', null, null, 3, '21/11/2026', null]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const dry = await check(file, 'ingresos.xlsx');
    expect(dry).toMatchObject({ rows: 2, newLots: 2, boxes: 123, errorRows: 0 });
    const answer = await apply(file, 'ingresos.xlsx');
    expect(answer.statusCode, answer.body).toBe(201);
    const lots = (await stockOf(tile)).lots.map((l) => [
      l.code,
      l.tono,
      l.calibre,
      l.onHand,
      l.receivedOn,
    ]);
    expect(lots).toEqual(
      expect.arrayContaining([
        ['2411', 'T5', '9.5', 120, '2026-11-20'],
        ['B2', null, null, 3, '2026-11-21'],
      ]),
    );
    expect(await identityBreaks(t.db)).toEqual([]);
  });

  it('one bad row: 400 with every row’s error, and nothing written', async () => {
    const p = prefix();
    await tracked(`${p}OK`);
    await createProduct(t.db, {
      ...taxonomy,
      code: `${p}OFF`,
      name: 'Sin control',
      trackStock: false,
    });
    const before = await everything();
    const file = csv(
      `${p}OK;L1;;;10;;`,
      `${p}NADA;L1;;;10;;`,
      `${p}OFF;L1;;;10;;`,
      `${p}OK;;;;10;;`,
      `${p}OK;L2;;;1,5;;`,
      `${p}OK;L3;;;0;;`,
      `${p}OK;L4;;;;31/02/2026;`,
      `;L5;;;4;;`,
    );
    const dry = await check(file);
    expect(dry.errorRows).toBe(7);
    expect(dry.items.flatMap((i) => i.errors)).toEqual([
      M.unknownProduct(3, `${p}NADA`),
      M.notTracked(4, 'Sin control'),
      M.missingLot(5),
      M.badQuantity(6, '1,5'),
      M.badQuantity(7, '0'),
      M.missingQuantity(8),
      M.badDate(8, '31/02/2026'),
      M.missingCode(9),
    ]);
    expect(dry.items[1]?.errors).toEqual([
      `Fila 3: no hay ningún producto con el código «${p}NADA».`,
    ]);
    const answer = await apply(file);
    expect(answer.statusCode).toBe(400);
    const { error } = answer.json() as {
      error: { message: string; fields: Record<string, string> };
    };
    expect(error.message).toBe(M.hasErrors(7));
    expect(Object.keys(error.fields)).toEqual([
      'fila3',
      'fila4',
      'fila5',
      'fila6',
      'fila7',
      'fila8',
      'fila9',
    ]);
    expect(error.fields.fila8).toBe(`${M.missingQuantity(8)} ${M.badDate(8, '31/02/2026')}`);
    expect(await everything()).toEqual(before);
  });

  it('the same file twice: the dry run says when and who, applying answers 409 and the stock stays', async () => {
    const p = prefix();
    const tile = await tracked(`${p}TW`);
    const file = csv(`${p}TW;L1;;;25;;`);
    expect((await apply(file, 'primero.csv')).statusCode).toBe(201);
    // The same bytes under another name are the same file.
    const dry = await check(file, 'copia.csv');
    expect(dry.alreadyImported).toMatch(
      /^Este archivo ya se importó el \d\d\/\d\d\/\d{4} por .+\.$/,
    );
    const again = await apply(file, 'copia.csv');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(dry.alreadyImported);
    expect((await stockOf(tile)).onHand).toBe(25);
  });

  it('the same rows saved again with a BOM, CRLF line ends, or columns and rows in another order are the same file: 409, and the lots stay', async () => {
    const p = prefix();
    const tile = await tracked(`${p}Z`);
    const lines = [`${p}Z;Z5;;;2;05/11/2026;`, `${p}Z;Z6;;;3;05/11/2026;`];
    expect((await apply(csv(...lines), 'z5.csv')).statusCode).toBe(201);
    const variants = {
      bom: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv(...lines)]),
      crlf: Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8'),
      reordered: Buffer.from(
        [
          'Cajas;Fecha;Código;Lote;Nota;Tono;Calibre',
          `3;2026-11-05;${p}Z;Z6;;;`,
          `2;2026-11-05;${p}Z;Z5;;;`,
        ].join('\n'),
        'utf8',
      ),
    };
    for (const [name, file] of Object.entries(variants)) {
      const dry = await check(file, `${name}.csv`);
      expect(dry.errorRows, name).toBe(0);
      expect(dry.alreadyImported, name).toMatch(/^Este archivo ya se importó el .+\.$/);
      const again = await apply(file, `${name}.csv`);
      expect(again.statusCode, name).toBe(409);
      expect(again.json().error.message, name).toBe(dry.alreadyImported);
    }
    expect((await stockOf(tile)).lots.map((l) => [l.code, l.onHand])).toEqual([
      ['Z5', 2],
      ['Z6', 3],
    ]);
    // Other boxes are another file.
    const more = await apply(csv(`${p}Z;Z5;;;4;05/11/2026;`, lines[1] ?? ''), 'z5-bis.csv');
    expect(more.statusCode, more.body).toBe(201);
    expect((await stockOf(tile)).onHand).toBe(12);
  });

  it('a file recorded by the hash of its bytes, before files were compared by meaning, is still refused', async () => {
    const p = prefix();
    const tile = await tracked(`${p}OLD`);
    const file = csv(`${p}OLD;V1;;;6;;`);
    await t.db.insert(stockImports).values({
      fileHash: createHash('sha256').update(file).digest('hex'),
      fileName: 'viejo.csv',
      rows: 1,
      boxes: 6,
      actorId: null,
      actorName: 'Staff',
    });
    expect((await check(file)).alreadyImported).toMatch(/^Este archivo ya se importó el /);
    expect((await apply(file)).statusCode).toBe(409);
    expect((await stockOf(tile)).onHand).toBe(0);
  });

  it('two concurrent applies of one file: exactly one writes', async () => {
    const p = prefix();
    const tile = await tracked(`${p}CC`);
    const file = csv(`${p}CC;L1;;;8;;`, `${p}CC;L2;;;4;;`);
    const answers = await Promise.all([apply(file), apply(file)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await stockOf(tile)).onHand).toBe(12);
    const hashes = await t.db
      .select({ rows: stockImports.rows, boxes: stockImports.boxes })
      .from(stockImports)
      .where(eq(stockImports.fileName, 'ingresos.csv'));
    expect(hashes).toContainEqual({ rows: 2, boxes: 12 });
    expect(await identityBreaks(t.db)).toEqual([]);
  });

  it('the template reads back as two rows to check', async () => {
    const report = await check(Buffer.from(INGRESO_TEMPLATE_CSV, 'utf8'), 'ingresos-plantilla.csv');
    expect(report.rows).toBe(2);
    expect(report.items[0]?.errors).toEqual([M.unknownProduct(2, 'POR-6060-GR')]);
    expect(report.items[1]?.quantity).toBe(1038);
  });

  it('refuses a non-sheet, an oversized file, a file without its columns, and strangers, in Spanish', async () => {
    const pdf = await send(Buffer.from('%PDF-1.4 algo'), 'remito.pdf', 'true');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toBe(PRODUCT_SHEET_MESSAGES.notSheet);
    const big = await send(Buffer.alloc(11 * 1024 * 1024, 'a'), 'ingresos.csv', 'true');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(PRODUCT_SHEET_MESSAGES.tooLarge);
    const noHeader = await send(Buffer.from('a;b\n1;2\n'), 'ingresos.csv', 'true');
    expect(noHeader.json().error.message).toBe(M.noHeader);
    const noBoxes = await send(Buffer.from('Código;Lote\nX;L1\n'), 'ingresos.csv', 'true');
    expect(noBoxes.statusCode).toBe(400);
    expect(noBoxes.json().error.message).toBe(M.missingColumn('Cajas'));
    const noRows = await send(Buffer.from(`${HEADER}\n`), 'ingresos.csv', 'false');
    expect(noRows.json().error.message).toBe(M.noRows);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/ingresos/import?dryRun=true',
      headers: { cookie },
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().error.message).toBe(PRODUCT_SHEET_MESSAGES.notSheet);
    const stranger = await send(csv('X;L1;;;1;;'), 'ingresos.csv', 'false', {});
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().error.message).toBe('Tenés que iniciar sesión para continuar.');
  });

  it('refuses malformed query values', async () => {
    for (const dryRun of ['maybe', 'TRUE', '1', '']) {
      const answer = await send(csv('X;L1;;;1;;'), 'ingresos.csv', dryRun);
      expect(answer.statusCode, dryRun).toBe(400);
      expect(answer.json().error.fields).toEqual({
        dryRun: 'La opción dryRun debe ser true o false.',
      });
    }
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/ingresos/import?dryRun=true&dryRun=false',
      headers: { cookie },
    });
    expect(repeated.statusCode).toBe(400);
  });
});
