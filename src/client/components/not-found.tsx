import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PAGE_NOT_FOUND, PAGE_PATHS as P } from '#shared/page-paths';
import type { PageHandle } from '../page';

export function NotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 10 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {PAGE_NOT_FOUND}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        La dirección que buscás no existe o fue movida.
      </Typography>
      <Button component={RouterLink} to={P.home} variant="contained">
        Volver al Inicio
      </Button>
    </Box>
  );
}

/** The head of an address that is no page: 404, kept out of search engines. */
export const notFoundHandle: PageHandle = {
  head: ({ shop, url, publicUrl }) => ({
    title: `${PAGE_NOT_FOUND} | ${shop.name}`,
    description: PAGE_NOT_FOUND,
    url: `${publicUrl}${url.pathname}`,
    noindex: true,
    status: 404,
  }),
};
