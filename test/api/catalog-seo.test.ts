import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { WOOD_LOOK_FLOORING, createProduct, createTaxonomy } from '../factories';

const INDEX_HTML = `<!doctype html><html><head><title>Tienda</title>
<meta name="description" content="Descripción general de la tienda." />
</head><body><div id="root"></div></body></html>`;
const PUBLIC_URL = 'https://tienda.example';

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
      `<meta property="og:image" content="${PUBLIC_URL}/uploads/products/${productId}/11111111-1111-4111-8111-111111111111-1600.webp" />`,
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
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

  it('titles /productos after the taxonomy in its query, matched case-insensitively', async () => {
    const html = await page(
      '/productos?area=pisos%20y%20revestimientos&categoria=PORCELANICOS&subcategoria=simil%20madera',
    );
    expect(html).toContain(
      '<title>Pisos y Revestimientos - Porcelanicos - Simil Madera | Cerámicos Ruta 192</title>',
    );
    expect(html).toContain('<meta property="og:title"');
    expect(await page('/productos')).toContain('<title>Productos | Cerámicos Ruta 192</title>');
    expect(await page('/productos?area=Inexistente')).toContain(
      '<title>Productos | Cerámicos Ruta 192</title>',
    );
  });

  it('leaves other pages with the default head', async () => {
    expect(await page('/contacto')).toContain('<title>Tienda</title>');
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
    expect(locs.filter((l) => l?.includes('/producto/'))).toHaveLength(count);
  });

  it('points /robots.txt to the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /admin');
  });
});
