import { z } from 'zod';
import { endpoints } from './endpoint';
import { RETENTION } from './retention';
import { uuidParams } from './route-schemas';

/** How long the Papelera keeps a deleted product or order before it is gone for good. */
export const TRASH_DAYS = RETENTION.trashDays;

export const TRASH_KINDS = ['product', 'order'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];
export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  product: 'Producto',
  order: 'Pedido',
};

export const TRASH_MESSAGES = {
  loadError: 'Error al cargar la papelera. Por favor, intentá nuevamente.',
  empty: 'La papelera está vacía.',
  notFound: 'El elemento ya no está en la papelera.',
  restored: 'Restaurado correctamente.',
  restoredUnclassified:
    'Producto restaurado. Su área, categoría o subcategoría ya no existe: quedó sin clasificar en lo que falta.',
  restoredWithoutProducts:
    'Pedido restaurado. Algunos productos de sus líneas ya no existen: las líneas conservan nombre y precio.',
  productExists: 'Ya existe un producto con el mismo identificador: no se puede restaurar.',
  orderExists: (id: string) => `Ya existe un pedido #${id}: no se puede restaurar.`,
  duplicate: 'Ya existe un registro igual: no se puede restaurar.',
  purged: 'Eliminado definitivamente.',
  confirmPurge: 'Se eliminará definitivamente. Esta acción no se puede deshacer.',
  restoreError: 'Error al restaurar. Por favor, intentá nuevamente.',
  purgeError: 'Error al eliminar. Por favor, intentá nuevamente.',
} as const;

export const TrashItemSchema = z.object({
  id: z.string(),
  kind: z.enum(TRASH_KINDS),
  itemKey: z.string(),
  label: z.string(),
  deletedByEmail: z.string(),
  deletedAt: z.string(),
  /** When it is purged (deletedAt + TRASH_DAYS). */
  expiresAt: z.string(),
});
export type TrashItem = z.infer<typeof TrashItemSchema>;

export const TrashListSchema = z.object({ items: z.array(TrashItemSchema) });
export type TrashList = z.infer<typeof TrashListSchema>;

export const RestoreResponseSchema = z.object({ message: z.string() });
export type RestoreResponse = z.infer<typeof RestoreResponseSchema>;

/** An item of the Papelera by id; an unknown or malformed one is not found. */
export const TrashParamsSchema = uuidParams(TRASH_MESSAGES.notFound);

/** /api/admin/trash: the Papelera, super_admin only. */
export const trashEndpoints = endpoints({
  list: { method: 'GET', path: '/api/admin/trash', response: TrashListSchema },
  restore: {
    method: 'POST',
    path: '/api/admin/trash/:id/restore',
    params: TrashParamsSchema,
    response: RestoreResponseSchema,
  },
  purge: {
    method: 'DELETE',
    path: '/api/admin/trash/:id',
    params: TrashParamsSchema,
    response: null,
  },
});
