import { describe, expect, it } from 'vitest';
import { lineQuantityText, perUnitText, quantityText } from './order-lines';

describe('lineQuantityText', () => {
  it('tiles: boxes, the m² they hold, and the room typed with its waste', () => {
    expect(
      lineQuantityText({
        quantity: 18,
        saleUnit: 'caja',
        metersPerBox: 1.44,
        squareMeters: 23.5,
        includeWaste: true,
      }),
    ).toBe('18 cajas (25,92 m²) para 23,5 m² con 10 % de desperdicio');
  });
  it('names the laying pattern and its rate', () => {
    expect(
      lineQuantityText({
        quantity: 12,
        saleUnit: 'caja',
        metersPerBox: 1.44,
        squareMeters: 14.7,
        includeWaste: true,
        pattern: 'espiga',
      }),
    ).toBe('12 cajas (17,28 m²) para 14,7 m² con 15 % de desperdicio (espiga)');
  });
  it('says nothing of waste when none was added', () => {
    expect(
      lineQuantityText({
        quantity: 11,
        saleUnit: 'caja',
        metersPerBox: 1.44,
        squareMeters: 14.7,
        includeWaste: false,
      }),
    ).toBe('11 cajas (15,84 m²) para 14,7 m²');
  });
  it('boxes without a room typed: only what they hold', () => {
    expect(
      lineQuantityText({
        quantity: 1,
        saleUnit: 'caja',
        metersPerBox: 1.44,
        squareMeters: 0,
        includeWaste: true,
      }),
    ).toBe('1 caja (1,44 m²)');
  });
  it('non-tile items: units or bags, never m²', () => {
    const bag = {
      saleUnit: 'bolsa',
      metersPerBox: null,
      squareMeters: 5,
      includeWaste: true,
    } as const;
    expect(lineQuantityText({ ...bag, quantity: 5 })).toBe('5 bolsas');
    expect(lineQuantityText({ ...bag, quantity: 1 })).toBe('1 bolsa');
    expect(lineQuantityText({ ...bag, saleUnit: 'unidad', quantity: 3 })).toBe('3 unidades');
  });
});

describe('units', () => {
  it('singular and plural, and the unit price label', () => {
    expect(quantityText(1, 'unidad')).toBe('1 unidad');
    expect(quantityText(2, 'caja')).toBe('2 cajas');
    expect(perUnitText('bolsa')).toBe('por bolsa');
  });
});
