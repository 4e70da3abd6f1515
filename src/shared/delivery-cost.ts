/**
 * What a delivery costs: the one rule the server prices an order by (modules/checkout/delivery.ts), the
 * checkout shows and the product page and the cart quote ahead ("Calculá el envío"). No zod
 * here, so that the product page can import it without the validation library.
 */
import { formatMoney } from './format';
import { searchFold } from './search';

export const DELIVERY_METHODS = ['pickup', 'shipping'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_ZONE_KINDS = ['partido', 'postal_code'] as const;
export type DeliveryZoneKind = (typeof DELIVERY_ZONE_KINDS)[number];

/** Shipping with no zone price is quoted by phone: "A convenir"; pickup costs nothing. */
export function deliveryCostText(method: DeliveryMethod, cost: number | null): string {
  if (method === 'pickup') return 'Sin cargo';
  return cost === null ? 'A convenir' : formatMoney(cost);
}

/** 4 digits (1663) or the full CPA (B1663ABC); matched by its 4 digits. */
const POSTAL_CODE = /^(?:[A-Za-z]?\d{4}|[A-Za-z]\d{4}[A-Za-z]{3})$/;

export function isPostalCode(text: string): boolean {
  return POSTAL_CODE.test(text.trim());
}

/** The 4 digits a código postal is matched by; null when there are none. */
export function postalDigits(text: string | null | undefined): string | null {
  return /\d{4}/.exec(text ?? '')?.[0] ?? null;
}

export interface DeliveryZone {
  kind: DeliveryZoneKind;
  value: string;
  price: number;
  /**
   * A partido's códigos postales (4 digits) as the server knows them, so that typing 6700 finds
   * the zone of partido Luján; empty for a código postal's own zone.
   */
  postalCodes?: readonly string[];
  /** The delivery time in working days; null: none promised. */
  daysMin?: number | null;
  daysMax?: number | null;
}

/**
 * The zone a delivery falls in: the zone of its código postal, else the partido zone that lists
 * that código postal, else the zone of its partido by name (accents and case ignored); null
 * outside every zone ("a convenir") and for a pickup.
 */
export function deliveryZoneFor<Z extends DeliveryZone>(
  zones: readonly Z[],
  delivery: { method: DeliveryMethod; partido?: string | null; postalCode?: string | null },
): Z | null {
  if (delivery.method === 'pickup') return null;
  const digits = postalDigits(delivery.postalCode);
  if (digits) {
    const byCode =
      zones.find((z) => z.kind === 'postal_code' && postalDigits(z.value) === digits) ??
      zones.find((z) => z.kind === 'partido' && z.postalCodes?.includes(digits));
    if (byCode) return byCode;
  }
  const partido = searchFold(delivery.partido ?? '').trim();
  if (!partido) return null;
  return zones.find((z) => z.kind === 'partido' && searchFold(z.value).trim() === partido) ?? null;
}

/** What delivery costs: nothing for a pickup; the price of its zone, else null ("a convenir"). */
export function deliveryCostFor(
  zones: readonly DeliveryZone[],
  delivery: { method: DeliveryMethod; partido?: string | null; postalCode?: string | null },
): number | null {
  if (delivery.method === 'pickup') return 0;
  return deliveryZoneFor(zones, delivery)?.price ?? null;
}

/** "llega en 2 a 4 días hábiles" ("en 1 día hábil"); null when the zone promises no time. */
export function deliveryDaysText(zone: Pick<DeliveryZone, 'daysMin' | 'daysMax'>): string | null {
  const { daysMin, daysMax } = zone;
  if (daysMin == null || daysMax == null) return null;
  const unit = daysMax === 1 ? 'día hábil' : 'días hábiles';
  return daysMin === daysMax
    ? `llega en ${daysMax} ${unit}`
    : `llega en ${daysMin} a ${daysMax} ${unit}`;
}
