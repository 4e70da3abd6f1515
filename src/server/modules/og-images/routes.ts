import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OG_IMAGE, OG_PATHS } from '#shared/og-images';
import { OG_MESSAGES, ProductOgParamsSchema } from '#shared/og-image-routes';
import { AppError } from '#server/errors';
import { SlotsBusyError } from '#server/lib/render-slots';
import type { OgImages, OgPicture } from './service';

/**
 * The address stays while the picture may change (a new cover, another first slide; the pages
 * add ?v= to tell crawlers): a day in any cache, then asked again with its ETag.
 */
export const OG_CACHE = 'public, max-age=86400';

async function send(request: FastifyRequest, reply: FastifyReply, draw: () => Promise<OgPicture>) {
  const picture = await draw().catch((error: unknown) => {
    if (!(error instanceof SlotsBusyError)) throw error;
    reply.header('retry-after', '5');
    throw new AppError(503, 'busy', OG_MESSAGES.busy);
  });
  const etag = `"og-${picture.source}"`;
  reply.header('cache-control', OG_CACHE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(OG_IMAGE.type).send(picture.jpeg);
}

/** The link previews' JPEGs: public, like the pages that name them. */
export function ogImageRoutes(og: OgImages) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      OG_PATHS.product,
      { schema: { params: ProductOgParamsSchema } },
      async (request, reply) => {
        const productId = request.params.file.slice(0, -'.jpg'.length).toLowerCase();
        return send(request, reply, () => og.product(productId));
      },
    );

    app.get(OG_PATHS.home, async (request, reply) => send(request, reply, () => og.home()));
  };
}
