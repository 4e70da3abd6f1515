import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { getShopSettings } from '../services/settings';

export function settingsRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/', async (_request, reply) => {
      return reply.header('cache-control', 'no-cache').send(await getShopSettings(db));
    });
  };
}
