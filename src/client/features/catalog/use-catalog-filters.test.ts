// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Taxonomy } from '#shared/catalog';
import { DEFAULT_FILTERS, withArea, withChange, withSearch } from '#shared/catalog-filters';
import { FILTER_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS, useCatalogFilters } from './use-catalog-filters';

const AREA = '00000000-0000-4000-8000-000000000001';
const TAXONOMY: Taxonomy = {
  areas: [{ id: AREA, name: 'Pisos y Revestimientos', description: null, order: 1 }],
  categories: [],
  subcategories: [],
};

/** The hook on the list's route at `url`, with the router's location and navigate to look at. */
function renderFilters(url = '/productos') {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      MemoryRouter,
      { initialEntries: [url] },
      createElement(
        Routes,
        null,
        createElement(Route, { path: '/productos/*', element: children }),
      ),
    );
  return renderHook(
    () => ({
      filters: useCatalogFilters(TAXONOMY),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useCatalogFilters', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the filters from the URL it arrives at', () => {
    const { result } = renderFilters('/productos?marca=Andina&oferta=1&orden=price-desc');
    expect(result.current.filters.applied).toMatchObject({
      brands: ['Andina'],
      onSale: true,
      sortBy: 'price',
      sortOrder: 'desc',
    });
    expect(result.current.filters.draft).toEqual(result.current.filters.applied);
    expect(result.current.filters.pending).toBe(false);
  });

  it('shows a filter change at once and writes it to the URL 200 ms later', () => {
    const { result } = renderFilters();
    act(() => result.current.filters.update(withChange(DEFAULT_FILTERS, { onSale: true })));
    expect(result.current.filters.draft.onSale).toBe(true);
    expect(result.current.filters.applied.onSale).toBe(false);
    expect(result.current.filters.pending).toBe(true);

    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1);
    });
    expect(result.current.location.search).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(new URLSearchParams(result.current.location.search).get('oferta')).toBe('1');
    expect(result.current.filters.applied.onSale).toBe(true);
    expect(result.current.filters.pending).toBe(false);
  });

  it('waits 500 ms after the last keystroke of a search, and only the last one is written', () => {
    const { result } = renderFilters();
    for (const text of ['c', 'ce', 'ced', 'cedr', 'cedro']) {
      act(() => result.current.filters.update(withSearch(result.current.filters.draft, text)));
      act(() => {
        vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100);
      });
    }
    expect(result.current.location.search).toBe('');
    expect(result.current.filters.draft.search).toBe('cedro');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current.filters.applied.search).toBe('cedro');
  });

  it("an área is the category page's path; the other filters its query string", () => {
    const { result } = renderFilters();
    act(() =>
      result.current.filters.update(
        withChange(withArea(DEFAULT_FILTERS, 'Pisos y Revestimientos'), { onSale: true }),
        0,
      ),
    );
    expect(result.current.location.pathname).toBe('/productos/pisos-y-revestimientos');
    expect(result.current.location.search).toBe('?oferta=1');
    expect(result.current.filters.applied).toMatchObject({
      area: 'Pisos y Revestimientos',
      onSale: true,
    });
  });

  it('a delay of 0 writes at once', () => {
    const { result } = renderFilters();
    act(() => result.current.filters.update(withChange(DEFAULT_FILTERS, { quality: '1ra' }), 0));
    expect(result.current.filters.applied.quality).toBe('1ra');
  });

  it('cancel drops a change still waiting: the URL keeps what it had', () => {
    const { result } = renderFilters('/productos?marca=Andina');
    act(() =>
      result.current.filters.update(withChange(result.current.filters.draft, { onSale: true })),
    );
    act(() => result.current.filters.cancel());
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    });
    expect(result.current.filters.applied).toMatchObject({ brands: ['Andina'], onSale: false });
  });

  it('a URL changed from outside (back button, a link) sets the controls to it', () => {
    const { result } = renderFilters('/productos?marca=Andina');
    act(() =>
      result.current.filters.update(withChange(result.current.filters.draft, { onSale: true })),
    );
    act(() => result.current.filters.cancel());
    act(() => void result.current.navigate('/productos?calidad=1ra'));
    expect(result.current.filters.draft).toMatchObject({
      brands: [],
      quality: '1ra',
      onSale: false,
    });
    expect(result.current.filters.pending).toBe(false);
  });

  it('text typed while the earlier text reaches the URL is not set back', () => {
    const { result } = renderFilters();
    act(() => result.current.filters.update(withSearch(DEFAULT_FILTERS, 'ced')));
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    // In one render: 'ced' lands in the URL and the shopper has typed on.
    act(() => {
      vi.advanceTimersByTime(1);
      result.current.filters.update(withSearch(result.current.filters.draft, 'cedr'));
    });
    expect(result.current.filters.applied.search).toBe('ced');
    expect(result.current.filters.draft.search).toBe('cedr');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(result.current.filters.applied.search).toBe('cedr');
  });
});
