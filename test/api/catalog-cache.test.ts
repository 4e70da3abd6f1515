import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { type Database, openDatabase } from '#server/db/client';
import { type TestApp, createTestApp } from '../app';
import { ENGINES, describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';
import { multipart, validBody } from '../payloads';
import { SHEET_COLUMNS } from '#shared/product-sheet';

const FIXTURE_JPEG = path.join(import.meta.dirname, '../fixtures/tile.jpg');

describeEachEngine('catalogue answers are cached and never stale', (engine) => {
  let t: TestApp;
  let cookie: string;
  let productId: string;
  let taxonomy: Awaited<ReturnType<typeof createTaxonomy>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = (await t.signIn('editor')).cookie;
    taxonomy = await createTaxonomy(t.db, { area: 'Pisos y Revestimientos' });
    productId = await createProduct(t.db, { ...taxonomy, name: 'Roble Cache', price: 1000 });
  });
  afterAll(async () => {
    await t.close();
  });

  const listPrice = async (app: FastifyInstance) =>
    (await app.inject({ url: '/api/products?search=roble%20cache' })).json().items[0]?.price;
  const productPrice = async (app: FastifyInstance) =>
    (await app.inject({ url: `/api/products/${productId}` })).json().price;
  const setPrice = (price: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}`,
      headers: { cookie },
      payload: { ...validBody.product(taxonomy), name: 'Roble Cache', price, imageIds: [] },
    });

  it('shows a price change at once in the list and on the product page', async () => {
    expect(await listPrice(t.app)).toBe(1000);
    expect(await productPrice(t.app)).toBe(1000);
    expect((await setPrice(1200)).statusCode).toBe(200);
    expect(await listPrice(t.app)).toBe(1200);
    expect(await productPrice(t.app)).toBe(1200);
  });

  it('shows taxonomy changes at once', async () => {
    const names = async () =>
      (await t.app.inject({ url: '/api/taxonomy' }))
        .json()
        .areas.map((a: { name: string }) => a.name);
    expect(await names()).not.toContain('Exteriores');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/areas',
      headers: { cookie },
      payload: { ...validBody.area(), name: 'Exteriores' },
    });
    expect(created.statusCode).toBe(201);
    expect(await names()).toContain('Exteriores');
  });

  it('lets the browser revalidate: an ETag, 304 while unchanged, a new ETag after a change', async () => {
    const first = await t.app.inject({ url: '/api/products' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: '/api/products', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await setPrice(1300);
    const changed = await t.app.inject({
      url: '/api/products',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('does not keep a failed load: an unknown product stays a 404 until it exists', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ url: `/api/products/${unknown}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/products/${unknown}` })).statusCode).toBe(404);
  });
});

/**
 * Every kind of catalogue write, through its route, against an answer cached just before it:
 * the shop sees the change in the very next answer. A write that forgot to announce itself
 * (modules/catalogue/catalog-writes.ts) would answer the old, cached data here.
 */
describeEachEngine('every catalogue write shows in the shop at once', (engine) => {
  let t: TestApp;
  let cookie: string;
  let superCookie: string;
  let taxonomy: Awaited<ReturnType<typeof createTaxonomy>>;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = (await t.signIn('editor')).cookie;
    superCookie = (await t.signIn('super_admin')).cookie;
    taxonomy = await createTaxonomy(t.db, {
      area: 'Baños Cache',
      category: 'Griferías Cache',
      subcategory: 'Monocomando Cache',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string) => {
    const response = await t.app.inject({ url });
    return { status: response.statusCode, body: response.json() };
  };
  const send = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const product = async (id: string) => get(`/api/products/${id}`);
  const price = async (id: string) => (await product(id)).body.price;
  const taxonomyNow = async () => (await get('/api/taxonomy')).body;
  const areaNames = async () => (await taxonomyNow()).areas.map((a: { name: string }) => a.name);
  const aProduct = (overrides: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(t.db, { ...taxonomy, name: `Cache ${++n}`, price: 1000, ...overrides });

  /** The answer read() gives is cached, changes with write, and the very next read shows it. */
  async function seenAtOnce<T>(
    read: () => Promise<T>,
    write: () => Promise<{ statusCode: number; body: string }>,
    status: number,
    after: (value: T) => void,
  ): Promise<void> {
    const before = await read();
    expect(await read()).toEqual(before);
    const response = await write();
    expect(response.statusCode, response.body).toBe(status);
    const now = await read();
    expect(now).not.toEqual(before);
    after(now);
  }

  it('creating a product', async () => {
    const search = async () => (await get('/api/products?search=alta%20cache')).body.total;
    await seenAtOnce(
      search,
      () =>
        send('POST', '/api/admin/products', {
          ...validBody.product(taxonomy),
          name: 'Alta Cache',
          dimensions: null,
          metersPerBox: null,
        }),
      201,
      (total) => expect(total).toBe(1),
    );
  });

  it('editing a product, and its quick price', async () => {
    const id = await aProduct();
    await seenAtOnce(
      () => price(id),
      () =>
        send('PUT', `/api/admin/products/${id}`, {
          ...validBody.product(taxonomy),
          name: 'Cache editado',
          dimensions: null,
          metersPerBox: null,
          price: 1500,
          imageIds: [],
        }),
      200,
      (now) => expect(now).toBe(1500),
    );
    await seenAtOnce(
      () => price(id),
      () => send('PATCH', `/api/admin/products/${id}/price`, { price: 1750 }),
      200,
      (now) => expect(now).toBe(1750),
    );
  });

  it('adding an image to a product', async () => {
    const id = await aProduct();
    const form = multipart('piso.jpg', 'image/jpeg', await readFile(FIXTURE_JPEG));
    await seenAtOnce(
      async () => (await product(id)).body.images.length,
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/products/${id}/images`,
          headers: { cookie, 'content-type': form.contentType },
          payload: form.payload,
        }),
      201,
      (count) => expect(count).toBe(1),
    );
  });

  it('sending a product to the Papelera, and restoring it', async () => {
    const id = await aProduct();
    await seenAtOnce(
      () => product(id),
      () => send('DELETE', `/api/admin/products/${id}`),
      204,
      (now) => expect(now.status).toBe(404),
    );
    const trashed = (
      await t.app.inject({ url: '/api/admin/trash', headers: { cookie: superCookie } })
    )
      .json()
      .items.find((item: { itemKey: string }) => item.itemKey === id);
    await seenAtOnce(
      () => product(id),
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/trash/${trashed.id}/restore`,
          headers: { cookie: superCookie },
        }),
      200,
      (now) => expect(now.status).toBe(200),
    );
  });

  it('a price batch, and its undo', async () => {
    const id = await aProduct();
    let batchId = '';
    await seenAtOnce(
      () => price(id),
      async () => {
        const response = await send('POST', '/api/admin/price-batches', validBody.priceBatch([id]));
        batchId = response.json().id;
        return response;
      },
      201,
      (now) => expect(now).toBeGreaterThan(1000),
    );
    await seenAtOnce(
      () => price(id),
      () => send('POST', `/api/admin/price-batches/${batchId}/undo`),
      200,
      (now) => expect(now).toBe(1000),
    );
  });

  it('importing a product sheet', async () => {
    const header = SHEET_COLUMNS.map((c) => c.header).join(';');
    const row = `;CACHE-1;Planilla Cache;Baños Cache;Griferías Cache;Monocomando Cache;100;;;;1ra;;;No;unidad;Publicado;No;`;
    const form = multipart('productos.csv', 'text/csv', Buffer.from(`${header}\n${row}`));
    await seenAtOnce(
      async () => (await get('/api/products?search=planilla%20cache')).body.total,
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/product-sheets/import?validOnly=false',
          headers: { cookie, 'content-type': form.contentType },
          payload: form.payload,
        }),
      200,
      (total) => expect(total).toBe(1),
    );
  });

  it('choosing the destacados in Inicio (they lead the recommended order)', async () => {
    const id = await aProduct({ name: 'Destacado Cache' });
    await aProduct(); // newer: first in the recommended order until the destacado leads it
    const content = (await t.app.inject({ url: '/api/admin/home', headers: { cookie } })).json()
      .content;
    await seenAtOnce(
      async () => (await get('/api/products')).body.items[0]?.id,
      () => send('PUT', '/api/admin/home', { ...content, featuredIds: [id] }),
      200,
      (first) => expect(first).toBe(id),
    );
  });

  it('renaming, reordering and deleting an area', async () => {
    const created = await send('POST', '/api/admin/areas', {
      ...validBody.area(),
      name: 'Area Cache',
      order: 1,
    });
    const id = created.json().id;
    await seenAtOnce(
      areaNames,
      () =>
        send('PUT', `/api/admin/areas/${id}`, {
          name: 'Area Renombrada',
          description: '',
          order: 1,
        }),
      200,
      (names) => expect(names).toContain('Area Renombrada'),
    );
    await seenAtOnce(
      async () => (await areaNames()).indexOf('Area Renombrada'),
      () => send('PUT', `/api/admin/areas/${id}/order`, { order: 2 }),
      200,
      (index) => expect(index).toBe(1),
    );
    await seenAtOnce(
      areaNames,
      () => send('DELETE', `/api/admin/areas/${id}`),
      204,
      (names) => expect(names).not.toContain('Area Renombrada'),
    );
  });

  it('creating, moving, reordering and deleting categories and subcategories', async () => {
    const other = await createTaxonomy(t.db);
    const areaOf = async (categoryId: string) =>
      (await taxonomyNow()).categories.find((c: { id: string }) => c.id === categoryId)?.areaId;
    const namesOf = async (key: 'categories' | 'subcategories') =>
      (await taxonomyNow())[key].map((c: { name: string }) => c.name);

    let categoryId = '';
    await seenAtOnce(
      () => namesOf('categories'),
      async () => {
        const response = await send('POST', '/api/admin/categories', {
          ...validBody.category(taxonomy.areaId),
          name: 'Categoria Cache',
        });
        categoryId = response.json().id;
        return response;
      },
      201,
      (names) => expect(names).toContain('Categoria Cache'),
    );
    await seenAtOnce(
      () => areaOf(categoryId),
      () =>
        send('PUT', `/api/admin/categories/${categoryId}`, {
          ...validBody.category(other.areaId),
          name: 'Categoria Cache',
        }),
      200,
      (areaId) => expect(areaId).toBe(other.areaId),
    );
    await seenAtOnce(
      async () =>
        (await taxonomyNow()).categories.find((c: { id: string }) => c.id === categoryId)?.order,
      () => send('PUT', `/api/admin/categories/${categoryId}/order`, { order: 2 }),
      200,
      (order) => expect(order).toBe(2),
    );

    let subcategoryId = '';
    await seenAtOnce(
      () => namesOf('subcategories'),
      async () => {
        const response = await send('POST', '/api/admin/subcategories', {
          ...validBody.subcategory(categoryId),
          name: 'Subcategoria Cache',
        });
        subcategoryId = response.json().id;
        return response;
      },
      201,
      (names) => expect(names).toContain('Subcategoria Cache'),
    );
    await seenAtOnce(
      () => namesOf('subcategories'),
      () =>
        send('PUT', `/api/admin/subcategories/${subcategoryId}`, {
          ...validBody.subcategory(other.categoryId),
          name: 'Subcategoria Movida',
        }),
      200,
      (names) => expect(names).toContain('Subcategoria Movida'),
    );
    await seenAtOnce(
      async () =>
        (await taxonomyNow()).subcategories.find((c: { id: string }) => c.id === subcategoryId)
          ?.order,
      () => send('PUT', `/api/admin/subcategories/${subcategoryId}/order`, { order: 2 }),
      200,
      (order) => expect(order).toBe(2),
    );
    await seenAtOnce(
      () => namesOf('subcategories'),
      () => send('DELETE', `/api/admin/subcategories/${subcategoryId}`),
      204,
      (names) => expect(names).not.toContain('Subcategoria Movida'),
    );
    await seenAtOnce(
      () => namesOf('categories'),
      () => send('DELETE', `/api/admin/categories/${categoryId}`),
      204,
      (names) => expect(names).not.toContain('Categoria Cache'),
    );
  });
});

describe.runIf(ENGINES.includes('postgres'))('two server processes on one PostgreSQL', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDatabase: Database;
  let dataDir: string;

  beforeAll(async () => {
    first = await createTestApp('postgres');
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-second-'));
    secondDatabase = await openDatabase({ databaseUrl: first.databaseUrl });
    second = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' }),
      database: secondDatabase,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a price changed through one process is seen by the other, whose answer was cached', async () => {
    const taxonomy = await createTaxonomy(first.db, { area: 'Pisos y Revestimientos' });
    const id = await createProduct(first.db, { ...taxonomy, name: 'Nogal Compartido', price: 500 });
    const priceSeenBySecond = async () =>
      (await second.inject({ url: `/api/products/${id}` })).json().price;
    expect(await priceSeenBySecond()).toBe(500); // now cached in the second process
    const { cookie } = await first.signIn('editor');
    const changed = await first.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: { cookie },
      payload: {
        ...validBody.product(taxonomy),
        name: 'Nogal Compartido',
        price: 650,
        imageIds: [],
      },
    });
    expect(changed.statusCode).toBe(200);
    await expect.poll(priceSeenBySecond, { timeout: 2000, interval: 20 }).toBe(650);
  });
});
