import { describe, expect, it } from 'vitest';
import { effectivePrice, isFlooringArea, pricePerSquareMeter } from './pricing';

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
