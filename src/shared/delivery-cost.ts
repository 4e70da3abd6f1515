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
}

/**
 * What delivery costs: nothing for a pickup; for a delivery the price of the zone of its código
 * postal, else of its partido (accents and case ignored), else null ("a convenir").
 */
export function deliveryCostFor(
  zones: readonly DeliveryZone[],
  delivery: { method: DeliveryMethod; partido?: string | null; postalCode?: string | null },
): number | null {
  if (delivery.method === 'pickup') return 0;
  const digits = postalDigits(delivery.postalCode);
  const byCode =
    digits && zones.find((z) => z.kind === 'postal_code' && postalDigits(z.value) === digits);
  if (byCode) return byCode.price;
  const partido = searchFold(delivery.partido ?? '').trim();
  if (!partido) return null;
  const byPartido = zones.find(
    (z) => z.kind === 'partido' && searchFold(z.value).trim() === partido,
  );
  return byPartido ? byPartido.price : null;
}
