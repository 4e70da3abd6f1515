import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { formatMoney } from '#shared/format';
import type { CreateOrderResponse } from '#shared/orders';
import { PAGE_PATHS as P } from '#shared/page-paths';

/** Step 2, shown only once the order is saved. */
export function OrderConfirmation({ order, email }: { order: CreateOrderResponse; email: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h2" sx={{ mt: 2, mb: 2, fontWeight: 700 }}>
        ¡Gracias por tu pedido!
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Tu pedido número <strong>#{order.id}</strong> por {formatMoney(order.totalAmount)} fue
        recibido.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 560, mx: 'auto' }}>
        Te enviamos un email de confirmación a {email}. Nos pondremos en contacto con vos a la
        brevedad para coordinar el pago y la entrega.
      </Typography>
      <Button component={RouterLink} to={P.home} variant="contained">
        Volver al Inicio
      </Button>
    </Box>
  );
}
