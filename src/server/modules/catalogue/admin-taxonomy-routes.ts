import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_CATALOG_MESSAGES as M,
  AreaInputSchema,
  CategoryInputSchema,
  SubcategoryInputSchema,
  TaxonomyOrderSchema,
  TaxonomyProductCountsSchema,
} from '../../../shared/admin-catalog';
import { AreaSchema, CategorySchema, SubcategorySchema } from '../../../shared/catalog';
import { uuidParams } from '../../../shared/route-schemas';
import type { Db } from '../../db/client';
import { currentUser, requireAdmin } from '../../plugins/auth';
import type { CatalogWrites } from './catalog-writes';
import { TAXONOMY_NOT_FOUND, adminTaxonomy } from './taxonomy';

const ORDER_ROUTES = [
  { path: '/areas/:id/order', level: 'area' },
  { path: '/categories/:id/order', level: 'category' },
  { path: '/subcategories/:id/order', level: 'subcategory' },
] as const;

const OrderAnswerSchema = z.object({ id: z.string(), order: z.number().int() });

/** What a create answers: the new row, which the insert always returns. */
function created<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('the new row was not returned');
  return row;
}

/**
 * Areas, categories and subcategories writes (reads are the public GET /api/taxonomy): the
 * handlers get the input their schemas parsed and answer; modules/catalogue/taxonomy.ts works.
 */
export function adminTaxonomyRoutes(db: Db, writes: CatalogWrites) {
  const taxonomy = adminTaxonomy(db, writes);
  const area = { params: uuidParams(M.areaNotFound), body: AreaInputSchema };
  const category = { params: uuidParams(M.categoryNotFound), body: CategoryInputSchema };
  const subcategory = { params: uuidParams(M.subcategoryNotFound), body: SubcategoryInputSchema };

  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // Before the schemas: a stranger is told to sign in, whatever it sent.
    app.addHook('preValidation', requireAdmin);

    app.get(
      '/taxonomy/product-counts',
      { schema: { response: { 200: TaxonomyProductCountsSchema } } },
      () => taxonomy.productCounts(),
    );

    for (const { path, level } of ORDER_ROUTES)
      app.put(
        path,
        {
          schema: {
            params: uuidParams(TAXONOMY_NOT_FOUND[level]),
            body: TaxonomyOrderSchema,
            response: { 200: OrderAnswerSchema },
          },
        },
        async (request) =>
          taxonomy.reorder(level, request.params.id, request.body.order, currentUser(request).id),
      );

    app.post(
      '/areas',
      { schema: { body: area.body, response: { 201: AreaSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(created(await taxonomy.createArea(request.body, currentUser(request).id))),
    );

    app.put('/areas/:id', { schema: { ...area, response: { 200: AreaSchema } } }, async (request) =>
      taxonomy.updateArea(request.params.id, request.body, currentUser(request).id),
    );

    app.delete('/areas/:id', { schema: { params: area.params } }, async (request, reply) => {
      await taxonomy.deleteArea(request.params.id, currentUser(request).id);
      return reply.status(204).send();
    });

    app.post(
      '/categories',
      { schema: { body: category.body, response: { 201: CategorySchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(created(await taxonomy.createCategory(request.body, currentUser(request).id))),
    );

    app.put(
      '/categories/:id',
      { schema: { ...category, response: { 200: CategorySchema } } },
      async (request) =>
        taxonomy.updateCategory(request.params.id, request.body, currentUser(request).id),
    );

    app.delete(
      '/categories/:id',
      { schema: { params: category.params } },
      async (request, reply) => {
        await taxonomy.deleteCategory(request.params.id, currentUser(request).id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/subcategories',
      { schema: { body: subcategory.body, response: { 201: SubcategorySchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(created(await taxonomy.createSubcategory(request.body, currentUser(request).id))),
    );

    app.put(
      '/subcategories/:id',
      { schema: { ...subcategory, response: { 200: SubcategorySchema } } },
      async (request) =>
        taxonomy.updateSubcategory(request.params.id, request.body, currentUser(request).id),
    );

    app.delete(
      '/subcategories/:id',
      { schema: { params: subcategory.params } },
      async (request, reply) => {
        await taxonomy.deleteSubcategory(request.params.id, currentUser(request).id);
        return reply.status(204).send();
      },
    );
  };
}
