/**
 * The products import's plan (the dry run): each row of a sheet matched to the product it is
 * — by ID, código or name — read into a product's fields, checked, and reported. Writing the
 * plan is product-sheet-import.ts's job.
 */
import { inArray } from 'drizzle-orm';
import type { ProductInput } from '#shared/admin-catalog';
import {
  type ImportReport,
  PRODUCT_SHEET_MESSAGES as M,
  REPORT_ROWS_LISTED,
  SHEET_COLUMNS,
  type SheetColumnKey,
  type SheetProblem,
  type SheetRowChange,
  type SheetRowReport,
} from '#shared/product-sheet';
import { searchFold } from '#shared/search';
import type { Db } from '#server/db/client';
import { products } from '#server/db/schema';
import { badRequest } from '#server/errors';
import { getTaxonomy } from './catalog-read';
import { type SheetProduct, sheetTexts } from './product-sheet-export';
import {
  type CurrentProduct,
  HEADER_OF,
  STORED_COLUMNS,
  type TaxonomyIndex,
  attributesOf,
  cellText,
  readRow,
  sameProduct,
  taxonomyIndex,
} from './product-sheet-rows';
import { type Cell, HEADERS, type Sheet, headerKey } from '#server/lib/sheet-read';

export type PlannedRow =
  | { row: number; action: 'crear'; input: ProductInput; change: SheetRowChange }
  | {
      row: number;
      action: 'actualizar' | 'sin_cambios';
      input: ProductInput;
      current: CurrentProduct;
      change: SheetRowChange;
    }
  | { row: number; action: 'rechazar'; report: SheetRowReport };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A name as rows and products are matched by it: accents, case and spacing aside. */
const nameKey = (name: string) => searchFold(name);

/**
 * The stored products a sheet's rows may be — by id, by código, by name — locked when the
 * import is applied, with their taxonomy's names.
 */
async function storedProducts(
  db: Db,
  keys: { ids: string[]; codes: string[]; names: string[] },
  index: TaxonomyIndex,
  lock: boolean,
): Promise<CurrentProduct[]> {
  const found = new Map<string, CurrentProduct>();
  const lookups = [
    { column: products.id, values: keys.ids },
    { column: products.code, values: keys.codes },
    { column: products.searchName, values: keys.names },
  ];
  for (const { column, values } of lookups)
    // Bounded statements: PostgreSQL takes at most 65,535 parameters in one.
    for (let start = 0; start < values.length; start += 5000) {
      const query = db
        .select(STORED_COLUMNS)
        .from(products)
        .where(inArray(column, values.slice(start, start + 5000)));
      for (const row of lock ? await query.for('update') : await query) {
        const areaId = row.areaId ?? '';
        const categoryId = row.categoryId ?? '';
        const subcategoryId = row.subcategoryId ?? '';
        found.set(row.id, {
          ...row,
          type: row.type as ProductInput['type'],
          areaId,
          categoryId,
          subcategoryId,
          areaName: index.names.get(areaId) ?? null,
          categoryName: index.names.get(categoryId) ?? null,
          subcategoryName: index.names.get(subcategoryId) ?? null,
        });
      }
    }
  return [...found.values()];
}

function group<T>(items: T[], key: (item: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k) map.set(k, [...(map.get(k) ?? []), item]);
  }
  return map;
}

/** The subcategory a row names by its taxonomy cells, if it exists. */
function rowSubcategory(cells: Partial<Record<SheetColumnKey, Cell>>, index: TaxonomyIndex) {
  const area = index.area(cellText(cells.area ?? null));
  const category = area && index.category(area.id, cellText(cells.category ?? null));
  return category ? index.subcategory(category.id, cellText(cells.subcategory ?? null)) : undefined;
}

const asSheetProduct = (p: ProductInput, index: TaxonomyIndex): SheetProduct => ({
  ...p,
  ...attributesOf(p),
  id: null,
  areaName: index.names.get(p.areaId) ?? null,
  categoryName: index.names.get(p.categoryId) ?? null,
  subcategoryName: index.names.get(p.subcategoryId) ?? null,
});

/** Each column whose text changes, old → new, as the review shows it. */
function fieldChanges(current: CurrentProduct, input: ProductInput, index: TaxonomyIndex) {
  const before = sheetTexts(asSheetProduct(current, index));
  const after = sheetTexts(asSheetProduct(input, index));
  return SHEET_COLUMNS.flatMap(({ key, header }) =>
    key !== 'id' && before[key] !== after[key]
      ? [{ column: header, before: before[key], after: after[key] }]
      : [],
  );
}

const place = (p: CurrentProduct) =>
  [p.areaName, p.categoryName, p.subcategoryName].filter(Boolean).join(' › ');

export interface Plan {
  rows: PlannedRow[];
  report: ImportReport;
}

/**
 * What the import of a sheet would do, row by row: the dry run, and the apply's plan. A row is
 * the product with its ID; else the one with its código; else the one with its name (accents
 * and case aside) in its subcategory; else a new product.
 */
