import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type CatalogFilters,
  filtersKey,
  filtersToSearchParams,
  parseFilters,
} from '../../../shared/catalog-filters';

/** SPEC §9: filters apply 500 ms after the last change with a search term, 200 ms otherwise. */
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
}

/**
 * Filters live in the URL so a filtered list can be shared, reloaded and navigated back to;
 * arriving with no parameters therefore resets everything.
 */
export function useCatalogFilters(): CatalogFilterState {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const applied = useMemo(() => parseFilters(new URLSearchParams(urlKey)), [urlKey]);
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
        const params = filtersToSearchParams(next);
        setWrittenKey(params.toString());
        setSearchParams(params);
      };
      const wait = delayMs ?? (next.search.trim() ? SEARCH_DEBOUNCE_MS : FILTER_DEBOUNCE_MS);
      if (wait <= 0) write();
      else timer.current = setTimeout(write, wait);
    },
    [setSearchParams],
  );

  const cancel = useCallback(() => clearTimeout(timer.current), []);

  return { applied, draft, update, cancel, pending: filtersKey(draft) !== filtersKey(applied) };
}
