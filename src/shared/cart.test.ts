import { describe, expect, it } from 'vitest';
import {
  type CartItem,
  addToCart,
  cartQuantity,
  isCartItem,
  measureCartItem,
  mergeCarts,
  parseStoredCart,
  reinsertCartItem,
  removeFromCart,
  updateCartItem,
} from './cart';
import { addMaterialToCart } from './cart-materials';

const tile = { productId: 'p1', quantity: 2, squareMeters: 2.88, includeWaste: false };

describe('cart rules', () => {
  it('appends a new product', () => {
    expect(addToCart([], tile)).toEqual([tile]);
  });
  it('merges the same product: adds quantity and m², replaces includeWaste', () => {
    const merged = addToCart([tile], {
      productId: 'p1',
      quantity: 16,
      squareMeters: 23.04,
      includeWaste: true,
    });
    expect(merged).toEqual([
      { productId: 'p1', quantity: 18, squareMeters: 25.92, includeWaste: true },
    ]);
  });
  it('removes an item', () => {
    expect(
      removeFromCart([tile, { ...tile, productId: 'p2' }], 'p1').map((i) => i.productId),
    ).toEqual(['p2']);
  });
  it('updates quantity and m², never below 1 box', () => {
    expect(updateCartItem([tile], 'p1', 3, 4.32)[0]).toMatchObject({
      quantity: 3,
      squareMeters: 4.32,
    });
    expect(updateCartItem([tile], 'p1', 0, 0)[0]?.quantity).toBe(1);
  });
  it('keeps includeWaste on update unless the m² calculator sets it', () => {
    expect(updateCartItem([tile], 'p1', 2, 2.88)[0]?.includeWaste).toBe(false);
    expect(updateCartItem([tile], 'p1', 9, 14.58, true)[0]).toEqual({
      productId: 'p1',
      quantity: 9,
      squareMeters: 14.58,
      includeWaste: true,
    });
  });
  it('leaves the other items untouched on update', () => {
    const other = { ...tile, productId: 'p2' };
    expect(updateCartItem([tile, other], 'p1', 5, 7.2, true)[1]).toBe(other);
  });
  it('counts the total quantity for the badge', () => {
    expect(cartQuantity([tile, { ...tile, productId: 'p2', quantity: 5 }])).toBe(7);
  });
  it('reads stored carts defensively', () => {
    expect(parseStoredCart(null)).toEqual({ items: [], total: 0 });
    expect(parseStoredCart('{nope')).toEqual({ items: [], total: 0 });
    expect(
      parseStoredCart(JSON.stringify({ items: [tile, { productId: 5 }], total: 'x' })).items,
    ).toEqual([tile]);
  });
  it('keeps the rooms and pattern of a line; merging adds the rooms, the last pattern wins', () => {
    const room = { length: 3.5, width: 4.2 };
    const measured = measureCartItem([tile], 'p1', {
      quantity: 12,
      squareMeters: 14.7,
      includeWaste: true,
      rooms: [room],
      pattern: 'diagonal',
    });
    expect(measured[0]).toEqual({
      productId: 'p1',
      quantity: 12,
      squareMeters: 14.7,
      includeWaste: true,
      rooms: [room],
      pattern: 'diagonal',
    });
    const merged = addToCart(measured, { ...tile, rooms: [room], pattern: 'espiga' });
    expect(merged[0]?.rooms).toEqual([room, room]);
    expect(merged[0]?.pattern).toBe('espiga');
  });
  it('loads carts saved before rooms existed, and refuses malformed rooms or patterns', () => {
    const old = JSON.stringify({ items: [tile], total: 10 });
    expect(parseStoredCart(old)).toEqual({ items: [tile], total: 10 });
    const stored = (extra: object) =>
      parseStoredCart(JSON.stringify({ items: [{ ...tile, ...extra }], total: 0 })).items;
    expect(stored({ rooms: [{ length: 2, width: 3 }], pattern: 'espiga' })).toHaveLength(1);
    expect(stored({ rooms: [{ length: 'x', width: 3 }] })).toHaveLength(0);
    expect(stored({ rooms: 'x' })).toHaveLength(0);
    expect(stored({ pattern: 'zigzag' })).toHaveLength(0);
  });
});

