import { z } from 'zod';

/**
 * Optimistic concurrency on an order: every change raises the order's version;
 * staff's edits carry the version their screen showed, and one made from an older view is
 * refused instead of silently undoing what someone else saved meanwhile.
 */
export const ORDER_VERSION_MESSAGES = {
  stale: 'El pedido cambió mientras lo editabas; revisá los cambios',
  invalid: 'La versión del pedido no es válida. Recargá la página.',
} as const;

export const OrderVersionSchema = z
  .number(ORDER_VERSION_MESSAGES.invalid)
  .int(ORDER_VERSION_MESSAGES.invalid)
  .min(1, ORDER_VERSION_MESSAGES.invalid)
  .max(2_147_483_647, ORDER_VERSION_MESSAGES.invalid);

/** The code of the 409 a stale edit gets: the screen reloads the order on it. */
export const STALE_ORDER_CODE = 'order_changed';

/** POST /api/admin/orders/:id/renew-quote and other changes that carry only the version. */
export const OrderVersionBodySchema = z.object({ version: OrderVersionSchema });
export type OrderVersionBody = z.infer<typeof OrderVersionBodySchema>;
