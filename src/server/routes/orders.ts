import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateOrderResponseSchema,
  CreateOrderSchema,
  EMPTY_CART_MESSAGE,
  ORDER_RATE_LIMIT_MESSAGE,
} from '../../shared/orders';
import { CustomerOrderParamsSchema, CustomerOrderSchema } from '../../shared/customer-order';
import type { Db } from '../db/client';
import { AppError, badRequest } from '../errors';
import type { MailQueue } from '../services/mail';
import { findCustomerOrder } from '../services/customer-order';
import { orderDocumentPdf, orderPdfHeaders } from '../services/order-pdf';
import { placeOrder } from '../services/place-order';
import { Throttle } from '../services/throttle';
import { getShopSettings } from '../services/settings';

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

/**
 * preValidation: an order without lines gets the shop's own 'empty cart' message, not the
 * schema's field messages.
 */
export async function refuseEmptyCart(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null) return;
  const items: unknown = Reflect.get(body, 'items');
  if (items === undefined || (Array.isArray(items) && items.length === 0)) {
    throw badRequest(EMPTY_CART_MESSAGE);
  }
}

export function orderRoutes({ db, mail, publicUrl, rateLimit }: OrderRoutesOptions) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // Counted in the database, so the limit holds across every process; each submission counts
    // (a refused or repeated one too), before its body is even looked at.
    const throttle = new Throttle(db, 'order', rateLimit.timeWindowMs);

    app.post(
      '/',
      {
        schema: {
          body: CreateOrderSchema,
          response: { 200: CreateOrderResponseSchema, 201: CreateOrderResponseSchema },
        },
        onRequest: async (request) => {
          if (!(await throttle.reserve([{ key: `address:${request.ip}`, max: rateLimit.max }])))
            throw new AppError(429, 'too_many_requests', ORDER_RATE_LIMIT_MESSAGE);
        },
        preValidation: refuseEmptyCart,
      },
      async (request, reply) => {
        const input = request.body;
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
    app.get(
      '/by-token/:token',
      { schema: { params: CustomerOrderParamsSchema, response: { 200: CustomerOrderSchema } } },
      async (request, reply) => {
        const { token } = request.params;
        const shop = await getShopSettings(db);
        const { order } = await findCustomerOrder(db, token, shop.quoteValidityDays);
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        return order;
      },
    );

    /** The presupuesto the confirmation e-mail and the order page link to: the same token. */
    app.get(
      '/by-token/:token/presupuesto',
      { schema: { params: CustomerOrderParamsSchema } },
      async (request, reply) => {
        const { token } = request.params;
        const shop = await getShopSettings(db);
        const { order, contact } = await findCustomerOrder(db, token, shop.quoteValidityDays);
        const pdf = await orderDocumentPdf('presupuesto', order, contact, shop);
        return reply.headers(orderPdfHeaders('presupuesto', order.id)).send(pdf);
      },
    );
  };
}
