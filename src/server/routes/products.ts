import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CATALOG_QUERY_MESSAGE,
  CatalogQuerySchema,
  SuggestQuerySchema,
} from '../../shared/catalog-query';
import type { CatalogAnswers } from '../services/catalog-answers';
import { sendCached } from '../plugins/cached-answer';
import { parseInput } from '../validation';

const ProductParamsSchema = z.object({ id: z.string() });

export function productRoutes(catalog: CatalogAnswers) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/', async (request, reply) => {
      const query = parseInput(CatalogQuerySchema, request.query, CATALOG_QUERY_MESSAGE);
      return sendCached(request, reply, (await catalog.list(query)).body);
    });

    // Registered before /:id reads it: a static path wins over a parameter in Fastify's router.
    app.get('/suggest', async (request, reply) => {
      const { q } = parseInput(SuggestQuerySchema, request.query, CATALOG_QUERY_MESSAGE);
      return sendCached(request, reply, (await catalog.suggest(q)).body);
    });

    app.get('/:id', async (request, reply) => {
      const { id } = ProductParamsSchema.parse(request.params);
      return sendCached(request, reply, (await catalog.product(id)).body);
    });
  };
}
