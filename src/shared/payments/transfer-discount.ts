import { percentageOff } from '../order-discounts';

/**
 * The shop's discount for paying by transfer or cash (issue 29), on the products only (never on
 * the delivery): what the product page, the cart and the checkout show before an order exists.
 * An order prices it with the profesional discount by shared/order-discounts.ts.
 */
export function transferDiscountAmount(productsTotal: number, percentage: number): number {
  return percentageOff(productsTotal, percentage);
}
