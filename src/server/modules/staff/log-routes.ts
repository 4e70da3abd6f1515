import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_LOG_MESSAGES,
  AdminLogsQuerySchema,
  AuthLogListSchema,
  ClearLogsResponseSchema,
} from '../../../shared/admin-logs';
import type { Db } from '../../db/client';
import { clearAuthLogs, listAuthLogs } from './auth-logs';
import { forbidden, unauthorized } from '../../errors';
import { requireSuperAdmin } from '../../plugins/auth';
import { describeUserAgent } from '../../lib/user-agent';

/** SPEC §8: clearing has its own messages for a missing session and a missing role. */
async function requireLogCleaner(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized(ADMIN_LOG_MESSAGES.noUser);
  if (request.user.role !== 'super_admin') throw forbidden(ADMIN_LOG_MESSAGES.onlySuperAdmin);
}

/** /api/admin/logs: super_admin only; newest first, paged in the database. */
export function adminLogRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/',
      {
        preValidation: requireSuperAdmin,
        schema: { querystring: AdminLogsQuerySchema, response: { 200: AuthLogListSchema } },
      },
      async (request, reply) => {
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
      },
    );

    const clear = {
      preValidation: requireLogCleaner,
      schema: { response: { 200: ClearLogsResponseSchema } },
    };
    app.delete('/', clear, async () => {
      return { deleted: await clearAuthLogs(db) };
    });
  };
}
