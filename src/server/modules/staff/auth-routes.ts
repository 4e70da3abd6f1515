import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LOGIN_MESSAGES,
  MeResponseSchema,
  ROLES,
  type SessionUser,
  VerifyQuerySchema,
} from '#shared/auth';
import { authEndpoints as E } from '#shared/auth-endpoints';
import { sessionEndpoints } from '#shared/storefront-endpoints';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { clearSessionCookie, setSessionCookie } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { withSchemas } from '#server/plugins/light-endpoints';
import { FailedSignInLog, writeAuthLog } from './auth-logs';
import type { MailQueue } from '#server/lib/mail';
import { dummyPasswordHash, isResetRequired, verifyPassword } from './passwords';
import { SESSION_COOKIE, createSession, deleteSession } from './sessions';
import { Throttle } from '#server/lib/throttle';
import { findUserByEmail, saveEmailVerification, verifyEmail } from './users';
import { hashToken, newToken } from '#server/lib/tokens';

export interface AuthRoutesOptions {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  secureCookies: boolean;
}

const THROTTLE_MESSAGE =
  'Demasiados intentos fallidos. Por favor, esperá 15 minutos e intentá nuevamente.';
const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Sign-in attempts allowed in 15 minutes, counted in the database (every process shares them).
 * The trade-off of OWASP's authentication cheat sheet (account lockout): locking an account after
 * a few failures from anywhere lets a stranger lock the owner out, so the tight limit is per
 * account *and* address. One address gets 5 tries at an account and 20 overall (a shop's staff
 * may share one address); an account gets 50 from all addresses together, which bounds a guesser
 * spread over many addresses without letting one address lock its owner out.
 * https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#account-lockout
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccountAndAddress: 5,
  perAddress: 20,
  perAccount: 50,
} as const;

const pairKey = (email: string, address: string) => `account+address:${email} ${address}`;

export function authRoutes({ db, mail, publicUrl, secureCookies }: AuthRoutesOptions) {
  const throttle = new Throttle(db, 'sign-in', SIGN_IN_LIMITS.windowMs);
  const failures = new FailedSignInLog(db);

  async function sendVerification(user: SessionUser): Promise<void> {
    const token = newToken();
    await saveEmailVerification(db, hashToken(token), user.id, VERIFICATION_TTL_MS);
    const link = `${publicUrl}/api/auth/verify?token=${token}`;
    await mail.enqueue({
      to: user.email,
      subject: 'Verificá tu correo electrónico',
      text: `Hola ${user.name}:\n\nPara verificar tu correo electrónico abrí este enlace:\n${link}\n\nEl enlace vence en 24 horas.`,
    });
  }

  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    route(
      plain,
      E.login,
      {
        // The form shows the first field's message as the whole answer's.
        config: {
          refusal: {
            message: (fields) => fields.email ?? fields.password ?? LOGIN_MESSAGES.generic,
          },
        },
      },
      async (request, reply) => {
        const { body } = request;
        const email = body.email.toLowerCase();
        const attempted = { email, userAgent: request.headers['user-agent'], address: request.ip };
        // Counted before the password is checked, so parallel guesses cannot outrun the count;
        // a failure keeps its reservation, a success gives it back.
        const attempt = await throttle.reserve([
          { key: pairKey(email, request.ip), max: SIGN_IN_LIMITS.perAccountAndAddress },
          { key: `address:${request.ip}`, max: SIGN_IN_LIMITS.perAddress },
          { key: `account:${email}`, max: SIGN_IN_LIMITS.perAccount },
        ]);
        if (!attempt) {
          await failures.throttled(attempted);
          throw new AppError(429, 'too_many_attempts', THROTTLE_MESSAGE);
        }
        const row = await findUserByEmail(db, email);
        if (!row) {
          await verifyPassword(await dummyPasswordHash(), body.password);
          await failures.failed(attempted);
          throw new AppError(401, 'user_not_found', LOGIN_MESSAGES.userNotFound, {
            email: LOGIN_MESSAGES.userNotFound,
          });
        }
        if (isResetRequired(row.passwordHash)) {
          // As long as a check of a real hash, and counted like a wrong password.
          await verifyPassword(await dummyPasswordHash(), body.password);
          await failures.failed(attempted);
          throw new AppError(401, 'password_reset_required', LOGIN_MESSAGES.resetRequired, {
            password: LOGIN_MESSAGES.resetRequired,
          });
        }
        if (!(await verifyPassword(row.passwordHash, body.password))) {
          await failures.failed(attempted);
          throw new AppError(401, 'wrong_password', LOGIN_MESSAGES.wrongPassword, {
            password: LOGIN_MESSAGES.wrongPassword,
          });
        }
        // The right password from this address: its earlier failures here are forgotten (those from
        // other addresses still count towards the account's ceiling).
        await throttle.release(attempt);
        await throttle.clear(pairKey(email, request.ip));
        if (!ROLES.includes(row.role))
          throw new AppError(403, 'not_admin', LOGIN_MESSAGES.notAdmin);

        const user: SessionUser = {
          id: row.id,
          email: row.email,
          name: row.name,
          role: row.role,
          emailVerified: row.emailVerifiedAt !== null,
        };
        // Rotation: the session presented at sign-in (if any) is never reused.
        const previous = request.cookies[SESSION_COOKIE];
        if (previous) await deleteSession(db, previous);
        const token = await createSession(db, user.id);
        setSessionCookie(reply, token, { secure: secureCookies || request.protocol === 'https' });
        if (!user.emailVerified) await sendVerification(user);
        await writeAuthLog(db, user, 'login', request.headers['user-agent']);
        return { user, verificationSent: !user.emailVerified };
      },
    );

    route(plain, E.logout, {}, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (request.user)
        await writeAuthLog(db, request.user, 'logout', request.headers['user-agent']);
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply, { secure: secureCookies || request.protocol === 'https' });
      return reply.status(204).send();
    });

    const me = withSchemas(sessionEndpoints.me, { response: MeResponseSchema });
    route(plain, me, {}, async (request, reply) => {
      return reply.header('cache-control', 'no-store').send({ user: request.user });
    });

    app.get('/verify', { schema: { querystring: VerifyQuerySchema } }, async (request, reply) => {
      const { token } = request.query;
      if (token === undefined) return reply.redirect('/admin/login?verificacion=invalida');
      if (!(await verifyEmail(db, hashToken(token)))) {
        return reply.redirect('/admin/login?verificacion=invalida');
      }
      return reply.redirect('/admin/login?verificacion=ok');
    });
  };
}
