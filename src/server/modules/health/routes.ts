import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client';
import { pingDatabase } from './service';

/** GET /api/health: the database answers (a load balancer's or a monitor's check). */
export const HealthSchema = z.object({ status: z.literal('ok') });

export function healthRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/', { schema: { response: { 200: HealthSchema } } }, async (_request, reply) => {
      await pingDatabase(db);
      return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
    });
  };
}
