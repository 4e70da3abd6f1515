import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParams } from '../../../shared/route-schemas';
import { RestoreResponseSchema, TRASH_MESSAGES, TrashListSchema } from '../../../shared/trash';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { currentUser, requireSuperAdmin } from '../../plugins/auth';
import { recordActivity } from '../staff/activity';
import type { CatalogWrites } from '../catalogue/catalog-writes';
import { orderSubject } from '../orders/order-subject';
import { productSubject } from '../catalogue/product-activity';
import { expiresAt, listTrash, purgeExpired, purgeOne, restoreFromTrash } from './trash';
import type { Storage } from '../../lib/storage';

const params = uuidParams(TRASH_MESSAGES.notFound);

const subjectOf = (kind: 'product' | 'order', itemKey: string, label: string) =>
  kind === 'product' ? productSubject(label) : orderSubject(Number(itemKey));

/** /api/admin/trash: the Papelera, super_admin only. */
export function adminTrashRoutes(db: Db, storage: Storage, writes: CatalogWrites) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    // Before the schemas: a stranger is told to sign in, whatever it sent.
    app.addHook('preValidation', requireSuperAdmin);

    app.get('/', { schema: { response: { 200: TrashListSchema } } }, async (request, reply) => {
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

    app.post(
      '/:id/restore',
      { schema: { params, response: { 200: RestoreResponseSchema } } },
      async (request) => {
        const restored = await restoreFromTrash(db, writes, request.params.id);
        await recordActivity(db, {
          actorId: currentUser(request).id,
          action: restored.kind === 'product' ? 'product.restore' : 'order.restore',
          subject: subjectOf(restored.kind, restored.itemKey, restored.label),
          detail: restored.message,
        });
        return { message: restored.message };
      },
    );

    app.delete('/:id', { schema: { params } }, async (request, reply) => {
      const item = await purgeOne(db, storage, request.params.id);
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
