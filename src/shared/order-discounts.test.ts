import { describe, expect, it } from 'vitest';
import {
  NO_DISCOUNTS,
  orderAmountDue,
  orderDiscountRows,
  priceOrderDiscounts,
} from './order-discounts';

describe('order discounts', () => {
  it('takes the profesional % off the products first and the transfer % off the rest', () => {
    const discounts = priceOrderDiscounts(100_000, { professional: 15, transfer: 10 });
    expect(discounts).toEqual({
      professionalDiscountPercentage: 15,
      professionalDiscount: 15_000,
      transferDiscountPercentage: 10,
      transferDiscount: 8_500,
    });
    expect(orderAmountDue(100_000, discounts, 9_500)).toBe(86_000);
    // A delivery "a convenir" adds nothing.
    expect(orderAmountDue(100_000, discounts, null)).toBe(76_500);
  });

  it('rounds each discount to cents with the shop’s one rounding', () => {
    const discounts = priceOrderDiscounts(1_000.05, { professional: 12.5, transfer: 5 });
    expect(discounts.professionalDiscount).toBe(125.01);
    expect(discounts.transferDiscount).toBe(43.75);
    expect(orderAmountDue(1_000.05, discounts, 0)).toBe(831.29);
  });

  it('keeps no discount when none is taken', () => {
    expect(priceOrderDiscounts(5_000, { professional: null, transfer: 0 })).toEqual(NO_DISCOUNTS);
    expect(orderDiscountRows(NO_DISCOUNTS)).toEqual([]);
  });

  it('draws the rows in the order they are taken, in the shop’s words', () => {
    const rows = orderDiscountRows(priceOrderDiscounts(30_000, { professional: 15, transfer: 10 }));
    expect(rows.map((row) => `${row.label}: ${row.text}`)).toEqual([
      'Descuento profesional (15 %): -$ 4.500',
      'Descuento por transferencia o efectivo (10 %): -$ 2.550',
    ]);
  });
});
