import { formatMoney } from './format';

export const DELIVERY_METHODS = ['pickup', 'shipping'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  pickup: 'Retiro en el local',
  shipping: 'Envío a domicilio',
};

export const DELIVERY_ZONE_KINDS = ['partido', 'postal_code'] as const;
export type DeliveryZoneKind = (typeof DELIVERY_ZONE_KINDS)[number];
export const DELIVERY_ZONE_KIND_LABELS: Record<DeliveryZoneKind, string> = {
  partido: 'Partido',
  postal_code: 'Código postal',
};

/** Shipping with no zone price is quoted by phone: "A convenir"; pickup costs nothing. */
export function deliveryCostText(method: DeliveryMethod, cost: number | null): string {
  if (method === 'pickup') return 'Sin cargo';
  return cost === null ? 'A convenir' : formatMoney(cost);
}
