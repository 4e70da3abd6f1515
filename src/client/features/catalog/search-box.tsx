import { type KeyboardEvent, Suspense, lazy, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { FILTER_PARAMS, MAX_SEARCH_LENGTH } from '../../../shared/catalog-filters';
import { PAGE_PATHS } from '../../../shared/page-paths';
import { MIN_SUGGEST_LENGTH, type Suggestions } from '../../../shared/suggestions';
import { suggestionsQuery } from '../../api/catalog';
import type { SuggestionOption } from './suggestion-list';

/** Suggestions follow the typing this long after the last key (the list itself waits 500 ms). */
export const SUGGEST_DEBOUNCE_MS = 200;

// The list is its own chunk: the page's first load does not carry it. It is fetched as soon as
// the field gets the focus, so that on a slow phone the code is there by the time the first
// suggestions arrive (instead of being asked for only then).
const loadSuggestionList = () => import('./suggestion-list');
const SuggestionList = lazy(() =>
  loadSuggestionList().then((module) => ({ default: module.SuggestionList })),
);

/** Categories first (they narrow the whole list), then products; in the order the API ranks. */
function toOptions(data: Suggestions, idPrefix: string): SuggestionOption[] {
  return [
    ...data.taxonomy.map((entry, i) => ({
      kind: 'taxonomy' as const,
      id: `${idPrefix}-t${i}`,
      href: entry.href,
      label: entry.names.join(' › '),
    })),
    ...data.products.map((product) => ({
      kind: 'product' as const,
      id: `${idPrefix}-p${product.id}`,
      href: `/producto/${product.id}`,
      label: product.name,
      image: product.image,
      price: product.price,
    })),
  ];
}

/**
 * The list's search field, a combobox (WAI-ARIA 1.2 pattern): as the shopper types it suggests
 * products and categories; arrow keys move through them, Enter opens one, Escape closes the list.
 */
interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Called before a suggestion is opened: the typed search must not be applied after it. */
  onLeave: () => void;
}

export function SearchBox({ value, onChange, onLeave }: SearchBoxProps) {
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
  const options = enabled && data ? toOptions(data, listId) : [];
  const expanded = options.length > 0;
  // An option of earlier suggestions is simply no longer active.
  const active = options.findIndex((option) => option.id === activeId);

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
      const option = options[active];
      if (option) {
        event.preventDefault();
        choose(option);
      } else close();
    } else if (event.key === 'Escape' && expanded) {
      // Only the list: a search field's own Escape would also clear the text.
      event.preventDefault();
      close();
    }
  };

  return (
    // A real GET form: before the app takes the page over (or without JavaScript), Enter asks the
    // server for /productos?buscar=…; after, the list follows the typing and Enter submits nothing.
    <Box
      component="form"
      role="search"
      action={PAGE_PATHS.products}
      method="get"
      onSubmit={(event) => event.preventDefault()}
      sx={{ position: 'relative', flex: 1, minWidth: 0, display: 'flex' }}
    >
      <TextField
        type="search"
        name={FILTER_PARAMS.search}
        size="small"
        placeholder="Buscar productos..."
        value={value}
        onChange={(e) => {
          setOpen(true);
          setActiveId(null);
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        // A failed prefetch is asked for again when the list first draws.
        onFocus={() => void loadSuggestionList().catch(() => undefined)}
        onBlur={close}
        sx={{ flex: 1, minWidth: 0, bgcolor: 'background.paper' }}
        slotProps={{
          htmlInput: {
            'aria-label': 'Buscar productos',
            maxLength: MAX_SEARCH_LENGTH,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': expanded ? listId : undefined,
            'aria-activedescendant': options[active]?.id,
            autoComplete: 'off',
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      {expanded && (
        <Suspense fallback={null}>
          <SuggestionList
            id={listId}
            options={options}
            activeId={options[active]?.id ?? null}
            onChoose={choose}
            onHover={setActiveId}
          />
        </Suspense>
      )}
    </Box>
  );
}
