import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductListResponse } from '#shared/catalog-query';
import type { Suggestions } from '#shared/suggestions';
import { rowsOf } from '#server/db/client';
import { products, subcategories } from '#server/db/schema';
import { refreshStaleSearchText } from '#server/modules/catalogue/search-text';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { WOOD_LOOK_FLOORING, createOrder, createProduct, createTaxonomy } from '../factories';

describeEachEngine('catalogue search', (engine) => {
  let t: TestApp;
  let editor: string;
  let wood: { areaId: string; categoryId: string; subcategoryId: string };
  const ids: Record<string, string> = {};

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const search = async (words: string, extra = '') => {
    const response = await get(`/api/products?search=${encodeURIComponent(words)}${extra}`);
    expect(response.statusCode).toBe(200);
    const list = response.json() as ProductListResponse;
    // The nearest results a search that matched nothing shows instead are no matches.
    return list.searchHelp?.nearest ? [] : list.items.map((p) => p.name);
  };
  const sorted = async (words: string) => (await search(words)).sort();
  const adminSearch = async (words: string) => {
    const response = await get(`/api/admin/products?q=${encodeURIComponent(words)}`, editor);
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: { name: string }[] }).items.map((p) => p.name).sort();
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = (await t.signIn('editor')).cookie;
    wood = await createTaxonomy(t.db, WOOD_LOOK_FLOORING);
    const [marbleLook] = await t.db
      .insert(subcategories)
      .values({ name: 'Símil mármol', description: null, order: 2, categoryId: wood.categoryId })
      .returning({ id: subcategories.id });
    const marble = { ...wood, subcategoryId: marbleLook?.id ?? null };
    const outdoor = await createTaxonomy(t.db, {
      area: 'Exteriores',
      category: 'Decks',
      subcategory: 'Tablas',
    });
    const bath = await createTaxonomy(t.db, {
      area: 'Sanitarios',
      category: 'Baño',
      subcategory: 'Inodoros',
    });
    const seed: Record<string, Parameters<typeof createProduct>[1]> = {
      roble: {
        name: 'Porcelanato Roble Natural',
        description: 'Vetas suaves',
        brand: 'Cerro Azul',
        dimensions: '20x120',
        type: 'Mate',
        ...wood,
      },
      lapacho: {
        name: 'Cerámica Lapacho',
        description: 'Tono cálido',
        brand: 'Andina',
        dimensions: '45x45',
        type: 'Texturado',
        ...wood,
      },
      calacatta: {
        name: 'Porcelanato Calacatta',
        description: 'Veta dorada',
        brand: 'Pampa',
        dimensions: '60x60',
        type: 'Brillante',
        ...marble,
      },
      carrara: {
        name: 'Porcelanato Mármol Carrara',
        description: 'Blanco clásico',
        brand: 'Pampa',
        dimensions: '60 × 60',
        type: 'Pulido',
        ...marble,
      },
      travertino: {
        name: 'Porcelanato Marmol Travertino',
        description: 'Beige',
        brand: 'Andina',
        dimensions: '60x120',
        type: 'Mate',
        ...marble,
      },
      deck: {
        name: 'Zócalo de madera',
        description: 'Para exterior',
        brand: 'Bosque',
        dimensions: null,
        type: null,
        ...outdoor,
      },
      inodoro: {
        name: 'Inodoro Corto',
        description: 'Loza blanca',
        brand: 'Delta',
        dimensions: null,
        type: null,
        ...bath,
      },
    };
    for (const [key, values] of Object.entries(seed)) ids[key] = await createProduct(t.db, values);
  });
  afterAll(() => t.close());

  it("'piso madera' finds the wood-look floor tiles: 'piso' is the flooring area, 'madera' the subcategory", async () => {
    expect(await sorted('piso madera')).toEqual(['Cerámica Lapacho', 'Porcelanato Roble Natural']);
    expect(await sorted('pisos de maderas')).toEqual([
      'Cerámica Lapacho',
      'Porcelanato Roble Natural',
    ]);
  });

  it("'simil madera' searches the subcategory", async () => {
    expect(await sorted('simil madera')).toEqual(['Cerámica Lapacho', 'Porcelanato Roble Natural']);
    expect(await sorted('Símil Madera')).toEqual(['Cerámica Lapacho', 'Porcelanato Roble Natural']);
  });

  it('reads a size the same with x, ×, * and spaces, in the search and in the shop', async () => {
    const sixties = ['Porcelanato Calacatta', 'Porcelanato Mármol Carrara'];
    for (const size of ['60x60', '60×60', '60 x 60', '60 × 60', '60*60', '60X60'])
      expect(await sorted(size), size).toEqual(sixties);
    expect(await sorted('porcelanato 60x60')).toEqual(sixties);
    expect(await sorted('porcelanatos 60 x 60')).toEqual(sixties);
  });

  it('ignores accents and case both ways', async () => {
    const marbles = [
      'Porcelanato Calacatta', // by its subcategory, Símil mármol
      'Porcelanato Marmol Travertino',
      'Porcelanato Mármol Carrara',
    ];
    expect(await sorted('marmol')).toEqual(marbles);
    expect(await sorted('MÁRMOL')).toEqual(marbles);
    expect(await sorted('ceramica')).toEqual(['Cerámica Lapacho']);
    expect(await sorted('CERÁMICA lapacho')).toEqual(['Cerámica Lapacho']);
  });

  it('searches brand, finish, area, category and description', async () => {
    expect(await sorted('cerro azul')).toEqual(['Porcelanato Roble Natural']);
    expect(await sorted('pulido')).toEqual(['Porcelanato Mármol Carrara']);
    expect(await sorted('sanitarios')).toEqual(['Inodoro Corto']);
    expect(await sorted('decks')).toEqual(['Zócalo de madera']);
    expect(await sorted('loza')).toEqual(['Inodoro Corto']);
  });

  it('matches a long word with one typo when the word as typed is nowhere', async () => {
    const porcelanatos = [
      'Porcelanato Calacatta',
      'Porcelanato Marmol Travertino',
      'Porcelanato Mármol Carrara',
      'Porcelanato Roble Natural',
    ];
    expect(await sorted('porcelanto')).toEqual(porcelanatos);
    expect(await sorted('porcelnaato')).toEqual(porcelanatos);
    expect(await sorted('calacata')).toEqual(['Porcelanato Calacatta']);
    expect(await sorted('porcelanto 60x60')).toEqual([
      'Porcelanato Calacatta',
      'Porcelanato Mármol Carrara',
    ]);
    // Short words get no typo: 'robe' is not 'roble'.
    expect(await sorted('robe')).toEqual([]);
    // Two typos are too many.
    expect(await sorted('porclanto')).toEqual([]);
  });

  it('needs every word to match somewhere: otherwise the answer says its items are only the nearest', async () => {
    for (const words of ['porcelanato xyzzy', 'roble marmol', 'piso inodoro']) {
      const response = await get(`/api/products?search=${encodeURIComponent(words)}`);
      const list = response.json() as ProductListResponse;
      expect(list.searchHelp?.nearest, words).toBe(true);
      expect(list.items.length, words).toBeGreaterThan(0);
    }
    const response = await get(`/api/products?search=${encodeURIComponent('roble')}`);
    expect((response.json() as ProductListResponse).searchHelp).toBeNull();
  });

  it('ranks name matches first when sorting by relevance, and by name otherwise', async () => {
    // 'madera' is in the deck's name and in the wood-look tiles' subcategory only.
    expect(await search('madera', '&sortBy=relevance')).toEqual([
      'Zócalo de madera',
      'Cerámica Lapacho',
      'Porcelanato Roble Natural',
    ]);
    expect(await search('madera', '&sortBy=name')).toEqual([
      'Cerámica Lapacho',
      'Porcelanato Roble Natural',
      'Zócalo de madera',
    ]);
    // More of the words in the name ranks higher; the last page comes from the other end alike.
    expect(await search('marmol carrara', '&sortBy=relevance')).toEqual([
      'Porcelanato Mármol Carrara',
    ]);
    expect(await search('porcelanato marmol', '&sortBy=relevance')).toEqual([
      'Porcelanato Marmol Travertino',
      'Porcelanato Mármol Carrara',
      'Porcelanato Calacatta',
    ]);
    // Without a search, relevance is the shop's own order.
    expect(await search('', '&sortBy=relevance')).toEqual(await search('', '&sortBy=recommended'));
  });

  it('the admin product search follows the same rule, best matches first', async () => {
    expect(await adminSearch('piso madera')).toEqual([
      'Cerámica Lapacho',
      'Porcelanato Roble Natural',
    ]);
    expect(await adminSearch('60 × 60')).toEqual([
      'Porcelanato Calacatta',
      'Porcelanato Mármol Carrara',
    ]);
    expect(await adminSearch('porcelanto marmol')).toEqual([
      'Porcelanato Calacatta',
      'Porcelanato Marmol Travertino',
      'Porcelanato Mármol Carrara',
    ]);
    expect(await adminSearch('simil madera xyzzy')).toEqual([]);
    const ranked = await get(`/api/admin/products?q=madera`, editor);
    expect((ranked.json() as { items: { name: string }[] }).items[0]?.name).toBe(
      'Zócalo de madera',
    );
  });

  it('the admin order search follows the same rule over the customer name and e-mail', async () => {
    const marker = 'pedidobusq';
    const perez = await createOrder(t.db, {
      customerName: 'Juan Pérez',
      customerEmail: `juan.${marker}@example.com`,
    });
    const fernandez = await createOrder(t.db, {
      customerName: 'Lucía Fernández',
      customerEmail: `lucia.${marker}@example.com`,
    });
    const orderIds = async (q: string) => {
      const response = await get(`/api/admin/orders?q=${encodeURIComponent(q)}`, editor);
      expect(response.statusCode).toBe(200);
      return (response.json() as { orders: { id: number }[] }).orders.map((o) => o.id).sort();
    };
    expect(await orderIds('perez')).toEqual([perez.id]);
    expect(await orderIds('PÉREZ juan')).toEqual([perez.id]);
    expect(await orderIds('LUCIA fernandez')).toEqual([fernandez.id]);
    expect(await orderIds(`${marker} lucía`)).toEqual([fernandez.id]);
    expect(await orderIds(marker)).toEqual([perez.id, fernandez.id].sort());
    // One typo in a long word, found in no order as typed.
    expect(await orderIds('fernandes')).toEqual([fernandez.id]);
    // Every word must match.
    expect(await orderIds('perez lucia')).toEqual([]);
    expect(await orderIds('perez xyzzy')).toEqual([]);
  });

  it('suggests the best products and the taxonomy the words name', async () => {
    const response = await get(`/api/products/suggest?q=${encodeURIComponent('piso mader')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeTruthy();
    const body = response.json() as Suggestions;
    expect(body.products.map((p) => p.name).sort()).toEqual([
      'Cerámica Lapacho',
      'Porcelanato Roble Natural',
    ]);
    expect(body.products[0]).toMatchObject({ price: 10000, image: null });
    expect(body.taxonomy).toEqual([
      {
        names: ['Pisos y Revestimientos', 'Porcelánicos', 'Símil madera'],
        href: '/productos?area=Pisos+y+Revestimientos&categoria=Porcel%C3%A1nicos&subcategoria=S%C3%ADmil+madera',
      },
    ]);
    // Name matches first, at most five products.
    const madera = (await get('/api/products/suggest?q=madera')).json() as Suggestions;
    expect(madera.products[0]?.name).toBe('Zócalo de madera');
    const porcelanato = (await get('/api/products/suggest?q=porcelanto')).json() as Suggestions;
    expect(porcelanato.products).toHaveLength(4);
    const many = (await get('/api/products/suggest?q=a')).json() as Suggestions;
    expect(many).toEqual({ products: [], taxonomy: [] });
    const area = (await get('/api/products/suggest?q=pisos')).json() as Suggestions;
    expect(area.taxonomy.map((s) => s.names.join(' › '))).toEqual(['Pisos y Revestimientos']);
    expect(((await get('/api/products/suggest?q=xyzzy')).json() as Suggestions).products).toEqual(
      [],
    );
    expect((await get('/api/products/suggest')).json()).toEqual({ products: [], taxonomy: [] });
  });

  it('follows a renamed, moved or deleted area, category or subcategory in the same write', async () => {
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/subcategories/${wood.subcategoryId}`,
      headers: { cookie: editor },
      payload: { name: 'Símil tablón', description: null, order: 1, categoryId: wood.categoryId },
    });
    expect(rename.statusCode).toBe(200);
    expect(await sorted('simil madera')).toEqual([]);
    expect(await sorted('piso tablon')).toEqual(['Cerámica Lapacho', 'Porcelanato Roble Natural']);

    const area = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/areas/${wood.areaId}`,
      headers: { cookie: editor },
      payload: { name: 'Galpón', description: null, order: 1 },
    });
    expect(area.statusCode).toBe(200);
    expect(await sorted('piso tablon')).toEqual([]);
    expect(await sorted('galpon tablon')).toEqual([
      'Cerámica Lapacho',
      'Porcelanato Roble Natural',
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/subcategories/${wood.subcategoryId}`,
      headers: { cookie: editor },
    });
    expect(removed.statusCode).toBe(204);
    expect(await sorted('tablon')).toEqual([]);
    expect(await sorted('galpon lapacho')).toEqual(['Cerámica Lapacho']);
  });

  it('recomputes, at start, the search text an older rule stored, once', async () => {
    await t.db.execute(
      sql`update ${products} set search_text = 'viejo', search_version = 0 where id = ${ids.inodoro}`,
    );
    expect(await search('inodoro')).toEqual([]);
    expect(await refreshStaleSearchText(t.db)).toBe(1);
    expect(await refreshStaleSearchText(t.db)).toBe(0);
    expect(await search('inodoro sanitarios')).toEqual(['Inodoro Corto']);
  });

  it('keeps the word list exact through inserts, edits and deletions', async () => {
    const extra = await createProduct(t.db, { name: 'Guatambú Especialísimo' });
    await t.db.execute(sql`update ${products} set search_text = 'otro texto' where id = ${extra}`);
    await createProduct(t.db, { name: 'Guatambú Claro' });
    await t.db.execute(sql`delete from ${products} where id = ${ids.deck}`);
    const rows = rowsOf<{ word: string; stored: number | null; counted: number | null }>(
      await t.db.execute(sql`
        with counted as (
          select x.word, count(distinct p.id)::int as n
          from products p, regexp_split_to_table(p.search_text, '[^a-z]+') as x(word)
          where length(x.word) >= 4 group by x.word)
        select coalesce(c.word, s.word) as word, s.products as stored, c.n as counted
        from counted c full join search_words s on s.word = c.word
        where s.products is distinct from c.n`),
    );
    expect(rows).toEqual([]);
    const words = rowsOf<{ word: string; products: number }>(
      await t.db.execute(
        sql`select word, products from search_words where word in ('guatambu', 'especialisimo', 'zocalo')`,
      ),
    );
    expect(words).toEqual([{ word: 'guatambu', products: 1 }]);
  });
});

describeEachEngine('a search word every product holds', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const wood = await createTaxonomy(t.db, WOOD_LOOK_FLOORING);
    await createProduct(t.db, { name: 'Porcelanato Roble', ...wood });
    await createProduct(t.db, { name: 'Cerámica Nogal', description: 'Porcelanato esmaltado' });
    await createProduct(t.db, { name: 'Porcelanato Lapacho', description: 'Porcelanato rústico' });
  });
  afterAll(() => t.close());

  it('filters nothing but still counts, ranks and combines with the other words', async () => {
    const list = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/products?${query}` })
      ).json() as ProductListResponse;
    // 'porcelanto' is one typo from 'porcelanato', which every product holds.
    const all = await list('search=porcelanto&sortBy=relevance');
    expect(all.total).toBe(3);
    expect(all.items.map((p) => p.name)).toEqual([
      'Porcelanato Lapacho',
      'Porcelanato Roble',
      'Cerámica Nogal',
    ]);
    const some = await list('search=porcelanato%20madera');
    expect(some.items.map((p) => p.name)).toEqual(['Porcelanato Roble']);
    expect(some.total).toBe(1);
  });
});
