import type { FastifyInstance } from 'fastify';
import { SETTINGS_MESSAGES, ShopSettingsSchema } from '../../shared/settings';
import type { Db } from '../db/client';
import { requireSuperAdmin } from '../plugins/auth';
import { getShopSettings, saveShopSettings } from '../services/settings';
import { parseInput } from '../validation';

/** /api/admin/settings: the shop's identity, changed by a super_admin only. */
export function adminSettingsRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', requireSuperAdmin);

    app.put('/', async (request, reply) => {
      const settings = parseInput(ShopSettingsSchema, request.body, SETTINGS_MESSAGES.saveError);
      await saveShopSettings(db, settings);
      // Pages, e-mails and the API read the settings on every use, so this is all it takes.
      return reply.header('cache-control', 'no-store').send(await getShopSettings(db));
    });
  };
}
