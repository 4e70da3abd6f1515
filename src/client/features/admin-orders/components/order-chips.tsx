import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminOrderSummary } from '../../../../shared/admin-orders';
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '../../../../shared/orders';

const STATUS_COLORS = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  cancelled: 'error',
} as const satisfies Record<OrderStatus, string>;

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={ORDER_STATUS_LABELS[status]} />;
}

/** SPEC §2: the payment chip, plus the method when paid. */
export function PaymentChip({ order }: { order: AdminOrderSummary }) {
  const paid = order.paymentStatus === 'paid';
  const method = paid ? order.paymentDetails?.method : null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip
        size="small"
        color={paid ? 'success' : 'default'}
        variant={paid ? 'filled' : 'outlined'}
        label={PAYMENT_STATUS_LABELS[order.paymentStatus]}
      />
      {method && (
        <Typography variant="body2" color="text.secondary">
          {PAYMENT_METHOD_LABELS[method]}
        </Typography>
      )}
    </Stack>
  );
}
