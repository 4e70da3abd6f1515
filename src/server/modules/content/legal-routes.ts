import type { FastifyInstance } from 'fastify';
import { adminLegalEndpoints as E } from '#shared/admin-content-endpoints';
import { LEGAL_MESSAGES, LegalPageSchema, LegalParamsSchema } from '#shared/legal';
import { legalEndpoints } from '#shared/storefront-endpoints';
import type { Db } from '#server/db/client';
import { currentUser, requireSuperAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { withSchemas } from '#server/plugins/light-endpoints';
import { recordActivity } from '../staff/activity';
import { getLegalPage, getLegalSource, saveLegalPage } from './legal';
import { getShopSettings } from './settings';

/** /api/legal/:slug: the legal pages as the public reads them. */
export function legalRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    const read = withSchemas(legalEndpoints.read, {
      params: LegalParamsSchema,
      response: LegalPageSchema,
    });
    route(app, read, {}, async (request, reply) => {
      const { slug } = request.params;
      reply.header('cache-control', 'no-cache');
      return getLegalPage(db, slug, await getShopSettings(db));
    });
  };
}

/** /api/admin/legal/:slug: the source text (placeholders kept), edited by a super_admin. */
export function adminLegalRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireSuperAdmin);

    route(app, E.read, {}, async (request, reply) => {
      const { slug } = request.params;
      reply.header('cache-control', 'no-store');
      return getLegalSource(db, slug);
    });

    const refusal = { message: LEGAL_MESSAGES.saveError };
    route(app, E.save, { config: { refusal } }, async (request, reply) => {
      const { slug } = request.params;
      const { body } = request.body;
      await saveLegalPage(db, slug, body, (tx) =>
        recordActivity(tx, {
          actorId: currentUser(request).id,
          action: 'settings.update',
          subject: `Página legal «${slug}»`,
          detail: 'Texto editado',
        }),
      );
      return reply.header('cache-control', 'no-store').send(await getLegalSource(db, slug));
    });
  };
}
