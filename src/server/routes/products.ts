import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRODUCT_NOT_FOUND } from '../../shared/catalog';
import { CATALOG_QUERY_MESSAGE, CatalogQuerySchema } from '../../shared/catalog-query';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { listProducts } from '../services/catalog-list';
import { getProductDetail } from '../services/catalog-read';
import { type CatalogCache, sendCached } from '../services/catalog-cache';
import type { Storage } from '../services/storage';
import { parseInput } from '../validation';

const ProductParamsSchema = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function productRoutes(db: Db, storage: Storage, cache: CatalogCache) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/', async (request, reply) => {
      const query = parseInput(CatalogQuerySchema, request.query, CATALOG_QUERY_MESSAGE);
      // The parsed query is normalised (defaults, trimmed search), so equal lists share a key.
      const body = await cache.get(`list ${JSON.stringify(query)}`, () =>
        listProducts(db, storage, query),
      );
      return sendCached(request, reply, body);
    });

    app.get('/:id', async (request, reply) => {
      const { id } = ProductParamsSchema.parse(request.params);
      // A malformed id is simply a product that does not exist.
      if (!UUID.test(id)) throw notFound(PRODUCT_NOT_FOUND);
      const body = await cache.get(`product ${id.toLowerCase()}`, async () => {
        const product = await getProductDetail(db, storage, id);
        if (!product) throw notFound(PRODUCT_NOT_FOUND); // a failed load is not kept
        return product;
      });
      return sendCached(request, reply, body);
    });
  };
}
