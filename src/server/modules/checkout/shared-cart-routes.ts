import type { FastifyInstance } from 'fastify';
import {
  SHARED_CART_MESSAGES,
  SharedCartCreatedSchema,
  SharedCartParamsSchema,
  SharedCartSchema,
  sharedCartPath,
} from '#shared/shared-carts';
import { sharedCartEndpoints as E } from '#shared/storefront-endpoints';
import type { Db } from '#server/db/client';
import { AppError, notFound } from '#server/errors';
import { route } from '#server/plugins/endpoints';
import { withSchemas } from '#server/plugins/light-endpoints';
import { Throttle } from '#server/lib/throttle';
import { shareCart, sharedCartLines } from './shared-carts';

const ONE_HOUR = 60 * 60 * 1000;

export interface SharedCartRoutesOptions {
  db: Db;
  publicUrl: string;
  /** Carts shared per client address and hour. */
  maxPerHour?: number;
}

/** /api/shared-carts: a cart kept under a short code for /c/{code}. */
export function sharedCartRoutes({ db, publicUrl, maxPerHour = 60 }: SharedCartRoutesOptions) {
  // Anyone may write here, so each address gets a share a minute on average: far more than a
  // shopper sends, far less than a script filling the table.
  const throttle = new Throttle(db, 'shared-cart', ONE_HOUR);

  return async function register(app: FastifyInstance): Promise<void> {
    const share = withSchemas(E.share, {
      body: SharedCartSchema,
      response: SharedCartCreatedSchema,
    });
    const refusal = { message: SHARED_CART_MESSAGES.invalid };
    route(app, share, { config: { refusal } }, async (request, reply) => {
      if (!(await throttle.reserve([{ key: `address:${request.ip}`, max: maxPerHour }])))
        throw new AppError(429, 'too_many_requests', SHARED_CART_MESSAGES.throttled);
      const code = await shareCart(db, request.body.lines);
      reply.status(201).header('cache-control', 'no-store');
      return { code, url: `${publicUrl}${sharedCartPath(code)}` };
    });

    const read = withSchemas(E.read, {
      params: SharedCartParamsSchema,
      response: SharedCartSchema,
    });
    route(app, read, {}, async (request, reply) => {
      const lines = await sharedCartLines(db, request.params.code);
      if (!lines) throw notFound(SHARED_CART_MESSAGES.notFound);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return { lines };
    });
  };
}
