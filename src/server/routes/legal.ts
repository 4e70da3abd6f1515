import type { FastifyInstance } from 'fastify';
import {
  LEGAL_MESSAGES,
  type LegalPage,
  LegalPageInputSchema,
  type LegalSlug,
  isLegalSlug,
} from '../../shared/legal';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { currentUser, requireSuperAdmin } from '../plugins/auth';
import { recordActivity } from '../services/activity';
import { getLegalPage, getLegalSource, saveLegalPage } from '../services/legal';
import { getShopSettings } from '../services/settings';
import { parseInput } from '../validation';

function slugOf(params: unknown): LegalSlug {
  const slug = (params as { slug?: unknown }).slug;
  if (!isLegalSlug(slug)) throw notFound(LEGAL_MESSAGES.notFound);
  return slug;
}

/** /api/legal/:slug: the legal pages as the public reads them. */
export function legalRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/:slug', async (request, reply): Promise<LegalPage> => {
      const slug = slugOf(request.params);
      reply.header('cache-control', 'no-cache');
      return getLegalPage(db, slug, await getShopSettings(db));
    });
  };
}

/** /api/admin/legal/:slug: the source text (placeholders kept), edited by a super_admin. */
export function adminLegalRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', requireSuperAdmin);

    app.get('/:slug', async (request, reply): Promise<LegalPage> => {
      const slug = slugOf(request.params);
      reply.header('cache-control', 'no-store');
      return getLegalSource(db, slug);
    });

    app.put('/:slug', async (request, reply) => {
      const slug = slugOf(request.params);
      const { body } = parseInput(LegalPageInputSchema, request.body, LEGAL_MESSAGES.saveError);
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
