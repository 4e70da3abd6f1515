import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_CATALOG_MESSAGES,
  PRODUCT_NUMBER_ENTRY,
  type ProductInput,
  ProductInputSchema,
  taxonomyIssues,
} from '../../shared/admin-catalog';
import type { SessionUser } from '../../shared/auth';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '../../shared/availability';
import type { Taxonomy } from '../../shared/catalog';
import { type ArNumberOptions, parseArNumber } from '../../shared/number-entry';
import { SALE_UNITS } from '../../shared/order-lines';
import { FINISH_TYPES, QUALITIES } from '../../shared/pricing';
import {
  type ImportReport,
  MAX_SHEET_ROWS,
  PRODUCT_SHEET_MESSAGES as M,
  REPORT_ROWS_LISTED,
  SHEET_COLUMNS,
  SHEET_NO,
  SHEET_YES,
  type SheetColumnKey,
  type SheetFormat,
  type SheetProblem,
  type SheetRowReport,
} from '../../shared/product-sheet';
import { searchFold } from '../../shared/search';
import type { Db } from '../db/client';
import { areas, categories, products, subcategories } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { badRequest, conflict } from '../errors';
import { recordActivity } from './activity';
import { getTaxonomy, productColumns } from './catalog-read';
import { recordPriceChanges } from './price-history';
import { searchMatch } from './search-query';
import { searchColumns } from './search-text';
import type { CatalogWrites } from './catalog-writes';

/** A cell as read from a file: text, a spreadsheet number or boolean, or nothing. */
export type Cell = string | number | boolean | null;

export interface Sheet {
  header: string[];
  /** Data rows, each with its spreadsheet row number. */
  rows: { row: number; cells: Cell[] }[];
}

const HEADERS = new Map<string, SheetColumnKey>(
  SHEET_COLUMNS.map((c) => [headerKey(c.header), c.key]),
);
const HEADER_OF = Object.fromEntries(SHEET_COLUMNS.map((c) => [c.key, c.header])) as Record<
  SheetColumnKey,
  string
>;

/** A title as matched: accents, case, spaces and signs aside ('Descuento (%)' = 'descuento'). */
function headerKey(text: string): string {
  return searchFold(text).replace(/[^a-z0-9]/g, '');
}

// ---------------------------------------------------------------------------------------------
// Reading a file

function isEmptyCell(cell: Cell): boolean {
  return cell === null || (typeof cell === 'string' && cell.trim() === '');
}

/** CSV text: UTF-8 (with or without BOM), else the Windows-1252 an older Excel writes. */
function decodeText(buffer: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1252').decode(buffer);
  }
  return text.replace(/^\uFEFF/, '');
}

function readCsv(buffer: Buffer): Cell[][] {
  if (buffer.includes(0)) throw badRequest(M.notSheet, { file: M.notSheet });
  // Delimiter guessed among , ; tab and |: an es-AR Excel writes ';'.
  const parsed = Papa.parse<string[]>(decodeText(buffer), { skipEmptyLines: 'greedy' });
  if (parsed.errors.some((e) => e.type === 'Quotes'))
    throw badRequest(M.unreadable, { file: M.unreadable });
  return parsed.data;
}

function excelCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return excelCell((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  return null;
}

async function readXlsx(buffer: Buffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(M.unreadable, { file: M.unreadable });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(M.noRows, { file: M.noRows });
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = excelCell(cell.value);
    });
    rows[number - 1] = Array.from(cells, (cell) => cell ?? null);
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * A CSV or XLSX file as titles and rows, told apart by name and content; anything else, or a
 * file with too many rows or no titles, is a Spanish 400.
 */
