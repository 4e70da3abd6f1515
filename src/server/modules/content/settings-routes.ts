import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ShopSettingsSchema } from '../../../shared/settings';
import type { Db } from '../../db/client';
import { getShopSettings } from './settings';

export function settingsRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/', { schema: { response: { 200: ShopSettingsSchema } } }, async (_request, reply) => {
      return reply.header('cache-control', 'no-cache').send(await getShopSettings(db));
    });
  };
}
