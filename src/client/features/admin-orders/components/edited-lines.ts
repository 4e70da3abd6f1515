import { formatMoney } from '#shared/format';
import { type LinePrice, type LinePriceChange, applyLinePrice } from '#shared/line-prices';
import { parseArNumber } from '#shared/number-entry';
import type { SaleUnit } from '#shared/order-lines';
import { type AdminOrderLineInput, LINES_EDIT_MESSAGES } from '#shared/order-lines-edit';
import { ORDER_LIMITS } from '#shared/orders';
import { lineTotal, orderTotal } from '#shared/pricing';

export const QUANTITY_ENTRY = {
  decimals: 0,
  min: 1,
  max: ORDER_LIMITS.quantityPerProduct,
} as const;
export const PRICE_ENTRY = { decimals: 2, money: true, min: 0, max: 100_000_000 } as const;
export const DISCOUNT_ENTRY = { decimals: 2, min: 0.01, max: 100 } as const;

/** What staff ask of a line's price, as typed: keep it, today's list price, theirs, or a %. */
export type PriceEdit =
  | { kind: 'keep' }
  | { kind: 'list' }
  | { kind: 'special'; unitPrice: string; reason: string }
  | { kind: 'discount'; percentage: string; reason: string };

/** A line being written: the checkout's line, what it was sold at and what staff typed. */
export interface EditedLine {
  productId: string;
  productName: string;
  saleUnit: SaleUnit;
  /** As typed. */
  quantity: string;
  squareMeters: number;
  includeWaste: boolean;
  pattern?: AdminOrderLineInput['pattern'];
  /** Its price now: what it was sold at, or today's for a line being added. */
  price: LinePrice;
  /** The catalogue's price today (its discount applied); null when not known. */
  todayPrice: number | null;
  edit: PriceEdit;
}

/** The change the typed price asks for, or the first problem with it. */
function priceChangeOf(edit: PriceEdit): LinePriceChange | null | { problem: string } {
  if (edit.kind === 'keep') return null;
  if (edit.kind === 'list') return { kind: 'list' };
  const reason = edit.reason.trim();
  if (!reason) return { problem: 'Escribí el motivo del precio especial.' };
  if (edit.kind === 'special') {
    const parsed = parseArNumber(edit.unitPrice, PRICE_ENTRY);
    if (!parsed.ok) return { problem: `Precio especial: ${parsed.message}` };
    return { kind: 'special', unitPrice: parsed.value, reason };
  }
  const parsed = parseArNumber(edit.percentage, DISCOUNT_ENTRY);
  if (!parsed.ok) return { problem: `Descuento: ${parsed.message}` };
  return { kind: 'discount', percentage: parsed.value, reason };
}

/** The unit price the line will have, as far as what is typed can tell (the server decides). */
export function previewUnitPrice(line: EditedLine): number | null {
  const change = priceChangeOf(line.edit);
  if (change === null) return line.price.unitPrice;
  if ('problem' in change) return null;
  if (change.kind === 'list') return line.todayPrice ?? line.price.unitPrice;
  return applyLinePrice(line.price, change, { listPrice: 0, discountPercentage: null }).unitPrice;
}

/** Each line's total and the lines' sum while the call goes on; null where a field is unfinished. */
export function previewTotals(lines: EditedLine[]) {
  const totals = lines.map((line) => {
    const unit = previewUnitPrice(line);
    const quantity = parseArNumber(line.quantity, QUANTITY_ENTRY);
    return unit === null || !quantity.ok ? null : lineTotal(unit, quantity.value);
  });
  const known = totals.every((t) => t !== null);
  return {
    lines: totals,
    total: known ? orderTotal(totals.map((t) => ({ lineTotal: t ?? 0 }))) : null,
  };
}

export const moneyOrDash = (value: number | null) => (value === null ? '—' : formatMoney(value));

/** The lines as the API takes them, or the first problem with what was typed. */
export function orderItemsOf(
  lines: EditedLine[],
): { items: AdminOrderLineInput[] } | { problem: string } {
  const items: AdminOrderLineInput[] = [];
  for (const line of lines) {
    const parsed = parseArNumber(line.quantity, QUANTITY_ENTRY);
    if (!parsed.ok) return { problem: `${line.productName}: ${parsed.message}` };
    const price = priceChangeOf(line.edit);
    if (price !== null && 'problem' in price) {
      return { problem: `${line.productName}: ${price.problem}` };
    }
    items.push({
      productId: line.productId,
      quantity: parsed.value,
      squareMeters: line.squareMeters,
      includeWaste: line.includeWaste,
      ...(line.pattern ? { pattern: line.pattern } : {}),
      ...(price ? { price } : {}),
    });
  }
  if (items.length === 0) return { problem: LINES_EDIT_MESSAGES.empty };
  return { items };
}
