import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { openDatabase } from '#server/db/client';
import { areas, categories, subcategories } from '#server/db/schema';
import { applyImport, checkImport, readSheet } from '#server/modules/catalogue/product-sheets';
import { createUser } from '#server/modules/staff/users';
import { SHEET_COLUMNS } from '#shared/product-sheet';
import type { CatalogWrites } from '#server/modules/catalogue/catalog-writes';

/** A database of its own, with no server: no catalogue cache to empty. */
const NO_CACHE: CatalogWrites = { changed: async () => {} };

export interface ImportFigures {
  rows: number;
  /** Seconds: reading the file, the dry run, the apply (which plans again, locked). */
  create: { format: 'xlsx'; read: number; check: number; apply: number; total: number };
  update: { format: 'csv'; read: number; check: number; apply: number; total: number };
}

const seconds = (start: number) => Math.round((performance.now() - start) / 10) / 100;

function sheetRows(count: number, price: (i: number) => number): (string | number)[][] {
  return Array.from({ length: count }, (_, i) => [
    `BENCH-${String(i).padStart(6, '0')}`,
    `Porcelanato de importación ${i}`,
    i % 2 === 0 ? 'Pisos y Revestimientos' : 'Baños',
    i % 2 === 0 ? 'Porcelanatos' : 'Revestimientos',
    i % 2 === 0 ? 'Símil madera' : 'Blancos',
    price(i),
    i % 5 === 0 ? 10 : '',
    i % 2 === 0 ? 1.44 : '',
    i % 2 === 0 ? '20x120' : '30x60',
    i % 7 === 0 ? '2da' : '1ra',
    'Mate',
    `Marca ${i % 40}`,
    i % 3 === 0 ? 'Sí' : 'No',
    'caja',
    'Publicado',
    'No',
    'Descripción de prueba para la importación',
  ]);
}

/**
 * 10,000 rows imported on a fresh PGlite database, as the admin's screen does it: the file read,
 * the dry run, then the apply. First an XLSX that creates every product, then a CSV with es-AR
 * text prices that updates every one (price history and all).
 */
export async function benchImport(count = 10_000): Promise<ImportFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-import-'));
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    for (const [order, [area, category, subcategory]] of [
      ['Pisos y Revestimientos', 'Porcelanatos', 'Símil madera'],
      ['Baños', 'Revestimientos', 'Blancos'],
    ].entries()) {
      const [a] = await db
        .insert(areas)
        .values({ name: area!, description: null, order: order + 1 })
        .returning();
      const [c] = await db
        .insert(categories)
        .values({ name: category!, description: null, order: 1, areaId: a!.id })
        .returning();
      await db
        .insert(subcategories)
        .values({ name: subcategory!, description: null, order: 1, categoryId: c!.id });
    }
    const userId = await createUser(db, {
      email: 'bench-import@example.com',
      name: 'Bench',
      password: 'clave-segura-123',
      role: 'editor',
    });
    const by = { id: userId, name: 'Bench' };
    // New products: no ID column (an export's ID finds the product it came from).
    const header = SHEET_COLUMNS.filter((c) => c.key !== 'id').map((c) => c.header);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Productos');
    sheet.addRow(header);
    sheet.addRows(sheetRows(count, (i) => 1000 + i + 0.5));
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

    const run = async (file: Buffer, name: string) => {
      const start = performance.now();
      const parsed = await readSheet(file, name);
      const read = seconds(start);
      const checkStart = performance.now();
      const report = await checkImport(db, parsed);
      const check = seconds(checkStart);
      const applyStart = performance.now();
      const applied = await applyImport(db, NO_CACHE, parsed, {
        validOnly: false,
        fileName: name,
        by,
      });
      const apply = seconds(applyStart);
      if (report.refused > 0 || applied.created + applied.updated !== count)
        throw new Error(`import bench: ${JSON.stringify({ ...report, refusedRows: undefined })}`);
      return { read, check, apply, total: seconds(start) };
    };
    const create = await run(xlsx, 'bench.xlsx');
    // Prices as an Argentine types them in a CSV: '46.090,50'.
    const csv = Papa.unparse(
      {
        fields: header,
        data: sheetRows(count, () => 0).map((row, i) => {
          row[5] = (1100 + i + 0.5).toLocaleString('es-AR', { minimumFractionDigits: 2 });
          row[7] = row[7] === '' ? '' : '1,44';
          return row;
        }),
      },
      { delimiter: ';' },
    );
    const update = await run(Buffer.from(csv, 'utf8'), 'bench.csv');
    return {
      rows: count,
      create: { format: 'xlsx', ...create },
      update: { format: 'csv', ...update },
    };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
