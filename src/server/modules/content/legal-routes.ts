import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LEGAL_MESSAGES,
  LegalPageInputSchema,
  LegalPageSchema,
  LegalParamsSchema,
} from '../../../shared/legal';
import type { Db } from '../../db/client';
import { currentUser, requireSuperAdmin } from '../../plugins/auth';
import { recordActivity } from '../staff/activity';
import { getLegalPage, getLegalSource, saveLegalPage } from './legal';
import { getShopSettings } from './settings';

const read = { schema: { params: LegalParamsSchema, response: { 200: LegalPageSchema } } };

/** /api/legal/:slug: the legal pages as the public reads them. */
export function legalRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/:slug', read, async (request, reply) => {
      const { slug } = request.params;
      reply.header('cache-control', 'no-cache');
      return getLegalPage(db, slug, await getShopSettings(db));
    });
  };
}

/** /api/admin/legal/:slug: the source text (placeholders kept), edited by a super_admin. */
export function adminLegalRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preValidation', requireSuperAdmin);

    app.get('/:slug', read, async (request, reply) => {
      const { slug } = request.params;
      reply.header('cache-control', 'no-store');
      return getLegalSource(db, slug);
    });

    const write = {
      schema: { ...read.schema, body: LegalPageInputSchema },
      config: { refusal: { message: LEGAL_MESSAGES.saveError } },
    };
    app.put('/:slug', write, async (request, reply) => {
      const { slug } = request.params;
      const { body } = request.body;
      await saveLegalPage(db, slug, body);
      await recordActivity(db, {
        actorId: currentUser(request).id,
        action: 'settings.update',
        subject: `Página legal «${slug}»`,
        detail: 'Texto editado',
      });
      return reply.header('cache-control', 'no-store').send(await getLegalSource(db, slug));
    });
  };
}
