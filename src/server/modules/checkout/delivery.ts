import { asc, eq } from 'drizzle-orm';
import type { CheckoutForm } from '../../../shared/checkout';
import { type DeliveryZoneRow, deliveryCostFor, postalDigits } from '../../../shared/delivery';
import type { Db } from '../../db/client';
import { deliveryZones, orders } from '../../db/schema';
import type { OrderDelivery } from '../orders/order-mail';

export async function listDeliveryZones(db: Db): Promise<DeliveryZoneRow[]> {
  return db
    .select({
      id: deliveryZones.id,
      kind: deliveryZones.kind,
      value: deliveryZones.value,
      price: deliveryZones.price,
    })
    .from(deliveryZones)
    .orderBy(asc(deliveryZones.kind), asc(deliveryZones.value));
}

/** The order's delivery as the server prices it (the browser's idea of the cost is never read). */
export async function deliveryForOrder(db: Db, customer: CheckoutForm): Promise<OrderDelivery> {
  const method = customer.deliveryMethod ?? 'shipping';
  if (method === 'pickup') return { method, partido: null, postalCode: null, cost: 0 };
  const partido = customer.partido?.trim() || null;
  const postalCode = customer.postalCode?.trim().toUpperCase() || null;
  const zones = await listDeliveryZones(db);
  return {
    method,
    partido,
    postalCode,
    cost: deliveryCostFor(zones, { method, partido, postalCode }),
  };
}

/** How a zone's value is kept: a código postal by its 4 digits, a partido as typed (trimmed). */
export function zoneValue(kind: DeliveryZoneRow['kind'], value: string): string {
  return kind === 'postal_code' ? (postalDigits(value) ?? value.trim()) : value.trim();
}

/** An order's delivery as stored (admin detail, paperwork). */
export async function orderDelivery(db: Db, orderId: number): Promise<OrderDelivery> {
  const [row] = await db
    .select({
      method: orders.deliveryMethod,
      partido: orders.deliveryPartido,
      postalCode: orders.deliveryPostalCode,
      cost: orders.deliveryCost,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? { method: 'shipping', partido: null, postalCode: null, cost: null };
}
