/**
 * "Calculá el envío": the place a shopper types on the product page or in the
 * cart, read as a código postal or a partido, and priced by the order's own rule
 * (deliveryCostFor). No zod: the product page imports it.
 */
import { type DeliveryZone, deliveryCostFor, isPostalCode, postalDigits } from './delivery-cost';
import { formatMoney } from './format';

export const SHIPPING_QUOTE_MESSAGES = {
  empty: 'Escribí tu código postal o tu partido.',
  postalCode: 'Código postal inválido: escribí 4 números (1663) o el CPA completo (B1663ABC).',
  partido: 'Escribí el nombre de tu partido (al menos 3 letras) o tu código postal.',
  failed: 'No pudimos calcular el envío. Probá de nuevo en un rato.',
  loading: 'Calculando el envío…',
} as const;

const PARTIDO_MAX = 80;
/** A partido's name: letters, digits, spaces, dots, apostrophes and hyphens ('Gral. Pueyrredón'). */
const PARTIDO = /^[\p{L}\p{N} .'-]+$/u;

/** A place to deliver to, as the checkout's fields take it. */
export interface ShippingPlace {
  kind: 'postal_code' | 'partido';
  /** What goes into the checkout's field: 'B1663ABC', '1663', 'Morón'. */
  text: string;
  /** How a quote names it: 'CP 1663', 'Morón'. */
  label: string;
}

export type ShippingPlaceResult = { place: ShippingPlace } | { error: string };

/**
 * The typed text as a código postal (4 digits or the CPA) or a partido's name ('9 de Julio' has
 * digits and spaces: a partido). A short word with digits and no spaces ('12', '16633') is a
 * código postal typed wrong; fewer than 3 letters names no partido.
 */
export function parseShippingPlace(typed: string): ShippingPlaceResult {
  const text = typed.trim().replace(/ +/g, ' ');
  if (!text) return { error: SHIPPING_QUOTE_MESSAGES.empty };
  if (isPostalCode(text)) {
    const upper = text.toUpperCase();
    return { place: { kind: 'postal_code', text: upper, label: `CP ${postalDigits(upper)}` } };
  }
  if (/^[\p{L}\d]*\d[\p{L}\d]*$/u.test(text)) return { error: SHIPPING_QUOTE_MESSAGES.postalCode };
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 3 || text.length > PARTIDO_MAX || !PARTIDO.test(text))
    return { error: SHIPPING_QUOTE_MESSAGES.partido };
  return { place: { kind: 'partido', text, label: text } };
}

/** The place's delivery as the checkout sends it: a código postal or a partido. */
export function shippingPlaceDelivery(place: ShippingPlace): {
  method: 'shipping';
  partido: string | null;
  postalCode: string | null;
} {
  return place.kind === 'postal_code'
    ? { method: 'shipping', partido: null, postalCode: place.text }
    : { method: 'shipping', partido: place.text, postalCode: null };
}

/** What delivery to the place costs by the order's rule; null: no zone, "a convenir". */
export function shippingPlaceCost(zones: readonly DeliveryZone[], place: ShippingPlace) {
  return deliveryCostFor(zones, shippingPlaceDelivery(place));
}

/**
 * "Envío a CP 1663: $ 12.500 (llega en 2 a 4 días hábiles)", or "a convenir" when no zone
 * prices it.
 */
export function shippingQuoteText(
  place: ShippingPlace,
  cost: number | null,
  days: string | null = null,
): string {
  if (cost === null) return `Envío a ${place.label}: a convenir, te llamamos para cotizarlo.`;
  return `Envío a ${place.label}: ${formatMoney(cost)}${days ? ` (${days})` : ''}`;
}

/**
 * The checkout's delivery fields with the place quoted before filled in: only when the shopper
 * has typed neither, so nothing typed at the checkout is replaced.
 */
export function withShippingPlace<T extends { partido?: string; postalCode?: string }>(
  values: T,
  place: ShippingPlace | null,
): T {
  if (!place || values.partido?.trim() || values.postalCode?.trim()) return values;
  const { partido, postalCode } = shippingPlaceDelivery(place);
  return { ...values, partido: partido ?? '', postalCode: postalCode ?? '' };
}
