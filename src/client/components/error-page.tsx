import { isRouteErrorResponse, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NotFound } from './not-found';

/** Route error element: 404s show 'Página no encontrada', anything else a generic error. */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Ocurrió un error inesperado
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Por favor, recargá la página o intentá nuevamente en unos minutos.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Recargar
      </Button>
    </Box>
  );
}
