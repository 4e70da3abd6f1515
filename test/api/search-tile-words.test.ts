import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductListResponse } from '#shared/catalog-query';
import type { Suggestions } from '#shared/suggestions';
import { NO_TILE_ATTRIBUTES } from '#shared/tile-attributes';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';

/** Tile words read as filters, and the safety cases: a floor search never lists a wall-only tile. */
describeEachEngine('a search that understands tile words', (engine) => {
  let t: TestApp;

  const list = async (words: string, extra = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(words)}&sortBy=relevance${extra}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ProductListResponse;
  };
  const names = async (words: string) => (await list(words)).items.map((p) => p.name).sort();
  const suggested = async (words: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products/suggest?q=${encodeURIComponent(words)}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as Suggestions).products.map((p) => p.name).sort();
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const tiles = await createTaxonomy(t.db, {
      area: 'Pisos y Revestimientos',
      category: 'Porcelánicos',
      subcategory: 'Símil cemento',
    });
    const setting = await createTaxonomy(t.db, {
      area: 'Adhesivos y Pastinas',
      category: 'Colocación',
      subcategory: 'Adhesivos',
    });
    const rows: Parameters<typeof createProduct>[1][] = [
      {
        name: 'Porcelanato Plomo 60x60',
        description: 'Para piso de baño y cocina.',
        ...tiles,
        ...NO_TILE_ATTRIBUTES,
        color: 'Gris',
        usage: 'ambos',
        placement: 'ambos',
        slipResistance: 'R11',
        pei: 5,
        rectified: true,
        type: 'Mate',
      },
      {
        name: 'Porcelanato Niebla 60x60',
        description: 'Símil cemento gris claro.',
        ...tiles,
        ...NO_TILE_ATTRIBUTES,
        color: 'Gris',
        usage: 'piso',
        placement: 'interior',
        slipResistance: 'R9',
        pei: 3,
        rectified: false,
        type: 'Brillante',
      },
      {
        // A wall tile whose text says every floor word: a floor search must never list it.
        name: 'Revestimiento Baño Gris 30x60',
        description: 'Antideslizante al tacto, ideal para el piso del diseño. Exterior blanco.',
        dimensions: '30x60',
        ...tiles,
        ...NO_TILE_ATTRIBUTES,
        color: 'Gris',
        usage: 'pared',
        placement: 'interior',
        type: 'Brillante',
      },
      {
        // Not yet described: its text says what it is for.
        name: 'Cerámico Terracota para piso exterior 35x35',
        dimensions: '35x35',
        description: 'Rústico.',
        ...tiles,
        ...NO_TILE_ATTRIBUTES,
        type: null,
      },
      {
        name: 'Cerámico Blanco pared y piso 20x20',
        dimensions: '20x20',
        description: 'Sin datos cargados.',
        ...tiles,
        ...NO_TILE_ATTRIBUTES,
        type: null,
      },
      {
        name: 'Adhesivo Flexible 25 kg',
        description: 'Para colocar porcelanatos.',
        dimensions: null,
        metersPerBox: null,
        type: null,
        saleUnit: 'bolsa',
        ...setting,
        ...NO_TILE_ATTRIBUTES,
      },
      {
        name: 'Rodapié Gris 10x60',
        description: 'Terminación para el encuentro con la pared.',
        dimensions: '10x60',
        ...tiles,
        ...NO_TILE_ATTRIBUTES,
        type: null,
      },
    ];
    for (const row of rows) await createProduct(t.db, row);
  });

  afterAll(() => t.close());

  it("'antideslizante' lists only tiles rated R10 or more, and says so as a chip", async () => {
    const answer = await list('antideslizante');
    expect(answer.items.map((p) => p.name)).toEqual(['Porcelanato Plomo 60x60']);
    expect(answer.understood).toEqual([{ label: 'Antideslizante (R10 o más)', search: '' }]);
    // The nearest results of a search that found nothing keep the rating: a word is relaxed.
    const relaxed = await list('antideslizante xyzzy');
    expect(relaxed.searchHelp?.nearest).toBe(true);
    expect(relaxed.items.map((p) => p.name)).toEqual(['Porcelanato Plomo 60x60']);
    expect(await names('antideslizantes r11')).toEqual(['Porcelanato Plomo 60x60']);
  });

  it("'piso para baño' lists only tiles fit for a floor, never a wall-only one", async () => {
    const floor = await list('piso para baño');
    const listed = floor.items.map((p) => p.name);
    expect(listed.sort()).toEqual([
      'Cerámico Terracota para piso exterior 35x35',
      'Porcelanato Niebla 60x60',
      'Porcelanato Plomo 60x60',
    ]);
    expect(floor.understood).toEqual([{ label: 'Para piso', search: 'bano' }]);
    // The one that names the bathroom first.
    expect(floor.items[0]?.name).toBe('Porcelanato Plomo 60x60');
    for (const words of ['pisos', 'suelo', 'piso gris', 'pisos baño gris 30x60', 'piso xyzzy']) {
      const found = (await list(words)).items.map((p) => p.name);
      expect(found, words).not.toContain('Revestimiento Baño Gris 30x60');
      // Untagged, its text says 'pared' as well as 'piso': not known to be for floors.
      expect(found, words).not.toContain('Cerámico Blanco pared y piso 20x20');
    }
    expect(await names('pared')).toEqual([
      'Cerámico Blanco pared y piso 20x20',
      'Porcelanato Plomo 60x60',
      'Revestimiento Baño Gris 30x60',
      'Rodapié Gris 10x60',
    ]);
  });

  it('exterior, rectificado, PEI, finish, colour and size are filters with chips', async () => {
    expect(await names('exterior')).toEqual([
      'Cerámico Terracota para piso exterior 35x35',
      'Porcelanato Plomo 60x60',
    ]);
    expect(await names('rectificado')).toEqual(['Porcelanato Plomo 60x60']);
    for (const words of ['pei 4', 'PEI IV', 'pei4'])
      expect(await names(words), words).toEqual(['Porcelanato Plomo 60x60']);
    expect(await names('brillante')).toEqual([
      'Porcelanato Niebla 60x60',
      'Revestimiento Baño Gris 30x60',
    ]);
    const grey = await list('porcelanato gris 60 × 60 mate');
    expect(grey.items.map((p) => p.name)).toEqual(['Porcelanato Plomo 60x60']);
    expect(grey.understood).toEqual([
      { label: 'Color: Gris', search: '60x60 mate porcelanato' },
      { label: 'Formato 60×60', search: 'gris mate porcelanato' },
      { label: 'Terminación: Mate', search: 'gris 60x60 porcelanato' },
    ]);
    // Removing a chip is the search without its word.
    expect(await names('60x60 mate porcelanato')).toEqual(['Porcelanato Plomo 60x60']);
    expect(await names('gris')).toEqual([
      'Porcelanato Niebla 60x60',
      'Porcelanato Plomo 60x60',
      'Revestimiento Baño Gris 30x60',
      'Rodapié Gris 10x60',
    ]);
    expect((await list('porcelanato')).understood).toEqual([]);
  });

  it('trade words and brands find what they mean: klaukol, zócalo', async () => {
    expect(await names('klaukol')).toEqual(['Adhesivo Flexible 25 kg']);
    expect(await names('zócalos')).toEqual(['Rodapié Gris 10x60']);
  });

  it("the owner's search words (Configuración) find what they mean, at once", async () => {
    const owner = await t.signIn('super_admin');
    expect((await list('boligoma')).searchHelp?.nearest).not.toBe(true);
    expect(await names('boligoma')).toEqual([]);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json() as Record<
      string,
      unknown
    >;
    const save = (body: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: owner.cookie },
        payload: body as Record<string, unknown>,
      });
    const refused = await save({ ...settings, searchSynonyms: [{ word: '', means: 'adhesivo' }] });
    expect(refused.statusCode).toBe(400);
    const saved = await save({
      ...settings,
      searchSynonyms: [{ word: 'Boligoma', means: 'adhesivo' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await names('boligoma')).toEqual(['Adhesivo Flexible 25 kg']);
    expect(await suggested('boligomas')).toEqual(['Adhesivo Flexible 25 kg']);
    expect((await save({ ...settings, searchSynonyms: [] })).statusCode).toBe(200);
  });

  it('the suggestions offer products whenever the list finds some', async () => {
    for (const words of ['porcelanato gris 60x60', 'antideslizante', 'piso para baño', 'klaukol']) {
      const listed = await list(words);
      expect(listed.items.length, words).toBeGreaterThan(0);
      expect(await suggested(words), words).toEqual(
        listed.items
          .slice(0, 5)
          .map((p) => p.name)
          .sort(),
      );
    }
    // Nothing matched every word: the nearest results are offered as well.
    expect(await suggested('porcelanato xyzzy')).not.toEqual([]);
  });
});
