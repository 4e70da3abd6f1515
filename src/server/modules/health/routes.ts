import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';

/** GET /api/health: the database answers (a load balancer's or a monitor's check). */
export const HealthSchema = z.object({ status: z.literal('ok') });

export function healthRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/', { schema: { response: { 200: HealthSchema } } }, async (_request, reply) => {
      await db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
    });
  };
}
