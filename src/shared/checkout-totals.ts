import {
  type OrderAdjustmentRow,
  orderAdjustmentRows,
  placedOrderAdjustments,
  priceOrder,
} from './order-adjustments';

/**
 * What a shopper's order will charge, before it exists: the adjustments and pricing
 * modules/checkout/place-order.ts uses, on the same products total and delivery cost, so the cart
 * and the checkout's last step show the total the order will say. A shopper's order never takes
 * the profesional discount (staff give it on phone orders).
 */
export function checkoutTotals(
  productsTotal: number,
  {
    transferPercentage,
    deliveryCost,
  }: { transferPercentage: number | null; deliveryCost: number | null },
): { discountRows: OrderAdjustmentRow[]; total: number } {
  const { adjustments, total } = priceOrder(
    productsTotal,
    deliveryCost,
    placedOrderAdjustments({ professional: null, transfer: transferPercentage }),
  );
  return { discountRows: orderAdjustmentRows(adjustments), total };
}
