import { asc, desc, eq } from 'drizzle-orm';
import { PRODUCT_STATUS_LABELS, type PRODUCT_STATUSES } from '#shared/availability';
import { formatMoney, formatNumber } from '#shared/format';
import { QUALITY_LABELS } from '#shared/pricing';
import { type TileAttributes, thicknessNumber } from '#shared/tile-attributes';
import {
  SHEET_COLUMNS,
  SHEET_NO,
  SHEET_YES,
  type SheetColumnKey,
  type SheetFormat,
} from '#shared/product-sheet';
import type { Db } from '#server/db/client';
import { areas, categories, products, subcategories } from '#server/db/schema';
import { tileAttributeColumns } from './catalog-read';
import { attributeCells } from './product-sheet-attributes';
import { searchMatch } from './search-query';
import { type SheetColumn, writeCsv, writeXlsx } from '#server/lib/sheet-write';

/** A product as a sheet shows it: its fields, its taxonomy by name. */
export interface SheetProduct extends TileAttributes {
  id: string | null;
  code: string | null;
  name: string;
  areaName: string | null;
  categoryName: string | null;
  subcategoryName: string | null;
  price: number;
  discountPercentage: number | null;
  metersPerBox: number | null;
  dimensions: string | null;
  quality: keyof typeof QUALITY_LABELS;
  type: string | null;
  brand: string;
  hasShipping: boolean;
  saleUnit: string;
  status: (typeof PRODUCT_STATUSES)[number];
  inStock: boolean;
  description: string;
}

/** The admin list's products for a search, in the list's order, with their taxonomy names. */
async function productsForExport(db: Db, q: string): Promise<SheetProduct[]> {
  const search = await searchMatch(db, q);
  return db
    .select({
      id: products.id,
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
      ...tileAttributeColumns,
    })
    .from(products)
    .leftJoin(areas, eq(areas.id, products.areaId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(search?.where ?? undefined)
    .orderBy(...(search ? [desc(search.rank)] : []), desc(products.createdAt), asc(products.id));
}

/** The columns whose cells are numbers (sheetRow). */
const NUMERIC_COLUMNS = new Set<SheetColumnKey>([
  'price',
  'discountPercentage',
  'metersPerBox',
  'thicknessMm',
]);

const yesNo = (value: boolean) => (value ? SHEET_YES : SHEET_NO);

/** A product's cells, as the export writes them and the import reads them back. */
export function sheetRow(p: SheetProduct): Record<SheetColumnKey, string | number | null> {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    area: p.areaName,
    category: p.categoryName,
    subcategory: p.subcategoryName,
    price: p.price,
    discountPercentage: p.discountPercentage,
    metersPerBox: p.metersPerBox,
    dimensions: p.dimensions,
    quality: QUALITY_LABELS[p.quality],
    type: p.type,
    brand: p.brand,
    hasShipping: yesNo(p.hasShipping),
    saleUnit: p.saleUnit,
    status: PRODUCT_STATUS_LABELS[p.status],
    outOfStock: yesNo(!p.inStock),
    description: p.description,
    ...attributeCells(p, yesNo),
  };
}

/** A product's cells as a person reads them in the import's review ('$ 45.990,50', '1,44'). */
export function sheetTexts(p: SheetProduct): Record<SheetColumnKey, string> {
  const row = sheetRow(p);
  return Object.fromEntries(
    SHEET_COLUMNS.map(({ key }) => {
      const value = row[key];
      if (typeof value !== 'number') return [key, value ?? ''];
      if (key === 'thicknessMm') return [key, thicknessNumber(value)];
      return [key, key === 'price' ? formatMoney(value) : formatNumber(value)];
    }),
  ) as Record<SheetColumnKey, string>;
}

/** The export's columns: the sheet's, prices with two decimals, other numbers as typed. */
const EXPORT_COLUMNS: SheetColumn[] = SHEET_COLUMNS.map(({ key, header }) => ({
  header,
  kind: key === 'price' ? 'money' : NUMERIC_COLUMNS.has(key) ? 'number' : 'text',
  numFmt: key === 'price' ? '#,##0.00' : null,
  width: key === 'name' || key === 'description' ? 40 : key === 'id' ? 38 : 16,
}));

export async function exportProducts(
  db: Db,
  q: string,
  format: SheetFormat,
): Promise<{ body: Buffer; count: number }> {
  const rows = (await productsForExport(db, q)).map(sheetRow);
  const table = {
    columns: EXPORT_COLUMNS,
    rows: rows.map((row) => SHEET_COLUMNS.map(({ key }) => row[key])),
  };
  const body =
    format === 'csv'
      ? writeCsv(table)
      : await writeXlsx(table, { sheetName: 'Productos', filters: false });
  return { body, count: rows.length };
}
