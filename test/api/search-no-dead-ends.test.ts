import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductListResponse } from '#shared/catalog-query';
import type { ProductDetail } from '#shared/catalog';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { categories, subcategories } from '#server/db/schema';
import { createProduct, createTaxonomy } from '../factories';

/** The searches a kitchen-and-bathroom shopper typed, and the tile filters. */
describeEachEngine('a search that never dead-ends', (engine) => {
  let t: TestApp;

  const list = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProductListResponse;
  };
  /** The names a search lists in the storefront's order while searching (relevance). */
  const search = async (words: string, extra = '') =>
    (await list(`search=${encodeURIComponent(words)}&sortBy=relevance${extra}`)).items.map(
      (p) => p.name,
    );
  const sorted = async (words: string) => (await search(words)).sort();
  const filtered = async (query: string) =>
    (await list(query)).items.map((p: ProductDetail) => p.name).sort();

  beforeAll(async () => {
    t = await createTestApp(engine);
    // One flooring area (its name makes its products floor and wall tiles), two categories.
    const cement = await createTaxonomy(t.db, {
      area: 'Pisos y Revestimientos',
      category: 'Porcelánicos',
      subcategory: 'Símil cemento',
    });
    const sub = async (categoryId: string, name: string) => {
      const [row] = await t.db
        .insert(subcategories)
        .values({ name, description: null, order: 2, categoryId })
        .returning({ id: subcategories.id });
      return { areaId: cement.areaId, categoryId, subcategoryId: row?.id ?? null };
    };
    const [ceramics] = await t.db
      .insert(categories)
      .values({ name: 'Cerámicos', description: null, order: 2, areaId: cement.areaId })
      .returning({ id: categories.id });
    const wall = await sub(ceramics?.id ?? '', 'Revestimientos de pared');
    const floor = await sub(ceramics?.id ?? '', 'Pisos cerámicos');
    const adhesives = await createTaxonomy(t.db, {
      area: 'Adhesivos y Pastinas',
      category: 'Colocación',
      subcategory: 'Adhesivos',
    });
    const grout = await createTaxonomy(t.db, {
      area: 'Adhesivos y Pastinas 2',
      category: 'Colocación',
      subcategory: 'Pastinas',
    });
    const bath = await createTaxonomy(t.db, {
      area: 'Sanitarios y Grifería',
      category: 'Sanitarios',
      subcategory: 'Inodoros',
    });
    const none = {
      color: null,
      usage: null,
      placement: null,
      slipResistance: null,
      pei: null,
      rectified: null,
      thicknessMm: null,
    } as const;
    const rows: Parameters<typeof createProduct>[1][] = [
      {
        name: 'Porcelanato Plomo 60x60',
        brand: 'Andina Cerámica',
        description: 'Símil cemento gris oscuro.',
        ...cement,
        color: 'Gris',
        usage: 'ambos',
        placement: 'ambos',
        slipResistance: 'R11',
        pei: 5,
        rectified: true,
        thicknessMm: 9,
      },
      {
        name: 'Porcelanato Grafito 60x120',
        brand: 'Rioplatense',
        description: 'Símil cemento.',
        ...cement,
        color: 'Gris',
        usage: 'ambos',
        placement: 'interior',
        slipResistance: 'R9',
        pei: 4,
        rectified: true,
        thicknessMm: 10,
      },
      {
        name: 'Porcelanato Arena 60x60',
        brand: 'Andina Cerámica',
        description: 'Símil cemento claro.',
        ...cement,
        color: 'Beige',
        usage: 'ambos',
        placement: 'interior',
        slipResistance: 'R9',
        pei: 4,
        rectified: true,
        thicknessMm: 9,
      },
      {
        name: 'Cerámico Terracota 35x35',
        brand: 'Delta',
        description: 'Para patios.',
        ...floor,
        color: 'Terracota',
        usage: 'piso',
        placement: 'ambos',
        slipResistance: 'R10',
        pei: 3,
        rectified: false,
        thicknessMm: 8,
      },
      {
        name: 'Cerámico Subway Blanco 30x60',
        brand: 'Delta',
        description: 'Esmaltado brillante.',
        ...wall,
        color: 'Blanco',
        usage: 'pared',
        placement: 'interior',
        slipResistance: null,
        pei: null,
        rectified: false,
        thicknessMm: 7,
      },
      {
        name: 'Adhesivo Flexible 25 kg',
        brand: 'Delta',
        description: 'Para colocar cerámicos y porcelanatos.',
        dimensions: null,
        metersPerBox: null,
        type: null,
        saleUnit: 'bolsa',
        ...adhesives,
        ...none,
      },
      {
        name: 'Pastina Gris 5 kg',
        brand: 'Delta',
        description: 'Para juntas de 2 a 5 mm.',
        dimensions: null,
        metersPerBox: null,
        type: null,
        saleUnit: 'bolsa',
        ...grout,
        ...none,
      },
      {
        name: 'Inodoro Corto',
        brand: 'Cerro Azul',
        description: 'Loza blanca.',
        dimensions: null,
        metersPerBox: null,
        type: null,
        saleUnit: 'unidad',
        ...bath,
        ...none,
      },
    ];
    for (const row of rows) await createProduct(t.db, row);
  });

  afterAll(() => t.close());

  // The grout's area is called 'Adhesivos y Pastinas' (as in the demo shop): an adhesive search
  // lists it too, after the product that names it.
  it('finds adhesive by the names a shopper gives it', async () => {
    for (const words of ['pegamento', 'cemento cola', 'adhesivos', 'pegamento para ceramica']) {
      const names = await search(words);
      expect(names[0], words).toBe('Adhesivo Flexible 25 kg');
      // 'cemento cola' is adhesive, not the cement-look tiles.
      expect(
        names.every((name) => /^(Adhesivo|Pastina)/.test(name)),
        words,
      ).toBe(true);
    }
  });

  it('finds grout as pastina, junta or fragüe', async () => {
    for (const word of ['pastina', 'juntas', 'fragüe', 'FRAGUE'])
      expect((await search(word))[0], word).toBe('Pastina Gris 5 kg');
  });

  it("'ceramica' finds the cerámicos, and lists them before porcelanatos of a brand called Cerámica", async () => {
    const names = await search('ceramica');
    expect(names.slice(0, 2).sort()).toEqual([
      'Cerámico Subway Blanco 30x60',
      'Cerámico Terracota 35x35',
    ]);
    expect(names).toContain('Porcelanato Plomo 60x60');
    // Tiles before the adhesive whose description names cerámicos.
    expect(names.at(-1)).toBe('Adhesivo Flexible 25 kg');
    expect(await sorted('cerámicos')).toEqual(names.slice().sort());
  });

  it("'ceramica baño' finds the wall cerámicos, and 'baño' alone the sanitarios and wall tiles", async () => {
    // The wall cerámico first; then porcelanatos for walls whose brand is 'Andina Cerámica'.
    expect(await search('ceramica baño')).toEqual([
      'Cerámico Subway Blanco 30x60',
      'Porcelanato Arena 60x60',
      'Porcelanato Plomo 60x60',
    ]);
    expect(await sorted('baño')).toEqual([
      'Cerámico Subway Blanco 30x60',
      'Inodoro Corto',
      // Porcelanatos for floor and wall ('ambos') suit a bathroom's walls too.
      'Porcelanato Arena 60x60',
      'Porcelanato Grafito 60x120',
      'Porcelanato Plomo 60x60',
    ]);
    expect(await sorted('azulejos cocina')).toEqual([
      'Cerámico Subway Blanco 30x60',
      'Porcelanato Arena 60x60',
      'Porcelanato Grafito 60x120',
      'Porcelanato Plomo 60x60',
    ]);
  });

  it("colour words find the tiles of that colour: 'porcelanato gris', and 'gris' lists tiles first", async () => {
    expect(await sorted('porcelanato gris')).toEqual([
      'Porcelanato Grafito 60x120',
      'Porcelanato Plomo 60x60',
    ]);
    const grey = await search('grises');
    expect(grey.slice(0, 2).sort()).toEqual([
      'Porcelanato Grafito 60x120',
      'Porcelanato Plomo 60x60',
    ]);
    expect(grey.at(-1)).toBe('Pastina Gris 5 kg');
    expect(await sorted('blanco')).toEqual(['Cerámico Subway Blanco 30x60', 'Inodoro Corto']);
  });

  it('piso/suelo are the same search, and exterior lists what goes outside', async () => {
    expect(await sorted('suelo exterior')).toEqual(await sorted('piso exterior'));
    expect(await sorted('piso exterior')).toEqual([
      'Cerámico Terracota 35x35',
      'Porcelanato Plomo 60x60',
    ]);
  });

  it("nothing matching every word: '¿Quisiste decir…?' and the nearest results, never an empty page", async () => {
    // Two typos: beyond the one-typo rule, but the word list's nearest word fixes it.
    const typo = await list('search=porclanto&sortBy=relevance');
    expect(typo.searchHelp).toEqual({ didYouMean: 'porcelanato', nearest: true });
    // The porcelanatos, then the adhesive whose description names them.
    expect(typo.items.map((p) => p.name)).toEqual([
      'Porcelanato Arena 60x60',
      'Porcelanato Grafito 60x120',
      'Porcelanato Plomo 60x60',
      'Adhesivo Flexible 25 kg',
    ]);
    // A word with no neighbour: the products matching the other words.
    const partly = await list(`search=${encodeURIComponent('porcelanato xyzzy')}&sortBy=relevance`);
    expect(partly.searchHelp).toEqual({ didYouMean: null, nearest: true });
    expect(partly.items).toHaveLength(4);
    // Words that each match but never together: the products holding more of them first.
    const apart = await list(`search=${encodeURIComponent('inodoro terracota')}`);
    expect(apart.searchHelp?.nearest).toBe(true);
    expect(apart.items.map((p) => p.name).sort()).toEqual([
      'Cerámico Terracota 35x35',
      'Inodoro Corto',
    ]);
    // The other filters still hold for the nearest results.
    const priced = await list(`search=${encodeURIComponent('inodoro terracota')}&color=Terracota`);
    expect(priced.items.map((p) => p.name)).toEqual(['Cerámico Terracota 35x35']);
    // Nothing near at all: an honest empty answer.
    const nothing = await list('search=xyzzy');
    expect(nothing).toMatchObject({
      total: 0,
      items: [],
      searchHelp: { didYouMean: null, nearest: false },
    });
    // A search that matched says nothing more.
    expect((await list('search=porcelanato')).searchHelp).toBeNull();
  });

  it('filters by colour, use, placement, slip resistance, PEI and rectified', async () => {
    expect(await filtered('color=Gris')).toEqual([
      'Porcelanato Grafito 60x120',
      'Porcelanato Plomo 60x60',
    ]);
    // "For walls" includes those for floor and wall.
    expect(await filtered('usage=pared')).toEqual([
      'Cerámico Subway Blanco 30x60',
      'Porcelanato Arena 60x60',
      'Porcelanato Grafito 60x120',
      'Porcelanato Plomo 60x60',
    ]);
    expect(await filtered('usage=piso&placement=exterior')).toEqual([
      'Cerámico Terracota 35x35',
      'Porcelanato Plomo 60x60',
    ]);
    // At least R10: R10 and R11, not R9.
    expect(await filtered('slipResistance=R10')).toEqual([
      'Cerámico Terracota 35x35',
      'Porcelanato Plomo 60x60',
    ]);
    expect(await filtered('pei=5')).toEqual(['Porcelanato Plomo 60x60']);
    expect(await filtered('rectified=true&color=Beige')).toEqual(['Porcelanato Arena 60x60']);
    const counted = await list('pei=4');
    expect(counted.total).toBe(3);
  });

  it('refuses an unknown attribute value with a Spanish message', async () => {
    for (const [query, message] of [
      ['color=Fucsia', 'Elegí un color de la lista'],
      ['usage=techo', 'Uso inválido (piso o pared)'],
      ['placement=luna', 'Ubicación inválida (interior o exterior)'],
      ['slipResistance=R14', 'La resistencia al deslizamiento va de R9 a R13'],
      ['pei=6', 'El PEI va de 1 a 5 (I a V)'],
      ['rectified=si', 'Filtro de rectificado inválido (true o false)'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
    }
  });

  it('returns the attributes with each product', async () => {
    const [plomo] = (await list('search=plomo')).items;
    expect(plomo).toMatchObject({
      color: 'Gris',
      usage: 'ambos',
      placement: 'ambos',
      slipResistance: 'R11',
      pei: 5,
      rectified: true,
      thicknessMm: 9,
    });
  });
});
