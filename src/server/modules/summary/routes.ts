import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SummaryQuerySchema, SummarySchema } from '../../../shared/summary/summary';
import type { Db } from '../../db/client';
import { requireAdmin } from '../../plugins/auth';
import { shopSummary } from './service';

/** GET /api/admin/summary: the Resumen's figures; staff, like the orders they come from. */
export function adminSummaryRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preValidation', requireAdmin);
    app.get(
      '/',
      { schema: { querystring: SummaryQuerySchema, response: { 200: SummarySchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return shopSummary(db, request.query);
      },
    );
  };
}
