import { describe, expect, it } from 'vitest';
import type { Taxonomy } from './catalog';
import { DEFAULT_FILTERS } from './catalog-filters';
import {
  allCategoryPaths,
  categoryPath,
  categoryPathIds,
  listUrl,
  locateFilters,
  normalCategoryPath,
  resolveCategorySlugs,
  slugify,
  taxonomySlugs,
} from './category-paths';

const area = (id: string, name: string, order = 1) => ({ id, name, description: null, order });
const TAXONOMY: Taxonomy = {
  areas: [area('a1', 'Pisos y Revestimientos'), area('a2', 'Sanitarios', 2)],
  categories: [
    { ...area('c1', 'Porcelánicos'), areaId: 'a1' },
    { ...area('c2', 'Cerámicos', 2), areaId: 'a1' },
    { ...area('c3', 'Ceramicos', 3), areaId: 'a1' },
    { ...area('c4', 'Cerámicos'), areaId: 'a2' },
  ],
  subcategories: [
    { ...area('s1', 'Símil Madera'), categoryId: 'c1' },
    { ...area('s2', 'Simil mármol', 2), categoryId: 'c1' },
  ],
};
const slugs = taxonomySlugs(TAXONOMY);

describe('category slugs', () => {
  it('folds accents and case and turns anything else into single dashes', () => {
    expect(slugify('Símil Mármol')).toBe('simil-marmol');
    expect(slugify('  Pisos y Revestimientos ')).toBe('pisos-y-revestimientos');
    expect(slugify('Baños / Cocinas (2da)')).toBe('banos-cocinas-2da');
    expect(slugify('60×60')).toBe('60-60');
    expect(slugify('¡¿?!')).toBe('sin-nombre');
  });

  it('tells apart siblings whose names fold alike, in the owner order, whatever the input order', () => {
    expect(slugs.get('c2')).toBe('ceramicos');
    expect(slugs.get('c3')).toBe('ceramicos-2');
    // Not a sibling: the same slug under another área.
    expect(slugs.get('c4')).toBe('ceramicos');
    const reversed = taxonomySlugs({
      ...TAXONOMY,
      categories: [...TAXONOMY.categories].reverse(),
    });
    expect(reversed).toEqual(slugs);
  });

  it('works the slugs out once per taxonomy, and anew for a taxonomy that changed', () => {
    expect(taxonomySlugs(TAXONOMY)).toBe(slugs);
    const renamed = {
      ...TAXONOMY,
      areas: TAXONOMY.areas.map((a, i) => (i === 0 ? { ...a, name: 'Exteriores' } : a)),
    };
    expect(taxonomySlugs(renamed).get(TAXONOMY.areas[0]!.id)).toBe('exteriores');
    expect(slugs.get(TAXONOMY.areas[0]!.id)).not.toBe('exteriores');
  });

  it('resolves a path level by level and refuses a slug that names nothing there', () => {
    expect(
      resolveCategorySlugs(TAXONOMY, slugs, 'pisos-y-revestimientos/porcelanicos/simil-madera'),
    ).toMatchObject({ area: { id: 'a1' }, category: { id: 'c1' }, subcategory: { id: 's1' } });
    expect(resolveCategorySlugs(TAXONOMY, slugs, 'Sanitarios/')).toMatchObject({
      area: { id: 'a2' },
      category: null,
    });
    expect(resolveCategorySlugs(TAXONOMY, slugs, 'sanitarios/porcelanicos')).toBeNull();
    expect(resolveCategorySlugs(TAXONOMY, slugs, 'nada')).toBeNull();
    expect(
      resolveCategorySlugs(TAXONOMY, slugs, 'pisos-y-revestimientos/porcelanicos/simil-madera/x'),
    ).toBeNull();
  });

  it('lists every área, categoría and subcategoría page once', () => {
    const paths = allCategoryPaths(TAXONOMY);
    expect(paths).toEqual([
      '/productos/pisos-y-revestimientos',
      '/productos/pisos-y-revestimientos/porcelanicos',
      '/productos/pisos-y-revestimientos/porcelanicos/simil-madera',
      '/productos/pisos-y-revestimientos/porcelanicos/simil-marmol',
      '/productos/pisos-y-revestimientos/ceramicos',
      '/productos/pisos-y-revestimientos/ceramicos-2',
      '/productos/sanitarios',
      '/productos/sanitarios/ceramicos',
    ]);
    for (const path of paths) {
      const located = locateFilters(
        TAXONOMY,
        slugs,
        path.slice('/productos/'.length),
        new URLSearchParams(),
      );
      expect(located.notFound).toBe(false);
      expect(categoryPath(slugs, located.resolved)).toBe(path);
    }
  });
});

