import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORDER_RATE_LIMIT_MESSAGE, orderEndpoints } from '#shared/orders';
import { CUSTOMER_ORDER_MESSAGES, customerOrderEndpoints } from '#shared/customer-order';
import { MERCADO_PAGO_MESSAGES } from '#shared/payments/mercado-pago';
import type { Db } from '#server/db/client';
import { refuseEmptyCart } from './empty-cart-hook';
import { AppError, badRequest } from '#server/errors';
import { route } from '#server/plugins/endpoints';
import type { MailQueue } from '#server/lib/mail';
import { findCustomerOrder } from '../orders/customer-order';
import { orderDocumentPdf, orderPdfHeaders } from '../orders/order-pdf';
import { placeOrder } from './place-order';
import { RenderSlots, SlotsBusyError } from '#server/lib/render-slots';
import { Throttle } from '#server/lib/throttle';
import { hashToken } from '#server/lib/tokens';
import { getShopSettings } from '../content/settings';
import { PAGE_PATHS as P } from '#shared/page-paths';
import { href } from '#shared/pages';
import { PhaseTimings } from '#server/lib/phase-timings';

export interface OrderRateLimit {
  /** Orders accepted per client address in each window. */
  max: number;
  timeWindowMs: number;
}

/** A shopper places one or two orders; ten in ten minutes from one address is abuse. */
export const DEFAULT_ORDER_RATE_LIMIT: OrderRateLimit = { max: 10, timeWindowMs: 10 * 60 * 1000 };

/**
 * The customer's order page and its presupuesto, anonymous behind the link's token: per address
 * and per token in 10 minutes, counted in the database like every throttle (all processes
 * share the counts). A customer reloads the page a few times and downloads the PDF once or
 * twice; a probe asking for 27 PDFs a second is stopped at the 21st.
 */
export const ORDER_VIEW_LIMITS = {
  windowMs: 10 * 60 * 1000,
  page: { perAddress: 120, perToken: 60 },
  pdf: { perAddress: 20, perToken: 10 },
  /** PDFs rendered at once in one process, and how many more may wait (then 503). */
  pdfRenders: { concurrent: 2, waiting: 8 },
} as const;

export interface OrderRoutesOptions {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  rateLimit: OrderRateLimit;
  /** Mercado Pago is configured: its choice at checkout is accepted. */
  mercadoPago?: boolean;
}

export function orderRoutes({
  db,
  mail,
  publicUrl,
  rateLimit,
  mercadoPago = false,
}: OrderRoutesOptions) {
  return async function register(app: FastifyInstance): Promise<void> {
    // Counted in the database, so the limit holds across every process; each submission counts
    // (a refused or repeated one too), before its body is even looked at.
    const throttle = new Throttle(db, 'order', rateLimit.timeWindowMs);
    const views = new Throttle(db, 'order-view', ORDER_VIEW_LIMITS.windowMs);
    /** Each order's Server-Timing, from its arrival (onRequest) to its answer. */
    const orderTimings = new WeakMap<FastifyRequest, PhaseTimings>();
    const renders = new RenderSlots(
      ORDER_VIEW_LIMITS.pdfRenders.concurrent,
      ORDER_VIEW_LIMITS.pdfRenders.waiting,
    );

    /**
     * onRequest: counted before the token is looked at (a made-up token counts too). Keys hold
     * the token's hash: the throttle table never holds a key to an order.
     */
    const countView = (kind: 'page' | 'pdf') => async (request: FastifyRequest) => {
      const token = String(Reflect.get(request.params ?? {}, 'token') ?? '');
      const limits = ORDER_VIEW_LIMITS[kind];
      const counted = await views.reserve([
        { key: `${kind}:address:${request.ip}`, max: limits.perAddress },
        { key: `${kind}:token:${hashToken(token)}`, max: limits.perToken },
      ]);
      if (!counted) throw new AppError(429, 'too_many_requests', CUSTOMER_ORDER_MESSAGES.throttled);
    };

    route(
      app,
      orderEndpoints.place,
      {
        onRequest: async (request) => {
          const timings = new PhaseTimings();
          orderTimings.set(request, timings);
          // On PGlite each query or transaction waits for its turn of the event loop
          // (db/loop-turns.ts), and other shoppers' requests are read meanwhile: an order's waits
          // for the one connection show in the phases that query (throttle, wait).
          const counted = await throttle.reserve([
            { key: `address:${request.ip}`, max: rateLimit.max },
          ]);
          timings.mark('throttle');
          if (!counted) throw new AppError(429, 'too_many_requests', ORDER_RATE_LIMIT_MESSAGE);
        },
        preValidation: refuseEmptyCart,
      },
      async (request, reply) => {
        const timings = orderTimings.get(request);
        // The body read, parsed and checked against CreateOrderSchema.
        timings?.mark('validation');
        const input = request.body;
        if (input.paymentChoice === 'mercado_pago' && !mercadoPago) {
          throw badRequest(MERCADO_PAGO_MESSAGES.unavailable, {
            paymentChoice: MERCADO_PAGO_MESSAGES.unavailable,
          });
        }
        const order = await placeOrder(db, input, publicUrl, { timings });
        if (order.created) {
          mail.kick();
          // The shop's availability texts changed with the reservation. Not awaited:
          // this process's cache is emptied at once, and the NOTIFY to the others (PostgreSQL)
          // need not hold the answer (it logs its own failure).
          void request.server.shop.stockChanged();
          request.log.info({ orderId: order.id }, 'order placed');
        }
        if (timings) {
          timings.mark('after');
          reply.header('server-timing', timings.header());
        }
        return reply.status(order.created ? 201 : 200).send({
          id: order.id,
          totalAmount: order.totalAmount,
          createdAt: order.createdAt,
          ...(order.accessToken
            ? { orderPage: href(P.orderPage, { token: order.accessToken }) }
            : {}),
        });
      },
    );

    // The customer's own view: the link's token is the only key (no account), so the answer is
    // kept out of caches and search engines.
    route(
      app,
      customerOrderEndpoints.get,
      { onRequest: countView('page') },
      async (request, reply) => {
        const { token } = request.params;
        const shop = await getShopSettings(db);
        const { order } = await findCustomerOrder(db, token, shop);
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        return order;
      },
    );

    /** The presupuesto the confirmation e-mail and the order page link to: the same token. */
    route(
      app,
      customerOrderEndpoints.quote,
      { onRequest: countView('pdf') },
      async (request, reply) => {
        const { token } = request.params;
        const shop = await getShopSettings(db);
        const { order, contact } = await findCustomerOrder(db, token, shop);
        try {
          const pdf = await renders.run(() =>
            orderDocumentPdf('presupuesto', order, contact, shop),
          );
          return await reply.headers(orderPdfHeaders('presupuesto', order.id)).send(pdf);
        } catch (error) {
          if (!(error instanceof SlotsBusyError)) throw error;
          reply.header('retry-after', '5');
          throw new AppError(503, 'busy', CUSTOMER_ORDER_MESSAGES.busy);
        }
      },
    );
  };
}
