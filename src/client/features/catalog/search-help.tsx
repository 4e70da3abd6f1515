import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { ProductListResponse } from '#shared/catalog-query';

interface SearchHelpProps {
  search: string;
  help: NonNullable<ProductListResponse['searchHelp']>;
  onSearch: (search: string) => void;
}

/**
 * What a search that matched nothing offers instead of an empty page (issue 30 item 1): the
 * corrected search and a note that the products shown are only the nearest ones.
 */
export function SearchHelp({ search, help, onSearch }: SearchHelpProps) {
  const suggestion = help.didYouMean;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {suggestion ? (
        <>
          No encontramos «{search}». ¿Quisiste decir{' '}
          <Link
            component="button"
            type="button"
            onClick={() => onSearch(suggestion)}
            sx={{ verticalAlign: 'baseline', fontWeight: 600 }}
          >
            {suggestion}
          </Link>
          ?
        </>
      ) : (
        <>Ningún producto tiene todas las palabras de «{search}».</>
      )}{' '}
      {help.nearest ? 'Te mostramos los resultados más cercanos.' : 'Probá con otras palabras.'}
    </Alert>
  );
}