describe('undoing a removal and merging a shared cart', () => {
  const a = { productId: 'a', quantity: 2, squareMeters: 2.88, includeWaste: false };
  const b = { productId: 'b', quantity: 1, squareMeters: 1.44, includeWaste: false };
  const c = { productId: 'c', quantity: 3, squareMeters: 0, includeWaste: false };

  it('puts a removed line back at its place', () => {
    expect(reinsertCartItem([a, c], b, 1)).toEqual([a, b, c]);
    expect(reinsertCartItem([], b, 3)).toEqual([b]);
  });

  it('does not put back a product that is in the cart again', () => {
    const again = { ...b, quantity: 5 };
    expect(reinsertCartItem([a, again], b, 0)).toEqual([a, again]);
  });

  it('adds a shared cart to this one, the same product adding up', () => {
    expect(mergeCarts([a, b], [{ ...b, quantity: 4, squareMeters: 5.76 }, c])).toEqual([
      a,
      { ...b, quantity: 5, squareMeters: 7.2 },
      c,
    ]);
  });
});

describe('materials for several rooms add up per product before rounding to bags', () => {
  const grout = { productId: 'pastina', bagKg: 5 };

  it('0,82 + 1,07 kg of grout in 5 kg bags is one bag, not two', () => {
    const first = addMaterialToCart([], { ...grout, kg: 0.82 });
    expect(first).toEqual([
      { productId: 'pastina', quantity: 1, squareMeters: 0, includeWaste: false, materialKg: 0.82 },
    ]);
    const both = addMaterialToCart(first, { ...grout, kg: 1.07 });
    expect(both).toEqual([
      { productId: 'pastina', quantity: 1, squareMeters: 0, includeWaste: false, materialKg: 1.89 },
    ]);
  });

  it('a second bag comes when the rooms together pass the first: 3,2 + 2,9 kg is 2 bags', () => {
    const items = [3.2, 2.9].reduce(
      (list, kg) => addMaterialToCart(list, { ...grout, kg }),
      [] as CartItem[],
    );
    expect(items[0]).toMatchObject({ quantity: 2, materialKg: 6.1 });
  });

  it('adhesive of three rooms: 40 + 35,5 + 4,4 kg in 25 kg bags is 4 bags (not 2 + 2 + 1)', () => {
    const adhesive = { productId: 'adhesivo', bagKg: 25 };
    const items = [40, 35.5, 4.4].reduce(
      (list, kg) => addMaterialToCart(list, { ...adhesive, kg }),
      [] as CartItem[],
    );
    expect(items[0]).toMatchObject({ quantity: 4, materialKg: 79.9 });
  });

  it('keeps the bags the shopper added by hand beside the worked-out ones', () => {
    const byHand: CartItem[] = [
      { productId: 'pastina', quantity: 2, squareMeters: 0, includeWaste: false },
    ];
    const one = addMaterialToCart(byHand, { ...grout, kg: 0.82 });
    expect(one[0]).toMatchObject({ quantity: 3, materialKg: 0.82 });
    expect(addMaterialToCart(one, { ...grout, kg: 1.07 })[0]).toMatchObject({ quantity: 3 });
  });

  it('changes nothing for no kg or no bag size, and leaves other lines alone', () => {
    const tile: CartItem = { productId: 'piso', quantity: 4, squareMeters: 6, includeWaste: true };
    expect(addMaterialToCart([tile], { ...grout, kg: 0 })).toEqual([tile]);
    expect(addMaterialToCart([tile], { productId: 'pastina', kg: 1, bagKg: 0 })).toEqual([tile]);
    expect(addMaterialToCart([tile], { ...grout, kg: 1 })[0]).toBe(tile);
  });

  it('a stored line keeps its kg, and a malformed kg is dropped', () => {
    const line = { productId: 'pastina', quantity: 1, squareMeters: 0, includeWaste: false };
    expect(isCartItem({ ...line, materialKg: 1.89 })).toBe(true);
    expect(isCartItem({ ...line, materialKg: -1 })).toBe(false);
    expect(isCartItem({ ...line, materialKg: '1,89' })).toBe(false);
  });
});
