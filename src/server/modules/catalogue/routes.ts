import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOG_QUERY_MESSAGE,
  CatalogQuerySchema,
  SuggestQuerySchema,
} from '#shared/catalog-query';
import type { CatalogAnswers } from './catalog-answers';
import { sendCached } from '#server/plugins/cached-answer';

const ProductParamsSchema = z.object({ id: z.string() });

export function productRoutes(catalog: CatalogAnswers) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // No response schemas: the answers are cached JSON text, sent as they are (tests parse them).
    const refusal = { message: CATALOG_QUERY_MESSAGE };
    app.get(
      '/',
      { schema: { querystring: CatalogQuerySchema }, config: { refusal } },
      async (request, reply) => {
        const { query } = request;
        return sendCached(request, reply, (await catalog.list(query)).body);
      },
    );

    // Registered before /:id reads it: a static path wins over a parameter in Fastify's router.
    const suggest = { schema: { querystring: SuggestQuerySchema }, config: { refusal } };
    app.get('/suggest', suggest, async (request, reply) => {
      const { q } = request.query;
      return sendCached(request, reply, (await catalog.suggest(q)).body);
    });

    // Any text: the catalogue answers an unknown or malformed id with its own 404.
    app.get('/:id', { schema: { params: ProductParamsSchema } }, async (request, reply) => {
      const { id } = request.params;
      return sendCached(request, reply, (await catalog.product(id)).body);
    });
  };
}
