import { type SQL, and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTION_KEYS,
  type ActivityAction,
  ActivityListSchema,
  ActivityQuerySchema,
} from '../../../shared/activity';
import { shopDayBounds } from '../../../shared/admin-orders';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';
import { requireSuperAdmin } from '../../plugins/auth';

function isKnownAction(action: string): action is ActivityAction {
  return action in ACTIVITY_ACTIONS;
}

/** /api/admin/activity: super_admin only; newest first, filtered and paged in the database. */
export function adminActivityRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/',
      {
        preValidation: requireSuperAdmin,
        schema: { querystring: ActivityQuerySchema, response: { 200: ActivityListSchema } },
      },
      async (request, reply) => {
        const { query } = request;
        const conditions: SQL[] = [];
        if (query.actor) conditions.push(eq(activityLog.actorEmail, query.actor));
        if (query.group) {
          const actions = ACTIVITY_ACTION_KEYS.filter(
            (action) => ACTIVITY_ACTIONS[action].group === query.group,
          );
          conditions.push(inArray(activityLog.action, actions));
        }
        if (query.from) conditions.push(gte(activityLog.at, shopDayBounds(query.from).start));
        if (query.to) conditions.push(lte(activityLog.at, shopDayBounds(query.to).end));
        const where = conditions.length > 0 ? and(...conditions) : undefined;
        const [rows, totals, actors] = await Promise.all([
          db
            .select()
            .from(activityLog)
            .where(where)
            .orderBy(desc(activityLog.at), desc(activityLog.id))
            .limit(query.pageSize)
            .offset((query.page - 1) * query.pageSize),
          db.select({ n: count() }).from(activityLog).where(where),
          db
            .selectDistinctOn([activityLog.actorEmail], {
              email: activityLog.actorEmail,
              name: activityLog.actorName,
            })
            .from(activityLog)
            .orderBy(asc(activityLog.actorEmail), desc(activityLog.at)),
        ]);
        reply.header('cache-control', 'no-store');
        return {
          // An action a newer version wrote and this one does not know is left out, not a 500.
          entries: rows.flatMap(({ action, at, ...row }) =>
            isKnownAction(action) ? [{ ...row, action, at: at.toISOString() }] : [],
          ),
          total: totals[0]?.n ?? 0,
          page: query.page,
          pageSize: query.pageSize,
          actors,
        };
      },
    );
  };
}
