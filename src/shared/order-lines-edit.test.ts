import { describe, expect, it } from 'vitest';
import { UpdateOrderLinesSchema, lineChangesNote } from './order-lines-edit';

describe('lineChangesNote', () => {
  it('names every quantity change, removal and addition, and the totals', () => {
    expect(
      lineChangesNote(
        'Ana',
        [
          { productId: 'a', productName: 'Porcelanato Roble', quantity: 3 },
          { productId: 'b', productName: 'Guarda Mármol', quantity: 1 },
          { productId: 'c', productName: 'Pastina', quantity: 2 },
        ],
        [
          { productId: 'a', productName: 'Porcelanato Roble', quantity: 5 },
          { productId: 'c', productName: 'Pastina', quantity: 2 },
          { productId: 'd', productName: 'Adhesivo', quantity: 1 },
        ],
        { before: 47_500, after: 80_000.5 },
      ),
    ).toBe(
      'Líneas modificadas por Ana: Porcelanato Roble 3 → 5 cajas; quitado Guarda Mármol (1 caja); agregado Adhesivo (1 caja). Total $ 47.500 → $ 80.000,50.',
    );
  });

  it('says when only the prices changed', () => {
    const lines = [{ productId: 'a', productName: 'Roble', quantity: 1 }];
    expect(lineChangesNote('Ana', lines, lines, { before: 10, after: 12 })).toBe(
      'Líneas modificadas por Ana: precios actualizados. Total $ 10 → $ 12.',
    );
  });
});

describe('UpdateOrderLinesSchema', () => {
  it('refuses an order without lines', () => {
    expect(UpdateOrderLinesSchema.safeParse({ items: [] }).success).toBe(false);
  });
});
