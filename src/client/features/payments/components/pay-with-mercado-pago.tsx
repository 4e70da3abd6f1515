import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { CustomerOrder } from '#shared/customer-order';
import { MERCADO_PAGO_MESSAGES, mercadoPagoStatusLabel } from '#shared/payments/mercado-pago';
import { usePaymentOptions, usePayWithMercadoPago } from '../use-payments';

/**
 * On the customer's order page: the last word from Mercado Pago, and "Pagar con Mercado Pago"
 * while something is owed on an order meant to be paid that way (again after an abandoned try).
 */
export function PayWithMercadoPago({ order, token }: { order: CustomerOrder; token: string }) {
  const options = usePaymentOptions();
  const pay = usePayWithMercadoPago();
  const status = order.payment.mercadoPagoStatus;
  const payable =
    options.data?.mercadoPago === true &&
    order.payment.choice !== 'transfer' &&
    order.status !== 'cancelled' &&
    order.balanceDue > 0 &&
    new Date(order.quoteValidUntil) > new Date();
  if (!payable && !status) return null;
  return (
    <Box sx={{ my: 2 }}>
      {status && (
        <Alert
          severity={status === 'approved' ? 'success' : status === 'rejected' ? 'warning' : 'info'}
          sx={{ mb: 1 }}
        >
          Último pago con Mercado Pago: {mercadoPagoStatusLabel(status)}.
        </Alert>
      )}
      {pay.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {pay.error instanceof Error ? pay.error.message : MERCADO_PAGO_MESSAGES.failed}
        </Alert>
      )}
      {payable && (
        <Button
          variant="contained"
          onClick={() => pay.mutate(token)}
          disabled={pay.isPending}
          startIcon={pay.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {MERCADO_PAGO_MESSAGES.pay}
        </Button>
      )}
    </Box>
  );
}
