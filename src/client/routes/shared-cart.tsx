import { useQuery } from '@tanstack/react-query';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CART_SHARE_PARAM, encodeCart } from '#shared/cart-share';
import { PAGE_PATHS } from '#shared/page-paths';
import { SHARED_CART_MESSAGES } from '#shared/shared-carts';
import { ApiError } from '../api-client';
import { LoadingStatus } from '../components/ui/page-states';
import { sharedCartQuery } from '../features/cart/api/shared-carts';
import { type PageHandle, titledHead } from '../page';

// A shopper's cart: nothing for a search engine to list.
export const handle: PageHandle = { head: titledHead('Carrito compartido', { noindex: true }) };

/**
 * /c/{code}: the lines the short link keeps are handed to the cart as the long
 * link hands them (/carrito?c=…), so both take the same path: each product checked, and the
 * "Te compartieron un carrito" question when the shopper's own cart has lines.
 */
export function Component() {
  const { code = '' } = useParams();
  const { data, error } = useQuery(sharedCartQuery(code));

  if (data) {
    const search = new URLSearchParams({ [CART_SHARE_PARAM]: encodeCart(data.lines) });
    return <Navigate replace to={`${PAGE_PATHS.cart}?${search.toString()}`} />;
  }
  if (error) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {gone ? SHARED_CART_MESSAGES.notFound : 'No pudimos abrir el carrito compartido'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {gone
            ? 'Pedile a quien te lo mandó que lo comparta de nuevo, o mirá nuestros productos.'
            : 'Revisá tu conexión y volvé a abrir el enlace.'}
        </Typography>
        <Button component={RouterLink} to={PAGE_PATHS.products} variant="contained">
          Ver productos
        </Button>
      </Box>
    );
  }
  return <LoadingStatus text="Cargando carrito compartido..." />;
}