export async function readSheet(buffer: Buffer, fileName: string): Promise<Sheet> {
  const name = fileName.toLowerCase();
  const zip = buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  let grid: Cell[][];
  if (name.endsWith('.xlsx') && zip) grid = await readXlsx(buffer);
  else if (name.endsWith('.csv') && !zip) grid = readCsv(buffer);
  else throw badRequest(M.notSheet, { file: M.notSheet });
  const headerIndex = grid.findIndex((cells) => cells.some((cell) => !isEmptyCell(cell)));
  const header = (grid[headerIndex] ?? []).map((cell) => String(cell ?? '').trim());
  if (!header.some((title) => HEADERS.has(headerKey(title))))
    throw badRequest(M.noHeader, { file: M.noHeader });
  const rows = grid
    .map((cells, index) => ({ row: index + 1, cells }))
    .slice(headerIndex + 1)
    .filter(({ cells }) => cells.some((cell) => !isEmptyCell(cell)));
  if (rows.length === 0) throw badRequest(M.noRows, { file: M.noRows });
  if (rows.length > MAX_SHEET_ROWS) throw badRequest(M.tooManyRows, { file: M.tooManyRows });
  return { header, rows };
}

// ---------------------------------------------------------------------------------------------
// Export

interface ExportedProduct {
  code: string | null;
  name: string;
  areaName: string | null;
  categoryName: string | null;
  subcategoryName: string | null;
  price: number;
  discountPercentage: number | null;
  metersPerBox: number | null;
  dimensions: string | null;
  quality: string;
  type: string | null;
  brand: string;
  hasShipping: boolean;
  saleUnit: string;
  status: (typeof PRODUCT_STATUSES)[number];
  inStock: boolean;
  description: string;
}

