import type { FastifyInstance } from 'fastify';
import { WITHDRAWAL_MESSAGES } from '#shared/withdrawal-form';
import { adminWithdrawalEndpoints, withdrawalEndpoints } from '#shared/withdrawals';
import type { Db } from '#server/db/client';
import { AppError, notFound } from '#server/errors';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import type { MailQueue } from '#server/lib/mail';
import { getShopSettings } from '../content/settings';
import { Throttle } from '#server/lib/throttle';
import type { InputRefusal } from '#server/validation';
import { listWithdrawals, markWithdrawalAttended, recordWithdrawal } from './withdrawals';

const ONE_HOUR = 60 * 60 * 1000;
const ONE_DAY = 24 * ONE_HOUR;

export interface WithdrawalRoutesOptions {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  /** Requests accepted per client address and hour. */
  maxPerHour?: number;
  /** Requests accepted per order number, and per e-mail typed, each day. */
  maxPerOrderPerDay?: number;
  maxPerEmailPerDay?: number;
}

/** /api/withdrawals: the Botón de arrepentimiento form (Resolución 424/2020), no account needed. */
export function withdrawalRoutes({
  db,
  mail,
  publicUrl,
  maxPerHour = 10,
  maxPerOrderPerDay = 3,
  maxPerEmailPerDay = 3,
}: WithdrawalRoutesOptions) {
  // Each request mails the shop and an order's customer: counted in the database, shared by
  // every process, per client address and — so that changing addresses gets no further — per
  // order and per e-mail. A customer asks once or twice; three a day is plenty.
  const throttle = new Throttle(db, 'withdrawal', ONE_HOUR);
  const daily = new Throttle(db, 'withdrawal-daily', ONE_DAY);

  return async function register(app: FastifyInstance): Promise<void> {
    const refusal = { message: WITHDRAWAL_MESSAGES.invalid };
    route(app, withdrawalEndpoints.create, { config: { refusal } }, async (request, reply) => {
      const input = request.body;
      if (!(await throttle.reserve([{ key: `address:${request.ip}`, max: maxPerHour }])))
        throw new AppError(429, 'too_many_requests', WITHDRAWAL_MESSAGES.throttled);
      const limits = [
        { key: `order:${BigInt(input.orderNumber).toString()}`, max: maxPerOrderPerDay },
        { key: `email:${input.email.trim().toLowerCase()}`, max: maxPerEmailPerDay },
      ];
      if (!(await daily.reserve(limits)))
        throw new AppError(429, 'too_many_requests', WITHDRAWAL_MESSAGES.throttledOrder);
      const recorded = await recordWithdrawal(db, input, await getShopSettings(db), publicUrl);
      mail.kick();
      request.log.info(
        { orderId: recorded.orderId, match: recorded.match },
        'withdrawal request recorded',
      );
      reply.header('cache-control', 'no-store');
      return { code: recorded.code, createdAt: recorded.createdAt.toISOString() };
    });
  };
}

/** /api/admin/withdrawals: staff see the requests and mark them attended. */
export function adminWithdrawalRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireAdmin);
    const E = adminWithdrawalEndpoints;

    // A malformed order number names no request.
    const list = { config: { refusal: { notFound: ['querystring'] } satisfies InputRefusal } };
    route(app, E.list, list, async (request, reply) => {
      const { orderId } = request.query;
      reply.header('cache-control', 'no-store');
      return { requests: await listWithdrawals(db, orderId) };
    });

    route(app, E.markAttended, {}, async (request) => {
      const marked = await markWithdrawalAttended(db, request.params.id, currentUser(request).id);
      if (!marked) throw notFound(WITHDRAWAL_MESSAGES.notFound);
    });
  };
}
