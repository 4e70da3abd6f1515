import { describe, expect, it } from 'vitest';
import type { Taxonomy } from './catalog';
import {
  type CatalogFilters,
  DEFAULT_FILTERS,
  filtersToApiQuery,
  filtersToSearchParams,
  hasActiveFilters,
  parseFilters,
  resolveTaxonomy,
  taxonomyTitle,
  withArea,
  withCategory,
  withChange,
  withPage,
  withSearch,
} from './catalog-filters';

const taxonomy: Taxonomy = {
  areas: [
    { id: 'a1', name: 'Pisos y Revestimientos', description: null, order: 1 },
    { id: 'a2', name: 'Sanitarios', description: null, order: 2 },
  ],
  categories: [
    { id: 'c1', name: 'Porcelanicos', description: null, order: 1, areaId: 'a1' },
    { id: 'c2', name: 'Porcelanicos', description: null, order: 1, areaId: 'a2' },
  ],
  subcategories: [
    { id: 's1', name: 'Simil madera', description: null, order: 1, categoryId: 'c1' },
    { id: 's2', name: 'Simil madera', description: null, order: 1, categoryId: 'c2' },
  ],
};

const filters = (change: Partial<CatalogFilters>): CatalogFilters => ({
  ...DEFAULT_FILTERS,
  ...change,
});

describe('parseFilters and filtersToSearchParams', () => {
  it('reads no parameters as no filters (arriving on /productos resets everything)', () => {
    expect(parseFilters(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('reads the home tile parameters', () => {
    const parsed = parseFilters(
      new URLSearchParams(
        'area=Pisos+y+revestimientos&categoria=Porcelanicos&subcategoria=Simil+madera',
      ),
    );
    expect(parsed).toMatchObject({
      area: 'Pisos y revestimientos',
      category: 'Porcelanicos',
      subcategory: 'Simil madera',
    });
  });

  it('round-trips every filter through the URL', () => {
    const all = filters({
      area: 'Pisos y Revestimientos',
      category: 'Porcelanicos',
      subcategory: 'Simil madera',
      brands: ['Andina', 'Cerro Azul'],
      quality: '2da',
      type: 'Mate',
      search: 'mármol',
      sortBy: 'price',
      sortOrder: 'desc',
      page: 3,
    });
    expect(parseFilters(filtersToSearchParams(all))).toEqual(all);
  });

  it('falls back to defaults for malformed values instead of failing', () => {
    const parsed = parseFilters(
      new URLSearchParams('calidad=3ra&orden=color-up&pagina=abc&marca=&marca=A&marca=A'),
    );
    expect(parsed).toEqual(filters({ brands: ['A'] }));
    expect(parseFilters(new URLSearchParams('pagina=0')).page).toBe(1);
    expect(parseFilters(new URLSearchParams('pagina=-2')).page).toBe(1);
  });

  it('ignores a category without an area and a subcategory without a category', () => {
    expect(parseFilters(new URLSearchParams('categoria=X&subcategoria=Y'))).toEqual(
      DEFAULT_FILTERS,
    );
  });

  it('cuts a very long search term', () => {
    expect(parseFilters(new URLSearchParams(`buscar=${'a'.repeat(5000)}`)).search).toHaveLength(
      100,
    );
  });
});

describe('filter transitions', () => {
  const full = filters({
    area: 'A',
    category: 'C',
    subcategory: 'S',
    brands: ['B'],
    page: 4,
  });

  it('changing the area clears category and subcategory and returns to page 1', () => {
    expect(withArea(full, 'Otra')).toEqual({
      ...full,
      area: 'Otra',
      category: null,
      subcategory: null,
      page: 1,
    });
    expect(withArea(full, null)).toMatchObject({ area: null, category: null, subcategory: null });
  });

  it('changing the category clears the subcategory and returns to page 1', () => {
    expect(withCategory(full, 'D')).toEqual({ ...full, category: 'D', subcategory: null, page: 1 });
  });

  it('any other change returns to page 1; a page change keeps the filters', () => {
    expect(withChange(full, { quality: '1ra' })).toMatchObject({ quality: '1ra', page: 1 });
    expect(withPage(full, 2)).toEqual({ ...full, page: 2 });
  });

  it('knows when a filter is applied (sorting and paging are not filters)', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ sortBy: 'price', page: 3 }))).toBe(false);
    expect(hasActiveFilters(filters({ search: 'x' }))).toBe(true);
    expect(hasActiveFilters(filters({ quality: '2da' }))).toBe(true);
  });
});

