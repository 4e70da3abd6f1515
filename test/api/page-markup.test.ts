import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from '#client/render-page';
import { PAGE_MODULES_ID, type CreateStorefront } from '#shared/boot-data';
import { type TestApp, createTestApp } from '../app';
import { INDEX_HTML, bootData } from '../pages';
import { DEFAULT_SHOP_SETTINGS, saveShopSettings } from '#server/modules/content/settings';
import { WOOD_LOOK_FLOORING, createProduct, createTaxonomy } from '../factories';

/** What the server put inside <div id="root">. */
const rootMarkup = (html: string) => /<div id="root">(.*)<\/div>\s*<\/body>/s.exec(html)?.[1] ?? '';

// The renderer is the storefront's own React tree: the engine under it does not change what it
// draws, so PGlite alone serves here.
describe('storefront pages rendered on the server', () => {
  let t: TestApp;
  let productId: string;
  const failing: CreateStorefront = (api) => ({
    ...createStorefront(api),
    render: async () => {
      throw new Error('render failed');
    },
  });

  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      {},
      { clientFiles: { 'index.html': INDEX_HTML }, storefront: createStorefront },
    );
    const taxonomy = await createTaxonomy(t.db, WOOD_LOOK_FLOORING);
    productId = await createProduct(t.db, {
      ...taxonomy,
      name: 'Porcelanato Roble <b>',
      brand: 'Andina',
      price: 20000,
    });
    await createProduct(t.db, { ...taxonomy, name: 'Porcelanato Nogal', brand: 'Cerro' });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('/productos arrives with its cards, filters and styles, and the router data to take it over', async () => {
    const html = await page('/productos?marca=Andina');
    const markup = rootMarkup(html);
    expect(markup).toContain('<h1');
    expect(markup).toContain('Porcelanato Roble &lt;b&gt;');
    expect(markup).not.toContain('Porcelanato Nogal');
    expect(markup).toContain('Andina');
    expect(html).toMatch(/<style data-emotion="css[^"]*">/);
    expect(bootData(html).router?.loaderData).toBeTypeOf('object');
  });

  it('a drawn page lists its code for after the first paint instead of preloading it; others preload it', async () => {
    const drawn = await page('/productos');
    expect(drawn).not.toContain('rel="modulepreload"');
    expect(drawn).toContain(`<script type="application/json" id="${PAGE_MODULES_ID}">[`);
    const cart = await page('/carrito');
    expect(cart).not.toContain(PAGE_MODULES_ID);
  });

  it('/producto/{id} arrives with the product; the home page with its banner', async () => {
    expect(rootMarkup(await page(`/producto/${productId}`))).toMatch(
      /<h1[^>]*>Porcelanato Roble &lt;b&gt;<\/h1>/i,
    );
    const home = rootMarkup(await page('/'));
    expect(home).toContain('<img');
    expect(home).toContain('Cerámicos Ruta 192');
  });

  it('/producto/{id} shows the price with the shop’s transfer-or-cash discount, when it gives one', async () => {
    expect(rootMarkup(await page(`/producto/${productId}`))).not.toContain('con transferencia');
    await saveShopSettings(t.db, {
      ...DEFAULT_SHOP_SETTINGS,
      payments: { ...DEFAULT_SHOP_SETTINGS.payments, transferDiscountPercentage: 10 },
    });
    try {
      // $ 20.000 a box, less 10 %.
      expect(rootMarkup(await page(`/producto/${productId}`))).toContain(
        '$ 18.000<!-- --> por caja <!-- -->con transferencia o efectivo (10 % off)',
      );
    } finally {
      await saveShopSettings(t.db, DEFAULT_SHOP_SETTINGS);
    }
  });

  it('a page is sent compressed to a browser that accepts it, the same HTML once decoded', async () => {
    const plain = await t.app.inject({ url: '/productos' });
    const br = await t.app.inject({
      url: '/productos',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const gzip = await t.app.inject({ url: '/productos', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    // The same page, but each answer's query cache was filled at its own time.
    const timeless = (html: string) => html.replace(/"(\w+At)":\d+/g, '"$1":0');
    expect(timeless(brotliDecompressSync(br.rawPayload).toString())).toBe(timeless(plain.body));
    expect(timeless(gunzipSync(gzip.rawPayload).toString())).toBe(timeless(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('pages the server holds no data for are left to the browser', async () => {
    for (const url of [
      '/producto/00000000-0000-4000-8000-000000000000',
      '/carrito',
      '/checkout',
      '/admin/productos',
    ]) {
      const html = await page(url);
      expect(rootMarkup(html), url).toBe('');
      expect(bootData(html).router, url).toBeUndefined();
    }
  });

  it('a renderer that fails leaves the page to the browser, still answered', async () => {
    const broken = await createTestApp(
      'pglite',
      {},
      { clientFiles: { 'index.html': INDEX_HTML }, storefront: failing },
    );
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/productos' });
      expect(response.statusCode).toBe(200);
      expect(rootMarkup(response.body)).toBe('');
      expect(bootData(response.body).router).toBeUndefined();
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await broken.close();
    }
  });

  it('a template without a root element to fill stops the start, naming what it lacks', async () => {
    await expect(
      createTestApp(
        'pglite',
        {},
        { clientFiles: { 'index.html': INDEX_HTML.replace('<div id="root"></div>', '') } },
      ),
    ).rejects.toThrow(/no tiene <div id="root"><\/div>/);
  });

  it('an unknown path is a 404 with the shop around "Página no encontrada"; a page is a route', async () => {
    const unknown = await t.app.inject({ url: '/no-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Página no encontrada | Cerámicos Ruta 192</title>');
    expect(t.app.hasRoute({ method: 'GET', url: '/producto/:id' })).toBe(true);
  });
});
