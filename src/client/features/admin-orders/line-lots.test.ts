import { describe, expect, it } from 'vitest';
import type { Lot } from '#shared/stock/contract';
import { lineQuantity, lotText, lotsToMoveTo } from './line-lots';

const lot = (id: string, available: number): Lot => ({
  id,
  code: id,
  tono: null,
  calibre: null,
  receivedOn: '2026-11-01',
  note: null,
  onHand: available,
  reserved: 0,
  available,
});

describe('moving a line to another lot', () => {
  it('sums the product’s lines', () => {
    const lines = [
      { productId: 'a', quantity: 3 },
      { productId: 'b', quantity: 7 },
      { productId: 'a', quantity: 2 },
      { productId: null, quantity: 9 },
    ];
    expect(lineQuantity(lines, 'a')).toBe(5);
  });

  it('offers the other lots that hold the whole line, the fullest first', () => {
    const lots = [lot('L1', 40), lot('L2', 4), lot('L3', 5), lot('L4', 90)];
    expect(lotsToMoveTo(lots, 'L1', 5).map((l) => l.id)).toEqual(['L4', 'L3']);
    expect(lotsToMoveTo(lots, null, 50).map((l) => l.id)).toEqual(['L4']);
  });
});

describe('lotText', () => {
  it('names the lot, or says the line waits for stock', () => {
    expect(lotText({ id: 'x', code: 'L1', tono: 'T3', calibre: null })).toBe('Lote L1 · tono T3');
    expect(lotText(null)).toBe('A pedido (sin lote)');
  });
});
