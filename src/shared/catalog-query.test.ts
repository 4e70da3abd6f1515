import { describe, expect, it } from 'vitest';
import { CatalogQuerySchema } from './catalog-query';

const parse = (input: Record<string, unknown>) => CatalogQuerySchema.safeParse(input);

describe('CatalogQuerySchema', () => {
  it("defaults to every product, in the shop's order, page 1", () => {
    expect(CatalogQuerySchema.parse({})).toEqual({
      quality: 'todas',
      brands: [],
      onSale: false,
      rectified: false,
      sortBy: 'recommended',
      sortOrder: 'asc',
      page: 1,
    });
  });

  it('reads the formato as the products hold it, and the price bounds and offers flag', () => {
    expect(CatalogQuerySchema.parse({ format: '60 × 60' }).format).toBe('60x60');
    expect(CatalogQuerySchema.parse({ format: 'grande' }).format).toBe('grande');
    expect(
      CatalogQuerySchema.parse({ priceMin: '1000', priceMax: '2500.5', onSale: 'true' }),
    ).toMatchObject({ priceMin: 1000, priceMax: 2500.5, onSale: true });
    expect(parse({ priceMin: 'mil' }).error?.issues[0]?.message).toBe('Precio mínimo inválido');
    expect(parse({ priceMax: '-1' }).error?.issues[0]?.message).toBe('Precio máximo inválido');
    expect(parse({ onSale: 'si' }).success).toBe(false);
    expect(parse({ sortBy: 'pricePerM2' }).success).toBe(true);
  });

  it('accepts one brand or several, trimmed and without repeats', () => {
    expect(CatalogQuerySchema.parse({ brands: ' Andina ' }).brands).toEqual(['Andina']);
    expect(CatalogQuerySchema.parse({ brands: ['A', 'B', 'A', ''] }).brands).toEqual(['A', 'B']);
  });

  it('rejects more than 20 brands', () => {
    const brands = Array.from({ length: 21 }, (_, i) => `Marca ${i}`);
    expect(parse({ brands }).success).toBe(false);
  });

  it('reads the page as a whole number from 1', () => {
    expect(CatalogQuerySchema.parse({ page: '3' }).page).toBe(3);
    for (const page of ['0', '-1', 'abc', '1.5', '1e9'])
      expect(parse({ page }).success).toBe(false);
  });

  it('rejects unknown sort fields, orders and qualities', () => {
    expect(parse({ sortBy: 'color' }).success).toBe(false);
    expect(parse({ sortOrder: 'up' }).success).toBe(false);
    expect(parse({ quality: 'primera' }).success).toBe(false);
    expect(
      CatalogQuerySchema.parse({ sortBy: 'price', sortOrder: 'desc', quality: '2da' }),
    ).toMatchObject({ sortBy: 'price', sortOrder: 'desc', quality: '2da' });
  });

  it('rejects ids that are not UUIDs and ignores blank ones', () => {
    expect(parse({ areaId: "1' or '1'='1" }).success).toBe(false);
    const blank = CatalogQuerySchema.parse({ areaId: '', categoryId: ' ' });
    expect([blank.areaId, blank.categoryId]).toEqual([undefined, undefined]);
  });

  it('cuts the search term to 100 characters and treats a blank one as none', () => {
    expect(CatalogQuerySchema.parse({ search: 'x'.repeat(5000) }).search).toHaveLength(100);
    expect(CatalogQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
  });
});
