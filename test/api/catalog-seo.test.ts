import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { pictureTag } from '#shared/og-images';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { WOOD_LOOK_FLOORING, createProduct, createTaxonomy } from '../factories';

const INDEX_HTML = `<!doctype html><html><head><title>Tienda</title>
<meta name="description" content="Descripción general de la tienda." />
</head><body><div id="root"></div></body></html>`;
const PUBLIC_URL = 'https://tienda.example';

/** The page's JSON-LD object of a schema.org type. */
function jsonLd(html: string, type: string): unknown {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '[]';
  const parsed: unknown = JSON.parse(json);
  const items = (Array.isArray(parsed) ? parsed : [parsed]) as { '@type'?: string }[];
  return items.find((item) => item['@type'] === type);
}

/** The BreadcrumbList's steps, as [name, URL]. */
function breadcrumbs(html: string): string[][] {
  const list = jsonLd(html, 'BreadcrumbList') as {
    itemListElement: { position: number; name: string; item: string }[];
  };
  return list.itemListElement.map((step, i) => {
    expect(step.position).toBe(i + 1);
    return [step.name, step.item];
  });
}

/** The names in the server-drawn 'Ruta de navegación', in order (its '/' separators left out). */
function visibleBreadcrumbs(html: string): string[] {
  const nav = /<nav[^>]*aria-label="Ruta de navegación"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<li(?![^>]*aria-hidden)[^>]*>(.*?)<\/li>/gs)].map(([, item]) =>
    (item ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

describeEachEngine('pages for search engines', (engine) => {
  let t: TestApp;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { PUBLIC_URL }, { clientFiles: { 'index.html': INDEX_HTML } });
    const taxonomy = await createTaxonomy(t.db, WOOD_LOOK_FLOORING);
    productId = await createProduct(t.db, {
      ...taxonomy,
      name: 'Porcelanato Roble </script><b>',
      description: 'Símil madera "natural" para interiores.',
      brand: 'Andina',
      price: 20000,
      discountPercentage: 25,
      images: [{ id: '11111111-1111-4111-8111-111111111111', widths: [400, 800, 1600] }],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
  const CATEGORY_PATH = '/productos/pisos-y-revestimientos/porcelanicos/simil-madera';

  it('prices a tile per m² (MTK) and per box (C62) in its JSON-LD, in stock', async () => {
    const product = jsonLd(await page(`/producto/${productId}`), 'Product');
    expect(product).toMatchObject({
      url: `${PUBLIC_URL}/producto/${productId}`,
      image: [expect.stringContaining(`/uploads/products/${productId}/`)],
      offers: {
        url: `${PUBLIC_URL}/producto/${productId}`,
        price: '15000.00',
        availability: 'https://schema.org/InStock',
        // 15000 / 1.44 m² per box.
        priceSpecification: [
          {
            '@type': 'UnitPriceSpecification',
            price: '10416.67',
            priceCurrency: 'ARS',
            unitCode: 'MTK',
          },
          {
            '@type': 'UnitPriceSpecification',
            price: '15000.00',
            priceCurrency: 'ARS',
            unitCode: 'C62',
            unitText: 'caja',
          },
        ],
      },
    });
    expect(product).not.toHaveProperty('sku');
  });

  it('prices what has no m² per unit only, and says when it is out of stock', async () => {
    const id = await createProduct(t.db, {
      name: 'Pegamento Porcelanato',
      price: 9000,
      metersPerBox: null,
      saleUnit: 'bolsa',
      inStock: false,
    });
    const offers = (jsonLd(await page(`/producto/${id}`), 'Product') as { offers: unknown }).offers;
    expect(offers).toMatchObject({
      price: '9000.00',
      availability: 'https://schema.org/OutOfStock',
      priceSpecification: [{ unitCode: 'C62', unitText: 'bolsa', price: '9000.00' }],
    });
    expect((offers as { priceSpecification: unknown[] }).priceSpecification).toHaveLength(1);
  });

  it('gives a product page the breadcrumbs it shows: Inicio, área, categoría, subcategoría, product', async () => {
    const html = await page(`/producto/${productId}`);
    const trail = [
      ['Inicio', `${PUBLIC_URL}/`],
      ['Pisos y Revestimientos', `${PUBLIC_URL}/productos/pisos-y-revestimientos`],
      ['Porcelánicos', `${PUBLIC_URL}/productos/pisos-y-revestimientos/porcelanicos`],
      ['Símil madera', `${PUBLIC_URL}${CATEGORY_PATH}`],
      ['Porcelanato Roble </script><b>', `${PUBLIC_URL}/producto/${productId}`],
    ];
    expect(breadcrumbs(html)).toEqual(trail);
    expect(visibleBreadcrumbs(html)).toEqual(trail.map(([name]) => name));
  });

  it('serves each category page with its own title, description, canonical and breadcrumbs', async () => {
    const response = await t.app.inject({ method: 'GET', url: CATEGORY_PATH });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>Pisos y Revestimientos - Porcelánicos - Símil Madera | Cerámicos Ruta 192</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${CATEGORY_PATH}" />`);
    expect(html).toMatch(
      /<meta name="description" content="Pisos y Revestimientos - Porcelánicos - Símil Madera en /,
    );
    expect(html).toContain('Porcelanato Roble');
    expect(breadcrumbs(html).map(([name]) => name)).toEqual([
      'Inicio',
      'Pisos y Revestimientos',
      'Porcelánicos',
      'Símil madera',
    ]);
    expect(visibleBreadcrumbs(html)).toEqual([
      'Inicio',
      'Pisos y Revestimientos',
      'Porcelánicos',
      'Símil madera',
    ]);
    const area = await page('/productos/pisos-y-revestimientos/');
    expect(area).toContain('<title>Pisos y Revestimientos | Cerámicos Ruta 192</title>');
    expect(area).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/productos/pisos-y-revestimientos" />`,
    );
  });

  it('points a list filtered by query parameters, accents or not, to its category page; other filters are not canonical', async () => {
    const html = await page(
      '/productos?area=pisos%20y%20revestimientos&categoria=PORCELANICOS&marca=Andina&pagina=2',
    );
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/productos/pisos-y-revestimientos/porcelanicos" />`,
    );
    expect(await page('/productos?buscar=roble')).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/productos" />`,
    );
  });

  it('answers 404 "Página no encontrada" for a category path that names nothing', async () => {
    for (const url of [
      '/productos/nada',
      '/productos/pisos-y-revestimientos/nada',
      `${CATEGORY_PATH}/otra`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Página no encontrada | Cerámicos Ruta 192</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('puts the product title, description, Open Graph tags and JSON-LD in /producto/{id}', async () => {
    const html = await page(`/producto/${productId}`);
    expect(html).toContain(
      '<title>Porcelanato Roble &#60;/script&#62;&#60;b&#62; | Cerámicos Ruta 192</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="Símil madera &#34;natural&#34; para interiores." />',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      `<meta property="og:url" content="${PUBLIC_URL}/producto/${productId}" />`,
    );
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/og/producto/${productId}.jpg?v=${pictureTag('11111111-1111-4111-8111-111111111111')}" />`,
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(jsonLd(html, 'Product')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Porcelanato Roble </script><b>',
      brand: { '@type': 'Brand', name: 'Andina' },
      offers: { '@type': 'Offer', priceCurrency: 'ARS', price: '15000.00' },
    });
    expect(html).not.toContain('<title>Tienda</title>');
  });

  it('titles an unknown product "Producto no encontrado" and keeps it out of the index', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nada']) {
      const html = await page(`/producto/${id}`);
      expect(html).toContain('<title>Producto no encontrado | Cerámicos Ruta 192</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('titles /productos after the taxonomy in its query, matched without case or accents (old links)', async () => {
    const html = await page(
      '/productos?area=pisos%20y%20revestimientos&categoria=PORCELANICOS&subcategoria=simil%20madera',
    );
    expect(html).toContain(
      '<title>Pisos y Revestimientos - Porcelánicos - Símil Madera | Cerámicos Ruta 192</title>',
    );
    expect(html).toContain('<meta property="og:title"');
    expect(await page('/productos')).toContain('<title>Productos | Cerámicos Ruta 192</title>');
    expect(await page('/productos?area=Inexistente')).toContain(
      '<title>Productos | Cerámicos Ruta 192</title>',
    );
  });

  it('gives a page drawn in the browser its own head too (title and canonical)', async () => {
    const html = await page('/contacto');
    expect(html).toContain('<title>Contacto | Cerámicos Ruta 192</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/contacto" />`);
    expect(html).not.toContain('<title>Tienda</title>');
  });

  it('lists every product in /sitemap.xml', async () => {
    const second = await createProduct(t.db, { name: 'Otro' });
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const count = (await t.db.select({ id: products.id }).from(products)).length;
    const locs = [...response.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${PUBLIC_URL}/producto/${productId}`);
    expect(locs).toContain(`${PUBLIC_URL}/producto/${second}`);
    expect(locs).toContain(`${PUBLIC_URL}/productos`);
    for (const path of [
      '/productos/pisos-y-revestimientos',
      '/productos/pisos-y-revestimientos/porcelanicos',
      CATEGORY_PATH,
    ])
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
    expect(locs.filter((l) => l?.includes('/producto/'))).toHaveLength(count);
  });

  it('points /robots.txt to the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /admin');
  });
});
