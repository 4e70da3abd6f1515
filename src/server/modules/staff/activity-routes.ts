import type { FastifyInstance } from 'fastify';
import { ACTIVITY_ACTIONS, type ActivityAction, activityEndpoints as E } from '#shared/activity';
import type { Db } from '#server/db/client';
import { listActivity } from './activity';
import { requireSuperAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';

function isKnownAction(action: string): action is ActivityAction {
  return action in ACTIVITY_ACTIONS;
}

/** /api/admin/activity: super_admin only; newest first, filtered and paged in the database. */
export function adminActivityRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    route(app, E.list, { preValidation: requireSuperAdmin }, async (request, reply) => {
      const { query } = request;
      const { rows, total, actors } = await listActivity(db, query);
      reply.header('cache-control', 'no-store');
      return {
        // An action a newer version wrote and this one does not know is left out, not a 500.
        entries: rows.flatMap(({ action, at, ...row }) =>
          isKnownAction(action) ? [{ ...row, action, at: at.toISOString() }] : [],
        ),
        total,
        page: query.page,
        pageSize: query.pageSize,
        actors,
      };
    });
  };
}
