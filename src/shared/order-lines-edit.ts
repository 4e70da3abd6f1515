import { z } from 'zod';
import { formatMoney, formatNumber } from './format';
import { type LinePrice, LinePriceChangeSchema, cataloguePrice } from './line-prices';
import { type SaleUnit, quantityText } from './order-lines';
import { ORDER_LIMITS, ORDER_MESSAGES, OrderLineInputSchema } from './orders';
import { OrderVersionSchema } from './order-version';

export const LINES_EDIT_MESSAGES = {
  notPending: 'Solo se pueden modificar las líneas de un pedido Pendiente.',
  empty: 'El pedido tiene que tener al menos un producto.',
  saved: 'Líneas del pedido actualizadas',
  saveError: 'Error al actualizar las líneas del pedido',
} as const;

/**
 * A line as staff send it: the checkout's line, and what they ask of its price (none: an
 * existing line keeps what it was sold at, a new one takes today's price).
 */
export const AdminOrderLineInputSchema = OrderLineInputSchema.extend({
  price: LinePriceChangeSchema.optional(),
});
export type AdminOrderLineInput = z.infer<typeof AdminOrderLineInputSchema>;

export const AdminOrderLinesSchema = z
  .array(AdminOrderLineInputSchema, ORDER_MESSAGES.items)
  .max(ORDER_LIMITS.lines, ORDER_MESSAGES.tooManyLines);

/**
 * PUT /api/admin/orders/:id/lines: the whole new list of lines and the order's version they
 * were edited from (a stale one is refused: shared/order-version.ts).
 */
export const UpdateOrderLinesSchema = z.object({
  version: OrderVersionSchema,
  items: AdminOrderLinesSchema.min(1, LINES_EDIT_MESSAGES.empty),
});
export type UpdateOrderLinesInput = z.infer<typeof UpdateOrderLinesSchema>;

export interface LineSnapshot {
  productId: string | null;
  productName: string;
  quantity: number;
  saleUnit: SaleUnit;
  unitPrice: number;
  specialPrice: boolean;
  specialDiscount: number | null;
  /** Why staff set this line's price by hand, when they just did. */
  reason?: string | undefined;
}

/** How a line's new price came about, for the note: "precio especial $ 10.000 (motivo: …)". */
function priceChangeText(before: number | null, line: LineSnapshot): string {
  const why = line.reason ? `, motivo: ${line.reason}` : '';
  const kind = !line.specialPrice
    ? 'precio de lista'
    : line.specialDiscount === null
      ? 'precio especial'
      : `descuento especial ${formatNumber(line.specialDiscount)} %`;
  const from = before === null ? '' : `${formatMoney(before)} → `;
  return `precio ${from}${formatMoney(line.unitPrice)} (${kind}${why})`;
}

/** '2 bolsas a $ 4.000', with the special price when staff set one. */
function soldText(line: LineSnapshot): string {
  const special = line.specialPrice ? `; ${priceChangeText(null, line)}` : '';
  return `${quantityText(line.quantity, line.saleUnit)} a ${formatMoney(line.unitPrice)}${special}`;
}

/**
 * The internal note a line edit leaves, line by line: "Líneas modificadas por Ana: Porcelanato
 * Roble 3 → 5 cajas; Adhesivo: precio $ 12.007 → $ 13.208 (precio de lista); quitado Guarda
 * Mármol (1 caja a $ 5.000); agregado Pastina (2 bolsas a $ 4.000). Total $ 47.500 → $ 80.000."
 */
export function lineChangesNote(
  author: string,
  before: LineSnapshot[],
  after: LineSnapshot[],
  totals: { before: number; after: number },
): string {
  const key = (line: LineSnapshot, index: number) => line.productId ?? `sin-producto-${index}`;
  const afterByKey = new Map(after.map((line, i) => [key(line, i), line]));
  const beforeKeys = new Set(before.map(key));
  const changes: string[] = [];
  before.forEach((line, index) => {
    const now = afterByKey.get(key(line, index));
    if (!now) {
      changes.push(`quitado ${line.productName} (${soldText(line)})`);
      return;
    }
    const parts: string[] = [];
    if (now.quantity !== line.quantity) {
      parts.push(`${line.quantity} → ${quantityText(now.quantity, now.saleUnit)}`);
    }
    const repriced =
      now.unitPrice !== line.unitPrice ||
      now.specialPrice !== line.specialPrice ||
      now.specialDiscount !== line.specialDiscount ||
      Boolean(now.reason);
    if (repriced) parts.push(priceChangeText(line.unitPrice, now));
    if (parts.length > 0) changes.push(`${line.productName}: ${parts.join(', ')}`);
  });
  after.forEach((line, index) => {
    if (!beforeKeys.has(key(line, index))) {
      changes.push(`agregado ${line.productName} (${soldText(line)})`);
    }
  });
  const what = changes.length > 0 ? changes.join('; ') : 'sin cambios';
  return `Líneas modificadas por ${author}: ${what}. Total ${formatMoney(totals.before)} → ${formatMoney(totals.after)}.`;
}

/**
 * The note of an order taken by phone: who took it and, line by line, the prices agreed on the
 * call: "Pedido tomado por teléfono por Ana. Adhesivo: precio $ 12.000 → $ 10.000 (precio
 * especial, motivo: cliente de la obra)."
 */
export function phoneOrderNote(
  author: string,
  lines: (LineSnapshot & LinePrice)[],
  reasons: ReadonlyMap<string, string>,
): string {
  const specials = lines
    .filter((line) => line.specialPrice)
    .map(
      (line) =>
        `${line.productName}: ${priceChangeText(cataloguePrice(line), {
          ...line,
          reason: (line.productId !== null && reasons.get(line.productId)) || undefined,
        })}`,
    );
  const prices = specials.length > 0 ? ` ${specials.join('; ')}.` : '';
  return `Pedido tomado por teléfono por ${author}.${prices}`;
}
