import { type SQL, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  ADMIN_CATALOG_MESSAGES as M,
  type AreaInput,
  type CategoryInput,
  type SubcategoryInput,
  TAXONOMY_FIELD_MESSAGES,
  type TaxonomyProductCounts,
} from '#shared/admin-catalog';
import type { Area, Category, Subcategory } from '#shared/catalog';
import type { Db } from '#server/db/client';
import { areas, categories, products, subcategories } from '#server/db/schema';
import { badRequest, notFound } from '#server/errors';
import { type ActivityRecord, describeChanges, recordActivity } from '../staff/activity';
import { type CatalogWrites, announced } from './catalog-writes';
import { areaColumns, categoryColumns, subcategoryColumns } from './catalog-read';
import { rememberingOldPaths } from './category-redirects';
import { recomputeSearchText } from './search-text';
import { type TaxonomyLevel, keepPlace, placeAt, renumber } from './taxonomy-order';

/** The ids of the products matching where (before a deletion unlinks them). */
async function productIds(db: Db, where: SQL): Promise<string[]> {
  return (await db.select({ id: products.id }).from(products).where(where)).map((p) => p.id);
}

/**
 * A product's search text holds its taxonomy's names (modules/catalogue/search-text.ts): these products'
 * are recomputed in the transaction that renamed, moved or deleted their area, category or
 * subcategory, so a search never finds them by a name they no longer have.
 */
function recomputeProducts(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return Promise.resolve(0);
  return recomputeSearchText(db, sql`${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`);
}

type TaxonomyKind = TaxonomyLevel;
const KIND_NAMES: Record<TaxonomyKind, string> = {
  area: 'Área',
  category: 'Categoría',
  subcategory: 'Subcategoría',
};
interface TaxonomyValues {
  name: string;
  description: string | null;
  order: number;
}

/** The activity log's entry for a taxonomy write (in its transaction). */
function taxonomyActivity(
  kind: TaxonomyKind,
  change: 'create' | 'update' | 'delete',
  actorId: string,
  row: TaxonomyValues,
  before?: TaxonomyValues,
): ActivityRecord {
  return {
    actorId,
    action: `${kind}.${change}`,
    subject: `${KIND_NAMES[kind]} «${row.name}»`,
    detail: before
      ? describeChanges([
          { label: 'Nombre', before: before.name, after: row.name },
          { label: 'Descripción', before: before.description ?? '', after: row.description ?? '' },
          { label: 'Orden', before: String(before.order), after: String(row.order) },
        ])
      : '',
  };
}

/** The item being reordered, locked, with the parent its siblings share ('' for areas). */
async function lockItem(
  tx: Db,
  level: TaxonomyLevel,
  id: string,
): Promise<(TaxonomyValues & { parentId: string }) | undefined> {
  const values = (table: typeof areas | typeof categories | typeof subcategories) => ({
    name: table.name,
    description: table.description,
    order: table.order,
  });
  switch (level) {
    case 'area': {
      const [row] = await tx
        .select(values(areas))
        .from(areas)
        .where(eq(areas.id, id))
        .for('update');
      return row && { ...row, parentId: '' };
    }
    case 'category': {
      const [row] = await tx
        .select({ ...values(categories), parentId: categories.areaId })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      return row;
    }
    case 'subcategory': {
      const [row] = await tx
        .select({ ...values(subcategories), parentId: subcategories.categoryId })
        .from(subcategories)
        .where(eq(subcategories.id, id))
        .for('update');
      return row;
    }
  }
}

/** { id: products } of the products grouped by one of their taxonomy links. */
async function countBy(
  db: Db,
  column: typeof products.areaId | typeof products.categoryId | typeof products.subcategoryId,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ id: column, count: sql<number>`count(*)::int` })
    .from(products)
    .where(isNotNull(column))
    .groupBy(column);
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.count)]));
}

/** The answer when the item of a level is not there. */
export const TAXONOMY_NOT_FOUND: Record<TaxonomyLevel, string> = {
  area: M.areaNotFound,
  category: M.categoryNotFound,
  subcategory: M.subcategoryNotFound,
};

/**
 * Areas, categories and subcategories writes (reads are the public GET /api/taxonomy), each in
 * one transaction — which also remembers the category paths it took away, so old links keep
 * working (modules/catalogue/category-redirects.ts) — announced to the catalogue caches once committed.
 * Deleting a parent deletes its children; products keep existing with null links and show as
 * 'Sin clasificar' in the admin (docs/decisions/0002-taxonomy-deletion.md).
 */
