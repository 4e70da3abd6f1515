import type { FastifyInstance } from 'fastify';
import { ShopSettingsSchema } from '#shared/settings';
import { shopSettingsEndpoints as E } from '#shared/storefront-endpoints';
import type { Db } from '#server/db/client';
import { route } from '#server/plugins/endpoints';
import { withSchemas } from '#server/plugins/light-endpoints';
import { getShopSettings } from './settings';

export function settingsRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    const read = withSchemas(E.read, { response: ShopSettingsSchema });
    route(app, read, {}, async (_request, reply) => {
      return reply.header('cache-control', 'no-cache').send(await getShopSettings(db));
    });
  };
}
