import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { WOOD_LOOK_FLOORING, createProduct, createTaxonomy } from '../factories';

describeEachEngine('product and taxonomy reads', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns a product with its taxonomy names', async () => {
    const taxonomy = await createTaxonomy(t.db, WOOD_LOOK_FLOORING);
    const id = await createProduct(t.db, {
      ...taxonomy,
      name: 'Roble 20x120',
      price: 14400,
      discountPercentage: 10,
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Roble 20x120',
      price: 14400,
      discountPercentage: 10,
      metersPerBox: 1.44,
      areaName: 'Pisos y Revestimientos',
      categoryName: 'Porcelánicos',
      subcategoryName: 'Símil madera',
      images: [],
    });
    expect(response.json()).not.toHaveProperty('searchText');
  });

  it('answers 404 "Producto no encontrado" for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id', '%27%20or%201=1']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Producto no encontrado');
    }
  });

  it('lists the taxonomy ordered by order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/taxonomy' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.areas.map((a: { order: number }) => a.order)).toEqual(
      [...body.areas.map((a: { order: number }) => a.order)].sort((a, b) => a - b),
    );
    expect(body.categories.length).toBeGreaterThan(0);
    expect(body.subcategories.length).toBeGreaterThan(0);
  });
});
