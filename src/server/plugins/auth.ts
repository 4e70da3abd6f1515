import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role, SessionUser } from '#shared/auth';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../errors';
import { isApiRoute } from './security';
import { SESSION_COOKIE, SESSION_MAX_MS, userForSession } from '../modules/staff/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export interface SessionCookieOptions {
  secure: boolean;
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: SessionCookieOptions,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: Math.floor(SESSION_MAX_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
  });
}

/** Resolves request.user from the session cookie on every /api request. */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request)) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await userForSession(db, token) : null;
  });
}

/** preHandler guard: signed in with one of the roles, else 401 / 403. */
export function requireRole(...roles: Role[]) {
  return async function guard(request: FastifyRequest): Promise<void> {
    if (!request.user) throw unauthorized();
    if (!roles.includes(request.user.role)) throw forbidden();
  };
}

export const requireAdmin = requireRole('editor', 'super_admin');
export const requireSuperAdmin = requireRole('super_admin');

/** The signed-in user inside a guarded handler. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
