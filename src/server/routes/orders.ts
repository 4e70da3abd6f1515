import type { FastifyInstance } from 'fastify';
import {
  CreateOrderSchema,
  EMPTY_CART_MESSAGE,
  ORDER_RATE_LIMIT_MESSAGE,
} from '../../shared/orders';
import type { CustomerOrder } from '../../shared/customer-order';
import type { Db } from '../db/client';
import { AppError, badRequest } from '../errors';
import type { MailQueue } from '../services/mail';
import { findCustomerOrder } from '../services/customer-order';
import { placeOrder } from '../services/place-order';
import { Throttle } from '../services/throttle';
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

/** An order without lines gets the shop's own 'empty cart' message, not a schema one. */
export function hasNoItems(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const items = (body as { items?: unknown }).items;
  return items === undefined || (Array.isArray(items) && items.length === 0);
}

export function orderRoutes({ db, mail, publicUrl, rateLimit }: OrderRoutesOptions) {
  return async function register(app: FastifyInstance): Promise<void> {
    // Counted in the database, so the limit holds across every process; each submission counts
    // (a refused or repeated one too), before its body is even looked at.
    const throttle = new Throttle(db, 'order', rateLimit.timeWindowMs);

    app.post(
      '/',
      {
        onRequest: async (request) => {
          if (!(await throttle.reserve([{ key: `address:${request.ip}`, max: rateLimit.max }])))
            throw new AppError(429, 'too_many_requests', ORDER_RATE_LIMIT_MESSAGE);
        },
      },
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

    // The customer's own view: the link's token is the only key (no account), so the answer is
    // kept out of caches and search engines.
    app.get('/by-token/:token', async (request, reply): Promise<CustomerOrder> => {
      const { token } = request.params as { token: string };
      const shop = await getShopSettings(db);
      const { order } = await findCustomerOrder(db, token, shop.quoteValidityDays);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return order;
    });
  };
}
