import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_CATALOG_MESSAGES as M,
  AreaInputSchema,
  CategoryInputSchema,
  SubcategoryInputSchema,
  TAXONOMY_FIELD_MESSAGES,
  isUuid,
} from '../../shared/admin-catalog';
import type { Area, Category, Subcategory } from '../../shared/catalog';
import type { Db } from '../db/client';
import { areas, categories, products, subcategories } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { requireAdmin } from '../plugins/auth';
import { recomputeSearchText } from '../services/search-text';
import { parseInput } from '../validation';

const areaColumns = {
  id: areas.id,
  name: areas.name,
  description: areas.description,
  order: areas.order,
};
const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  order: categories.order,
  areaId: categories.areaId,
  adhesiveProductId: categories.adhesiveProductId,
  groutProductId: categories.groutProductId,
};
const subcategoryColumns = {
  id: subcategories.id,
  name: subcategories.name,
  description: subcategories.description,
  order: subcategories.order,
  categoryId: subcategories.categoryId,
};

/** The ids of the products matching where (before a deletion unlinks them). */
async function productIds(db: Db, where: SQL): Promise<string[]> {
  return (await db.select({ id: products.id }).from(products).where(where)).map((p) => p.id);
}

/**
 * A product's search text holds its taxonomy's names (services/search-text.ts): these products'
 * are recomputed in the transaction that renamed, moved or deleted their area, category or
 * subcategory, so a search never finds them by a name they no longer have.
 */
function recomputeProducts(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return Promise.resolve(0);
  return recomputeSearchText(db, sql`${products.id} = any(${`{${ids.join(',')}}`}::uuid[])`);
}

function idParam(params: unknown, message: string): string {
  const id = (params as { id?: unknown }).id;
  if (typeof id !== 'string' || !isUuid(id)) throw notFound(message);
  return id;
}

/**
 * Areas, categories and subcategories writes (reads are the public GET /api/taxonomy).
 * Deleting a parent deletes its children; products keep existing with null links and show as
 * 'Sin clasificar' in the admin (docs/decisions/0002-taxonomy-deletion.md).
 */
export function adminTaxonomyRoutes(db: Db) {
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

  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', requireAdmin);

    app.post('/areas', async (request, reply) => {
      const input = parseInput(AreaInputSchema, request.body);
      const [row] = await db.insert(areas).values(input).returning(areaColumns);
      return reply.status(201).send(row satisfies Area | undefined);
    });

    app.put('/areas/:id', async (request) => {
      const id = idParam(request.params, M.areaNotFound);
      const input = parseInput(AreaInputSchema, request.body);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ name: areas.name })
          .from(areas)
          .where(eq(areas.id, id))
          .for('update');
        const [row] = await tx
          .update(areas)
          .set(input)
          .where(eq(areas.id, id))
          .returning(areaColumns);
        if (!before || !row) throw notFound(M.areaNotFound);
        if (before.name !== row.name) await recomputeSearchText(tx, eq(products.areaId, id));
        return row satisfies Area;
      });
    });

    // Categories and subcategories go with the area (FK cascade) in one statement; products
    // that pointed at any of them are unlinked (ON DELETE SET NULL), never deleted.
    app.delete('/areas/:id', async (request, reply) => {
      const id = idParam(request.params, M.areaNotFound);
      const deleted = await db.transaction(async (tx) => {
        const unlinked = await productIds(tx, eq(products.areaId, id));
        const categoryIds = (
          await tx.select({ id: categories.id }).from(categories).where(eq(categories.areaId, id))
        ).map((c) => c.id);
        if (categoryIds.length > 0)
          await tx.delete(subcategories).where(inArray(subcategories.categoryId, categoryIds));
        await tx.delete(categories).where(eq(categories.areaId, id));
        const rows = await tx.delete(areas).where(eq(areas.id, id)).returning({ id: areas.id });
        await recomputeProducts(tx, unlinked);
        return rows;
      });
      if (deleted.length === 0) throw notFound(M.areaNotFound);
      return reply.status(204).send();
    });

    app.post('/categories', async (request, reply) => {
      const input = parseInput(CategoryInputSchema, request.body);
      await areaExists(input.areaId);
      await materialsExist(input);
      const [row] = await db.insert(categories).values(input).returning(categoryColumns);
      return reply.status(201).send(row satisfies Category | undefined);
    });

    app.put('/categories/:id', async (request) => {
      const id = idParam(request.params, M.categoryNotFound);
      const input = parseInput(CategoryInputSchema, request.body);
      await areaExists(input.areaId);
      await materialsExist(input);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ name: categories.name, areaId: categories.areaId })
          .from(categories)
          .where(eq(categories.id, id))
          .for('update');
        const [row] = await tx
          .update(categories)
          .set(input)
          .where(eq(categories.id, id))
          .returning(categoryColumns);
        if (!before || !row) throw notFound(M.categoryNotFound);
        // A category moved to another area takes its products along, so they stay consistent.
        await tx.update(products).set({ areaId: input.areaId }).where(eq(products.categoryId, id));
        if (before.name !== row.name || before.areaId !== row.areaId)
          await recomputeSearchText(tx, eq(products.categoryId, id));
        return row satisfies Category;
      });
    });

    app.delete('/categories/:id', async (request, reply) => {
      const id = idParam(request.params, M.categoryNotFound);
      const deleted = await db.transaction(async (tx) => {
        const unlinked = await productIds(tx, eq(products.categoryId, id));
        const rows = await tx
          .delete(categories)
          .where(eq(categories.id, id))
          .returning({ id: categories.id });
        await recomputeProducts(tx, unlinked);
        return rows;
      });
      if (deleted.length === 0) throw notFound(M.categoryNotFound);
      return reply.status(204).send();
    });

    app.post('/subcategories', async (request, reply) => {
      const input = parseInput(SubcategoryInputSchema, request.body);
      await categoryArea(input.categoryId);
      const [row] = await db.insert(subcategories).values(input).returning(subcategoryColumns);
      return reply.status(201).send(row satisfies Subcategory | undefined);
    });

    app.put('/subcategories/:id', async (request) => {
      const id = idParam(request.params, M.subcategoryNotFound);
      const input = parseInput(SubcategoryInputSchema, request.body);
      const areaId = await categoryArea(input.categoryId);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ name: subcategories.name, categoryId: subcategories.categoryId })
          .from(subcategories)
          .where(eq(subcategories.id, id))
          .for('update');
        const [row] = await tx
          .update(subcategories)
          .set(input)
          .where(eq(subcategories.id, id))
          .returning(subcategoryColumns);
        if (!before || !row) throw notFound(M.subcategoryNotFound);
        await tx
          .update(products)
          .set({ categoryId: input.categoryId, areaId })
          .where(eq(products.subcategoryId, id));
        if (before.name !== row.name || before.categoryId !== row.categoryId)
          await recomputeSearchText(tx, eq(products.subcategoryId, id));
        return row satisfies Subcategory;
      });
    });

    app.delete('/subcategories/:id', async (request, reply) => {
      const id = idParam(request.params, M.subcategoryNotFound);
      const deleted = await db.transaction(async (tx) => {
        const unlinked = await productIds(tx, eq(products.subcategoryId, id));
        const rows = await tx
          .delete(subcategories)
          .where(eq(subcategories.id, id))
          .returning({ id: subcategories.id });
        await recomputeProducts(tx, unlinked);
        return rows;
      });
      if (deleted.length === 0) throw notFound(M.subcategoryNotFound);
      return reply.status(204).send();
    });
  };
}
