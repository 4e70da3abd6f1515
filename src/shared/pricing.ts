/** Price rules: one source for the storefront, the cart, checkout and the server. */
import { divideMoney, lessPercentage, multiplyMoney, roundMoney, sumMoney } from './money';

export const FLOORING_AREA_NAME = 'Pisos y Revestimientos';

export function isFlooringArea(areaName: string | null | undefined): boolean {
  return (
    (areaName ?? '').trim().toLocaleLowerCase('es-AR') ===
    FLOORING_AREA_NAME.toLocaleLowerCase('es-AR')
  );
}

/**
 * The highest price of a product, in pesos: the one ceiling of the product dialog, the quick
 * edit, bulk changes and the spreadsheet import. The column (numeric(12, 2)) holds up to
 * 9.999.999.999,99; an order's total stops at the same $ 1.000.000.000 (ORDER_LIMITS.total).
 */
export const MAX_PRICE = 1_000_000_000;

/** Money's rounding lives in money.ts; the price rules' callers find it here too. */
export { roundMoney };

/** A line's total: unit (box) price × boxes, rounded to cents. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return multiplyMoney(unitPrice, quantity);
}

/** An order's total: the sum of its lines' totals, rounded to cents (the cart and the server). */
export function orderTotal(lines: readonly { lineTotal: number }[]): number {
  return sumMoney(lines.map((line) => line.lineTotal));
}

/** Box price after the discount: price × (1 − discount/100), rounded to cents. */
export function effectivePrice(
  price: number,
  discountPercentage: number | null | undefined,
): number {
  if (!discountPercentage || discountPercentage <= 0) return roundMoney(price);
  return lessPercentage(price, discountPercentage);
}

/** Price per m² = box price / metersPerBox (flooring only). */
export function pricePerSquareMeter(
  boxPrice: number,
  metersPerBox: number | null | undefined,
): number | null {
  if (!metersPerBox || metersPerBox <= 0) return null;
  return divideMoney(boxPrice, metersPerBox);
}

export const QUALITY_LABELS = { '1ra': 'Primera', '2da': 'Segunda' } as const;
export type Quality = keyof typeof QUALITY_LABELS;
export const QUALITIES = Object.keys(QUALITY_LABELS) as Quality[];

export const FINISH_TYPES = ['Brillante', 'Mate', 'Semi-mate', 'Texturado'] as const;
export type FinishType = (typeof FINISH_TYPES)[number];
