import type { FastifyInstance } from 'fastify';
import { adminSummaryEndpoints as E } from '#shared/summary/summary';
import type { Db } from '#server/db/client';
import { requireAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { shopSummary } from './service';

/** GET /api/admin/summary: the Resumen's figures; staff, like the orders they come from. */
export function adminSummaryRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireAdmin);
    route(app, E.get, {}, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return shopSummary(db, request.query);
    });
  };
}
