import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';
import { FILTER_PARAMS, MAX_SEARCH_LENGTH } from '#shared/catalog-params';
import { PAGE_PATHS } from '#shared/page-paths';
import { LazySuggestionList } from '#client/components/search/lazy-suggestion-list';
import { useSearchCombobox } from '#client/components/search/use-search-combobox';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Called before a suggestion is opened: the typed search must not be applied after it. */
  onLeave: () => void;
}

/** The list's search field: it filters the list as the shopper types, with suggestions. */
export function SearchBox({ value, onChange, onLeave }: SearchBoxProps) {
  const { inputProps, onKeyDown, onFocus, onBlur, typed, list } = useSearchCombobox({
    value,
    onLeave,
  });

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
      {/* What TextField draws, without TextField: it brings MUI's Select and Menu along. */}
      <FormControl size="small" sx={{ flex: 1, minWidth: 0, bgcolor: 'background.paper' }}>
        <OutlinedInput
          type="search"
          name={FILTER_PARAMS.search}
          placeholder="Buscar productos..."
          value={value}
          onChange={(e) => {
            typed();
            onChange(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          inputProps={{
            ...inputProps,
            'aria-label': 'Buscar productos',
            maxLength: MAX_SEARCH_LENGTH,
          }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          }
        />
      </FormControl>
      {list && <LazySuggestionList {...list} />}
    </Box>
  );
}
