import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { formatMoney } from '#shared/format';
import type { CreateOrderResponse } from '#shared/orders';
import { PAGE_PATHS as P } from '#shared/page-paths';

/**
 * Step 2, shown only once the order is saved. `payment` is how to pay it when the shop gave a
 * way (the transfer's bank details); without one, the shop gets in touch to agree the payment.
 */
export function OrderConfirmation({
  order,
  email,
  payment,
}: {
  order: CreateOrderResponse;
  email: string;
  payment?: ReactNode;
}) {
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
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        Te enviamos un email de confirmación a {email}. Nos pondremos en contacto con vos a la
        brevedad para coordinar {payment ? 'la entrega' : 'el pago y la entrega'}.
      </Typography>
      {payment && <Box sx={{ maxWidth: 560, mx: 'auto', mb: 3 }}>{payment}</Box>}
      {order.orderPage && (
        <Button
          component={RouterLink}
          to={order.orderPage}
          sx={{ mb: 2, display: 'table', mx: 'auto' }}
        >
          Ver mi pedido
        </Button>
      )}
      <Button component={RouterLink} to={P.home} variant="contained">
        Volver al Inicio
      </Button>
    </Box>
  );
}
