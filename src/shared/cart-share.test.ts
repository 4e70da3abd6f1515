import { describe, expect, it } from 'vitest';
import { decodeCart, encodeCart } from './cart-share';

const A = '0b5f8c1e-1234-4abc-9def-0123456789ab';
const B = '1c6a9d2f-5678-4bcd-8efa-123456789abc';

describe('shared cart link', () => {
  it('round-trips boxes, m² typed, waste and pattern', () => {
    const items = [
      {
        productId: A,
        quantity: 12,
        squareMeters: 14.7,
        includeWaste: true,
        pattern: 'espiga' as const,
      },
      { productId: B, quantity: 3, squareMeters: 0, includeWaste: false },
    ];
    const text = encodeCart(items);
    expect(text).toMatch(/^[0-9a-z~.-]+$/);
    expect(decodeCart(text)).toEqual({ items, skipped: 0 });
  });
  it('skips lines that do not read, keeps the others', () => {
    const good = `${A}~2~0~0~`;
    for (const bad of [
      'nope~1~0~0~',
      `${B}~0~0~0~`,
      `${B}~10001~0~0~`,
      `${B}~1,5~0~0~`,
      `${B}~1~-5~0~`,
      `${B}~1~0~2~`,
      `${B}~1~0~1~x`,
      `${B}~1~0~1~r~extra`,
      `${A}~3~0~0~`,
    ]) {
      expect(decodeCart(`${good}.${bad}`), bad).toEqual({
        items: [{ productId: A, quantity: 2, squareMeters: 0, includeWaste: false }],
        skipped: 1,
      });
    }
  });
  it('an empty or garbage text is an empty cart', () => {
    expect(decodeCart('')).toEqual({ items: [], skipped: 0 });
    expect(decodeCart('<script>')).toEqual({ items: [], skipped: 1 });
  });
});
