import { afterAll, beforeAll, expect, it } from 'vitest';
import { CatalogQuerySchema, type ProductListResponse } from '#shared/catalog-query';
import { listProducts } from '#server/modules/catalogue/catalog-list';
import type { Storage } from '#server/lib/storage';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { type TestTaxonomy, createProduct, createTaxonomy } from '../factories';

describeEachEngine('catalogue list GET /api/products', (engine) => {
  let t: TestApp;
  let floor: TestTaxonomy;
  let other: TestTaxonomy;
  const ids: Record<string, string> = {};

  // By name unless the test picks an order: the names below are listed A-Z.
  const list = async (query = '') => {
    const sorted = query.includes('sortBy') ? query : `${query ? `${query}&` : '?'}sortBy=name`;
    return t.app.inject({ method: 'GET', url: `/api/products${sorted}` });
  };
  const names = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode).toBe(200);
    return (response.json() as ProductListResponse).items.map((p) => p.name);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    floor = await createTaxonomy(t.db, {
      area: 'Pisos y Revestimientos',
      category: 'Porcelánicos',
      subcategory: 'Símil mármol',
    });
    other = await createTaxonomy(t.db, {
      area: 'Sanitarios',
      category: 'Baño',
      subcategory: 'Inodoros',
    });
    const seed = [
      {
        key: 'carrara',
        name: 'Porcelanato Mármol Carrara',
        brand: 'Andina',
        price: 20000,
        quality: '1ra',
        type: 'Mate',
        ...floor,
      },
      {
        key: 'calacatta',
        name: 'Porcelanato Calacatta',
        description: 'Veta de mármol dorada',
        brand: 'Pampa',
        price: 30000,
        discountPercentage: 50,
        quality: '2da',
        type: 'Brillante',
        ...floor,
      },
      {
        key: 'roble',
        name: 'Porcelanato Roble',
        brand: 'Cerro Azul',
        price: 15000,
        quality: '1ra',
        type: 'Semi-mate',
        areaId: floor.areaId,
        categoryId: floor.categoryId,
        subcategoryId: null,
      },
      {
        key: 'inodoro',
        name: 'Inodoro Corto',
        description: 'Loza blanca',
        brand: 'Delta 100%',
        price: 90000,
        quality: '1ra',
        type: null,
        dimensions: null,
        metersPerBox: null,
        ...other,
      },
      {
        key: 'lavatorio',
        name: 'Lavatorio de apoyo',
        description: 'Bacha',
        brand: 'Delta_X',
        price: 45000,
        quality: '1ra',
        type: null,
        dimensions: null,
        metersPerBox: null,
        ...other,
      },
    ] as const;
    for (const { key, ...values } of seed) ids[key] = await createProduct(t.db, values);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every product sorted by name, with total, page and facets', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json() as ProductListResponse;
    expect(body.total).toBe(5);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(15);
    expect(body.pageCount).toBe(1);
    expect(body.items.map((p) => p.name)).toEqual([
      'Inodoro Corto',
      'Lavatorio de apoyo',
      'Porcelanato Calacatta',
      'Porcelanato Mármol Carrara',
      'Porcelanato Roble',
    ]);
    expect(body.facets.brands).toEqual(['Andina', 'Cerro Azul', 'Delta 100%', 'Delta_X', 'Pampa']);
    const carrara = body.items.find((p) => p.id === ids.carrara);
    expect(carrara).toMatchObject({
      areaName: 'Pisos y Revestimientos',
      categoryName: 'Porcelánicos',
      subcategoryName: 'Símil mármol',
      images: [],
    });
    expect(carrara).not.toHaveProperty('searchText');
  });

  it('filters by area, category and subcategory', async () => {
    expect(await names(`?areaId=${floor.areaId}`)).toEqual([
      'Porcelanato Calacatta',
      'Porcelanato Mármol Carrara',
      'Porcelanato Roble',
    ]);
    expect(await names(`?categoryId=${floor.categoryId}`)).toHaveLength(3);
    expect(await names(`?subcategoryId=${floor.subcategoryId}`)).toEqual([
      'Porcelanato Calacatta',
      'Porcelanato Mármol Carrara',
    ]);
    expect(await names(`?areaId=${other.areaId}&categoryId=${floor.categoryId}`)).toEqual([]);
  });

  it('offers the brands of the chosen taxonomy, whatever brands are picked', async () => {
    const body = (
      await list(`?areaId=${floor.areaId}&brands=Andina`)
    ).json() as ProductListResponse;
    expect(body.items.map((p) => p.brand)).toEqual(['Andina']);
    expect(body.facets.brands).toEqual(['Andina', 'Cerro Azul', 'Pampa']);
  });

  it("filters by quality, with 'todas' meaning no filter", async () => {
    expect(await names('?quality=2da')).toEqual(['Porcelanato Calacatta']);
    expect(await names('?quality=1ra')).toHaveLength(4);
    expect(await names('?quality=todas')).toHaveLength(5);
  });

  it('filters by finish type case-insensitively', async () => {
    expect(await names('?type=mate')).toEqual(['Porcelanato Mármol Carrara']);
    expect(await names('?type=BRILLANTE')).toEqual(['Porcelanato Calacatta']);
    expect(await names('?type=Semi-mate')).toEqual(['Porcelanato Roble']);
  });

  it('filters by any of several brands', async () => {
    expect(await names('?brands=Andina&brands=Pampa')).toEqual([
      'Porcelanato Calacatta',
      'Porcelanato Mármol Carrara',
    ]);
    expect(await names('?brands=Andina')).toEqual(['Porcelanato Mármol Carrara']);
    expect(await names('?brands=Nadie')).toEqual([]);
  });

  it('searches name, description and brand ignoring case and accents', async () => {
    // 'marmol' finds 'Mármol' in a name and 'mármol' in a description.
    expect(await names('?search=marmol')).toEqual([
      'Porcelanato Calacatta',
      'Porcelanato Mármol Carrara',
    ]);
    expect(await names(`?search=${encodeURIComponent('MÁRMOL')}`)).toHaveLength(2);
    expect(await names('?search=cerro%20azul')).toEqual(['Porcelanato Roble']);
    expect(await names('?search=loza')).toEqual(['Inodoro Corto']);
    expect(await names('?search=%20%20carr%20')).toEqual(['Porcelanato Mármol Carrara']);
    expect(await names('?search=xyz')).toEqual([]);
  });

  it('matches % and _ in a search term literally', async () => {
    expect(await names('?search=100%25')).toEqual(['Inodoro Corto']);
    expect(await names('?search=delta_')).toEqual(['Lavatorio de apoyo']);
    expect(await names('?search=%25')).toEqual(['Inodoro Corto']);
  });

  it('combines filters', async () => {
    expect(
      await names(
        `?areaId=${floor.areaId}&quality=1ra&type=mate&brands=Andina&brands=Cerro%20Azul&search=porcelanato`,
      ),
    ).toEqual(['Porcelanato Mármol Carrara']);
    expect(
      await names(`?subcategoryId=${floor.subcategoryId}&quality=1ra&search=calacatta`),
    ).toEqual([]);
  });

  it('sorts by name, by the price paid and by quality, both ways', async () => {
    expect(await names('?sortBy=name&sortOrder=desc')).toEqual([
      'Porcelanato Roble',
      'Porcelanato Mármol Carrara',
      'Porcelanato Calacatta',
      'Lavatorio de apoyo',
      'Inodoro Corto',
    ]);
    // Calacatta costs 30000 with 50% off: 15000, the same as Roble; the name breaks the tie.
    expect(await names(`?areaId=${floor.areaId}&sortBy=price&sortOrder=asc`)).toEqual([
      'Porcelanato Calacatta',
      'Porcelanato Roble',
      'Porcelanato Mármol Carrara',
    ]);
    expect(await names('?sortBy=price&sortOrder=desc')).toEqual([
      'Inodoro Corto',
      'Lavatorio de apoyo',
      'Porcelanato Mármol Carrara',
      'Porcelanato Calacatta',
      'Porcelanato Roble',
    ]);
    expect((await names('?sortBy=quality&sortOrder=desc'))[0]).toBe('Porcelanato Calacatta');
    expect((await names('?sortBy=quality&sortOrder=asc')).at(-1)).toBe('Porcelanato Calacatta');
  });

  it.each([
    ['an unknown sort field', '?sortBy=color', 'sortBy'],
    ['an unknown sort order', '?sortOrder=up', 'sortOrder'],
    ['page 0', '?page=0', 'page'],
    ['page abc', '?page=abc', 'page'],
    ['a fractional page', '?page=1.5', 'page'],
    ['an unknown quality', '?quality=3ra', 'quality'],
    ['a malformed area id', '?areaId=1%20or%201=1', 'areaId'],
  ])('answers 400 with a Spanish message for %s', async (_name, query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.message).toBe('Los parámetros de búsqueda no son válidos.');
    expect(body.error.fields).toHaveProperty(field);
  });

  it('cuts a 5,000-character search term instead of failing', async () => {
    const response = await list(`?search=${'a'.repeat(5000)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(0);
  });

  it('treats blank parameters as unset', async () => {
    expect(await names('?areaId=&quality=&type=&search=&sortBy=&page=')).toHaveLength(5);
  });
});

describeEachEngine('catalogue paging', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (let i = 1; i <= 31; i++)
      await createProduct(t.db, { name: `Producto ${String(i).padStart(2, '0')}` });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (n: number | string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/products?sortBy=name&page=${n}` })
    ).json() as ProductListResponse;

  it('serves 15 products a page with the total and the page count', async () => {
    const first = await page(1);
    expect(first.items).toHaveLength(15);
    expect(first.total).toBe(31);
    expect(first.pageCount).toBe(3);
    expect(first.items[0]?.name).toBe('Producto 01');
    const second = await page(2);
    expect(second.items[0]?.name).toBe('Producto 16');
    const last = await page(3);
    expect(last.items.map((p) => p.name)).toEqual(['Producto 31']);
    const seen = new Set([...first.items, ...second.items, ...last.items].map((p) => p.id));
    expect(seen.size).toBe(31);
  });

  it('serves the last page for a page past the end', async () => {
    const past = await page(99);
    expect(past.page).toBe(3);
    expect(past.items.map((p) => p.name)).toEqual(['Producto 31']);
  });

  it('counts a filtered list up to a limit and says there are more', async () => {
    const storage = { url: (key: string) => `/uploads/${key}` } as unknown as Storage;
    const query = (extra: Record<string, string>) =>
      CatalogQuerySchema.parse({ brands: 'Marca Prueba', sortBy: 'name', ...extra });
    const capped = await listProducts(t.db, storage, query({}), 20);
    expect(capped).toMatchObject({ total: 20, totalCapped: true, pageCount: 2, page: 1 });
    expect(capped.items[0]?.name).toBe('Producto 01');
    // The last page within the limit still comes in the asked order, past the counted rows.
    const second = await listProducts(t.db, storage, query({ page: '9' }), 20);
    expect(second.page).toBe(2);
    expect(second.items.map((p) => p.name)).toEqual(
      Array.from({ length: 15 }, (_, i) => `Producto ${String(16 + i).padStart(2, '0')}`),
    );
    // Relevance ranks every match anyway: its count is exact.
    const ranked = await listProducts(
      t.db,
      storage,
      query({ search: 'producto', sortBy: 'relevance' }),
      20,
    );
    expect(ranked).toMatchObject({ total: 31, totalCapped: false, pageCount: 3 });
    const exact = await listProducts(t.db, storage, query({}), 31);
    expect(exact).toMatchObject({ total: 31, totalCapped: false, pageCount: 3 });
  });

  it('answers an empty first page when nothing matches', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?search=nada&page=4' });
    expect(response.json()).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});

