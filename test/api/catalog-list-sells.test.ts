import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductListResponse } from '#shared/catalog-query';
import { products } from '#server/db/schema';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';

// The shop's default order, 'Precio por m²', and the formato, price and offers
// filters, through the API on both engines.
describeEachEngine('a list that sells', (engine) => {
  let t: TestApp;
  let floorAreaId: string;

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as ProductListResponse;
  };
  const names = async (query: string) => (await list(query)).items.map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp(engine);
    const floor = await createTaxonomy(t.db, {
      area: 'Pisos y Revestimientos',
      category: 'Porcelánicos',
      subcategory: 'Símil madera',
    });
    floorAreaId = floor.areaId;
    const bath = await createTaxonomy(t.db, {
      area: 'Adhesivos',
      category: 'Pegamentos',
      subcategory: 'Bolsas',
    });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const seed = [
      // Box $ 20.000 / 2 m² = $ 10.000 per m²; newest of the tiles.
      { name: 'Roble', price: 20000, metersPerBox: 2, dimensions: '20x120', ...floor, at: 5 },
      // $ 18.000 − 50 % = $ 9.000 / 1,44 m² = $ 6.250 per m²: cheaper per m², dearer per box.
      {
        name: 'Nogal',
        price: 18000,
        discountPercentage: 50,
        metersPerBox: 1.44,
        dimensions: '60 × 60 cm',
        ...floor,
        at: 1,
      },
      // $ 8.051 per m².
      { name: 'Lapacho', price: 16102, metersPerBox: 2, dimensions: '60x60', ...floor, at: 3 },
      // Not tiles, even the newest: after them; no m², so last by price per m².
      {
        name: 'Adhesivo',
        price: 7000,
        metersPerBox: null,
        dimensions: null,
        discountPercentage: 10,
        ...bath,
        at: 9,
      },
      { name: 'Pastina', price: 3000, metersPerBox: null, dimensions: null, ...bath, at: 8 },
    ];
    for (const { at: minutes, ...values } of seed) {
      const id = await createProduct(t.db, values);
      await t.db
        .update(products)
        .set({ createdAt: at(minutes) })
        .where(eq(products.id, id));
    }
  });
  afterAll(() => t.close());

  it('lists floor and wall tiles first, then the newest, by default', async () => {
    expect(await names('')).toEqual(['Roble', 'Lapacho', 'Nogal', 'Adhesivo', 'Pastina']);
    expect(await names('sortBy=recommended&page=1')).toEqual(await names(''));
  });

  it('sorts by the price paid per m², products without m² after them both ways', async () => {
    expect(await names('sortBy=pricePerM2')).toEqual([
      'Nogal',
      'Lapacho',
      'Roble',
      'Adhesivo',
      'Pastina',
    ]);
    expect(await names('sortBy=pricePerM2&sortOrder=desc')).toEqual([
      'Roble',
      'Lapacho',
      'Nogal',
      'Adhesivo',
      'Pastina',
    ]);
    // Filtered (a different plan: the matches sorted in memory), the same order.
    expect(await names('sortBy=pricePerM2&sortOrder=desc&brands=Marca%20Prueba')).toEqual([
      'Roble',
      'Lapacho',
      'Nogal',
      'Adhesivo',
      'Pastina',
    ]);
  });

  it('filters by formato, however the size is written, and lists the formatos', async () => {
    const sixty = await list('format=60x60&sortBy=name');
    expect(sixty.items.map((p) => p.name)).toEqual(['Lapacho', 'Nogal']);
    expect(sixty.total).toBe(2);
    expect(await names('format=60%20%C3%97%2060&sortBy=name')).toEqual(['Lapacho', 'Nogal']);
    expect(await names('format=grande')).toEqual([]);
    expect((await list('')).facets.formats).toEqual(['20x120', '60x60']);
    expect((await list(`areaId=${floorAreaId}`)).facets.formats).toEqual(['20x120', '60x60']);
  });

  it('filters by the price paid and by offers', async () => {
    expect(await names('priceMin=7000&priceMax=16102&sortBy=name')).toEqual(['Lapacho', 'Nogal']);
    expect(await names('priceMin=6300&priceMax=6300')).toEqual(['Adhesivo']);
    expect(await names('onSale=true&sortBy=name')).toEqual(['Adhesivo', 'Nogal']);
    const combined = await list('onSale=true&format=60x60&priceMax=9000');
    expect(combined.items.map((p) => p.name)).toEqual(['Nogal']);
    expect(combined).toMatchObject({ total: 1, totalCapped: false });
  });

  it('answers a bad price or offers value with a Spanish 400', async () => {
    for (const [query, message] of [
      ['priceMin=barato', 'Precio mínimo inválido'],
      ['priceMax=-3', 'Precio máximo inválido'],
      ['onSale=si', 'Filtro de oferta inválido (true o false)'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });

  it('follows the flooring area through a rename', async () => {
    const editor = (await t.signIn('editor')).cookie;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/areas/${floorAreaId}`,
      headers: { cookie: editor },
      payload: { name: 'Otros', description: '', order: 1 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names('')).toEqual(['Adhesivo', 'Pastina', 'Roble', 'Lapacho', 'Nogal']);
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/areas/${floorAreaId}`,
      headers: { cookie: editor },
      payload: { name: 'Pisos y Revestimientos', description: '', order: 1 },
    });
    expect(back.statusCode).toBe(200);
    expect(await names('')).toEqual(['Roble', 'Lapacho', 'Nogal', 'Adhesivo', 'Pastina']);
  });
});