export function adminTaxonomy(db: Db, writes: CatalogWrites) {
  /**
   * Runs a write in a transaction that also remembers the category paths it took away (old
   * links keep working), without announcing it.
   */
  const transaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    db.transaction((tx) => rememberingOldPaths(tx, work));
  /** The same, announced once committed. */
  const write = <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    announced(writes, () => transaction(work));

  async function areaExists(id: string): Promise<void> {
    const [row] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, id));
    if (!row)
      throw badRequest(TAXONOMY_FIELD_MESSAGES.areaUnknown, {
        areaId: TAXONOMY_FIELD_MESSAGES.areaUnknown,
      });
  }

  /** The adhesive and grout chosen for a category must be products of the catalogue. */
  async function materialsExist(input: {
    adhesiveProductId: string | null;
    groutProductId: string | null;
  }): Promise<void> {
    const fields: Record<string, string> = {};
    for (const field of ['adhesiveProductId', 'groutProductId'] as const) {
      const id = input[field];
      if (!id) continue;
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
      if (!row) fields[field] = TAXONOMY_FIELD_MESSAGES.materialUnknown;
    }
    const first = Object.values(fields)[0];
    if (first) throw badRequest(first, fields);
  }

  async function categoryArea(id: string): Promise<string> {
    const [row] = await db
      .select({ areaId: categories.areaId })
      .from(categories)
      .where(eq(categories.id, id));
    if (!row)
      throw badRequest(TAXONOMY_FIELD_MESSAGES.categoryUnknown, {
        categoryId: TAXONOMY_FIELD_MESSAGES.categoryUnknown,
      });
    return row.areaId;
  }

  return {
    /** How many products go with each item (the delete and move confirmations say it). */
    async productCounts(): Promise<TaxonomyProductCounts> {
      const [areaCounts, categoryCounts, subcategoryCounts] = await Promise.all([
        countBy(db, products.areaId),
        countBy(db, products.categoryId),
        countBy(db, products.subcategoryId),
      ]);
      return { areas: areaCounts, categories: categoryCounts, subcategories: subcategoryCounts };
    },

    /** Up/down in the lists: the item goes to the position asked, its siblings stay 1..n. */
    async reorder(
      level: TaxonomyLevel,
      id: string,
      order: number,
      actorId: string,
    ): Promise<{ id: string; order: number }> {
      return write(async (tx) => {
        const before = await lockItem(tx, level, id);
        if (!before) throw notFound(TAXONOMY_NOT_FOUND[level]);
        const position = await placeAt(tx, level, before.parentId, id, order);
        if (position !== before.order)
          await recordActivity(
            tx,
            taxonomyActivity(level, 'update', actorId, { ...before, order: position }, before),
          );
        return { id, order: position };
      });
    },

    async createArea(input: AreaInput, actorId: string): Promise<Area | undefined> {
      return write(async (tx) => {
        const [created] = await tx.insert(areas).values(input).returning(areaColumns);
        if (!created) return created;
        created.order = await placeAt(tx, 'area', '', created.id, input.order);
        await recordActivity(tx, taxonomyActivity('area', 'create', actorId, created));
        return created;
      });
    },

    async updateArea(id: string, input: AreaInput, actorId: string): Promise<Area> {
      return write(async (tx) => {
        const [before] = await tx
          .select({ name: areas.name, description: areas.description, order: areas.order })
          .from(areas)
          .where(eq(areas.id, id))
          .for('update');
        const [row] = await tx
          .update(areas)
          .set(input)
          .where(eq(areas.id, id))
          .returning(areaColumns);
        if (!before || !row) throw notFound(M.areaNotFound);
        row.order = await keepPlace(tx, 'area', '', row.id, before.order, input.order);
        await recordActivity(tx, taxonomyActivity('area', 'update', actorId, row, before));
        if (before.name !== row.name) await recomputeSearchText(tx, eq(products.areaId, id));
        return row;
      });
    },

    // Categories and subcategories go with the area (FK cascade) in one statement; products
    // that pointed at any of them are unlinked (ON DELETE SET NULL), never deleted.
    async deleteArea(id: string, actorId: string): Promise<void> {
      const deleted = await transaction(async (tx) => {
        const unlinked = await productIds(tx, eq(products.areaId, id));
        const categoryIds = (
          await tx.select({ id: categories.id }).from(categories).where(eq(categories.areaId, id))
        ).map((c) => c.id);
        if (categoryIds.length > 0)
          await tx.delete(subcategories).where(inArray(subcategories.categoryId, categoryIds));
        await tx.delete(categories).where(eq(categories.areaId, id));
        const rows = await tx.delete(areas).where(eq(areas.id, id)).returning(areaColumns);
        for (const row of rows)
          await recordActivity(tx, taxonomyActivity('area', 'delete', actorId, row));
        await recomputeProducts(tx, unlinked);
        if (rows.length > 0) await renumber(tx, 'area', '');
        return rows;
      });
      if (deleted.length === 0) throw notFound(M.areaNotFound);
      await writes.changed();
    },

    async createCategory(input: CategoryInput, actorId: string): Promise<Category | undefined> {
      await areaExists(input.areaId);
      await materialsExist(input);
      return write(async (tx) => {
        const [created] = await tx.insert(categories).values(input).returning(categoryColumns);
        if (!created) return created;
        created.order = await placeAt(tx, 'category', input.areaId, created.id, input.order);
        await recordActivity(tx, taxonomyActivity('category', 'create', actorId, created));
        return created;
      });
    },

    async updateCategory(id: string, input: CategoryInput, actorId: string): Promise<Category> {
      await areaExists(input.areaId);
      await materialsExist(input);
      return write(async (tx) => {
        const [before] = await tx
          .select({
            name: categories.name,
            description: categories.description,
            order: categories.order,
            areaId: categories.areaId,
          })
          .from(categories)
          .where(eq(categories.id, id))
          .for('update');
        const [row] = await tx
          .update(categories)
          .set(input)
          .where(eq(categories.id, id))
          .returning(categoryColumns);
        if (!before || !row) throw notFound(M.categoryNotFound);
        if (before.areaId !== row.areaId) {
          // Moved: the old area closes the gap, the new one takes it at the order asked.
          await renumber(tx, 'category', before.areaId);
          row.order = await placeAt(tx, 'category', row.areaId, row.id, input.order);
        } else
          row.order = await keepPlace(
            tx,
            'category',
            row.areaId,
            row.id,
            before.order,
            input.order,
          );
        await recordActivity(tx, taxonomyActivity('category', 'update', actorId, row, before));
        // A category moved to another area takes its products along, so they stay consistent.
        await tx.update(products).set({ areaId: input.areaId }).where(eq(products.categoryId, id));
        if (before.name !== row.name || before.areaId !== row.areaId)
          await recomputeSearchText(tx, eq(products.categoryId, id));
        return row;
      });
    },

    async deleteCategory(id: string, actorId: string): Promise<void> {
      const deleted = await transaction(async (tx) => {
        const unlinked = await productIds(tx, eq(products.categoryId, id));
        const rows = await tx
          .delete(categories)
          .where(eq(categories.id, id))
          .returning(categoryColumns);
        for (const row of rows) {
          await recordActivity(tx, taxonomyActivity('category', 'delete', actorId, row));
          await renumber(tx, 'category', row.areaId);
        }
        await recomputeProducts(tx, unlinked);
        return rows;
      });
      if (deleted.length === 0) throw notFound(M.categoryNotFound);
      await writes.changed();
    },

    async createSubcategory(
      input: SubcategoryInput,
      actorId: string,
    ): Promise<Subcategory | undefined> {
      await categoryArea(input.categoryId);
      return write(async (tx) => {
        const [created] = await tx
          .insert(subcategories)
          .values(input)
          .returning(subcategoryColumns);
        if (!created) return created;
        created.order = await placeAt(tx, 'subcategory', input.categoryId, created.id, input.order);
        await recordActivity(tx, taxonomyActivity('subcategory', 'create', actorId, created));
        return created;
      });
    },

    async updateSubcategory(
      id: string,
      input: SubcategoryInput,
      actorId: string,
    ): Promise<Subcategory> {
      const areaId = await categoryArea(input.categoryId);
      return write(async (tx) => {
        const [before] = await tx
          .select({
            name: subcategories.name,
            description: subcategories.description,
            order: subcategories.order,
            categoryId: subcategories.categoryId,
          })
          .from(subcategories)
          .where(eq(subcategories.id, id))
          .for('update');
        const [row] = await tx
          .update(subcategories)
          .set(input)
          .where(eq(subcategories.id, id))
          .returning(subcategoryColumns);
        if (!before || !row) throw notFound(M.subcategoryNotFound);
        if (before.categoryId !== row.categoryId) {
          await renumber(tx, 'subcategory', before.categoryId);
          row.order = await placeAt(tx, 'subcategory', row.categoryId, row.id, input.order);
        } else
          row.order = await keepPlace(
            tx,
            'subcategory',
            row.categoryId,
            row.id,
            before.order,
            input.order,
          );
        await recordActivity(tx, taxonomyActivity('subcategory', 'update', actorId, row, before));
        await tx
          .update(products)
          .set({ categoryId: input.categoryId, areaId })
          .where(eq(products.subcategoryId, id));
        if (before.name !== row.name || before.categoryId !== row.categoryId)
          await recomputeSearchText(tx, eq(products.subcategoryId, id));
        return row;
      });
    },

    async deleteSubcategory(id: string, actorId: string): Promise<void> {
      const deleted = await transaction(async (tx) => {
        const unlinked = await productIds(tx, eq(products.subcategoryId, id));
        const rows = await tx
          .delete(subcategories)
          .where(eq(subcategories.id, id))
          .returning(subcategoryColumns);
        for (const row of rows) {
          await recordActivity(tx, taxonomyActivity('subcategory', 'delete', actorId, row));
          await renumber(tx, 'subcategory', row.categoryId);
        }
        await recomputeProducts(tx, unlinked);
        return rows;
      });
      if (deleted.length === 0) throw notFound(M.subcategoryNotFound);
      await writes.changed();
    },
  };
}
