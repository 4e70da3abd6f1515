import { formatNumber } from '../format';
import { percentageOff } from '../percentage-off';
import { subtractMoney } from '../money';

/**
 * The shop's discount for paying by transfer or cash, on the products only (never on
 * the delivery): what the product page, the cart and the checkout show before an order exists.
 * An order prices it with its other adjustments by priceOrder (shared/order-adjustments.ts).
 */
export function transferDiscountAmount(productsTotal: number, percentage: number): number {
  return percentageOff(productsTotal, percentage);
}

/** An amount as paid by transfer or cash: what the product page and the cart show. */
export function withTransferDiscount(amount: number, percentage: number): number {
  return subtractMoney(amount, transferDiscountAmount(amount, percentage));
}

/** "con transferencia o efectivo (10 % off)", after the price it qualifies. */
export function transferDiscountText(percentage: number): string {
  return `con transferencia o efectivo (${formatNumber(percentage)} % off)`;
}