describe('relevance while searching', () => {
  it('is the default order of a search in the URL, written only when it is not the default', () => {
    expect(parseFilters(new URLSearchParams('buscar=piso'))).toMatchObject({
      search: 'piso',
      sortBy: 'relevance',
      sortOrder: 'asc',
    });
    expect(parseFilters(new URLSearchParams('buscar=piso&orden=name-asc')).sortBy).toBe('name');
    expect(filtersToSearchParams(filters({ search: 'piso', sortBy: 'relevance' })).toString()).toBe(
      'buscar=piso',
    );
    expect(filtersToSearchParams(filters({ search: 'piso', sortBy: 'name' })).toString()).toBe(
      'buscar=piso&orden=name-asc',
    );
    expect(filtersToSearchParams(filters({ sortBy: 'relevance' })).toString()).toBe('');
  });

  it("a search started from the default order ranks by relevance; cleared, back to the shop's order", () => {
    const searching = withSearch(DEFAULT_FILTERS, 'piso madera');
    expect(searching).toMatchObject({ search: 'piso madera', sortBy: 'relevance', page: 1 });
    expect(withSearch(searching, 'piso')).toMatchObject({ sortBy: 'relevance' });
    expect(withSearch(searching, '')).toMatchObject({ search: '', sortBy: 'recommended' });
  });

  it('an order the shopper picked stays through searches', () => {
    const byPrice = filters({ sortBy: 'price', sortOrder: 'desc' });
    expect(withSearch(byPrice, 'piso')).toMatchObject({ sortBy: 'price', sortOrder: 'desc' });
    const byName = withSearch(filters({ search: 'piso', sortBy: 'name' }), 'pisos');
    expect(byName).toMatchObject({ sortBy: 'name' });
  });

  it("asks the API for the shop's order when relevance has no search to rank", () => {
    const query = (f: CatalogFilters) =>
      new URLSearchParams(filtersToApiQuery(f, resolveTaxonomy(taxonomy, f)));
    expect(query(filters({ search: 'piso', sortBy: 'relevance' })).get('sortBy')).toBe('relevance');
    expect(query(filters({ sortBy: 'relevance', sortOrder: 'desc' })).toString()).toBe(
      'sortBy=recommended&sortOrder=asc&page=1',
    );
  });
});

