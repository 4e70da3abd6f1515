import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { searchListPath } from '#shared/catalog-params';
import { MIN_SUGGEST_LENGTH, type Suggestions } from '#shared/suggestions';
import { suggestionsQuery } from '#client/api/catalog';
import { prefetchSuggestionList } from './lazy-suggestion-list';
import type { SuggestionListProps, SuggestionOption } from './suggestion-list';
import { PAGE_PATHS as P } from '#shared/page-paths';
import { href } from '#shared/pages';

/** Suggestions follow the typing this long after the last key (the list itself waits 500 ms). */
export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * Categories first (they narrow the whole list), then products, in the order the API ranks;
 * last, when asked for, the whole list searched for the words as typed.
 */
function toOptions(data: Suggestions, idPrefix: string, allFor: string | null) {
  const options: SuggestionOption[] = [
    ...data.taxonomy.map((entry, i) => ({
      kind: 'taxonomy' as const,
      id: `${idPrefix}-t${i}`,
      href: entry.href,
      label: entry.names.join(' › '),
    })),
    ...data.products.map((product) => ({
      kind: 'product' as const,
      id: `${idPrefix}-p${product.id}`,
      href: href(P.product, { id: product.id }),
      label: product.name,
      image: product.image,
      price: product.price,
    })),
  ];
  if (allFor)
    options.push({
      kind: 'search',
      id: `${idPrefix}-all`,
      href: searchListPath(allFor),
      label: `Ver todos los resultados de «${allFor}»`,
    });
  return options;
}

interface SearchComboboxOptions {
  /** The field's text. */
  value: string;
  /** Called before a suggestion is opened (the typed search must not be applied after it). */
  onLeave: () => void;
  /**
   * Ends the list with "Ver todos los resultados de «…»": the header's field, which shows no
   * results of its own (the list page's box shows them below it as the shopper types).
   */
  allResults?: boolean;
}

/**
 * A search field as a combobox (WAI-ARIA 1.2 pattern), shared by the list page's box and the
 * header's field: as the shopper types it suggests products and categories; arrow keys move
 * through them, Enter opens one, Escape closes the list. The field is the caller's: it spreads
 * `inputProps` on the <input>, the handlers on the field, calls `typed` from its onChange and
 * draws `list` (when not null) with LazySuggestionList, under the field.
 */
export function useSearchCombobox({ value, onLeave, allResults = false }: SearchComboboxOptions) {
  const listId = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [term, setTerm] = useState(value.trim());
  useEffect(() => {
    const timer = setTimeout(() => setTerm(value.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const enabled = open && term.length >= MIN_SUGGEST_LENGTH;
  const { data } = useQuery({ ...suggestionsQuery(term), enabled });
  const words = value.trim();
  const options =
    enabled && data ? toOptions(data, listId, allResults && words ? words : null) : [];
  const expanded = options.length > 0;
  // An option of earlier suggestions is simply no longer active.
  const active = options.findIndex((option) => option.id === activeId);
  const activeOption = options[active];

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  const choose = (option: SuggestionOption) => {
    close();
    onLeave();
    void navigate(option.href);
  };
  const move = (step: number) => {
    const next = active < 0 && step < 0 ? options.length - 1 : active + step;
    setActiveId(options[(next + options.length) % options.length]?.id ?? null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return setOpen(true);
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      if (activeOption) {
        event.preventDefault();
        choose(activeOption);
      } else close();
    } else if (event.key === 'Escape' && expanded) {
      // Only the list: a search field's own Escape would also clear the text (and the header's
      // field on a phone would close). The caller sees the key as handled (defaultPrevented).
      event.preventDefault();
      close();
    }
  };

  const list: SuggestionListProps | null = expanded
    ? {
        id: listId,
        options,
        activeId: activeOption?.id ?? null,
        onChoose: choose,
        onHover: setActiveId,
      }
    : null;
  return {
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': expanded ? listId : undefined,
      'aria-activedescendant': activeOption?.id,
      autoComplete: 'off',
    } as const,
    onKeyDown,
    onFocus: prefetchSuggestionList,
    onBlur: close,
    typed: () => {
      setOpen(true);
      setActiveId(null);
    },
    list,
  };
}
