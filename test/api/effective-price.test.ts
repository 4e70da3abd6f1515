import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductListResponse } from '#shared/catalog-query';
import { effectivePrice } from '#shared/pricing';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';

/**
 * Prices whose exact discounted value is not a whole number of cents, so that the rule's
 * rounding decides both the filter's bounds and the sort: the price the card shows (JS,
 * shared/pricing.ts) must be the one the list filters and orders by (SQL, db/pricing-sql.ts).
 */
const PRODUCTS: { name: string; price: number; discountPercentage: number | null }[] = [
  // 999,99 − 33,33 % = 666,693333… → $ 666,69: a filter up to 666,69 must keep it.
  { name: 'Ciprés', price: 999.99, discountPercentage: 33.33 },
  // 100,01 − 0,01 % = 99,999999 → $ 100,00: tied with Alerce, after it by name.
  { name: 'Lenga', price: 100.01, discountPercentage: 0.01 },
  { name: 'Alerce', price: 100, discountPercentage: null },
  // 12.345,67 − 12,5 % = 10.802,46125 → $ 10.802,46.
  { name: 'Quebracho', price: 12345.67, discountPercentage: 12.5 },
  // 0,05 − 50 % = 0,025 → $ 0,03 (half a cent rounds up).
  { name: 'Ñandubay', price: 0.05, discountPercentage: 50 },
  { name: 'Guayubira', price: 666.7, discountPercentage: 0 },
  // 17.549 − 12,5 % = 15.355,375 → $ 15.355,38.
  { name: 'Peteribí', price: 17549, discountPercentage: 12.5 },
];

describeEachEngine(
  'the effective price, one rule for the cards, the filter and the sort',
  (engine) => {
    let t: TestApp;

    const list = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(response.statusCode).toBe(200);
      return (response.json() as ProductListResponse).items;
    };
    const names = async (query: string) => (await list(query)).map((p) => p.name);

    beforeAll(async () => {
      t = await createTestApp(engine);
      const taxonomy = await createTaxonomy(t.db);
      for (const product of PRODUCTS) await createProduct(t.db, { ...taxonomy, ...product });
    });
    afterAll(() => t.close());

    it('a price range from and to the shown price of a product finds that product', async () => {
      const items = await list('sortBy=name');
      expect(items).toHaveLength(PRODUCTS.length);
      for (const item of items) {
        const shown = effectivePrice(item.price, item.discountPercentage);
        const found = await names(`priceMin=${shown}&priceMax=${shown}&sortBy=name`);
        expect(found, `${item.name} a $ ${shown}`).toContain(item.name);
        // Every product found at that price shows that very price.
        for (const other of items.filter((i) => found.includes(i.name)))
          expect(effectivePrice(other.price, other.discountPercentage)).toBe(shown);
      }
    });

    it('a cent below or above the shown price leaves the product out', async () => {
      expect(await names('priceMax=666.68&sortBy=name')).not.toContain('Ciprés');
      expect(await names('priceMax=666.69&sortBy=name')).toContain('Ciprés');
      expect(await names('priceMin=100&priceMax=100&sortBy=name')).toEqual(['Alerce', 'Lenga']);
      expect(await names('priceMin=15355.38')).toEqual(['Peteribí']);
      expect(await names('priceMin=15355.39')).toEqual([]);
      expect(await names('priceMax=0.02')).toEqual([]);
      expect(await names('priceMax=0.03')).toEqual(['Ñandubay']);
    });

    it('orders by the shown price, then by name, both ways', async () => {
      const byShown = [...PRODUCTS].sort(
        (a, b) =>
          effectivePrice(a.price, a.discountPercentage) -
            effectivePrice(b.price, b.discountPercentage) || a.name.localeCompare(b.name, 'es'),
      );
      const expected = byShown.map((p) => p.name);
      expect(expected.slice(1, 3)).toEqual(['Alerce', 'Lenga']);
      expect(await names('sortBy=price&sortOrder=asc')).toEqual(expected);
      // Descending reverses the prices, and ties stay in name order.
      const descending = [...PRODUCTS]
        .sort(
          (a, b) =>
            effectivePrice(b.price, b.discountPercentage) -
              effectivePrice(a.price, a.discountPercentage) || a.name.localeCompare(b.name, 'es'),
        )
        .map((p) => p.name);
      expect(await names('sortBy=price&sortOrder=desc')).toEqual(descending);
    });
  },
);
