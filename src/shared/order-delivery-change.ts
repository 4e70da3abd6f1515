import { z } from 'zod';
import { AdminOrderViewSchema } from './admin-order-detail';
import { OrderIdParamsSchema } from './admin-orders';
import { isIsoDay } from './shop-clock';
import { DELIVERY_ZONE_MAX_PRICE, ZONE_PRICE_ENTRY } from './delivery';
import { endpoints } from './endpoint';
import { hasAtMostTwoDecimals } from './money';
import { OrderVersionSchema } from './order-version';
import { hasControlCharacters } from './text';

/**
 * Staff set or change a delivery's cost and day after the order was placed ("a convenir" priced
 * by phone, a day agreed with the customer): the total and the balance follow, the change is
 * noted with who and why, and the customer gets one e-mail with the new total.
 */
export const ORDER_DELIVERY_MESSAGES = {
  cost: 'El costo de entrega debe ser un número entre 0 y 10.000.000, o vacío (a convenir).',
  date: 'La fecha de entrega no es válida.',
  reason: 'Escribí el motivo del cambio (3 a 300 caracteres).',
  pickup: 'El pedido se retira en el local: no tiene costo ni fecha de envío.',
  cancelled: 'El pedido está cancelado: su entrega ya no se cambia.',
  unchanged: 'El costo y la fecha de entrega ya son esos.',
  total: 'El total del pedido superaría el máximo permitido.',
  saved: 'Entrega actualizada',
  saveError: 'No se pudo actualizar la entrega',
} as const;

/** How staff type the cost: the zones' own es-AR entry. */
export const ORDER_DELIVERY_COST_ENTRY = ZONE_PRICE_ENTRY;

/** PUT /api/admin/orders/:id/delivery. */
export const SetOrderDeliverySchema = z.object({
  version: OrderVersionSchema,
  /** Null: back to "a convenir". */
  cost: z
    .number(ORDER_DELIVERY_MESSAGES.cost)
    .min(0, ORDER_DELIVERY_MESSAGES.cost)
    .max(DELIVERY_ZONE_MAX_PRICE, ORDER_DELIVERY_MESSAGES.cost)
    .refine(hasAtMostTwoDecimals, ORDER_DELIVERY_MESSAGES.cost)
    .nullable(),
  /** The day agreed (YYYY-MM-DD); null: no day promised. */
  date: z
    .string(ORDER_DELIVERY_MESSAGES.date)
    .refine(
      (day) => isIsoDay(day) && day >= '2000-01-01' && day <= '2099-12-31',
      ORDER_DELIVERY_MESSAGES.date,
    )
    .nullable(),
  reason: z
    .string(ORDER_DELIVERY_MESSAGES.reason)
    .trim()
    .min(3, ORDER_DELIVERY_MESSAGES.reason)
    .max(300, ORDER_DELIVERY_MESSAGES.reason)
    .refine((text) => !hasControlCharacters(text), ORDER_DELIVERY_MESSAGES.reason),
});
export type SetOrderDeliveryInput = z.infer<typeof SetOrderDeliverySchema>;

export const adminOrderDeliveryEndpoints = endpoints({
  setDelivery: {
    method: 'PUT',
    path: '/api/admin/orders/:id/delivery',
    params: OrderIdParamsSchema,
    body: SetOrderDeliverySchema,
    response: AdminOrderViewSchema,
  },
});
