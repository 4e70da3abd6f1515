import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { asc, desc, eq } from 'drizzle-orm';
import { PRODUCT_STATUS_LABELS, type PRODUCT_STATUSES } from '../../shared/availability';
import { formatMoney, formatNumber } from '../../shared/format';
import { QUALITY_LABELS } from '../../shared/pricing';
import {
  SHEET_COLUMNS,
  SHEET_NO,
  SHEET_YES,
  type SheetColumnKey,
  type SheetFormat,
} from '../../shared/product-sheet';
import type { Db } from '../db/client';
import { areas, categories, products, subcategories } from '../db/schema';
import { guardFormula } from './csv-formula-guard';
import { searchMatch } from './search-query';

/** A product as a sheet shows it: its fields, its taxonomy by name. */
export interface SheetProduct {
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
    })
    .from(products)
    .leftJoin(areas, eq(areas.id, products.areaId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(search?.where ?? undefined)
    .orderBy(...(search ? [desc(search.rank)] : []), desc(products.createdAt), asc(products.id));
}

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
  };
}

/** A product's cells as a person reads them in the import's review ('$ 45.990,50', '1,44'). */
export function sheetTexts(p: SheetProduct): Record<SheetColumnKey, string> {
  const row = sheetRow(p);
  return Object.fromEntries(
    SHEET_COLUMNS.map(({ key }) => {
      const value = row[key];
      if (typeof value !== 'number') return [key, value ?? ''];
      return [key, key === 'price' ? formatMoney(value) : formatNumber(value)];
    }),
  ) as Record<SheetColumnKey, string>;
}

/** A number as an es-AR spreadsheet reads it in a CSV: a decimal comma, no thousands dots. */
const csvNumber = (n: number) => String(n).replace('.', ',');

export async function exportProducts(
  db: Db,
  q: string,
  format: SheetFormat,
): Promise<{ body: Buffer; count: number }> {
  const rows = (await productsForExport(db, q)).map(sheetRow);
  if (format === 'csv') {
    const csv = Papa.unparse(
      {
        fields: SHEET_COLUMNS.map((c) => c.header),
        data: rows.map((row) =>
          SHEET_COLUMNS.map(({ key }) => {
            const value = row[key];
            return typeof value === 'number' ? csvNumber(value) : guardFormula(value ?? '');
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
    width: key === 'name' || key === 'description' ? 40 : key === 'id' ? 38 : 16,
    style: key === 'price' ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, count: rows.length };
}
