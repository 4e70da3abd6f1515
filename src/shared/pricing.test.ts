import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';
import {
  effectivePrice,
  isFlooringArea,
  lineTotal,
  orderTotal,
  pricePerSquareMeter,
  roundMoney,
} from './pricing';

describe('effectivePrice', () => {
  it('applies the discount percentage', () => {
    expect(effectivePrice(10000, 15)).toBe(8500);
    expect(effectivePrice(999.99, 10)).toBe(899.99);
  });
  it('keeps the price without a discount', () => {
    expect(effectivePrice(10000, null)).toBe(10000);
    expect(effectivePrice(10000, 0)).toBe(10000);
    expect(effectivePrice(10000, undefined)).toBe(10000);
  });
});

describe('pricePerSquareMeter', () => {
  it('divides the box price by the metres per box', () => {
    expect(pricePerSquareMeter(14400, 1.44)).toBe(10000);
    expect(pricePerSquareMeter(10000, 1.5)).toBe(6666.67);
  });
  it('is null without metres per box', () => {
    expect(pricePerSquareMeter(10000, 0)).toBeNull();
    expect(pricePerSquareMeter(10000, null)).toBeNull();
  });
});

describe('isFlooringArea', () => {
  it('matches the flooring area name case-insensitively', () => {
    expect(isFlooringArea('Pisos y Revestimientos')).toBe(true);
    expect(isFlooringArea('pisos y revestimientos ')).toBe(true);
    expect(isFlooringArea('Sanitarios')).toBe(false);
    expect(isFlooringArea(undefined)).toBe(false);
  });
});

describe('roundMoney', () => {
  it('rounds to cents, halves up, the one rounding of prices and formatting', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(10)).toBe(10);
    expect(formatNumber(1.005)).toBe('1,01');
  });
});

describe('lineTotal and orderTotal', () => {
  it('price a line by its boxes and an order by its lines, each rounded to cents', () => {
    expect(lineTotal(899.99, 3)).toBe(2699.97);
    expect(lineTotal(0.1, 3)).toBe(0.3);
    const lines = [{ lineTotal: lineTotal(0.1, 1) }, { lineTotal: lineTotal(0.2, 1) }];
    expect(orderTotal(lines)).toBe(0.3);
    expect(orderTotal([])).toBe(0);
  });
});