export async function planImport(db: Db, sheet: Sheet, lock: boolean): Promise<Plan> {
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
    const id = cellText(byKey.id ?? null);
    return {
      row,
      cells: byKey,
      id: UUID.test(id) ? id.toLowerCase() : null,
      badId: id !== '' && !UUID.test(id) ? id : null,
      code: cellText(byKey.code ?? null),
      name: cellText(byKey.name ?? null),
    };
  });

  const index = taxonomyIndex(await getTaxonomy(db));
  const stored = await storedProducts(
    db,
    {
      ids: [...new Set(read.flatMap((r) => (r.id ? [r.id] : [])))],
      codes: [...new Set(read.flatMap((r) => (r.code ? [r.code] : [])))],
      names: [...new Set(read.flatMap((r) => (r.name ? [nameKey(r.name)] : [])))],
    },
    index,
    lock,
  );
  const byId = new Map(stored.map((p) => [p.id, p]));
  const byCode = new Map(stored.flatMap((p) => (p.code ? [[p.code, p] as const] : [])));
  const byName = group(stored, (p) => nameKey(p.name));

  const matched = read.map((r) => {
    const problems: SheetProblem[] = [];
    if (r.badId)
      problems.push({
        column: HEADER_OF.id,
        message: `El ID «${r.badId}» no es válido: dejá el ID como lo exportó la tienda, o vacío para un producto nuevo`,
      });
    let existing: CurrentProduct | undefined;
    let matchedBy: SheetRowChange['matchedBy'] = null;
    if (r.id && byId.has(r.id)) [existing, matchedBy] = [byId.get(r.id), 'id'];
    else if (r.code && byCode.has(r.code)) [existing, matchedBy] = [byCode.get(r.code), 'codigo'];
    else if (r.name && !r.badId) {
      const subcategory = rowSubcategory(r.cells, index);
      const same = (byName.get(nameKey(r.name)) ?? []).filter(
        (p) => subcategory && p.subcategoryId === subcategory.id,
      );
      if (same.length === 1) [existing, matchedBy] = [same[0], 'nombre'];
      else if (same.length > 1)
        problems.push({
          column: HEADER_OF.name,
          message: `Hay ${same.length} productos llamados «${r.name}» en «${subcategory?.name ?? ''}»: agregá la columna ID (exportá la lista de nuevo) o el código`,
        });
    }
    const owner = r.code ? byCode.get(r.code) : undefined;
    if (existing && owner && owner.id !== existing.id)
      problems.push({
        column: HEADER_OF.code,
        message: `El código «${r.code}» ya es del producto «${owner.name}»`,
      });
    return { ...r, existing: existing ?? null, matchedBy, problems };
  });
  const rowsOfCode = group(matched, (r) => r.code || null);
  const rowsOfProduct = group(matched, (r) => r.existing?.id ?? null);

  const planned: PlannedRow[] = matched.map(
    ({ row, cells, code, name, existing, matchedBy, problems }) => {
      const result = readRow(cells, existing, index);
      if ('problems' in result) problems.push(...result.problems);
      const sameCode = rowsOfCode.get(code) ?? [];
      if (sameCode.length > 1)
        problems.unshift({
          column: HEADER_OF.code,
          message: `El código «${code}» se repite en las filas ${sameCode.map((r) => r.row).join(', ')}`,
        });
      else if (existing && (rowsOfProduct.get(existing.id)?.length ?? 0) > 1)
        problems.unshift({
          column: '',
          message: `Las filas ${(rowsOfProduct.get(existing.id) ?? []).map((r) => r.row).join(', ')} son del mismo producto («${existing.name}»)`,
        });
      if (problems.length > 0 || !('input' in result))
        return {
          row,
          action: 'rechazar',
          report: {
            row,
            code: code || null,
            name: name || existing?.name || '',
            action: 'rechazar',
            problems,
          },
        };
      const { input } = result;
      if (!existing) {
        const like = byName.get(nameKey(input.name))?.[0];
        return {
          row,
          action: 'crear',
          input,
          change: {
            row,
            action: 'crear',
            productId: null,
            code: input.code,
            name: input.name,
            matchedBy: null,
            changes: [],
            lookalike: like ? { id: like.id, name: like.name, place: place(like) } : null,
          },
        };
      }
      const same = sameProduct(input, existing);
      return {
        row,
        action: same ? 'sin_cambios' : 'actualizar',
        input,
        current: existing,
        change: {
          row,
          action: 'actualizar',
          productId: existing.id,
          code: input.code,
          name: input.name,
          matchedBy,
          changes: same ? [] : fieldChanges(existing, input, index),
          lookalike: null,
        },
      };
    },
  );
  const count = (action: SheetRowReport['action']) =>
    planned.filter((p) => p.action === action).length;
  const refusedRows = planned.flatMap((p) => (p.action === 'rechazar' ? [p.report] : []));
  const changedRows = planned.flatMap((p) =>
    p.action === 'crear' || p.action === 'actualizar' ? [p.change] : [],
  );
  return {
    rows: planned,
    report: {
      rows: planned.length,
      created: count('crear'),
      updated: count('actualizar'),
      unchanged: count('sin_cambios'),
      refused: refusedRows.length,
      refusedRows: refusedRows.slice(0, REPORT_ROWS_LISTED),
      changedRows: changedRows.slice(0, REPORT_ROWS_LISTED),
      lookalikes: changedRows.filter((c) => c.lookalike !== null).length,
      ignoredColumns,
      applied: false,
    },
  };
}

/** The dry run: the report, nothing written. */
export async function checkImport(db: Db, sheet: Sheet): Promise<ImportReport> {
  return (await planImport(db, sheet, false)).report;
}
