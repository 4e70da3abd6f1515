/** The products import applied: a sheet's plan (product-sheet-plan.ts) written in one transaction. */
import { sql } from 'drizzle-orm';
import { ADMIN_CATALOG_MESSAGES, type ProductInput } from '#shared/admin-catalog';
import type { SessionUser } from '#shared/auth';
import { type ImportReport, PRODUCT_SHEET_MESSAGES as M } from '#shared/product-sheet';
import type { Db } from '#server/db/client';
import { products } from '#server/db/schema';
import { isUniqueViolation } from '#server/db/unique-violation';
import { badRequest, conflict } from '#server/errors';
import { recordActivity } from '../staff/activity';
import { getTaxonomy } from './catalog-read';
import type { CatalogWrites } from './catalog-writes';
import { recordPriceChanges } from './price-history';
import { planImport } from './product-sheet-plan';
import { type TaxonomyIndex, attributesOf, taxonomyIndex } from './product-sheet-rows';
import { searchColumns } from './search-text';
import type { Sheet } from '#server/lib/sheet-read';

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
          const a = attributesOf(input);
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
            color: a.color,
            usage: a.usage,
            placement: a.placement,
            slip_resistance: a.slipResistance,
            pei: a.pei,
            rectified: a.rectified,
            thickness_mm: a.thicknessMm,
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
            color = v.color, usage = v.usage, placement = v.placement,
            slip_resistance = v.slip_resistance, pei = v.pei, rectified = v.rectified,
            thickness_mm = v.thickness_mm, updated_at = now()
          from json_to_recordset(${JSON.stringify(chunk)}::json) as v(
            id uuid, name text, code text, description text, brand text, price numeric,
            discount_percentage numeric, dimensions text, meters_per_box numeric, quality text,
            type text, has_shipping boolean, status text, in_stock boolean, sale_unit text,
            area_id uuid, category_id uuid, subcategory_id uuid, search_text text,
            search_name text, search_version int, flooring boolean, format text, color text,
            usage text, placement text, slip_resistance text, pei smallint, rectified boolean,
            thickness_mm numeric)
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
