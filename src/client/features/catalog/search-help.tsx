import Box from '@mui/material/Box';
import { Notice } from '#client/components/plain/notice';
import type { ProductListResponse } from '#shared/catalog-query';

interface SearchHelpProps {
  search: string;
  help: NonNullable<ProductListResponse['searchHelp']>;
  onSearch: (search: string) => void;
}

/**
 * What a search that matched nothing offers instead of an empty page: the
 * corrected search and a note that the products shown are only the nearest ones.
 */
export function SearchHelp({ search, help, onSearch }: SearchHelpProps) {
  const suggestion = help.didYouMean;
  return (
    <Notice severity="info" role="status" sx={{ mb: 2 }}>
      {suggestion ? (
        <>
          No encontramos «{search}». ¿Quisiste decir{' '}
          <Box
            component="button"
            type="button"
            onClick={() => onSearch(suggestion)}
            sx={{
              font: 'inherit',
              fontWeight: 600,
              color: 'primary.main',
              textDecoration: 'underline',
              bgcolor: 'transparent',
              border: 0,
              p: 0,
              cursor: 'pointer',
              verticalAlign: 'baseline',
            }}
          >
            {suggestion}
          </Box>
          ?
        </>
      ) : (
        <>Ningún producto tiene todas las palabras de «{search}».</>
      )}{' '}
      {help.nearest ? 'Te mostramos los resultados más cercanos.' : 'Probá con otras palabras.'}
    </Notice>
  );
}
