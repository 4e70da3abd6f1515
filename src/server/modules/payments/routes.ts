import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MERCADO_PAGO_MESSAGES } from '#shared/payments/mercado-pago';
import { paymentEndpoints as E } from '#shared/payments/payment-endpoints';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { route } from '#server/plugins/endpoints';
import { hasBankDetails } from '#shared/payments/transfer-details';
import { findCustomerOrder } from '../orders/customer-order';
import type { MailQueue } from '#server/lib/mail';
import { getShopSettings } from '../content/settings';
import { Throttle } from '#server/lib/throttle';
import { hashToken } from '#server/lib/tokens';
import { createMercadoPagoCheckout } from './checkout';
import type { MercadoPagoApi } from './mercado-pago-client';
import { claimNotification, releaseNotification } from './queries';
import { recordMercadoPagoPayment } from './service';

/**
 * Anonymous writes, counted in the database like every throttle. Mercado Pago sends a few
 * notifications per payment; a shopper opens the checkout a few times.
 */
export const PAYMENT_LIMITS = {
  windowMs: 10 * 60 * 1000,
  notifications: { perAddress: 300 },
  checkout: { perAddress: 20, perToken: 10 },
  /** A signature older (or newer) than this is refused: a replay of a captured notification. */
  signatureToleranceSeconds: 300,
} as const;

export interface PaymentRoutesOptions {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  /** null: Mercado Pago is not configured (the option does not appear, its routes answer 404). */
  mercadoPago: { api: MercadoPagoApi; webhookSecret: string } | null;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const refused = () =>
  new AppError(401, 'invalid_notification', MERCADO_PAGO_MESSAGES.invalidNotification);

/** /api/payments: the checkout's options, Mercado Pago's checkout and its notifications. */
export function paymentRoutes({ db, mail, publicUrl, mercadoPago }: PaymentRoutesOptions) {
  return async function register(app: FastifyInstance): Promise<void> {
    const throttle = new Throttle(db, 'payments', PAYMENT_LIMITS.windowMs);

    route(app, E.options, {}, async (_request, reply) => {
      const shop = await getShopSettings(db);
      reply.header('cache-control', 'no-cache');
      return {
        mercadoPago: mercadoPago !== null,
        transferDiscountPercentage: shop.payments.transferDiscountPercentage,
        maxInstallments: shop.payments.maxInstallments,
        bankDetails: hasBankDetails(shop.transfer),
      };
    });

    if (!mercadoPago) return;
    const { api, webhookSecret } = mercadoPago;

    route(
      app,
      E.mercadoPagoCheckout,
      {
        onRequest: async (request) => {
          const token = String(Reflect.get(request.params ?? {}, 'token') ?? '');
          const counted = await throttle.reserve([
            { key: `checkout:address:${request.ip}`, max: PAYMENT_LIMITS.checkout.perAddress },
            { key: `checkout:token:${hashToken(token)}`, max: PAYMENT_LIMITS.checkout.perToken },
          ]);
          if (!counted)
            throw new AppError(429, 'too_many_requests', MERCADO_PAGO_MESSAGES.throttled);
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        const shop = await getShopSettings(db);
        const found = await findCustomerOrder(db, token, shop);
        try {
          const url = await createMercadoPagoCheckout(db, api, found, token, { shop, publicUrl });
          reply.header('cache-control', 'no-store');
          return { url };
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 502) {
            request.log.warn(
              { err: error.cause, orderId: found.order.id },
              'mercado pago preference failed',
            );
          }
          throw error;
        }
      },
    );

    /**
     * Mercado Pago's webhook. Only a notification signed with the shop's secret (x-signature:
     * HMAC-SHA256 of "id:[data.id];request-id:[x-request-id];ts:[ts];"), signed in the last five
     * minutes and never seen before is accepted; anything else is a 401 and records nothing.
     * Then the payment is read from Mercado Pago's API: the body is never believed.
     */
    app.post(
      '/mercado-pago/notifications',
      {
        onRequest: async (request) => {
          const counted = await throttle.reserve([
            {
              key: `notification:address:${request.ip}`,
              max: PAYMENT_LIMITS.notifications.perAddress,
            },
          ]);
          if (!counted)
            throw new AppError(429, 'too_many_requests', MERCADO_PAGO_MESSAGES.throttled);
        },
      },
      async (request, reply) => {
        const query = request.query as Record<string, string | string[] | undefined>;
        const dataId = typeof query['data.id'] === 'string' ? query['data.id'] : undefined;
        const requestId = header(request, 'x-request-id');
        if (
          !dataId ||
          !requestId ||
          !/^[\w-]{1,100}$/.test(requestId) ||
          !/^\w{1,64}$/.test(dataId)
        ) {
          request.log.warn(
            { requestId },
            'mercado pago notification refused: missing data.id or x-request-id',
          );
          throw refused();
        }
        try {
          WebhookSignatureValidator.validate({
            xSignature: header(request, 'x-signature'),
            xRequestId: requestId,
            // Mercado Pago signs alphanumeric ids in lower case.
            dataId: dataId.toLowerCase(),
            secret: webhookSecret,
            toleranceSeconds: PAYMENT_LIMITS.signatureToleranceSeconds,
          });
        } catch (error) {
          const reason = error instanceof InvalidWebhookSignatureError ? error.reason : 'error';
          request.log.warn({ requestId, reason }, 'mercado pago notification refused');
          throw refused();
        }
        if (!(await claimNotification(db, requestId))) {
          request.log.warn({ requestId }, 'mercado pago notification refused: replayed');
          throw refused();
        }
        const type = query.type ?? query.topic;
        if (type !== 'payment' || !/^\d+$/.test(dataId)) return reply.send({ received: true });
        try {
          const payment = await api.getPayment(dataId);
          const shop = await getShopSettings(db);
          const outcome = await recordMercadoPagoPayment(db, payment, { shop, publicUrl });
          if (outcome.kind === 'unknown_order') {
            request.log.warn(
              { paymentId: dataId },
              'mercado pago payment for no order of this shop',
            );
          } else {
            // What it recorded may have queued e-mails (the payment, or an alert for staff).
            mail.kick();
            request.log.info(
              { orderId: outcome.orderId, paymentId: dataId, outcome: outcome.kind },
              'mercado pago payment recorded',
            );
          }
          return await reply.send({ received: true });
        } catch (error) {
          // Not processed: give the claim back so Mercado Pago's retry is.
          await releaseNotification(db, requestId);
          throw error;
        }
      },
    );
  };
}