/** The admin list's products for a search, in the list's order, with their taxonomy names. */
async function productsForExport(db: Db, q: string): Promise<ExportedProduct[]> {
  const search = await searchMatch(db, q);
  return db
    .select({
      code: products.code,
      name: products.name,
      areaName: areas.name,
      categoryName: categories.name,
      subcategoryName: subcategories.name,
      price: products.price,
      discountPercentage: products.discountPercentage,
      metersPerBox: products.metersPerBox,
      dimensions: products.dimensions,
      quality: products.quality,
      type: products.type,
      brand: products.brand,
      hasShipping: products.hasShipping,
      saleUnit: products.saleUnit,
      status: products.status,
      inStock: products.inStock,
      description: products.description,
    })
    .from(products)
    .leftJoin(areas, eq(areas.id, products.areaId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(search?.where ?? undefined)
    .orderBy(...(search ? [desc(search.rank)] : []), desc(products.createdAt), asc(products.id));
}

const yesNo = (value: boolean) => (value ? SHEET_YES : SHEET_NO);

function exportRow(p: ExportedProduct): Record<SheetColumnKey, string | number | null> {
  return {
    code: p.code,
    name: p.name,
    area: p.areaName,
    category: p.categoryName,
    subcategory: p.subcategoryName,
    price: p.price,
    discountPercentage: p.discountPercentage,
    metersPerBox: p.metersPerBox,
    dimensions: p.dimensions,
    quality: p.quality,
    type: p.type,
    brand: p.brand,
    hasShipping: yesNo(p.hasShipping),
    saleUnit: p.saleUnit,
    status: PRODUCT_STATUS_LABELS[p.status],
    outOfStock: yesNo(!p.inStock),
    description: p.description,
  };
}

/** A number as an es-AR spreadsheet reads it in a CSV: a decimal comma, no thousands dots. */
const csvNumber = (n: number) => String(n).replace('.', ',');

export async function exportProducts(
  db: Db,
  q: string,
  format: SheetFormat,
): Promise<{ body: Buffer; count: number }> {
  const rows = (await productsForExport(db, q)).map(exportRow);
  if (format === 'csv') {
    const csv = Papa.unparse(
      {
        fields: SHEET_COLUMNS.map((c) => c.header),
        data: rows.map((row) =>
          SHEET_COLUMNS.map(({ key }) => {
            const value = row[key];
            return typeof value === 'number' ? csvNumber(value) : (value ?? '');
          }),
        ),
      },
      { delimiter: ';', newline: '\r\n' },
    );
    // The BOM tells Excel the file is UTF-8 (accents); ';' is its separator in es-AR.
    return { body: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'), count: rows.length };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Productos', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SHEET_COLUMNS.map(({ key, header }) => ({
    key,
    header,
    width: key === 'name' || key === 'description' ? 40 : 16,
    style: key === 'price' ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, count: rows.length };
}

// ---------------------------------------------------------------------------------------------
// Import: each row read into a product input, or its problems

/** The columns a sheet reads and writes: the API's product columns without the images. */
const { images: _images, ...STORED_COLUMNS } = productColumns;
void _images;

interface CurrentProduct extends ProductInput {
  id: string;
  areaName: string | null;
  categoryName: string | null;
  subcategoryName: string | null;
}

type PlannedRow =
  | { row: number; action: 'crear'; input: ProductInput }
  | {
      row: number;
      action: 'actualizar' | 'sin_cambios';
      input: ProductInput;
      current: CurrentProduct;
    }
  | { row: number; action: 'rechazar'; report: SheetRowReport };

/** Text of a cell, trimmed ('' for nothing); a number as it would be typed. */
function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'boolean') return cell ? SHEET_YES : SHEET_NO;
  return String(cell).trim();
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const refuse = (message: string): Read<never> => ({ ok: false, message });

/**
 * A number cell: a spreadsheet number (within the field's decimals), or text by the shared
 * es-AR rule (`45.990,50`). Nothing is null; the field decides whether that is allowed.
 */
function readNumber(cell: Cell, options: ArNumberOptions): Read<number | null> {
  if (typeof cell === 'number') {
    const scale = 10 ** options.decimals;
    // A formula's float noise (3.3000000000000003) is not a third decimal.
    const clean = Number(cell.toFixed(9));
    if (Math.round(clean * scale) / scale !== clean)
      return refuse(`Admite hasta ${options.decimals} decimales`);
    return ok(clean);
  }
  const result = parseArNumber(cellText(cell), options);
  if (result.ok) return ok(result.value);
  return result.problem === 'empty' ? ok(null) : refuse(result.message);
}

function readChoice<T extends string>(
  cell: Cell,
  choices: readonly { value: T; labels: string[] }[],
  message: string,
): Read<T | null> {
  const text = cellText(cell);
  if (text === '') return ok(null);
  const key = headerKey(text);
  const found = choices.find((choice) => choice.labels.some((label) => headerKey(label) === key));
  return found ? ok(found.value) : refuse(message);
}

const YES_NO = [
  { value: 'si' as const, labels: [SHEET_YES, 'si', 'true', 'verdadero', '1', 'x'] },
  { value: 'no' as const, labels: [SHEET_NO, 'false', 'falso', '0'] },
];

function readYesNo(cell: Cell, header: string): Read<boolean | null> {
  if (typeof cell === 'boolean') return ok(cell);
  const read = readChoice(cell, YES_NO, `«${header}» debe ser Sí o No`);
  return read.ok ? ok(read.value === null ? null : read.value === 'si') : read;
}

const taxonomyKey = (name: string) => searchFold(name);

/** The taxonomy looked up by name: an area, a category within it, a subcategory within that. */
function taxonomyIndex(taxonomy: Taxonomy) {
  const areaByName = new Map(taxonomy.areas.map((a) => [taxonomyKey(a.name), a]));
  const categoryByName = new Map(
    taxonomy.categories.map((c) => [`${c.areaId}/${taxonomyKey(c.name)}`, c]),
  );
  const subcategoryByName = new Map(
    taxonomy.subcategories.map((s) => [`${s.categoryId}/${taxonomyKey(s.name)}`, s]),
  );
  const names = new Map(
    [...taxonomy.areas, ...taxonomy.categories, ...taxonomy.subcategories].map((t) => [
      t.id,
      t.name,
    ]),
  );
  return {
    taxonomy,
    names,
    area: (name: string) => areaByName.get(taxonomyKey(name)),
    category: (areaId: string, name: string) =>
      categoryByName.get(`${areaId}/${taxonomyKey(name)}`),
    subcategory: (categoryId: string, name: string) =>
      subcategoryByName.get(`${categoryId}/${taxonomyKey(name)}`),
  };
}
type TaxonomyIndex = ReturnType<typeof taxonomyIndex>;

const INPUT_COLUMN: Partial<Record<keyof ProductInput, SheetColumnKey>> = {
  name: 'name',
  code: 'code',
  description: 'description',
  brand: 'brand',
  price: 'price',
  discountPercentage: 'discountPercentage',
  dimensions: 'dimensions',
  metersPerBox: 'metersPerBox',
  quality: 'quality',
  type: 'type',
  hasShipping: 'hasShipping',
  status: 'status',
  inStock: 'outOfStock',
  saleUnit: 'saleUnit',
  areaId: 'area',
  categoryId: 'category',
  subcategoryId: 'subcategory',
};

const NEW_PRODUCT = {
  code: null,
  name: '',
  description: '',
  brand: '',
  discountPercentage: null,
  dimensions: null,
  metersPerBox: null,
  quality: '1ra',
  type: null,
  hasShipping: false,
  status: 'publicado',
  inStock: true,
  saleUnit: 'caja',
} as const satisfies Partial<ProductInput>;

/**
 * One row read over the product it updates (or a new one): the file's columns replace those
 * fields, the others keep their value. Every problem is named with its column.
 */
function readRow(
  cells: Partial<Record<SheetColumnKey, Cell>>,
  current: CurrentProduct | null,
  index: TaxonomyIndex,
): { input: ProductInput } | { problems: SheetProblem[] } {
  const problems: SheetProblem[] = [];
  const problem = (key: SheetColumnKey | '', message: string) =>
    problems.push({ column: key ? HEADER_OF[key] : '', message });
  const values: Record<string, unknown> = current ? { ...current } : { ...NEW_PRODUCT };
  const has = (key: SheetColumnKey) => key in cells;
  const take = <T>(key: SheetColumnKey, read: Read<T>, set: (value: T) => void) => {
    if (!has(key)) return;
    if (read.ok) set(read.value);
    else problem(key, read.message);
  };

  for (const key of ['code', 'name', 'brand', 'dimensions', 'description'] as const)
    if (has(key)) values[key] = cellText(cells[key] ?? null);
  take('price', readNumber(cells.price ?? null, PRODUCT_NUMBER_ENTRY.price), (v) => {
    if (v === null) problem('price', 'El precio es obligatorio');
    else values.price = v;
  });
  take(
    'discountPercentage',
    readNumber(cells.discountPercentage ?? null, PRODUCT_NUMBER_ENTRY.discountPercentage),
    (v) => (values.discountPercentage = v),
  );
  take(
    'metersPerBox',
    readNumber(cells.metersPerBox ?? null, PRODUCT_NUMBER_ENTRY.metersPerBox),
    (v) => (values.metersPerBox = v),
  );
  take(
    'quality',
    readChoice(
      cells.quality ?? null,
      QUALITIES.map((q) => ({ value: q, labels: [q] })),
      'La calidad debe ser 1ra o 2da',
    ),
    (v) => (v === null ? problem('quality', 'La calidad es obligatoria') : (values.quality = v)),
  );
  take(
    'type',
    readChoice(
      cells.type ?? null,
      FINISH_TYPES.map((t) => ({ value: t, labels: [t] })),
      `El acabado debe ser ${FINISH_TYPES.join(', ')} o quedar vacío`,
    ),
    (v) => (values.type = v),
  );
  take(
    'saleUnit',
    readChoice(
      cells.saleUnit ?? null,
      SALE_UNITS.map((u) => ({ value: u, labels: [u] })),
      'La unidad de venta debe ser caja, unidad o bolsa',
    ),
    (v) =>
      v === null ? problem('saleUnit', 'La unidad de venta es obligatoria') : (values.saleUnit = v),
  );
  take(
    'status',
    readChoice(
      cells.status ?? null,
      PRODUCT_STATUSES.map((s) => ({ value: s, labels: [PRODUCT_STATUS_LABELS[s]] })),
      'El estado debe ser Publicado o Borrador',
    ),
    (v) => (v === null ? problem('status', 'El estado es obligatorio') : (values.status = v)),
  );
  take('hasShipping', readYesNo(cells.hasShipping ?? null, HEADER_OF.hasShipping), (v) => {
    values.hasShipping = v ?? false;
  });
  take('outOfStock', readYesNo(cells.outOfStock ?? null, HEADER_OF.outOfStock), (v) => {
    values.inStock = !(v ?? false);
  });

  // The taxonomy by name, each within the one above it.
  const areaName = has('area') ? cellText(cells.area ?? null) : (current?.areaName ?? '');
  const categoryName = has('category')
    ? cellText(cells.category ?? null)
    : (current?.categoryName ?? '');
  const subcategoryName = has('subcategory')
    ? cellText(cells.subcategory ?? null)
    : (current?.subcategoryName ?? '');
  const area = areaName ? index.area(areaName) : undefined;
  const category = area && categoryName ? index.category(area.id, categoryName) : undefined;
  const subcategory =
    category && subcategoryName ? index.subcategory(category.id, subcategoryName) : undefined;
  if (!areaName) problem('area', 'El área es obligatoria');
  else if (!area) problem('area', `No existe el área «${areaName}»`);
  if (!categoryName) problem('category', 'La categoría es obligatoria');
  else if (area && !category)
    problem('category', `No existe la categoría «${categoryName}» en el área «${area.name}»`);
  if (!subcategoryName) problem('subcategory', 'La subcategoría es obligatoria');
  else if (category && !subcategory)
    problem(
      'subcategory',
      `No existe la subcategoría «${subcategoryName}» en la categoría «${category.name}»`,
    );
  values.areaId = area?.id ?? '';
  values.categoryId = category?.id ?? '';
  values.subcategoryId = subcategory?.id ?? '';

  const parsed = ProductInputSchema.safeParse(values);
  if (!parsed.success) {
    const seen = new Set(problems.map((p) => p.column));
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ProductInput | undefined;
      const key = field ? (INPUT_COLUMN[field] ?? '') : '';
      if (key === 'area' || key === 'category' || key === 'subcategory') continue;
      if (!seen.has(key ? HEADER_OF[key] : '')) problem(key, issue.message);
      seen.add(key ? HEADER_OF[key] : '');
    }
  }
  if (problems.length > 0 || !parsed.success) return { problems };
  const flooring = taxonomyIssues(parsed.data, index.taxonomy);
  for (const [field, message] of Object.entries(flooring))
    problem(INPUT_COLUMN[field as keyof ProductInput] ?? '', message);
  return problems.length > 0 ? { problems } : { input: parsed.data };
}

const COMPARED = [
  'name',
  'code',
  'description',
  'brand',
  'price',
  'discountPercentage',
  'dimensions',
  'metersPerBox',
  'quality',
  'type',
  'hasShipping',
  'status',
  'inStock',
  'saleUnit',
  'areaId',
  'categoryId',
  'subcategoryId',
] as const satisfies (keyof ProductInput)[];

const sameProduct = (a: ProductInput, b: ProductInput) => COMPARED.every((k) => a[k] === b[k]);

/** The stored products with the file's códigos, locked when the import is applied. */
async function currentByCode(
  db: Db,
  codes: string[],
  lock: boolean,
): Promise<Map<string, CurrentProduct>> {
  const rows = [];
  // Bounded statements: PostgreSQL takes at most 65,535 parameters in one.
  for (let start = 0; start < codes.length; start += 5000) {
    const query = db
      .select(STORED_COLUMNS)
      .from(products)
      .where(inArray(products.code, codes.slice(start, start + 5000)));
    rows.push(...(lock ? await query.for('update') : await query));
  }
  const map = new Map<string, CurrentProduct>();
  for (const row of rows) {
    if (row.code === null) continue;
    map.set(row.code, {
      ...row,
      type: row.type as ProductInput['type'],
      areaId: row.areaId ?? '',
      categoryId: row.categoryId ?? '',
      subcategoryId: row.subcategoryId ?? '',
      areaName: null,
      categoryName: null,
      subcategoryName: null,
    });
  }
  return map;
}

interface Plan {
  rows: PlannedRow[];
  report: ImportReport;
}

/** What the import of a sheet would do, row by row: the dry run, and the apply's plan. */
async function planImport(db: Db, sheet: Sheet, lock: boolean): Promise<Plan> {
  const columns = new Map<SheetColumnKey, number>();
  const ignoredColumns: string[] = [];
  sheet.header.forEach((title, i) => {
    const key = HEADERS.get(headerKey(title));
    if (!key) {
      if (title !== '') ignoredColumns.push(title);
      return;
    }
    if (columns.has(key))
      throw badRequest(M.repeatedHeader(title), { file: M.repeatedHeader(title) });
    columns.set(key, i);
  });

  const read = sheet.rows.map(({ row, cells }) => {
    const byKey: Partial<Record<SheetColumnKey, Cell>> = {};
    for (const [key, i] of columns) byKey[key] = cells[i] ?? null;
    return { row, cells: byKey, code: cellText(byKey.code ?? null) };
  });
  const rowsOfCode = new Map<string, number[]>();
  for (const { row, code } of read)
    if (code) rowsOfCode.set(code, [...(rowsOfCode.get(code) ?? []), row]);

  const index = taxonomyIndex(await getTaxonomy(db));
  const current = await currentByCode(db, [...rowsOfCode.keys()], lock);
  for (const product of current.values()) {
    product.areaName = index.names.get(product.areaId) ?? null;
    product.categoryName = index.names.get(product.categoryId) ?? null;
    product.subcategoryName = index.names.get(product.subcategoryId) ?? null;
  }

  const planned: PlannedRow[] = read.map(({ row, cells, code }) => {
    const existing = code ? (current.get(code) ?? null) : null;
    const result = readRow(cells, existing, index);
    const problems = 'problems' in result ? result.problems : [];
    const repeated = rowsOfCode.get(code) ?? [];
    if (repeated.length > 1)
      problems.unshift({
        column: HEADER_OF.code,
        message: `El código «${code}» se repite en las filas ${repeated.join(', ')}`,
      });
    if (problems.length > 0 || !('input' in result))
      return {
        row,
        action: 'rechazar',
        report: {
          row,
          code: code || null,
          name: cellText(cells.name ?? null) || existing?.name || '',
          action: 'rechazar',
          problems,
        },
      };
    if (!existing) return { row, action: 'crear', input: result.input };
    return {
      row,
      action: sameProduct(result.input, existing) ? 'sin_cambios' : 'actualizar',
      input: result.input,
      current: existing,
    };
  });
  const count = (action: SheetRowReport['action']) =>
    planned.filter((p) => p.action === action).length;
  const refusedRows = planned.flatMap((p) => (p.action === 'rechazar' ? [p.report] : []));
  return {
    rows: planned,
    report: {
      rows: planned.length,
      created: count('crear'),
      updated: count('actualizar'),
      unchanged: count('sin_cambios'),
      refused: refusedRows.length,
      refusedRows: refusedRows.slice(0, REPORT_ROWS_LISTED),
      ignoredColumns,
      applied: false,
    },
  };
}

/** The dry run: the report, nothing written. */
export async function checkImport(db: Db, sheet: Sheet): Promise<ImportReport> {
  return (await planImport(db, sheet, false)).report;
}

/** A product's stored columns, search ones included, from its input and taxonomy's names. */
function storedValues(input: ProductInput, index: TaxonomyIndex) {
  return {
    ...input,
    ...searchColumns({
      ...input,
      areaName: index.names.get(input.areaId) ?? null,
      categoryName: index.names.get(input.categoryId) ?? null,
      subcategoryName: index.names.get(input.subcategoryId) ?? null,
    }),
  };
}

const CHUNK = 1000;

/**
 * Applies a sheet in one transaction: every row, or (validOnly) the rows without problems.
 * Creates in multi-row inserts, updates in one statement per chunk, price changes recorded
 * in the price history, one entry in the activity log.
 */
export async function applyImport(
  db: Db,
  writes: CatalogWrites,
  sheet: Sheet,
  options: { validOnly: boolean; fileName: string; by: Pick<SessionUser, 'id' | 'name'> },
): Promise<ImportReport> {
  let applied: ImportReport;
  try {
    applied = await db.transaction(async (tx) => {
      const { rows, report } = await planImport(tx, sheet, true);
      if (report.refused > 0 && !options.validOnly) throw badRequest(M.hasProblems(report.refused));
      const index = taxonomyIndex(await getTaxonomy(tx));
      const creates = rows.flatMap((r) => (r.action === 'crear' ? [r.input] : []));
      const updates = rows.flatMap((r) => (r.action === 'actualizar' ? [r] : []));
      for (let start = 0; start < creates.length; start += CHUNK)
        await tx.insert(products).values(
          creates.slice(start, start + CHUNK).map((input) => ({
            ...storedValues(input, index),
            images: [],
          })),
        );
      for (let start = 0; start < updates.length; start += CHUNK) {
        const chunk = updates.slice(start, start + CHUNK).map(({ input, current }) => {
          const v = storedValues(input, index);
          return {
            id: current.id,
            name: v.name,
            code: v.code,
            description: v.description,
            brand: v.brand,
            price: v.price,
            discount_percentage: v.discountPercentage,
            dimensions: v.dimensions,
            meters_per_box: v.metersPerBox,
            quality: v.quality,
            type: v.type,
            has_shipping: v.hasShipping,
            status: v.status,
            in_stock: v.inStock,
            sale_unit: v.saleUnit,
            area_id: v.areaId,
            category_id: v.categoryId,
            subcategory_id: v.subcategoryId,
            search_text: v.searchText,
            search_name: v.searchName,
            search_version: v.searchVersion,
            flooring: v.flooring,
            format: v.format,
          };
        });
        await tx.execute(sql`
          update ${products} set
            name = v.name, code = v.code, description = v.description, brand = v.brand,
            price = v.price, discount_percentage = v.discount_percentage,
            dimensions = v.dimensions, meters_per_box = v.meters_per_box, quality = v.quality,
            type = v.type, has_shipping = v.has_shipping, status = v.status,
            in_stock = v.in_stock, sale_unit = v.sale_unit, area_id = v.area_id,
            category_id = v.category_id, subcategory_id = v.subcategory_id,
            search_text = v.search_text, search_name = v.search_name,
            search_version = v.search_version, flooring = v.flooring, format = v.format,
            updated_at = now()
          from json_to_recordset(${JSON.stringify(chunk)}::json) as v(
            id uuid, name text, code text, description text, brand text, price numeric,
            discount_percentage numeric, dimensions text, meters_per_box numeric, quality text,
            type text, has_shipping boolean, status text, in_stock boolean, sale_unit text,
            area_id uuid, category_id uuid, subcategory_id uuid, search_text text,
            search_name text, search_version int, flooring boolean, format text)
          where ${products.id} = v.id`);
      }
      await recordPriceChanges(
        tx,
        updates.map(({ input, current }) => ({
          productId: current.id,
          oldPrice: current.price,
          newPrice: input.price,
        })),
        options.by,
        'importacion',
      );
      const priced = updates.filter((u) => u.input.price !== u.current.price).length;
      await recordActivity(tx, {
        actorId: options.by.id,
        action: 'products.import',
        subject: `Planilla «${options.fileName}»`,
        detail: [
          `${report.created} creados`,
          `${report.updated} actualizados (${priced} con precio nuevo)`,
          `${report.unchanged} sin cambios`,
          `${report.refused} filas rechazadas`,
        ].join(', '),
      });
      return { ...report, applied: true };
    });
  } catch (error) {
    // Another product took a código of the file meanwhile.
    if (isUniqueViolation(error))
      throw conflict(ADMIN_CATALOG_MESSAGES.duplicateCode, {
        file: ADMIN_CATALOG_MESSAGES.duplicateCode,
      });
    throw error;
  }
  await writes.changed();
  return applied;
}
