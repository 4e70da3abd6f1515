/** Products sold for pickup only; no zod here: the product page imports it. */
/** A product without shipping ("sin envío", `hasShipping` off) as the product page says it. */
export const PICKUP_ONLY_LABEL = 'Solo retiro en el local';

/** 'Roble' · 'Roble y Nogal' · 'Roble, Nogal y Haya', each in quotes. */
function namesText(names: readonly string[]): string {
  const quoted = names.map((name) => `«${name}»`);
  const last = quoted.pop() ?? '';
  return quoted.length > 0 ? `${quoted.join(', ')} y ${last}` : last;
}

/** '«Roble» es solo para retiro en el local.'; null when every product ships. */
export function pickupOnlyReason(
  products: readonly { name: string; hasShipping: boolean }[],
): string | null {
  const names = products.filter((p) => !p.hasShipping).map((p) => p.name);
  if (names.length === 0) return null;
  return `${namesText(names)} ${names.length === 1 ? 'es' : 'son'} solo para retiro en el local.`;
}

/**
 * Why an order cannot be delivered: it holds products sold for pickup only.
 * null when it can. The server answers it (400); the checkout shows its reason.
 */
export function pickupOnlyMessage(
  deliveryMethod: 'pickup' | 'shipping' | undefined,
  products: readonly { name: string; hasShipping: boolean }[],
): string | null {
  if (deliveryMethod === 'pickup') return null;
  const reason = pickupOnlyReason(products);
  return reason && `${reason} Elegí "Retiro en el local" para este pedido.`;
}
