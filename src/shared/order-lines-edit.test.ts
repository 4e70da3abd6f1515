import { describe, expect, it } from 'vitest';
import { type LineSnapshot, UpdateOrderLinesSchema, lineChangesNote } from './order-lines-edit';

const line = (over: Partial<LineSnapshot> & Pick<LineSnapshot, 'productId' | 'productName'>) => ({
  quantity: 1,
  saleUnit: 'caja' as const,
  unitPrice: 1_000,
  specialPrice: false,
  specialDiscount: null,
  ...over,
});

describe('lineChangesNote', () => {
  it('names every quantity change, removal and addition in each product’s unit, and the totals', () => {
    expect(
      lineChangesNote(
        'Ana',
        [
          line({ productId: 'a', productName: 'Porcelanato Roble', quantity: 3 }),
          line({ productId: 'b', productName: 'Guarda Mármol', quantity: 1, unitPrice: 5_000 }),
          line({ productId: 'c', productName: 'Pastina', quantity: 2, saleUnit: 'bolsa' }),
        ],
        [
          line({ productId: 'a', productName: 'Porcelanato Roble', quantity: 5 }),
          line({ productId: 'c', productName: 'Pastina', quantity: 2, saleUnit: 'bolsa' }),
          line({
            productId: 'd',
            productName: 'Adhesivo',
            quantity: 2,
            saleUnit: 'bolsa',
            unitPrice: 4_000,
          }),
        ],
        { before: 47_500, after: 80_000.5 },
      ),
    ).toBe(
      'Líneas modificadas por Ana: Porcelanato Roble: 3 → 5 cajas; quitado Guarda Mármol (1 caja a $ 5.000); agregado Adhesivo (2 bolsas a $ 4.000). Total $ 47.500 → $ 80.000,50.',
    );
  });

  it('says old → new for a price taken from the list, and who set a special one and why', () => {
    expect(
      lineChangesNote(
        'Ana',
        [
          line({ productId: 'a', productName: 'Roble', unitPrice: 12_007 }),
          line({
            productId: 'b',
            productName: 'Adhesivo',
            unitPrice: 4_000,
            quantity: 3,
            saleUnit: 'bolsa',
          }),
        ],
        [
          line({ productId: 'a', productName: 'Roble', unitPrice: 13_208 }),
          line({
            productId: 'b',
            productName: 'Adhesivo',
            unitPrice: 3_600,
            quantity: 4,
            saleUnit: 'bolsa',
            specialPrice: true,
            specialDiscount: 10,
            reason: 'Cliente de la obra',
          }),
        ],
        { before: 24_007, after: 27_608 },
      ),
    ).toBe(
      'Líneas modificadas por Ana: Roble: precio $ 12.007 → $ 13.208 (precio de lista); Adhesivo: 3 → 4 bolsas, precio $ 4.000 → $ 3.600 (descuento especial 10 %, motivo: Cliente de la obra). Total $ 24.007 → $ 27.608.',
    );
  });
});

describe('UpdateOrderLinesSchema', () => {
  const item = { productId: 'a', quantity: 1, squareMeters: 0, includeWaste: false };
  it('refuses an order without lines, or without the version it was edited from', () => {
    expect(UpdateOrderLinesSchema.safeParse({ version: 1, items: [] }).success).toBe(false);
    expect(UpdateOrderLinesSchema.safeParse({ items: [item] }).success).toBe(false);
    expect(UpdateOrderLinesSchema.safeParse({ version: 1, items: [item] }).success).toBe(true);
  });

  it('asks a reason for a special price or discount', () => {
    const priced = (price: unknown) =>
      UpdateOrderLinesSchema.safeParse({ version: 1, items: [{ ...item, price }] }).success;
    expect(priced({ kind: 'special', unitPrice: 12_500.5, reason: 'Obra' })).toBe(true);
    expect(priced({ kind: 'special', unitPrice: 12_500.5, reason: ' ' })).toBe(false);
    expect(priced({ kind: 'discount', percentage: 10, reason: 'Obra' })).toBe(true);
    expect(priced({ kind: 'discount', percentage: 101, reason: 'Obra' })).toBe(false);
    expect(priced({ kind: 'discount', percentage: 0, reason: 'Obra' })).toBe(false);
    expect(priced({ kind: 'special', unitPrice: 1.234, reason: 'Obra' })).toBe(false);
    expect(priced({ kind: 'list' })).toBe(true);
    expect(priced({ kind: 'otro' })).toBe(false);
  });
});
