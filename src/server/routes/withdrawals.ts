import type { FastifyInstance } from 'fastify';
import {
  WITHDRAWAL_MESSAGES,
  type WithdrawalList,
  type WithdrawalReceipt,
  WithdrawalInputSchema,
} from '../../shared/withdrawals';
import type { Db } from '../db/client';
import { AppError, notFound } from '../errors';
import { currentUser, requireAdmin } from '../plugins/auth';
import type { MailQueue } from '../services/mail';
import { getShopSettings } from '../services/settings';
import { Throttle } from '../services/throttle';
import { listWithdrawals, markWithdrawalAttended, recordWithdrawal } from '../services/withdrawals';
import { parseInput } from '../validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ONE_HOUR = 60 * 60 * 1000;

export interface WithdrawalRoutesOptions {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  /** Requests accepted per client address and hour. */
  maxPerHour?: number;
}

/** /api/withdrawals: the Botón de arrepentimiento form (Resolución 424/2020), no account needed. */
export function withdrawalRoutes({
  db,
  mail,
  publicUrl,
  maxPerHour = 10,
}: WithdrawalRoutesOptions) {
  // Each request costs two e-mails: counted per address in the database, shared by every process.
  const throttle = new Throttle(db, 'withdrawal', ONE_HOUR);

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/', async (request, reply): Promise<WithdrawalReceipt> => {
      const input = parseInput(WithdrawalInputSchema, request.body, WITHDRAWAL_MESSAGES.invalid);
      if (!(await throttle.reserve([{ key: `address:${request.ip}`, max: maxPerHour }])))
        throw new AppError(429, 'too_many_requests', WITHDRAWAL_MESSAGES.throttled);
      const recorded = await recordWithdrawal(db, input, await getShopSettings(db), publicUrl);
      mail.kick();
      request.log.info({ orderId: recorded.orderId }, 'withdrawal request recorded');
      reply.status(201).header('cache-control', 'no-store');
      return { code: recorded.code, createdAt: recorded.createdAt.toISOString() };
    });
  };
}

/** /api/admin/withdrawals: staff see the requests and mark them attended. */
export function adminWithdrawalRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', requireAdmin);

    app.get('/', async (request, reply): Promise<WithdrawalList> => {
      const raw = (request.query as { orderId?: unknown }).orderId;
      const orderId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
      if (raw !== undefined && orderId === undefined) throw notFound(WITHDRAWAL_MESSAGES.notFound);
      reply.header('cache-control', 'no-store');
      return { requests: await listWithdrawals(db, orderId) };
    });

    app.post('/:id/attended', async (request, reply) => {
      const id = (request.params as { id?: unknown }).id;
      const marked =
        typeof id === 'string' &&
        UUID.test(id) &&
        (await markWithdrawalAttended(db, id, currentUser(request).id));
      if (!marked) throw notFound(WITHDRAWAL_MESSAGES.notFound);
      return reply.status(204).send();
    });
  };
}