describe('category paths and the ids they name', () => {
  it('names each page’s área, categoría and subcategoría, null below its own level', () => {
    const paths = categoryPathIds(TAXONOMY);
    expect([...paths.keys()]).toEqual(allCategoryPaths(TAXONOMY));
    expect(paths.get('/productos/sanitarios')).toEqual({
      areaId: 'a2',
      categoryId: null,
      subcategoryId: null,
    });
    expect(paths.get('/productos/pisos-y-revestimientos/ceramicos-2')).toEqual({
      areaId: 'a1',
      categoryId: 'c3',
      subcategoryId: null,
    });
    expect(paths.get('/productos/pisos-y-revestimientos/porcelanicos/simil-marmol')).toEqual({
      areaId: 'a1',
      categoryId: 'c1',
      subcategoryId: 's2',
    });
  });

  it('writes a path under /productos as the pages do, and nothing for any other path', () => {
    expect(normalCategoryPath('/Productos/Pisos//Porcelanicos/')).toBe(
      '/productos/pisos/porcelanicos',
    );
    expect(normalCategoryPath('/productos')).toBe('/productos');
    expect(normalCategoryPath('/contacto/pisos')).toBeNull();
    expect(normalCategoryPath('/productosx/pisos')).toBeNull();
    expect(normalCategoryPath('')).toBeNull();
  });
});

describe('list URLs', () => {
  it('puts the taxonomy in the path and every other filter in the query', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      area: 'pisos y revestimientos',
      category: 'PORCELÁNICOS',
      brands: ['Andina'],
      onSale: true,
    };
    expect(listUrl(filters, TAXONOMY, slugs)).toBe(
      '/productos/pisos-y-revestimientos/porcelanicos?marca=Andina&oferta=1',
    );
    expect(
      listUrl({ ...DEFAULT_FILTERS, search: 'roble', sortBy: 'relevance' }, TAXONOMY, slugs),
    ).toBe('/productos?buscar=roble');
    // A name that matches nothing stays as the shopper's query parameter.
    expect(listUrl({ ...DEFAULT_FILTERS, area: 'Nada' }, TAXONOMY, slugs)).toBe(
      '/productos?area=Nada',
    );
  });

  it('reads the same filters back from a category path, and still from the query parameters', () => {
    const fromPath = locateFilters(
      TAXONOMY,
      slugs,
      'pisos-y-revestimientos/porcelanicos/simil-madera',
      new URLSearchParams('marca=Andina&area=Sanitarios'),
    );
    expect(fromPath.filters).toMatchObject({
      area: 'Pisos y Revestimientos',
      category: 'Porcelánicos',
      subcategory: 'Símil Madera',
      brands: ['Andina'],
    });
    const fromQuery = locateFilters(
      TAXONOMY,
      slugs,
      '',
      new URLSearchParams('area=sanitarios&categoria=cerámicos'),
    );
    expect(fromQuery.resolved).toMatchObject({ area: { id: 'a2' }, category: { id: 'c4' } });
    expect(categoryPath(slugs, fromQuery.resolved)).toBe('/productos/sanitarios/ceramicos');
    expect(locateFilters(TAXONOMY, slugs, 'nada', new URLSearchParams()).notFound).toBe(true);
  });
});
