import { describe, expect, it } from 'vitest';
import { checkoutTotals } from './checkout-totals';
import { placedOrderAdjustments, priceOrder } from './order-adjustments';

describe('checkoutTotals', () => {
  it('adds the delivery to the products, with no discount rows when none is taken', () => {
    expect(checkoutTotals(100_000, { transferPercentage: null, deliveryCost: 12_500 })).toEqual({
      discountRows: [],
      total: 112_500,
    });
    expect(checkoutTotals(100_000, { transferPercentage: 0, deliveryCost: 0 }).total).toBe(100_000);
  });

  it('takes the transfer discount off the products only, never off the delivery', () => {
    expect(checkoutTotals(100_000, { transferPercentage: 10, deliveryCost: 12_500 })).toEqual({
      discountRows: [
        {
          label: 'Descuento por transferencia o efectivo (10 %)',
          text: '-$ 10.000',
        },
      ],
      total: 102_500,
    });
  });

  it('counts a delivery "a convenir" as nothing yet, as the order does', () => {
    expect(checkoutTotals(45_990.5, { transferPercentage: null, deliveryCost: null }).total).toBe(
      45_990.5,
    );
  });

  it('gives the total the server stores for the same order (place-order.ts)', () => {
    for (const [products, percentage, delivery] of [
      [12_345.67, 10.5, 9_999.99],
      [0.1 + 0.2, 7, null],
      [999_999.99, 50, 0],
    ] as const) {
      const requests = placedOrderAdjustments({ professional: null, transfer: percentage });
      expect(
        checkoutTotals(products, { transferPercentage: percentage, deliveryCost: delivery }).total,
      ).toBe(priceOrder(products, delivery, requests).total);
    }
  });
});
