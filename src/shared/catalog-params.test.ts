import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersToSearchParams,
  parseFilters,
  withSearch,
} from './catalog-filters';
import { MAX_SEARCH_LENGTH, searchListPath } from './catalog-params';

const queryOf = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

describe('searchListPath (the header search)', () => {
  it.each(['porcelanato gris', 'Símil mármol', '60 × 60', 'a&b=c?d', 'pisos 100%'])(
    'writes "%s" as the list writes the same search',
    (search) => {
      const path = searchListPath(search);
      expect(path.startsWith('/productos?')).toBe(true);
      expect(queryOf(path).toString()).toBe(
        filtersToSearchParams(withSearch(DEFAULT_FILTERS, search)).toString(),
      );
      expect(parseFilters(queryOf(path)).search).toBe(search);
    },
  );

  it('drops the spaces around the words', () => {
    expect(searchListPath('  cedro  ')).toBe('/productos?buscar=cedro');
  });

  it('is the whole catalogue without words', () => {
    expect(searchListPath('')).toBe('/productos');
    expect(searchListPath('   ')).toBe('/productos');
  });

  it('cuts a search longer than the list reads', () => {
    const path = searchListPath('x'.repeat(MAX_SEARCH_LENGTH + 20));
    expect(parseFilters(queryOf(path)).search).toBe('x'.repeat(MAX_SEARCH_LENGTH));
  });
});
