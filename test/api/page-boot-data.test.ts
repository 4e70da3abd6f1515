import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ViteManifest } from '#server/pages/preload';
import type { ProductDetail, Taxonomy } from '#shared/catalog';
import type { ProductListResponse } from '#shared/catalog-query';
import { CARD_IMAGE_SIZES, FIRST_HERO_IMAGE } from '#shared/page-images';
import { queryKeys } from '#shared/query-keys';
import { type TestApp, createTestApp } from '../app';
import { createStorefront } from '#client/render-page';
import { INDEX_HTML, bootQueries } from '../pages';
import { describeEachEngine } from '../engines';
import { WOOD_LOOK_FLOORING, createProduct, createTaxonomy } from '../factories';

/** A build manifest shaped like Vite's: the entry, the app it imports, lazy routes, shared chunks. */
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, dynamicImports: ['_main.js'] },
  '_main.js': {
    file: 'assets/main-0.js',
    imports: ['index.html'],
    dynamicImports: ['routes/home.tsx', 'routes/products.tsx'],
  },
  'routes/home.tsx': { file: 'assets/home-1.js', imports: ['index.html', '_Card.js'] },
  'routes/products.tsx': {
    file: 'assets/products-2.js',
    imports: ['index.html', '_Card.js', '_Select.js'],
  },
  'routes/product.tsx': { file: 'assets/product-3.js', imports: ['index.html', '_Card.js'] },
  'routes/admin/products.tsx': { file: 'assets/admin-4.js', imports: ['index.html'] },
  '_Card.js': { file: 'assets/Card-5.js', imports: ['index.html'] },
  '_Select.js': { file: 'assets/Select-6.js', imports: ['_Card.js'] },
};

/** The page's code: preloaded with the HTML, or listed for after the first paint (a drawn page). */
const modulePreloads = (html: string): unknown[] => {
  const listed = /<script type="application\/json" id="page-modules">(.*?)<\/script>/.exec(html);
  if (listed) return JSON.parse(listed[1] ?? '[]') as unknown[];
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (m) => m[1],
  );
};

describeEachEngine('what a page brings in its HTML', (engine) => {
  let t: TestApp;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      {
        clientFiles: { 'index.html': INDEX_HTML, '.vite/manifest.json': JSON.stringify(MANIFEST) },
        storefront: createStorefront,
      },
    );
    const taxonomy = await createTaxonomy(t.db, WOOD_LOOK_FLOORING);
    productId = await createProduct(t.db, {
      ...taxonomy,
      name: 'Porcelanato Roble </script>',
      brand: 'Andina',
      price: 20000,
      images: [{ id: '11111111-1111-4111-8111-111111111111', widths: [400, 800, 1600] }],
    });
    await createProduct(t.db, { ...taxonomy, name: 'Porcelanato Nogal', brand: 'Cerro' });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
  const api = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();

  it('/productos carries the taxonomy and the page of products the API answers, under the client keys', async () => {
    const html = await page('/productos?area=pisos+y+revestimientos&marca=Andina');
    const queries = bootQueries(html);
    const taxonomy = await api<Taxonomy>('/api/taxonomy');
    const area = taxonomy.areas[0];
    const apiQuery = `areaId=${area?.id}&brands=Andina&sortBy=recommended&sortOrder=asc&page=1`;
    const list = await api<ProductListResponse>(`/api/products?${apiQuery}`);
    expect(list.items.map((p) => p.name)).toEqual(['Porcelanato Roble </script>']);
    expect(queries).toEqual([
      { key: [...queryKeys.settings], data: await api('/api/settings') },
      { key: [...queryKeys.taxonomy], data: taxonomy },
      { key: [...queryKeys.productList(apiQuery)], data: list },
    ]);
    // Inert data: a product name cannot close the element (the entry, the category page's
    // JSON-LD, boot data, page modules).
    expect(html.match(/<\/script>/g)).toHaveLength(4);
  });

  it('/productos preloads the first card image with the srcset and sizes the card uses', async () => {
    const html = await page('/productos?marca=Andina');
    const list = await api<ProductListResponse>('/api/products?brands=Andina');
    const cover = list.items[0]?.images[0];
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${cover?.src}" imagesrcset="${cover?.srcSet}" imagesizes="${CARD_IMAGE_SIZES}" />`,
    );
    // Sorted by name, 'Porcelanato Nogal' comes first and has no image: nothing to preload.
    expect(await page('/productos')).not.toContain('rel="preload" as="image" fetchpriority="high"');
  });

  it('/producto/{id} carries the product the API answers (and the taxonomy its breadcrumbs link to); an unknown one carries no product', async () => {
    const product = await api<ProductDetail>(`/api/products/${productId}`);
    const taxonomy = await api<Taxonomy>('/api/taxonomy');
    expect(bootQueries(await page(`/producto/${productId}`)).slice(1)).toEqual([
      { key: [...queryKeys.product(productId)], data: product },
      { key: [...queryKeys.taxonomy], data: taxonomy },
    ]);
    const unknown = bootQueries(await page('/producto/00000000-0000-4000-8000-000000000000'));
    expect(unknown.map(({ key }) => key)).toEqual([
      [...queryKeys.settings],
      [...queryKeys.taxonomy],
    ]);
    expect(unknown[0]?.data).toMatchObject({ name: expect.any(String) });
  });

  it('a page whose filters name nothing valid still renders, with the list they fall back to', async () => {
    const response = await t.app.inject({ url: `/productos?calidad=${'x'.repeat(300)}&pagina=-4` });
    expect(response.statusCode).toBe(200);
    expect(bootQueries(response.body).map(({ key }) => key)).toEqual([
      [...queryKeys.settings],
      [...queryKeys.taxonomy],
      [...queryKeys.productList('sortBy=recommended&sortOrder=asc&page=1')],
    ]);
  });

  it('each page preloads the app and its own route chunks, never the entry again nor admin code', async () => {
    expect(modulePreloads(await page('/'))).toEqual([
      '/assets/main-0.js',
      '/assets/home-1.js',
      '/assets/Card-5.js',
    ]);
    expect(modulePreloads(await page('/productos'))).toEqual([
      '/assets/main-0.js',
      '/assets/products-2.js',
      '/assets/Card-5.js',
      '/assets/Select-6.js',
    ]);
    expect(modulePreloads(await page(`/producto/${productId}`))).toEqual([
      '/assets/main-0.js',
      '/assets/product-3.js',
      '/assets/Card-5.js',
    ]);
    // A staff page preloads its own module (the admin layout is not in this manifest); an
    // address that is no page only the app.
    expect(modulePreloads(await page('/admin/productos'))).toEqual([
      '/assets/main-0.js',
      '/assets/admin-4.js',
    ]);
    expect(modulePreloads(await page('/no-existe'))).toEqual(['/assets/main-0.js']);
  });

  it('the home page preloads the banner image it opens with', async () => {
    expect(await page('/')).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${FIRST_HERO_IMAGE}" />`,
    );
  });
});
