import type { FastifyInstance } from 'fastify';
import { BACKUP_MESSAGES, adminBackupEndpoints as E } from '#shared/backups';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import { currentUser, requireSuperAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import type { Backups } from './backups';
import { getShopSettings } from '../content/settings';

/** /api/admin/backups: Copias de seguridad, super_admin only (the archives hold every customer). */
export function adminBackupRoutes(db: Db, backups: Backups) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preValidation', requireSuperAdmin);

    route(app, E.list, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [runs, settings] = [await backups.list(), await getShopSettings(db)];
      return { runs, storedIn: backups.storedIn, hour: settings.backupHour };
    });

    route(app, E.run, {}, async (request) => {
      const user = currentUser(request);
      return backups.takeManual(user.name || user.email);
    });

    route(app, E.archive, {}, async (request, reply) => {
      const found = await backups.open(request.params.id);
      if (!found) throw notFound(BACKUP_MESSAGES.notFound);
      reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${found.name}"`);
      if (found.archive.bytes !== undefined) reply.header('content-length', found.archive.bytes);
      return reply.send(found.archive.body);
    });
  };
}
