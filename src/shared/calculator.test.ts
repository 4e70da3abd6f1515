import { describe, expect, it } from 'vitest';
import {
  bagsLabel,
  boxesForArea,
  calculateForArea,
  materialFor,
  squareMetersForBoxes,
} from './calculator';

describe('boxesForArea', () => {
  it('adds 10% waste and rounds up: 20 m² at 1.44 m²/box → 16 boxes', () => {
    expect(boxesForArea(20, 1.44, true)).toBe(16);
    expect(squareMetersForBoxes(16, 1.44)).toBe(23.04);
  });
  it('without waste: 20 m² at 1.44 m²/box → 14 boxes', () => {
    expect(boxesForArea(20, 1.44, false)).toBe(14);
  });
  it('does not buy an extra box for float noise on exact multiples', () => {
    expect(boxesForArea(15, 1.5, false)).toBe(10);
    expect(boxesForArea(10, 1.1, true)).toBe(10);
  });
  it('returns 0 for empty, zero, negative or invalid input', () => {
    expect(boxesForArea(0, 1.44, true)).toBe(0);
    expect(boxesForArea(-3, 1.44, true)).toBe(0);
    expect(boxesForArea(Number.NaN, 1.44, true)).toBe(0);
    expect(boxesForArea(10, 0, true)).toBe(0);
  });
});

describe('materials', () => {
  it('uses 4.5 kg per m² in 25 kg bags rounded up', () => {
    expect(materialFor(20)).toEqual({ kg: 90, bags: 4 });
    expect(materialFor(5)).toEqual({ kg: 22.5, bags: 1 });
    expect(materialFor(0)).toEqual({ kg: 0, bags: 0 });
  });
  it('names one bag in the singular', () => {
    expect(bagsLabel(1)).toBe('bolsa');
    expect(bagsLabel(4)).toBe('bolsas');
  });
});

describe('calculateForArea', () => {
  it('computes boxes, m², price and materials', () => {
    expect(calculateForArea(20, 1.44, true, 1000)).toEqual({
      boxes: 16,
      totalSquareMeters: 23.04,
      price: 16000,
      adhesive: { kg: 90, bags: 4 },
      grout: { kg: 90, bags: 4 },
    });
  });
  it('does nothing for zero m²', () => {
    expect(calculateForArea(0, 1.44, true, 1000)).toBeNull();
  });
});
