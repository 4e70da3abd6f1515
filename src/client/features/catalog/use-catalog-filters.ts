import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Taxonomy } from '#shared/catalog';
import { type CatalogFilters, filtersKey } from '#shared/catalog-filters';
import { type LocatedFilters, listUrl, locateFilters, taxonomySlugs } from '#shared/category-paths';

/** Filters apply 500 ms after the last change with a search term, 200 ms otherwise. */
export const SEARCH_DEBOUNCE_MS = 500;
export const FILTER_DEBOUNCE_MS = 200;

export interface CatalogFilterState {
  /** What the list shows: the filters in the URL. */
  applied: CatalogFilters;
  /** What the controls show: applied, plus changes still waiting for the debounce. */
  draft: CatalogFilters;
  /** Sets the controls now and the URL (hence the list) after the debounce, or at once with 0. */
  update: (next: CatalogFilters, delayMs?: number) => void;
  /** Drops a change still waiting for its debounce: the shopper is leaving for another page. */
  cancel: () => void;
  pending: boolean;
  /** The taxonomy the URL names; notFound for a category path that names nothing. */
  located: LocatedFilters;
}

/**
 * Filters live in the URL so a filtered list can be shared, reloaded and navigated back to;
 * arriving with no parameters therefore resets everything. The taxonomy is the category page's
 * path (shared/category-paths.ts); the other filters are its query string.
 */
export function useCatalogFilters(taxonomy: Taxonomy): CatalogFilterState {
  const location = useLocation();
  const navigate = useNavigate();
  const splat = useParams()['*'] ?? '';
  const urlKey = `${location.pathname}${location.search}`;
  const slugs = taxonomySlugs(taxonomy);
  const located = useMemo(
    () => locateFilters(taxonomy, slugs, splat, new URLSearchParams(location.search)),
    [taxonomy, slugs, splat, location.search],
  );
  const applied = located.filters;
  const [draft, setDraft] = useState(applied);
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  // The URL this hook wrote last: when it lands, the controls may already be ahead of it (a
  // shopper typing on after a pause longer than the debounce), and must not be set back.
  const [writtenKey, setWrittenKey] = useState<string | null>(null);
  // The URL changed from outside (back button, a link, a home tile): the controls follow it.
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey);
    if (urlKey !== writtenKey && filtersKey(applied) !== filtersKey(draft)) setDraft(applied);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (next: CatalogFilters, delayMs?: number) => {
      setDraft(next);
      clearTimeout(timer.current);
      const write = () => {
        const url = listUrl(next, taxonomy, slugs);
        setWrittenKey(url);
        void navigate(url);
      };
      const wait = delayMs ?? (next.search.trim() ? SEARCH_DEBOUNCE_MS : FILTER_DEBOUNCE_MS);
      if (wait <= 0) write();
      else timer.current = setTimeout(write, wait);
    },
    [navigate, taxonomy, slugs],
  );

  const cancel = useCallback(() => clearTimeout(timer.current), []);

  return {
    applied,
    draft,
    update,
    cancel,
    pending: filtersKey(draft) !== filtersKey(applied),
    located,
  };
}
