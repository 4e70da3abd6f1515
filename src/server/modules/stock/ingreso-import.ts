/**
 * Ingresos from a spreadsheet: the dry run says, row by row, the product, the
 * lot (new, or one the boxes add to) and every error; applying writes all rows through the
 * manual ingreso's own write (service.ts addIngreso) in one transaction, or nothing. A file is
 * known by what it means (`contentHash`), so the same file applied twice never doubles the
 * stock, however it was saved the second time.
 */
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { type IngresoInput, IngresoInputSchema } from '#shared/stock/contract';
import {
  INGRESO_IMPORT_COLUMNS,
  INGRESO_IMPORT_MESSAGES as M,
  INGRESO_ROWS_LISTED,
  type IngresoImportReport,
  type IngresoImportRow,
} from '#shared/stock/ingreso-import';
import type { Db } from '#server/db/client';
import { products, stockImports, stockLots } from '#server/db/schema';
import { badRequest, conflict } from '#server/errors';
import type { Sheet } from '#server/lib/sheet-read';
import { type IngresoCells, ingresoColumns, readIngresoRows } from './ingreso-import-rows';
import { type StockActor, lockLots } from './reservations';
import { stockTransaction } from './transaction';
import { type IngresoProduct, addIngreso, ingresoLotCode } from './service';

export interface IngresoFile {
  name: string;
  /** The SHA-256 of its bytes: how the shop knew a file before it compared what files mean. */
  bytesHash: string;
}

export const ingresoFile = (buffer: Buffer, name: string): IngresoFile => ({
  name,
  bytesHash: createHash('sha256').update(buffer).digest('hex'),
});

/**
 * What a file means, as a SHA-256: each row's product code, lot, date (as written: an empty
 * Fecha stays empty) and boxes, rows sorted. The same ingresos saved again, with a BOM, CRLF
 * line ends, its columns or rows in another order, a date written another way or another name,
 * are the same file.
 */
function contentHash(read: IngresoCells[]): string {
  const rows = read
    .map((r) => JSON.stringify([r.code, r.lot, r.dated ? r.receivedOn : null, r.quantity]))
    .sort();
  return createHash('sha256').update(rows.join('\n')).digest('hex');
}

interface PlannedIngreso {
  item: IngresoImportRow;
  product: (IngresoProduct & { name: string }) | null;
  input: IngresoInput | null;
}

/** PostgreSQL takes at most 65,535 parameters in one statement. */
async function inChunks<T, R>(values: T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const found: R[] = [];
  for (let start = 0; start < values.length; start += 5000)
    found.push(...(await read(values.slice(start, start + 5000))));
  return found;
}

const lotKey = (productId: string, code: string) => `${productId}\u0000${code}`;

/**
 * "Este archivo ya se importó el … por …" when a file that means the same was applied (or, for
 * the imports recorded by their bytes' hash, one with the same bytes).
 */
async function previousImport(db: Db, hashes: string[]): Promise<string | null> {
  const [previous] = await db
    .select({ createdAt: stockImports.createdAt, actorName: stockImports.actorName })
    .from(stockImports)
    .where(inArray(stockImports.fileHash, hashes))
    .limit(1);
  return previous ? M.alreadyImported(previous.createdAt, previous.actorName) : null;
}

const TEXT_HEADERS: Partial<Record<keyof IngresoInput, string>> = Object.fromEntries(
  INGRESO_IMPORT_COLUMNS.map((c) => [c.key === 'lot' ? 'code' : c.key, c.headers[0]]),
);

/** A row read over its product: the ingreso it is, or its errors. */
function planRow(
  cells: IngresoCells,
  product: PlannedIngreso['product'],
): { input: IngresoInput | null; errors: string[]; notices: string[] } {
  const { row } = cells;
  const errors = [...cells.errors];
  const notices: string[] = [];
  if (cells.code === '') errors.unshift(M.missingCode(row));
  else if (!product) errors.unshift(M.unknownProduct(row, cells.code));
  else if (!product.trackStock) errors.unshift(M.notTracked(row, product.name));
  if (product && product.saleUnit === 'caja' && cells.lot === '') errors.push(M.missingLot(row));
  if (product && product.saleUnit !== 'caja' && cells.lot !== '') notices.push(M.noLots);
  if (!product || cells.quantity === null || cells.receivedOn === null)
    return { input: null, errors, notices };
  // The manual ingreso's own schema: its lengths and its refusal of control characters.
  const parsed = IngresoInputSchema.safeParse({
    code: ingresoLotCode(product, cells.lot),
    tono: cells.tono,
    calibre: cells.calibre,
    receivedOn: cells.receivedOn,
    note: cells.note,
    quantity: cells.quantity,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const header = TEXT_HEADERS[issue.path[0] as keyof IngresoInput] ?? '';
      errors.push(M.badText(row, header, issue.message));
    }
    return { input: null, errors, notices };
  }
  return { input: errors.length === 0 ? parsed.data : null, errors, notices };
}

