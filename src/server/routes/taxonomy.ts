import type { FastifyInstance } from 'fastify';
import type { CatalogAnswers } from '../services/catalog-answers';
import { sendCached } from '../plugins/cached-answer';

export function taxonomyRoutes(catalog: CatalogAnswers) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/', async (request, reply) => {
      return sendCached(request, reply, (await catalog.taxonomy()).body);
    });
  };
}
