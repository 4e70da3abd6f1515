import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { FILTER_PARAMS, MAX_SEARCH_LENGTH, searchListPath } from '#shared/catalog-params';
import { PAGE_PATHS } from '#shared/page-paths';
import { FOCUS_RING } from '#client/theme';
import { LazySuggestionList } from '../search/lazy-suggestion-list';
import { useSearchCombobox } from '../search/use-search-combobox';
import { isLinkActive } from './nav-links';

/** What marks the search's own parts of the top bar: on a phone, open, they are all it shows. */
export const HEADER_SEARCH_ATTRIBUTE = 'data-header-search';

/** Every shopper's page has it; the staff's sign-in pages (under /admin) do not. */
export const hasHeaderSearch = (pathname: string) => !isLinkActive(PAGE_PATHS.admin, pathname);

/**
 * The header's field and the list page's own box are kept in step through the address: on the
 * list (and its category pages) the header shows the words the list is searched for, and follows
 * them as the shopper types in the box. The two do different jobs there: the box narrows the list
 * as it stands (the category kept), the header searches the whole catalogue, as on every page.
 */
function useListSearch(): string {
  const { pathname, search } = useLocation();
  if (!isLinkActive(PAGE_PATHS.products, pathname)) return '';
  const words = new URLSearchParams(search).get(FILTER_PARAMS.search) ?? '';
  return words.slice(0, MAX_SEARCH_LENGTH);
}

interface HeaderSearchProps {
  /** On a phone: the field is open, over the top bar (wider screens always show it). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The top bar's search: a field on wide screens; on a phone an icon that opens it
 * across the bar. Suggestions as the list page's box has them, plus "Ver todos los resultados";
 * Enter searches the whole catalogue (/productos?buscar=…). Drawn alike on the server and in the
 * browser (CSS picks the size, the address the words), so hydrating the page moves nothing.
 */
export function HeaderSearch({ open, onOpenChange }: HeaderSearchProps) {
  const navigate = useNavigate();
  const listSearch = useListSearch();
  // What the shopper typed here, until the list's search changes or they leave for a page.
  const [typed, setTyped] = useState<string | null>(null);
  const [seenListSearch, setSeenListSearch] = useState(listSearch);
  if (listSearch !== seenListSearch) {
    setSeenListSearch(listSearch);
    setTyped(null);
  }
  const value = typed ?? listSearch;
  const fieldRef = useRef<HTMLInputElement>(null);
  const iconRef = useRef<HTMLButtonElement>(null);

  // Leaving for a page: the field shows that page's search (and a phone's closes).
  const leave = () => {
    setTyped(null);
    onOpenChange(false);
  };
  const combobox = useSearchCombobox({ value, onLeave: leave, allResults: true });

  // Synchronously, inside the tap: a phone opens its keyboard only for a focus the tap gives.
  const openField = () => {
    flushSync(() => onOpenChange(true));
    fieldRef.current?.focus();
  };
  const closeField = () => {
    flushSync(() => onOpenChange(false));
    iconRef.current?.focus();
  };

  return (
    <>
      {/* A real GET form, as the list page's box: before the app takes the page over (or without
          JavaScript) Enter asks the server for /productos?buscar=…. */}
      <Box
        component="form"
        role="search"
        action={PAGE_PATHS.products}
        method="get"
        aria-label="Buscar en la tienda"
        {...{ [HEADER_SEARCH_ATTRIBUTE]: '' }}
        onSubmit={(event) => {
          event.preventDefault();
          const path = searchListPath(value);
          leave();
          void navigate(path);
        }}
        sx={{
          position: 'relative',
          display: { xs: open ? 'flex' : 'none', md: 'flex' },
          alignItems: 'center',
          gap: 0.5,
          flex: { xs: 1, md: '0 1 340px', lg: '0 1 420px' },
          minWidth: { md: 160 },
          mx: { md: 1 },
        }}
      >
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0, display: 'flex' }}>
          <SearchIcon
            aria-hidden="true"
            sx={{
              position: 'absolute',
              left: 10,
              top: '50%',
              transform: 'translateY(-50%)',
              color: 'action.active',
              pointerEvents: 'none',
            }}
          />
          <Box
            component="input"
            ref={fieldRef}
            type="search"
            name={FILTER_PARAMS.search}
            placeholder="Buscar en la tienda..."
            aria-label="Buscar en la tienda"
            maxLength={MAX_SEARCH_LENGTH}
            {...combobox.inputProps}
            value={value}
            onChange={(event) => {
              combobox.typed();
              setTyped(event.target.value);
            }}
            onKeyDown={(event) => {
              combobox.onKeyDown(event);
              // Escape with the list closed (or closing it a second time) closes a phone's field.
              if (event.key === 'Escape' && open && !event.defaultPrevented) {
                event.preventDefault();
                closeField();
              }
            }}
            onFocus={combobox.onFocus}
            onBlur={combobox.onBlur}
            sx={{
              flex: 1,
              minWidth: 0,
              height: 40,
              boxSizing: 'border-box',
              pl: 5,
              pr: 1,
              // 16 px: a phone would zoom into a smaller field.
              font: 'inherit',
              fontSize: '1rem',
              color: 'text.primary',
              bgcolor: 'grey.50',
              border: 1,
              // The field's edge is its only outline: 3:1 against the bar (WCAG 1.4.11).
              borderColor: 'grey.600',
              borderRadius: 1,
              '&::placeholder': { color: 'text.secondary', opacity: 1 },
              '&:hover': { borderColor: 'text.primary' },
              '&:focus-visible': { ...FOCUS_RING, borderColor: 'primary.main' },
              '&:focus': { bgcolor: 'background.paper' },
            }}
          />
        </Box>
        <IconButton
          aria-label="Cerrar búsqueda"
          title="Cerrar búsqueda"
          onClick={closeField}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <CloseIcon />
        </IconButton>
        {/* As wide as a product's name and price need, past a narrow field's edge. */}
        {combobox.list && <LazySuggestionList {...combobox.list} minWidth={{ md: 400 }} />}
      </Box>
      <IconButton
        ref={iconRef}
        aria-label="Buscar productos"
        title="Buscar"
        aria-expanded={open}
        onClick={openField}
        sx={{ display: { xs: open ? 'none' : 'inline-flex', md: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
    </>
  );
}
