import { asc, eq } from 'drizzle-orm';
import type { CheckoutForm } from '#shared/checkout';
import {
  DELIVERY_MESSAGES,
  DELIVERY_ZONE_KIND_LABELS,
  type DeliveryZoneInput,
  deliveryDaysText,
  type DeliveryZoneRow,
  deliveryZoneFor,
  postalDigits,
} from '#shared/delivery';
import { deliveryWindow } from '#shared/working-days';
import { partidoPostalCodes } from './partido-postal-codes';
import { formatMoney } from '#shared/format';
import { searchFold } from '#shared/search';
import type { Db } from '#server/db/client';
import { deliveryZones, orders } from '#server/db/schema';
import { conflict, notFound } from '#server/errors';
import { describeChanges, recordActivity } from '../staff/activity';
import type { OrderDelivery } from '../orders/order-mail';

const returning = {
  id: deliveryZones.id,
  kind: deliveryZones.kind,
  value: deliveryZones.value,
  price: deliveryZones.price,
  daysMin: deliveryZones.daysMin,
  daysMax: deliveryZones.daysMax,
};

/** A zone as answered: a partido's with the códigos postales the shop knows for it. */
const withPostalCodes = (zone: Omit<DeliveryZoneRow, 'postalCodes'>): DeliveryZoneRow => ({
  ...zone,
  postalCodes: zone.kind === 'partido' ? partidoPostalCodes(zone.value) : [],
});

export async function listDeliveryZones(db: Db): Promise<DeliveryZoneRow[]> {
  const rows = await db
    .select(returning)
    .from(deliveryZones)
    .orderBy(asc(deliveryZones.kind), asc(deliveryZones.value));
  return rows.map(withPostalCodes);
}

/** The order's delivery as the server prices it (the browser's idea of the cost is never read). */
export async function deliveryForOrder(
  db: Db,
  customer: CheckoutForm,
  now = new Date(),
): Promise<OrderDelivery> {
  const method = customer.deliveryMethod ?? 'shipping';
  if (method === 'pickup')
    return { method, partido: null, postalCode: null, cost: 0, from: null, until: null };
  const partido = customer.partido?.trim() || null;
  const postalCode = customer.postalCode?.trim().toUpperCase() || null;
  const zone = deliveryZoneFor(await listDeliveryZones(db), { method, partido, postalCode });
  const window = zone && deliveryWindow(now, zone);
  return {
    method,
    partido,
    postalCode,
    cost: zone?.price ?? null,
    from: window?.from ?? null,
    until: window?.until ?? null,
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
      from: orders.deliveryFrom,
      until: orders.deliveryUntil,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return (
    row ?? {
      method: 'shipping',
      partido: null,
      postalCode: null,
      cost: null,
      from: null,
      until: null,
    }
  );
}

/** 'Zona de envío «Partido Morón»' for the activity log. */
const zoneSubject = (zone: Pick<DeliveryZoneRow, 'kind' | 'value'>) =>
  `Zona de envío «${DELIVERY_ZONE_KIND_LABELS[zone.kind]} ${zone.value}»`;

/** One zone per partido (accents and case aside) or código postal. */
async function refuseDuplicate(
  db: Db,
  zone: Pick<DeliveryZoneRow, 'kind' | 'value'>,
  exceptId?: string,
) {
  const folded = searchFold(zone.value);
  const clash = (await listDeliveryZones(db)).some(
    (z) => z.id !== exceptId && z.kind === zone.kind && searchFold(z.value) === folded,
  );
  if (clash)
    throw conflict(DELIVERY_MESSAGES.zoneDuplicate, { value: DELIVERY_MESSAGES.zoneDuplicate });
}

const zoneOf = (input: DeliveryZoneInput): Omit<DeliveryZoneRow, 'id' | 'postalCodes'> => ({
  kind: input.kind,
  value: zoneValue(input.kind, input.value),
  price: input.price,
  daysMin: input.daysMin ?? null,
  daysMax: input.daysMax ?? null,
});

/** "$ 15.000, llega en 2 a 4 días hábiles" for the activity log. */
const zoneTerms = (zone: Pick<DeliveryZoneRow, 'price' | 'daysMin' | 'daysMax'>) =>
  [formatMoney(zone.price), deliveryDaysText(zone)].filter(Boolean).join(', ');

export async function createDeliveryZone(
  db: Db,
  actorId: string,
  input: DeliveryZoneInput,
): Promise<DeliveryZoneRow> {
  const zone = zoneOf(input);
  await refuseDuplicate(db, zone);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(deliveryZones).values(zone).returning(returning);
    if (!created) throw new Error('the new delivery zone was not returned');
    await recordActivity(tx, {
      actorId,
      action: 'delivery_zone.create',
      subject: zoneSubject(zone),
      detail: `Precio: ${zoneTerms(zone)}`,
    });
    return withPostalCodes(created);
  });
}

export async function updateDeliveryZone(
  db: Db,
  actorId: string,
  id: string,
  input: DeliveryZoneInput,
): Promise<DeliveryZoneRow> {
  const zone = zoneOf(input);
  await refuseDuplicate(db, zone, id);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(returning)
      .from(deliveryZones)
      .where(eq(deliveryZones.id, id))
      .for('update');
    if (!before) throw notFound(DELIVERY_MESSAGES.zoneNotFound);
    await tx.update(deliveryZones).set(zone).where(eq(deliveryZones.id, id));
    await recordActivity(tx, {
      actorId,
      action: 'delivery_zone.update',
      subject: zoneSubject(zone),
      detail: describeChanges([
        { label: 'Zona', before: zoneSubject(before), after: zoneSubject(zone) },
        { label: 'Precio', before: zoneTerms(before), after: zoneTerms(zone) },
      ]),
    });
    return withPostalCodes({ id, ...zone });
  });
}

export async function deleteDeliveryZone(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(deliveryZones)
      .where(eq(deliveryZones.id, id))
      .returning(returning);
    if (!row) throw notFound(DELIVERY_MESSAGES.zoneNotFound);
    await recordActivity(tx, {
      actorId,
      action: 'delivery_zone.delete',
      subject: zoneSubject(row),
      detail: `Precio: ${zoneTerms(row)}`,
    });
  });
}