describeEachEngine('catalogue paging in every sort order', (engine) => {
  let t: TestApp;
  interface Row {
    id: string;
    name: string;
    brand: string;
    paid: number;
    quality: string;
  }
  const rows: Row[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    // 47 products: three full pages and a short one. Names, prices paid and qualities repeat,
    // so every order leans on its tie-breakers (name, then id).
    for (let i = 0; i < 47; i++) {
      const values = {
        name: `Modelo ${'ABCDEFG'[i % 7]}`,
        brand: i % 3 === 0 ? 'Andina' : 'Pampa',
        price: [10000, 12000, 20000, 24000][i % 4]!,
        discountPercentage: i % 5 === 0 ? 50 : null,
        quality: i % 2 === 0 ? ('1ra' as const) : ('2da' as const),
      };
      const id = await createProduct(t.db, values);
      const paid = values.price * (values.discountPercentage ? 0.5 : 1);
      rows.push({ id, name: values.name, brand: values.brand, paid, quality: values.quality });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const expected = (sortBy: 'name' | 'price' | 'quality', desc: boolean, brand?: string) =>
    rows
      .filter((row) => !brand || row.brand === brand)
      .sort((a, b) => {
        const key = { name: 'name', price: 'paid', quality: 'quality' } as const;
        const byKey = compare(a[key[sortBy]], b[key[sortBy]]) * (desc ? -1 : 1);
        return byKey || compare(a.name, b.name) || compare(a.id, b.id);
      })
      .map((row) => row.id);

  // Without filters the pages come from a walk of the sort index (from the far end for the
  // second half); with a brand filter, from the sorted matches. Both must agree with a sort.
  it.each(
    ['name', 'price', 'quality'].flatMap((sortBy) =>
      ['asc', 'desc'].flatMap((order) => [
        [sortBy, order, ''],
        [sortBy, order, 'Andina'],
      ]),
    ),
  )(
    'walks every page sorted by %s %s (brand filter: %s) in order, each product once',
    async (sortBy, order, brand) => {
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const query = `sortBy=${sortBy}&sortOrder=${order}&page=${page}&brands=${brand}`;
        const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
        const body = response.json() as ProductListResponse;
        expect(body.page).toBe(page);
        ids.push(...body.items.map((item) => item.id));
        if (page === body.pageCount) break;
      }
      expect(ids).toEqual(
        expected(sortBy as 'name' | 'price' | 'quality', order === 'desc', brand || undefined),
      );
    },
  );
});
