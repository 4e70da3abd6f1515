import type { FastifyInstance } from 'fastify';
import { TRASH_MESSAGES, trashEndpoints as E } from '#shared/trash';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import { currentUser, requireSuperAdmin } from '#server/plugins/auth';
import { route } from '#server/plugins/endpoints';
import { recordActivity } from '../staff/activity';
import type { CatalogWrites } from '../catalogue/catalog-writes';
import { orderSubject } from '../orders/order-subject';
import { productSubject } from '../catalogue/product-activity';
import { expiresAt, listTrash, purgeExpired, purgeOne, restoreFromTrash } from './trash';
import type { Storage } from '#server/lib/storage';

const subjectOf = (kind: 'product' | 'order', itemKey: string, label: string) =>
  kind === 'product' ? productSubject(label) : orderSubject(Number(itemKey));

/** /api/admin/trash: the Papelera, super_admin only. */
export function adminTrashRoutes(db: Db, storage: Storage, writes: CatalogWrites) {
  return async function register(app: FastifyInstance): Promise<void> {
    // Before the schemas: a stranger is told to sign in, whatever it sent.
    app.addHook('preValidation', requireSuperAdmin);

    route(app, E.list, {}, async (request, reply) => {
      // Lazily too, so the list never shows what is already past its 30 days.
      await purgeExpired(db, storage).catch((error: unknown) => {
        request.log.warn({ err: error }, 'trash purge failed');
      });
      const rows = await listTrash(db);
      reply.header('cache-control', 'no-store');
      return {
        items: rows.map((row) => ({
          ...row,
          deletedAt: row.deletedAt.toISOString(),
          expiresAt: expiresAt(row.deletedAt).toISOString(),
        })),
      };
    });

    route(app, E.restore, {}, async (request) => {
      const actorId = currentUser(request).id;
      const restored = await restoreFromTrash(
        db,
        writes,
        request.params.id,
        { id: actorId, name: '' },
        (tx, back) =>
          recordActivity(tx, {
            actorId,
            action: back.kind === 'product' ? 'product.restore' : 'order.restore',
            subject: subjectOf(back.kind, back.itemKey, back.label),
            detail: back.message,
          }),
      );
      // A restored order holds its boxes again: the shop's availability texts change.
      if (restored.kind === 'order') await request.server.shop.stockChanged();
      return { message: restored.message };
    });

    route(app, E.purge, {}, async (request) => {
      // Its files go after the commit, so a refused entry keeps the item restorable (see there).
      const item = await purgeOne(db, storage, request.params.id, (tx, purged) =>
        recordActivity(tx, {
          actorId: currentUser(request).id,
          action: 'trash.purge',
          subject: purged.label,
          detail: '',
        }),
      );
      if (!item) throw notFound(TRASH_MESSAGES.notFound);
    });
  };
}
