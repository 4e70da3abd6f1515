import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { type CatalogCache, sendCached } from '../services/catalog-cache';
import { getTaxonomy } from '../services/catalog-read';

export function taxonomyRoutes(db: Db, cache: CatalogCache) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/', async (request, reply) => {
      return sendCached(request, reply, await cache.get('taxonomy', () => getTaxonomy(db)));
    });
  };
}
