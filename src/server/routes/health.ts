import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';

export function healthRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/', async (_request, reply) => {
      await db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    });
  };
}
