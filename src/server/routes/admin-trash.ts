import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../shared/admin-catalog';
import { TRASH_MESSAGES, type TrashList } from '../../shared/trash';
import type { Db } from '../db/client';
import { trash } from '../db/schema';
import { notFound } from '../errors';
import { currentUser, requireSuperAdmin } from '../plugins/auth';
import { recordActivity } from '../services/activity';
import { orderSubject } from '../services/order-subject';
import { productSubject } from '../services/product-activity';
import { expiresAt, purgeExpired, purgeOne, restoreFromTrash } from '../services/trash';
import type { Storage } from '../services/storage';

function trashIdParam(params: unknown): string {
  const id = (params as { id?: unknown }).id;
  if (typeof id !== 'string' || !isUuid(id)) throw notFound(TRASH_MESSAGES.notFound);
  return id;
}

const subjectOf = (kind: 'product' | 'order', itemKey: string, label: string) =>
  kind === 'product' ? productSubject(label) : orderSubject(Number(itemKey));

/** /api/admin/trash: the Papelera, super_admin only. */
export function adminTrashRoutes(db: Db, storage: Storage) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', requireSuperAdmin);

    app.get('/', async (request, reply): Promise<TrashList> => {
      // Lazily too, so the list never shows what is already past its 30 days.
      await purgeExpired(db, storage).catch((error: unknown) => {
        request.log.warn({ err: error }, 'trash purge failed');
      });
      const rows = await db
        .select({
          id: trash.id,
          kind: trash.kind,
          itemKey: trash.itemKey,
          label: trash.label,
          deletedByEmail: trash.deletedByEmail,
          deletedAt: trash.deletedAt,
        })
        .from(trash)
        .orderBy(desc(trash.deletedAt), desc(trash.id));
      reply.header('cache-control', 'no-store');
      return {
        items: rows.map((row) => ({
          ...row,
          deletedAt: row.deletedAt.toISOString(),
          expiresAt: expiresAt(row.deletedAt).toISOString(),
        })),
      };
    });

    app.post('/:id/restore', async (request) => {
      const restored = await restoreFromTrash(db, trashIdParam(request.params));
      await recordActivity(db, {
        actorId: currentUser(request).id,
        action: restored.kind === 'product' ? 'product.restore' : 'order.restore',
        subject: subjectOf(restored.kind, restored.itemKey, restored.label),
        detail: restored.message,
      });
      return { message: restored.message };
    });

    app.delete('/:id', async (request, reply) => {
      const item = await purgeOne(db, storage, trashIdParam(request.params));
      if (!item) throw notFound(TRASH_MESSAGES.notFound);
      await recordActivity(db, {
        actorId: currentUser(request).id,
        action: 'trash.purge',
        subject: item.label,
        detail: '',
      });
      return reply.status(204).send();
    });
  };
}
