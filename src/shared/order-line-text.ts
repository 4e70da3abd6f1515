import { formatMoney, formatNumber, formatSquareMeters } from './format';

/** What an order line's paperwork needs: the same words in e-mails, the order page and PDFs. */
export interface OrderLineForText {
  quantity: number;
  squareMeters: number;
  includeWaste: boolean;
  unitPrice: number;
  /** The catalogue price and discount when the line was sold, when known (e-mails at placing). */
  listPrice?: number | undefined;
  discountPercentage?: number | null | undefined;
}

/**
 * "18 cajas (25,92 m² con desperdicio)". The one place a line's quantity is worded for order
 * paperwork, so a shared wording of boxes and typed m² replaces only this function.
 */
export function orderLineQuantityText(line: OrderLineForText): string {
  const boxes = `${formatNumber(line.quantity)} ${line.quantity === 1 ? 'caja' : 'cajas'}`;
  if (line.squareMeters <= 0) return boxes;
  const waste = line.includeWaste ? ' con desperdicio' : '';
  return `${boxes} (${formatSquareMeters(line.squareMeters)} m²${waste})`;
}

/** The discount a line was sold with, or null when it had none (or it is not known). */
export function lineDiscount(
  line: OrderLineForText,
): { listPrice: number; percentage: number } | null {
  const percentage = line.discountPercentage ?? 0;
  if (percentage <= 0 || line.listPrice === undefined || line.listPrice <= line.unitPrice) {
    return null;
  }
  return { listPrice: line.listPrice, percentage };
}

/** "$ 43.200 (antes $ 48.000, 10 % de descuento)" or "$ 43.200". */
export function unitPriceText(line: OrderLineForText): string {
  const discount = lineDiscount(line);
  const price = formatMoney(line.unitPrice);
  if (!discount) return price;
  return `${price} (antes ${formatMoney(discount.listPrice)}, ${formatNumber(discount.percentage)} % de descuento)`;
}
