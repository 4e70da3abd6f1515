import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEED_MESSAGES, FEED_PATHS, FeedImageParamsSchema } from '#shared/feeds/product-feeds';
import { adminSettingsEndpoints } from '#shared/admin-content-endpoints';
import { requireSuperAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { AppError } from '#server/errors';
import { sendCached } from '#server/plugins/cached-answer';
import { SlotsBusyError } from '#server/lib/render-slots';
import { IMMUTABLE_CACHE } from '#server/lib/storage';
import type { ProductFeeds } from './service';

/**
 * The product feeds Google Merchant Center and Meta fetch, public like the sitemap, and the
 * JPEG copies of the photos they list. A feed is revalidated on every fetch (ETag): it changes
 * with the catalogue.
 */
export function productFeedRoutes(feeds: ProductFeeds) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(FEED_PATHS.google, async (request, reply) =>
      sendCached(request, reply, await feeds.google(), 'application/rss+xml; charset=utf-8'),
    );

    app.get(FEED_PATHS.meta, async (request, reply) =>
      sendCached(request, reply, await feeds.meta(), 'text/csv; charset=utf-8'),
    );

    app.get(
      '/feeds/images/:productId/:file',
      { schema: { params: FeedImageParamsSchema } },
      async (request, reply) => {
        const { productId, file } = request.params;
        const imageId = file.slice(0, -'.jpg'.length).toLowerCase();
        const jpeg = await feeds.jpeg(productId, imageId).catch((error: unknown) => {
          if (!(error instanceof SlotsBusyError)) throw error;
          reply.header('retry-after', '5');
          throw new AppError(503, 'busy', FEED_MESSAGES.busy);
        });
        // An image id is never reused: its copy never changes either.
        return reply.header('cache-control', IMMUTABLE_CACHE).type('image/jpeg').send(jpeg);
      },
    );
  };
}

/** /api/admin/feeds: the feeds' addresses, for the settings screen (a super_admin's). */
export function adminProductFeedRoutes(feeds: ProductFeeds) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireSuperAdmin);
    route(app, adminSettingsEndpoints.feedLinks, {}, async () => feeds.links());
  };
}
