import { formatMoney, formatNumber } from './format';
import type { LayingPattern } from './calculator';
import { type SaleUnit, lineQuantityText, perUnitText } from './order-lines';

/** What an order line's paperwork needs: the same words in e-mails, the order page and PDFs. */
export interface OrderLineForText {
  quantity: number;
  squareMeters: number;
  includeWaste: boolean;
  saleUnit: SaleUnit;
  metersPerBox: number | null;
  layingPattern: LayingPattern | null;
  unitPrice: number;
  /** The catalogue price and discount when the line was sold, when known (e-mails at placing). */
  listPrice?: number | null | undefined;
  discountPercentage?: number | null | undefined;
  /** Staff set the price by hand (shared/line-prices.ts). */
  specialPrice?: boolean | undefined;
  specialDiscount?: number | null | undefined;
}

/** 'precio especial' or 'precio especial (15 % de descuento)'; null for a catalogue price. */
export function lineSpecialText(
  line: Pick<OrderLineForText, 'specialPrice' | 'specialDiscount'>,
): string | null {
  if (!line.specialPrice) return null;
  const discount = line.specialDiscount ?? null;
  return discount === null
    ? 'precio especial'
    : `precio especial (${formatNumber(discount)} % de descuento)`;
}

/** The shared wording of a line's quantity (order-lines.ts), one call for all order paperwork. */
export function orderLineQuantityText(line: OrderLineForText): string {
  return lineQuantityText({ ...line, pattern: line.layingPattern });
}

/**
 * The catalogue discount a line was sold with, or null when it had none (or it is not known, or
 * staff set the price by hand: lineSpecialText says that).
 */
export function lineDiscount(
  line: OrderLineForText,
): { listPrice: number; percentage: number } | null {
  const percentage = line.discountPercentage ?? 0;
  if (
    line.specialPrice ||
    percentage <= 0 ||
    line.listPrice === undefined ||
    line.listPrice === null ||
    line.listPrice <= line.unitPrice
  ) {
    return null;
  }
  return { listPrice: line.listPrice, percentage };
}

/** "$ 43.200 por caja (antes $ 48.000, 10 % de descuento)" or "$ 43.200 por caja". */
export function unitPriceText(line: OrderLineForText): string {
  const discount = lineDiscount(line);
  const price = `${formatMoney(line.unitPrice)} ${perUnitText(line.saleUnit)}`;
  const special = lineSpecialText(line);
  if (special) return `${price} (${special})`;
  if (!discount) return price;
  return `${price} (antes ${formatMoney(discount.listPrice)}, ${formatNumber(discount.percentage)} % de descuento)`;
}
