import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UNAVAILABLE_PRODUCT_MESSAGE, outOfStockProductMessage } from '#shared/availability';
import { orders, products } from '#server/db/schema';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { type TestTaxonomy, createProduct, createTaxonomy } from '../factories';
import { validBody } from '../payloads';

/** Borrador products are hidden from the shop; Sin stock ones are shown but never ordered. */
describeEachEngine('product availability', (engine) => {
  let t: TestApp;
  let cookie: string;
  let taxonomy: TestTaxonomy;
  let hidden: string;
  let shown: string;
  let noStock: string;
  let address = 0;

  const get = (url: string) => t.app.inject({ url });
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const order = (productId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: validBody.order(productId),
      remoteAddress: `10.1.0.${++address}`,
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = (await t.signIn('editor')).cookie;
    taxonomy = await createTaxonomy(t.db);
    hidden = await createProduct(t.db, {
      ...taxonomy,
      name: 'Zafiro Oculto',
      brand: 'Marca Borrador',
      status: 'borrador',
    });
    shown = await createProduct(t.db, { ...taxonomy, name: 'Zafiro Visible', brand: 'Visible' });
    noStock = await createProduct(t.db, {
      ...taxonomy,
      name: 'Zafiro Agotado',
      brand: 'Visible',
      inStock: false,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('hides a borrador from the list, its count, brand facet, page, suggestions and sitemap', async () => {
    const list = (
      await get(`/api/products?areaId=${taxonomy.areaId}&categoryId=${taxonomy.categoryId}`)
    ).json();
    expect(list.items.map((p: { id: string }) => p.id).sort()).toEqual([shown, noStock].sort());
    expect(list.total).toBe(2);
    expect(list.facets.brands).toEqual(['Visible']);
    const searched = (await get('/api/products?search=zafiro')).json();
    expect(searched.items.map((p: { id: string }) => p.id)).not.toContain(hidden);
    expect(searched.total).toBe(2);
    const page = await get(`/api/products/${hidden}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().error.message).toBe('Producto no encontrado');
    const suggestions = (await get('/api/products/suggest?q=zafiro')).json();
    expect(suggestions.products.map((p: { id: string }) => p.id)).not.toContain(hidden);
    expect(suggestions.products.length).toBe(2);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/producto/${shown}`);
    expect(sitemap).not.toContain(`/producto/${hidden}`);
  });

  it('shows a sin stock product with its flag, and the admin sees borradores', async () => {
    const page = (await get(`/api/products/${noStock}`)).json();
    expect(page).toMatchObject({ inStock: false, status: 'publicado' });
    const adminList = (await admin('GET', '/api/admin/products?q=zafiro')).json();
    expect(adminList.items.map((p: { id: string }) => p.id)).toContain(hidden);
    expect(adminList.items.find((p: { id: string }) => p.id === hidden)).toMatchObject({
      status: 'borrador',
      inStock: true,
    });
  });

  it('publishing a borrador shows it at once (cached answers emptied)', async () => {
    const extra = await createProduct(t.db, { ...taxonomy, name: 'Ópalo', status: 'borrador' });
    expect((await get(`/api/products/${extra}`)).statusCode).toBe(404);
    const response = await admin('PUT', `/api/admin/products/${extra}`, {
      ...validBody.product(taxonomy),
      name: 'Ópalo',
      status: 'publicado',
      imageIds: [],
    });
    expect(response.statusCode).toBe(200);
    expect((await get(`/api/products/${extra}`)).statusCode).toBe(200);
    await admin('PUT', `/api/admin/products/${extra}`, {
      ...validBody.product(taxonomy),
      status: 'borrador',
      imageIds: [],
    });
    expect((await get(`/api/products/${extra}`)).statusCode).toBe(404);
  });

  it('refuses an order with a borrador (never naming it) or a sin stock product, and saves nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(orders))[0]?.n;
    const draft = await order(hidden);
    expect(draft.statusCode).toBe(400);
    // A borrador's id used to reveal its name to whoever ordered it.
    expect(draft.body).not.toContain('Zafiro');
    expect(draft.json().error.message).toBe(UNAVAILABLE_PRODUCT_MESSAGE);
    expect(draft.json().error.fields).toEqual({
      'items.0.productId': UNAVAILABLE_PRODUCT_MESSAGE,
    });
    const empty = await order(noStock);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(outOfStockProductMessage('Zafiro Agotado'));
    expect((await t.db.select({ n: count() }).from(orders))[0]?.n).toBe(before);
    expect((await order(shown)).statusCode).toBe(201);
  });

  it('leaves an order already placed untouched when its product goes out of stock', async () => {
    const body = validBody.order(shown);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: body,
      remoteAddress: '10.2.0.1',
    });
    expect(placed.statusCode).toBe(201);
    await t.db.update(products).set({ inStock: false }).where(eq(products.id, shown));
    // The same checkout retried (its idempotency key) still answers the order it placed.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: body,
      remoteAddress: '10.2.0.1',
    });
    expect(retry.json().id).toBe(placed.json().id);
    await t.db.update(products).set({ inStock: true }).where(eq(products.id, shown));
  });

  it('duplicates a product as a borrador copy (this one has no images to copy)', async () => {
    const response = await admin('POST', `/api/admin/products/${shown}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      name: 'Zafiro Visible (copia)',
      status: 'borrador',
      images: [],
      brand: 'Visible',
      price: 10000,
      areaId: taxonomy.areaId,
    });
    expect(copy.id).not.toBe(shown);
    expect((await get(`/api/products/${copy.id}`)).statusCode).toBe(404);
    const missing = await admin('POST', `/api/admin/products/${randomUUID()}/duplicate`);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a status that is not publicado or borrador', async () => {
    const response = await admin('PUT', `/api/admin/products/${shown}`, {
      ...validBody.product(taxonomy),
      status: 'oculto',
      imageIds: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.status).toBe('El estado debe ser Publicado o Borrador');
  });
});
