import { z } from 'zod';
import { formatMoney } from './format';
import { ORDER_LIMITS, ORDER_MESSAGES, OrderLineInputSchema } from './orders';

export const LINES_EDIT_MESSAGES = {
  notPending: 'Solo se pueden modificar las líneas de un pedido Pendiente.',
  empty: 'El pedido tiene que tener al menos un producto.',
  saved: 'Líneas del pedido actualizadas',
  saveError: 'Error al actualizar las líneas del pedido',
} as const;

/**
 * PUT /api/admin/orders/:id/lines: the whole new list of lines, as the checkout sends them
 * (no prices: the server prices them from the catalogue).
 */
export const UpdateOrderLinesSchema = z.object({
  items: z
    .array(OrderLineInputSchema, ORDER_MESSAGES.items)
    .min(1, LINES_EDIT_MESSAGES.empty)
    .max(ORDER_LIMITS.lines, ORDER_MESSAGES.tooManyLines),
});
export type UpdateOrderLinesInput = z.infer<typeof UpdateOrderLinesSchema>;

export interface LineSnapshot {
  productId: string | null;
  productName: string;
  quantity: number;
}

const boxes = (n: number) => `${n} ${n === 1 ? 'caja' : 'cajas'}`;

/**
 * The internal note a line edit leaves: "Líneas modificadas por Ana: Porcelanato Roble 3 → 5
 * cajas; quitado Guarda Mármol (1 caja); agregado Adhesivo (2 cajas). Total $ 47.500 → $ 80.000."
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
    if (!now) changes.push(`quitado ${line.productName} (${boxes(line.quantity)})`);
    else if (now.quantity !== line.quantity) {
      changes.push(`${line.productName} ${line.quantity} → ${boxes(now.quantity)}`);
    }
  });
  after.forEach((line, index) => {
    if (!beforeKeys.has(key(line, index))) {
      changes.push(`agregado ${line.productName} (${boxes(line.quantity)})`);
    }
  });
  const what = changes.length > 0 ? changes.join('; ') : 'precios actualizados';
  return `Líneas modificadas por ${author}: ${what}. Total ${formatMoney(totals.before)} → ${formatMoney(totals.after)}.`;
}
