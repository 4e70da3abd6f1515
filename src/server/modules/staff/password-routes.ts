import type { FastifyInstance } from 'fastify';
import { authEndpoints as E } from '#shared/auth-endpoints';
import { PASSWORD_MESSAGES } from '#shared/passwords';
import type { Db } from '#server/db/client';
import { AppError, badRequest } from '#server/errors';
import { currentUser, requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { writeAuthLog } from './auth-logs';
import type { MailQueue } from '#server/lib/mail';
import { changePassword, resetPassword, sendResetLink } from './password-resets';
import { verifyPassword } from './passwords';
import { SESSION_COOKIE } from './sessions';
import { findUserByEmail, userPasswordHash } from './users';
import { Throttle } from '#server/lib/throttle';
import { hashToken } from '#server/lib/tokens';

export interface PasswordRoutesOptions {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Uses of reset links allowed in 15 minutes, whether the token is right or not: a person mistypes
 * the new password a few times at most; a guesser of tokens gets nowhere (a token is 256 random
 * bits) and is stopped before it costs the server anything.
 */
export const RESET_ATTEMPT_LIMITS = { perAddress: 10, perToken: 5 } as const;

/** /api/auth: a staff member's own password, and the reset link for a forgotten one. */
export function passwordRoutes({ db, mail, publicUrl }: PasswordRoutesOptions) {
  // Reset links cost an e-mail each: 5 requests per address and 3 per account in 15 minutes,
  // counted whether or not the account exists, so the limit says nothing about accounts.
  // Counted in the database like sign-ins, so every process shares the counts.
  const resetRequests = new Throttle(db, 'password-reset', FIFTEEN_MINUTES);
  // Guessing the current password is limited like signing in: reserved before argon2 answers.
  const currentPasswordChecks = new Throttle(db, 'password-change', FIFTEEN_MINUTES);
  // Using a link: reserved before the token is even looked up.
  const resetAttempts = new Throttle(db, 'password-reset-use', FIFTEEN_MINUTES);

  /** The account's link, if the address has one; errors are logged (nobody waits for this). */
  async function mailLinkIfAccount(email: string): Promise<void> {
    const user = await findUserByEmail(db, email);
    if (user) await sendResetLink(db, mail, publicUrl, user);
  }

  return async function register(app: FastifyInstance): Promise<void> {
    route(app, E.changePassword, { preValidation: requireAdmin }, async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      const attempt = await currentPasswordChecks.reserve([{ key: user.id, max: 5 }]);
      if (!attempt) throw new AppError(429, 'too_many_attempts', PASSWORD_MESSAGES.throttled);
      const passwordHash = await userPasswordHash(db, user.id);
      if (!passwordHash || !(await verifyPassword(passwordHash, input.currentPassword))) {
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
    });

    route(app, E.requestPasswordReset, {}, async (request, reply) => {
      const { email } = request.body;
      const key = email.toLowerCase();
      const counted = await resetRequests.reserve([
        { key: `address:${request.ip}`, max: 5 },
        { key: `email:${key}`, max: 3 },
      ]);
      if (!counted) throw new AppError(429, 'too_many_requests', PASSWORD_MESSAGES.throttled);
      // The same answer either way, and as soon: the account is looked up and its link written
      // after the answer leaves, so neither the words nor the time tell who has an account.
      // Started once the answer is written: an embedded database works on this thread, and
      // its work must not hold the answer back.
      reply.raw.once('finish', () =>
        setImmediate(
          () =>
            void mailLinkIfAccount(key).catch((err: unknown) =>
              request.log.error({ err }, 'reset link not sent'),
            ),
        ),
      );
      return reply.status(202).send({ message: PASSWORD_MESSAGES.resetRequested });
    });

    route(app, E.resetPassword, {}, async (request, reply) => {
      const input = request.body;
      const attempt = await resetAttempts.reserve([
        { key: `address:${request.ip}`, max: RESET_ATTEMPT_LIMITS.perAddress },
        { key: `token:${hashToken(input.token)}`, max: RESET_ATTEMPT_LIMITS.perToken },
      ]);
      if (!attempt) throw new AppError(429, 'too_many_attempts', PASSWORD_MESSAGES.resetThrottled);
      const user = await resetPassword(db, input.token, input.newPassword);
      if (!user) {
        throw badRequest(PASSWORD_MESSAGES.resetInvalid, {
          token: PASSWORD_MESSAGES.resetInvalid,
        });
      }
      await resetAttempts.release(attempt);
      await writeAuthLog(
        db,
        { ...user, emailVerified: true },
        'password_reset',
        request.headers['user-agent'],
      );
      return reply.status(204).send();
    });
  };
}
