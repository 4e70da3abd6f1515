import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BACKUP_MESSAGES,
  BackupIdParamsSchema,
  BackupListSchema,
  BackupRunSchema,
} from '../../../shared/backups';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { currentUser, requireSuperAdmin } from '../../plugins/auth';
import type { Backups } from './backups';
import { getShopSettings } from '../content/settings';

/** /api/admin/backups: Copias de seguridad, super_admin only (the archives hold every customer). */
export function adminBackupRoutes(db: Db, backups: Backups) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preValidation', requireSuperAdmin);

    app.get('/', { schema: { response: { 200: BackupListSchema } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [runs, settings] = [await backups.list(), await getShopSettings(db)];
      return { runs, storedIn: backups.storedIn, hour: settings.backupHour };
    });

    app.post('/', { schema: { response: { 200: BackupRunSchema } } }, async (request) => {
      const user = currentUser(request);
      return backups.takeManual(user.name || user.email);
    });

    app.get(
      '/:id/archivo',
      { schema: { params: BackupIdParamsSchema } },
      async (request, reply) => {
        const found = await backups.open(request.params.id);
        if (!found) throw notFound(BACKUP_MESSAGES.notFound);
        reply
          .header('cache-control', 'no-store')
          .header('content-type', 'application/gzip')
          .header('content-disposition', `attachment; filename="${found.name}"`);
        if (found.archive.bytes !== undefined) reply.header('content-length', found.archive.bytes);
        return reply.send(found.archive.body);
      },
    );
  };
}
