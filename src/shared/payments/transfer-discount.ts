import { formatNumber } from '../format';
import { roundMoney } from '../pricing';

/**
 * The shop's discount for paying by transfer or cash (issue 29), on the products only (never on
 * the delivery): the one rule the cart, the checkout and the server's order share.
 */
export function transferDiscountAmount(productsTotal: number, percentage: number): number {
  if (percentage <= 0 || productsTotal <= 0) return 0;
  return roundMoney((productsTotal * percentage) / 100);
}

/** A price paid by transfer or cash. */
export function transferPrice(price: number, percentage: number): number {
  return roundMoney(price - transferDiscountAmount(price, percentage));
}

/** "10 % de descuento pagando por transferencia o en efectivo" (es-AR). */
export function transferDiscountText(percentage: number): string {
  return `${formatNumber(percentage)} % de descuento pagando por transferencia o en efectivo`;
}
