import { describe, expect, it } from 'vitest';
import { canBuy, cartLineStock, schemaAvailability, stockText } from './availability';

const tile = (largestLot: number, available: number, backorderDays: number | null = null) => ({
  inStock: true,
  saleUnit: 'caja' as const,
  stock: { largestLot, available, backorderDays },
});

describe('what the shopper is told of stock', () => {
  it('boxes count from the largest lot, other units from the whole stock', () => {
    expect(stockText({ largestLot: 38, available: 60, backorderDays: null }, 'caja')).toBe(
      '38 cajas disponibles del mismo lote',
    );
    expect(stockText({ largestLot: 0, available: 1200, backorderDays: null }, 'bolsa')).toBe(
      '1.200 bolsas disponibles',
    );
    expect(stockText({ largestLot: 5, available: 9, backorderDays: null }, 'caja')).toBe(
      'Últimas 5 cajas',
    );
    expect(stockText({ largestLot: 0, available: 0, backorderDays: 15 }, 'caja')).toBe(
      'A pedido: demora 15 días',
    );
    expect(stockText({ largestLot: 0, available: 0, backorderDays: null }, 'caja')).toBe(
      'Sin stock',
    );
  });

  it('a product without tracked stock follows its Sin stock tick alone', () => {
    expect(canBuy({ inStock: true, saleUnit: 'caja', stock: null })).toBe(true);
    expect(canBuy({ inStock: false, saleUnit: 'caja', stock: null })).toBe(false);
    expect(canBuy(tile(0, 0))).toBe(false);
    expect(canBuy(tile(0, 0, 10))).toBe(true);
    expect(schemaAvailability(tile(3, 3))).toBe('https://schema.org/LimitedAvailability');
    expect(schemaAvailability(tile(0, 0, 10))).toBe('https://schema.org/BackOrder');
  });
});

describe('the cart checked again against stock', () => {
  it('a line within one lot is fine', () => {
    expect(cartLineStock(tile(30, 80), 30)).toEqual({ kind: 'ok' });
    expect(cartLineStock({ inStock: true, saleUnit: 'caja', stock: null }, 500)).toEqual({
      kind: 'ok',
    });
  });

  it('a tile line bigger than its largest lot offers what one lot holds', () => {
    expect(cartLineStock(tile(30, 80), 42)).toEqual({
      kind: 'short',
      max: 30,
      text: 'Hay 30 cajas de un mismo lote: dejá 30 o consultanos por el resto.',
    });
    expect(
      cartLineStock({ inStock: true, saleUnit: 'bolsa', stock: tile(0, 4).stock }, 10),
    ).toEqual({ kind: 'short', max: 4, text: 'Quedan 4 bolsas: dejá 4 para continuar.' });
  });

  it('what sold out since it was added must leave the cart', () => {
    expect(cartLineStock(tile(0, 0), 2)).toMatchObject({ kind: 'short', max: 0 });
    expect(cartLineStock({ ...tile(30, 30), inStock: false }, 2)).toMatchObject({
      kind: 'short',
      max: 0,
    });
  });

  it('a product sold a pedido takes more than there is, with its lead time', () => {
    expect(cartLineStock(tile(10, 10, 15), 42)).toEqual({
      kind: 'backorder',
      text: 'Va a pedido: demora 15 días (hoy hay 10 cajas de un mismo lote).',
    });
  });
});