describe('resolveTaxonomy', () => {
  it('matches names case-insensitively, each within its parent', () => {
    const resolved = resolveTaxonomy(taxonomy, {
      area: 'pisos y REVESTIMIENTOS',
      category: 'porcelanicos',
      subcategory: 'SIMIL MADERA',
    });
    expect([resolved.area?.id, resolved.category?.id, resolved.subcategory?.id]).toEqual([
      'a1',
      'c1',
      's1',
    ]);
  });

  it('finds an accented name from a link written without its accents (old links, SPEC tiles)', () => {
    const accented: Taxonomy = {
      areas: [{ id: 'a1', name: 'Pisos y Revestimientos', description: null, order: 1 }],
      categories: [{ id: 'c1', name: 'Porcelánicos', description: null, order: 1, areaId: 'a1' }],
      subcategories: [
        { id: 's1', name: 'Símil mármol', description: null, order: 1, categoryId: 'c1' },
      ],
    };
    const resolved = resolveTaxonomy(accented, {
      area: 'Pisos y revestimientos',
      category: 'Porcelanicos',
      subcategory: 'SIMIL MARMOL',
    });
    expect([resolved.area?.id, resolved.category?.id, resolved.subcategory?.id]).toEqual([
      'a1',
      'c1',
      's1',
    ]);
    expect(taxonomyTitle(resolved)).toBe('Pisos y Revestimientos - Porcelánicos - Símil Mármol');
  });

  it('prefers the sibling spelled exactly over one that only matches without accents', () => {
    const twins: Taxonomy = {
      areas: [{ id: 'a1', name: 'Pisos', description: null, order: 1 }],
      categories: [
        { id: 'c1', name: 'Cerámicos', description: null, order: 1, areaId: 'a1' },
        { id: 'c2', name: 'Ceramicos', description: null, order: 2, areaId: 'a1' },
      ],
      subcategories: [],
    };
    const category = (name: string) =>
      resolveTaxonomy(twins, { area: 'Pisos', category: name, subcategory: null }).category?.id;
    expect(category('ceramicos')).toBe('c2');
    expect(category('CERÁMICOS')).toBe('c1');
    expect(category('Cerámicós')).toBe('c1');
  });

  it('drops a name that does not match, and everything below it', () => {
    const resolved = resolveTaxonomy(taxonomy, {
      area: 'Pisos y Revestimientos',
      category: 'Nada',
      subcategory: 'Simil madera',
    });
    expect(resolved).toMatchObject({ category: null, subcategory: null });
    expect(resolved.area?.id).toBe('a1');
  });

  it("titles the page 'Area - Category - Subcategory' in Spanish capitalisation", () => {
    const resolved = resolveTaxonomy(taxonomy, {
      area: 'Pisos y revestimientos',
      category: 'Porcelanicos',
      subcategory: 'Simil madera',
    });
    expect(taxonomyTitle(resolved)).toBe('Pisos y Revestimientos - Porcelanicos - Simil Madera');
    expect(
      taxonomyTitle(
        resolveTaxonomy(taxonomy, { area: 'Sanitarios', category: null, subcategory: null }),
      ),
    ).toBe('Sanitarios');
    expect(taxonomyTitle(resolveTaxonomy(taxonomy, DEFAULT_FILTERS))).toBeNull();
  });
});

describe('filtersToApiQuery', () => {
  it('sends ids, brands, quality, type, the trimmed search, sorting and the page', () => {
    const f = filters({
      area: 'Pisos y Revestimientos',
      category: 'Porcelanicos',
      brands: ['A', 'B'],
      quality: '1ra',
      type: 'Mate',
      search: '  marmol ',
      page: 2,
    });
    const query = new URLSearchParams(filtersToApiQuery(f, resolveTaxonomy(taxonomy, f)));
    expect(Object.fromEntries([...query.keys()].map((k) => [k, query.getAll(k)]))).toEqual({
      areaId: ['a1'],
      categoryId: ['c1'],
      brands: ['A', 'B'],
      quality: ['1ra'],
      type: ['Mate'],
      search: ['marmol'],
      sortBy: ['recommended'],
      sortOrder: ['asc'],
      page: ['2'],
    });
  });

  it("leaves out 'todas' and empty filters", () => {
    expect(filtersToApiQuery(DEFAULT_FILTERS, resolveTaxonomy(taxonomy, DEFAULT_FILTERS))).toBe(
      'sortBy=recommended&sortOrder=asc&page=1',
    );
  });

  it('sends the formato, the price range and the offers filter', () => {
    const f = filters({ format: '60x60', priceMin: 5000, priceMax: 12500.5, onSale: true });
    expect(filtersToApiQuery(f, resolveTaxonomy(taxonomy, f))).toBe(
      'format=60x60&priceMin=5000&priceMax=12500.5&onSale=true&sortBy=recommended&sortOrder=asc&page=1',
    );
  });
});

describe('formato, price range and offers in the URL', () => {
  it('round-trips through the query string', () => {
    const f = filters({
      format: '60x120',
      priceMin: 1000,
      priceMax: 25000.75,
      onSale: true,
      sortBy: 'pricePerM2',
    });
    const params = filtersToSearchParams(f);
    expect(params.toString()).toBe(
      'formato=60x120&precio-desde=1000&precio-hasta=25000.75&oferta=1&orden=pricePerM2-asc',
    );
    expect(parseFilters(params)).toEqual(f);
    expect(hasActiveFilters(f)).toBe(true);
  });

  it('ignores malformed bounds and offers values', () => {
    const parsed = parseFilters(
      new URLSearchParams('precio-desde=abc&precio-hasta=-5&oferta=si&formato=%20'),
    );
    expect(parsed).toMatchObject({ priceMin: null, priceMax: null, onSale: false, format: null });
    expect(hasActiveFilters(parsed)).toBe(false);
  });
});
