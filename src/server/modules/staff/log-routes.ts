import { count, desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_LOG_MESSAGES,
  AdminLogsQuerySchema,
  AuthLogListSchema,
  ClearLogsResponseSchema,
} from '../../../shared/admin-logs';
import type { Db } from '../../db/client';
import { authLogs } from '../../db/schema';
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
        const [rows, totals] = await Promise.all([
          db
            .select({
              id: authLogs.id,
              userId: authLogs.userId,
              email: authLogs.email,
              role: authLogs.role,
              eventType: authLogs.eventType,
              userAgent: authLogs.userAgent,
              timestamp: authLogs.timestamp,
            })
            .from(authLogs)
            .orderBy(desc(authLogs.timestamp), desc(authLogs.id))
            .limit(query.pageSize)
            .offset((query.page - 1) * query.pageSize),
          db.select({ n: count() }).from(authLogs),
        ]);
        reply.header('cache-control', 'no-store');
        return {
          logs: rows.map((row) => ({
            ...row,
            ...describeUserAgent(row.userAgent),
            timestamp: row.timestamp.toISOString(),
          })),
          total: totals[0]?.n ?? 0,
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
      const deleted = await db.delete(authLogs).returning({ id: authLogs.id });
      return { deleted: deleted.length };
    });
  };
}
