import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CategoryRedirectQuerySchema } from '#shared/catalog-query';
import type { CatalogAnswers } from './catalog-answers';
import { sendCached } from '#server/plugins/cached-answer';

export function taxonomyRoutes(catalog: CatalogAnswers) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/', async (request, reply) => {
      return sendCached(request, reply, (await catalog.taxonomy()).body);
    });

    // An old category page's address (renamed, moved or deleted since): where it leads now. The
    // page's loader asks, so the server answers the old address with a 301 (routes/products.tsx).
    app.get(
      '/redirect',
      { schema: { querystring: CategoryRedirectQuerySchema } },
      async (request, reply) => {
        const { path } = request.query;
        return sendCached(request, reply, (await catalog.categoryRedirect(path)).body);
      },
    );
  };
}