/** What applying a file would do, row by row: the dry run, and the apply's plan. */
export async function planIngresoImport(
  db: Db,
  sheet: Sheet,
  file: IngresoFile,
): Promise<{ rows: PlannedIngreso[]; report: IngresoImportReport; hash: string }> {
  const { columns, ignored } = ingresoColumns(sheet.header);
  const read = readIngresoRows(sheet, columns);
  const hash = contentHash(read);

  const codes = [...new Set(read.flatMap((r) => (r.code ? [r.code] : [])))];
  const found = await inChunks(codes, (chunk) =>
    db
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        trackStock: products.trackStock,
        saleUnit: products.saleUnit,
      })
      .from(products)
      .where(inArray(products.code, chunk)),
  );
  const byCode = new Map(found.map((p) => [p.code, p]));
  const lots = await inChunks(
    found.filter((p) => p.trackStock).map((p) => p.id),
    (chunk) =>
      db
        .select({
          productId: stockLots.productId,
          code: stockLots.code,
          tono: stockLots.tono,
          calibre: stockLots.calibre,
          onHand: stockLots.onHand,
        })
        .from(stockLots)
        .where(inArray(stockLots.productId, chunk)),
  );
  const lotOf = new Map(lots.map((lot) => [lotKey(lot.productId, lot.code), lot]));
  /** The file's first valid row of each lot the shop does not have yet. */
  const firstRowOf = new Map<string, number>();

  const rows = read.map((cells): PlannedIngreso => {
    const product = byCode.get(cells.code) ?? null;
    const { input, errors, notices } = planRow(cells, product);
    const item: IngresoImportRow = {
      row: cells.row,
      code: cells.code,
      product: product && { id: product.id, name: product.name, saleUnit: product.saleUnit },
      lot: product ? ingresoLotCode(product, cells.lot) : cells.lot,
      tono: cells.tono,
      calibre: cells.calibre,
      quantity: cells.quantity,
      receivedOn: cells.receivedOn,
      lotState: null,
      lotOnHand: null,
      firstRow: null,
      errors,
      notices,
    };
    if (product && input) {
      const key = lotKey(product.id, input.code);
      const stored = lotOf.get(key);
      const first = firstRowOf.get(key);
      if (stored) {
        item.lotState = 'existente';
        item.lotOnHand = stored.onHand;
        const differs =
          (input.tono !== null && input.tono !== stored.tono) ||
          (input.calibre !== null && input.calibre !== stored.calibre);
        if (product.saleUnit === 'caja' && differs)
          notices.push(M.lotKeeps(stored.tono, stored.calibre));
      } else if (first !== undefined) {
        item.lotState = 'repetido';
        item.firstRow = first;
      } else {
        item.lotState = 'nuevo';
        firstRowOf.set(key, cells.row);
      }
    }
    return { item, product, input };
  });

  const errorRows = rows.filter((r) => r.item.errors.length > 0).length;
  return {
    rows,
    hash,
    report: {
      fileName: file.name,
      rows: rows.length,
      newLots: firstRowOf.size,
      boxes: rows.reduce((sum, r) => sum + (r.input?.quantity ?? 0), 0),
      errorRows,
      items: rows
        .filter((r, i) => i < INGRESO_ROWS_LISTED || r.item.errors.length > 0)
        .slice(0, 2 * INGRESO_ROWS_LISTED)
        .map((r) => r.item),
      alreadyImported: await previousImport(db, [hash, file.bytesHash]),
      ignoredColumns: ignored,
      applied: false,
    },
  };
}

/**
 * Applies a file in one transaction: every row, or nothing when one has an error (400, each
 * row's errors in the fields) or the file was applied before (409). The file's record is
 * claimed by its unique key before the first write: a concurrent apply of the same file waits
 * for this one, then finds it and answers 409.
 */
export async function applyIngresoImport(
  db: Db,
  sheet: Sheet,
  file: IngresoFile,
  actor: StockActor,
): Promise<IngresoImportReport> {
  return stockTransaction(db, async (tx) => {
    const { rows, report, hash } = await planIngresoImport(tx, sheet, file);
    if (report.alreadyImported)
      throw conflict(report.alreadyImported, { file: report.alreadyImported });
    if (report.errorRows > 0)
      throw badRequest(
        M.hasErrors(report.errorRows),
        Object.fromEntries(
          rows.flatMap(({ item }) =>
            item.errors.length > 0 ? [[`fila${item.row}`, item.errors.join(' ')]] : [],
          ),
        ),
      );
    const [claimed] = await tx
      .insert(stockImports)
      .values({
        fileHash: hash,
        fileName: file.name,
        rows: report.rows,
        boxes: report.boxes,
        actorId: actor.id,
        actorName: actor.name,
      })
      .onConflictDoNothing({ target: stockImports.fileHash })
      .returning({ id: stockImports.id });
    if (!claimed) {
      const message = await previousImport(tx, [hash]);
      if (!message) throw new Error('stock import claimed and gone');
      throw conflict(message, { file: message });
    }
    // The file's lots all at once, before the first ingreso (the lock order of transaction.ts).
    await lockLots(tx, [...new Set(rows.flatMap(({ product }) => (product ? [product.id] : [])))]);
    for (const { product, input } of rows)
      if (product && input) await addIngreso(tx, product, input, actor, M.reason(file.name));
    return { ...report, applied: true };
  });
}
