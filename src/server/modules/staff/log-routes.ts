import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_LOG_MESSAGES, adminLogEndpoints as E } from '#shared/admin-logs';
import type { Db } from '#server/db/client';
import { clearAuthLogs, listAuthLogs } from './auth-logs';
import { forbidden, unauthorized } from '#server/errors';
import { requireSuperAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { describeUserAgent } from '#server/lib/user-agent';

/** Clearing has its own messages for a missing session and a missing role. */
async function requireLogCleaner(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized(ADMIN_LOG_MESSAGES.noUser);
  if (request.user.role !== 'super_admin') throw forbidden(ADMIN_LOG_MESSAGES.onlySuperAdmin);
}

/** /api/admin/logs: super_admin only; newest first, paged in the database. */
export function adminLogRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    route(app, E.list, { preValidation: requireSuperAdmin }, async (request, reply) => {
      const { query } = request;
      const { rows, total } = await listAuthLogs(db, query);
      reply.header('cache-control', 'no-store');
      return {
        logs: rows.map((row) => ({
          ...row,
          ...describeUserAgent(row.userAgent),
          timestamp: row.timestamp.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    });

    route(app, E.clear, { preValidation: requireLogCleaner }, async () => {
      return { deleted: await clearAuthLogs(db) };
    });
  };
}
