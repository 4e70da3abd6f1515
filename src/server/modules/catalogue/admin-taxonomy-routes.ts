import type { FastifyInstance } from 'fastify';
import { adminTaxonomyEndpoints as E } from '#shared/admin-catalog-endpoints';
import type { Db } from '#server/db/client';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import type { CatalogWrites } from './catalog-writes';
import { adminTaxonomy } from './taxonomy';

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
  return async function register(app: FastifyInstance): Promise<void> {
    // Before the schemas: a stranger is told to sign in, whatever it sent.
    app.addHook('preValidation', requireAdmin);

    route(app, E.productCounts, {}, () => taxonomy.productCounts());

    for (const [endpoint, level] of [
      [E.reorderArea, 'area'],
      [E.reorderCategory, 'category'],
      [E.reorderSubcategory, 'subcategory'],
    ] as const)
      route(app, endpoint, {}, async (request) =>
        taxonomy.reorder(level, request.params.id, request.body.order, currentUser(request).id),
      );

    route(app, E.createArea, {}, async (request) =>
      created(await taxonomy.createArea(request.body, currentUser(request).id)),
    );

    route(app, E.updateArea, {}, async (request) =>
      taxonomy.updateArea(request.params.id, request.body, currentUser(request).id),
    );

    route(app, E.deleteArea, {}, async (request) => {
      await taxonomy.deleteArea(request.params.id, currentUser(request).id);
    });

    route(app, E.createCategory, {}, async (request) =>
      created(await taxonomy.createCategory(request.body, currentUser(request).id)),
    );

    route(app, E.updateCategory, {}, async (request) =>
      taxonomy.updateCategory(request.params.id, request.body, currentUser(request).id),
    );

    route(app, E.deleteCategory, {}, async (request) => {
      await taxonomy.deleteCategory(request.params.id, currentUser(request).id);
    });

    route(app, E.createSubcategory, {}, async (request) =>
      created(await taxonomy.createSubcategory(request.body, currentUser(request).id)),
    );

    route(app, E.updateSubcategory, {}, async (request) =>
      taxonomy.updateSubcategory(request.params.id, request.body, currentUser(request).id),
    );

    route(app, E.deleteSubcategory, {}, async (request) => {
      await taxonomy.deleteSubcategory(request.params.id, currentUser(request).id);
    });
  };
}
