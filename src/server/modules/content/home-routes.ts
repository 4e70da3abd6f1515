import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { adminHomeEndpoints as E } from '#shared/admin-content-endpoints';
import { HOME_MESSAGES, type HomeContent, HomePageSchema } from '#shared/home';
import { homeEndpoints } from '#shared/storefront-endpoints';
import type { Db } from '#server/db/client';
import { badRequest } from '#server/errors';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { withSchemas } from '#server/plugins/light-endpoints';
import { recordActivity } from '../staff/activity';
import type { CatalogWrites } from '../catalogue/catalog-writes';
import { getAdminHome, getHomePage, saveHomeContent } from './home';
import { storeHomeImage } from './home-images';
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES } from '#server/lib/images';
import { readUploadedFile } from '#server/uploaded-file';
import type { Storage } from '#server/lib/storage';

/** /api/home: what the home page shows, read fresh on every call (a change shows at once). */
export function homeRoutes(db: Db, storage: Storage) {
  return async function register(app: FastifyInstance): Promise<void> {
    const read = withSchemas(homeEndpoints.read, { response: HomePageSchema });
    route(app, read, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getHomePage(db, storage);
    });
  };
}

/** What changed, for the activity log: 'Diapositivas: 3 → 4; Destacados: 2 → 3'. */
function describeHomeChange(before: HomeContent, after: HomeContent): string {
  const parts: string[] = [];
  const slides = (c: HomeContent) => JSON.stringify(c.slides);
  if (slides(before) !== slides(after))
    parts.push(
      `Diapositivas (${after.slides.length}): ${after.slides.map((s) => `«${s.title}»${s.active ? '' : ' (inactiva)'}`).join(', ')}`,
    );
  if (JSON.stringify(before.tiles) !== JSON.stringify(after.tiles))
    parts.push(`Categorías: ${after.tiles.map((t) => `«${t.title}»`).join(', ')}`);
  if (JSON.stringify(before.featuredIds) !== JSON.stringify(after.featuredIds))
    parts.push(`Destacados: ${before.featuredIds.length} → ${after.featuredIds.length} productos`);
  return parts.length > 0 ? parts.join('; ') : 'Sin cambios';
}

/** /api/admin/home: Inicio's slides, tiles and destacados, edited by staff (editor and up). */
export function adminHomeRoutes(db: Db, storage: Storage, writes: CatalogWrites) {
  return async function register(app: FastifyInstance): Promise<void> {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 },
    });
    // Before the schemas: a stranger is told to sign in, whatever it sent.
    app.addHook('preValidation', requireAdmin);

    route(app, E.read, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAdminHome(db, storage);
    });

    route(
      app,
      E.save,
      { config: { refusal: { message: HOME_MESSAGES.saveError } } },
      async (request, reply) => {
        const content = request.body;
        const before = await getAdminHome(db, storage);
        await saveHomeContent(db, writes, content, (tx) =>
          recordActivity(tx, {
            actorId: currentUser(request).id,
            action: 'home.update',
            subject: 'Inicio',
            detail: describeHomeChange(before.content, content),
          }),
        );
        return reply.header('cache-control', 'no-store').send(await getAdminHome(db, storage));
      },
    );

    // One image per request, re-encoded to the shape of a slide or a tile.
    route(app, E.uploadImage, {}, async (request, reply) => {
      const { kind } = request.query;
      if (!request.isMultipart())
        throw badRequest('La solicitud debe ser multipart/form-data.', {
          file: IMAGE_MESSAGES.notImage,
        });
      const upload = await storeHomeImage(db, storage, kind, await readUploadedFile(request));
      return reply.status(201).send(upload);
    });
  };
}
