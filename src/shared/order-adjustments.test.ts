import { describe, expect, it } from 'vitest';
import {
  type AdjustmentRequest,
  orderAdjustmentRows,
  placedOrderAdjustments,
  priceOrder,
} from './order-adjustments';

const both = placedOrderAdjustments({ professional: 15, transfer: 10 });

describe('order adjustments', () => {
  it('takes the profesional % off the products first and the transfer % off the rest', () => {
    const { adjustments, total } = priceOrder(100_000, 9_500, both);
    expect(adjustments.map((a) => [a.kind, a.percentage, a.amount])).toEqual([
      ['professional', 15, -15_000],
      ['transfer', 10, -8_500],
    ]);
    expect(total).toBe(86_000);
    // A delivery "a convenir" adds nothing.
    expect(priceOrder(100_000, null, both).total).toBe(76_500);
  });

  it('rounds each adjustment to cents with the shop’s one rounding', () => {
    const requests = placedOrderAdjustments({ professional: 12.5, transfer: 5 });
    const { adjustments, total } = priceOrder(1_000.05, 0, requests);
    expect(adjustments.map((a) => a.amount)).toEqual([-125.01, -43.75]);
    expect(total).toBe(831.29);
  });

  it('takes no adjustment when no % is given, and keeps one that comes to $ 0 undrawn', () => {
    expect(placedOrderAdjustments({ professional: null, transfer: 0 })).toEqual([]);
    const tiny = priceOrder(10, 0, placedOrderAdjustments({ professional: 0.01, transfer: null }));
    expect(tiny.adjustments).toMatchObject([{ kind: 'professional', percentage: 0.01, amount: 0 }]);
    expect(Object.is(tiny.adjustments[0]?.amount, 0)).toBe(true);
    expect(orderAdjustmentRows(tiny.adjustments)).toEqual([]);
    expect(tiny.total).toBe(10);
  });

  it('never takes a fixed amount below zero, and a % of the delivery only off the delivery', () => {
    const fixed: AdjustmentRequest = {
      kind: 'professional',
      code: null,
      label: 'Descuento fijo',
      percentage: null,
      fixedAmount: 5_000,
      base: 'products',
    };
    const halfDelivery: AdjustmentRequest = {
      ...fixed,
      label: 'Envío a mitad de precio',
      percentage: 50,
      fixedAmount: null,
      base: 'delivery',
    };
    const priced = priceOrder(3_000, 1_000, [fixed, halfDelivery]);
    expect(priced.adjustments.map((a) => a.amount)).toEqual([-3_000, -500]);
    expect(priced.total).toBe(500);
    expect(orderAdjustmentRows(priced.adjustments)).toEqual([
      { label: 'Descuento fijo', text: '-$ 3.000' },
      { label: 'Envío a mitad de precio (50 %)', text: '-$ 500' },
    ]);
  });

  it('draws the rows in the order they are taken, in the shop’s words', () => {
    const rows = orderAdjustmentRows(priceOrder(30_000, 0, both).adjustments);
    expect(rows.map((row) => `${row.label}: ${row.text}`)).toEqual([
      'Descuento profesional (15 %): -$ 4.500',
      'Descuento por transferencia o efectivo (10 %): -$ 2.550',
    ]);
  });
});
