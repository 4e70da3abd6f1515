import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePasswordSchema,
  PASSWORD_MESSAGES,
  ResetPasswordSchema,
  ResetRequestSchema,
} from '../../shared/passwords';
import { MessageAnswerSchema } from '../../shared/route-schemas';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError, badRequest } from '../errors';
import { currentUser, requireAdmin } from '../plugins/auth';
import { writeAuthLog } from '../services/auth-logs';
import type { MailQueue } from '../services/mail';
import { changePassword, resetPassword, sendResetLink } from '../services/password-resets';
import { verifyPassword } from '../services/passwords';
import { SESSION_COOKIE } from '../services/sessions';
import { Throttle } from '../services/throttle';

export interface PasswordRoutesOptions {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** /api/auth: a staff member's own password, and the reset link for a forgotten one. */
export function passwordRoutes({ db, mail, publicUrl }: PasswordRoutesOptions) {
  // Reset links cost an e-mail each: 5 requests per address and 3 per account in 15 minutes,
  // counted whether or not the account exists, so the limit says nothing about accounts.
  // Counted in the database like sign-ins, so every process shares the counts.
  const resetRequests = new Throttle(db, 'password-reset', FIFTEEN_MINUTES);
  // Guessing the current password is limited like signing in: reserved before argon2 answers.
  const currentPasswordChecks = new Throttle(db, 'password-change', FIFTEEN_MINUTES);

  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/password',
      { preValidation: requireAdmin, schema: { body: ChangePasswordSchema } },
      async (request, reply) => {
        const user = currentUser(request);
        const input = request.body;
        const attempt = await currentPasswordChecks.reserve([{ key: user.id, max: 5 }]);
        if (!attempt) throw new AppError(429, 'too_many_attempts', PASSWORD_MESSAGES.throttled);
        const [row] = await db
          .select({ passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.id, user.id));
        if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
          throw badRequest(PASSWORD_MESSAGES.currentWrong, {
            currentPassword: PASSWORD_MESSAGES.currentWrong,
          });
        }
        if (input.newPassword === input.currentPassword) {
          throw badRequest(PASSWORD_MESSAGES.sameAsCurrent, {
            newPassword: PASSWORD_MESSAGES.sameAsCurrent,
          });
        }
        await currentPasswordChecks.clear(user.id);
        await changePassword(db, user.id, input.newPassword, request.cookies[SESSION_COOKIE]);
        await writeAuthLog(db, user, 'password_change', request.headers['user-agent']);
        return reply.status(204).send();
      },
    );

    app.post(
      '/password-reset/request',
      { schema: { body: ResetRequestSchema, response: { 202: MessageAnswerSchema } } },
      async (request, reply) => {
        const { email } = request.body;
        const key = email.toLowerCase();
        const counted = await resetRequests.reserve([
          { key: `address:${request.ip}`, max: 5 },
          { key: `email:${key}`, max: 3 },
        ]);
        if (!counted) throw new AppError(429, 'too_many_requests', PASSWORD_MESSAGES.throttled);
        const [user] = await db
          .select({ id: users.id, email: users.email, name: users.name })
          .from(users)
          .where(eq(users.email, key));
        if (user) await sendResetLink(db, mail, publicUrl, user);
        // The same answer either way: the form does not tell who has an account.
        return reply.status(202).send({ message: PASSWORD_MESSAGES.resetRequested });
      },
    );

    app.post(
      '/password-reset',
      { schema: { body: ResetPasswordSchema } },
      async (request, reply) => {
        const input = request.body;
        const user = await resetPassword(db, input.token, input.newPassword);
        if (!user) {
          throw badRequest(PASSWORD_MESSAGES.resetInvalid, {
            token: PASSWORD_MESSAGES.resetInvalid,
          });
        }
        await writeAuthLog(
          db,
          { ...user, emailVerified: true },
          'password_reset',
          request.headers['user-agent'],
        );
        return reply.status(204).send();
      },
    );
  };
}
