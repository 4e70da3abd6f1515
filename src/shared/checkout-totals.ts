import {
  type OrderDiscountRow,
  orderAmountDue,
  orderDiscountRows,
  priceOrderDiscounts,
} from './order-discounts';

/**
 * What a shopper's order will charge, before it exists: the two steps modules/checkout/place-order.ts
 * takes (priceOrderDiscounts, then orderAmountDue) on the same products total and delivery cost,
 * so the cart and the checkout's last step show the total the order will say. A shopper's order
 * never takes the profesional discount (staff give it on phone orders).
 */
export function checkoutTotals(
  productsTotal: number,
  {
    transferPercentage,
    deliveryCost,
  }: { transferPercentage: number | null; deliveryCost: number | null },
): { discountRows: OrderDiscountRow[]; total: number } {
  const discounts = priceOrderDiscounts(productsTotal, {
    professional: null,
    transfer: transferPercentage,
  });
  return {
    discountRows: orderDiscountRows(discounts),
    total: orderAmountDue(productsTotal, discounts, deliveryCost),
  };
}
