import { roundMoney } from '../pricing';

/**
 * The shop's discount for paying by transfer or cash (issue 29), on the products only (never on
 * the delivery): the one rule the cart, the checkout and the server's order share.
 */
export function transferDiscountAmount(productsTotal: number, percentage: number): number {
  if (percentage <= 0 || productsTotal <= 0) return 0;
  return roundMoney((productsTotal * percentage) / 100);
}
