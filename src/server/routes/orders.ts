import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import {
  CreateOrderSchema,
  EMPTY_CART_MESSAGE,
  ORDER_RATE_LIMIT_MESSAGE,
} from '../../shared/orders';
import type { Db } from '../db/client';
import { AppError, badRequest } from '../errors';
import type { MailQueue } from '../services/mail';
import { placeOrder } from '../services/place-order';
import { getShopSettings } from '../services/settings';
import { parseInput } from '../validation';

export interface OrderRateLimit {
  /** Orders accepted per client address in each window. */
  max: number;
  timeWindowMs: number;
}

/** A shopper places one or two orders; ten in ten minutes from one address is abuse. */
export const DEFAULT_ORDER_RATE_LIMIT: OrderRateLimit = { max: 10, timeWindowMs: 10 * 60 * 1000 };

export interface OrderRoutesOptions {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  rateLimit: OrderRateLimit;
}

function hasNoItems(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const items = (body as { items?: unknown }).items;
  return items === undefined || (Array.isArray(items) && items.length === 0);
}

export function orderRoutes({ db, mail, publicUrl, rateLimit }: OrderRoutesOptions) {
  return async function register(app: FastifyInstance): Promise<void> {
    // Counters are per process (DESIGN.md allows it) and only for the routes that ask for them.
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError(429, 'too_many_requests', ORDER_RATE_LIMIT_MESSAGE),
    });

    app.post(
      '/',
      { config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } } },
      async (request, reply) => {
        if (hasNoItems(request.body)) throw badRequest(EMPTY_CART_MESSAGE);
        const input = parseInput(CreateOrderSchema, request.body);
        const shop = await getShopSettings(db);
        const order = await placeOrder(db, input, { shop, publicUrl });
        if (order.created) {
          mail.kick();
          request.log.info({ orderId: order.id }, 'order placed');
        }
        return reply.status(order.created ? 201 : 200).send({
          id: order.id,
          totalAmount: order.totalAmount,
          createdAt: order.createdAt,
        });
      },
    );
  };
}
