import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminOrderSummary, OrderWithdrawalMark } from '#shared/admin-orders';
import { formatDate, formatMoney } from '#shared/format';
import {
  type OrderStatus,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  orderStatusLabel,
} from '#shared/orders';
import type { DeliveryMethod } from '#shared/delivery';

const STATUS_COLORS = {
  pending: 'warning',
  processing: 'info',
  ready: 'secondary',
  in_transit: 'primary',
  completed: 'success',
  cancelled: 'error',
} as const satisfies Record<OrderStatus, string>;

const PAYMENT_COLORS = {
  pending: 'default',
  deposit: 'warning',
  paid: 'success',
} as const satisfies Record<PaymentStatus, string>;

/** The status in the shop's one set of words; with the delivery, "Completado" says how. */
export function OrderStatusChip({
  status,
  method,
}: {
  status: OrderStatus;
  method?: DeliveryMethod;
}) {
  return (
    <Chip size="small" color={STATUS_COLORS[status]} label={orderStatusLabel(status, method)} />
  );
}

/** The payment state chip, plus what was paid of a seña. */
export function PaymentChip({
  order,
}: {
  order: Pick<AdminOrderSummary, 'paymentStatus' | 'paidAmount'>;
}) {
  const state = order.paymentStatus;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip
        size="small"
        color={PAYMENT_COLORS[state]}
        variant={state === 'pending' ? 'outlined' : 'filled'}
        label={PAYMENT_STATUS_LABELS[state]}
      />
      {state === 'deposit' && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatMoney(order.paidAmount)}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The order's arrepentimiento request: "Arrepentimiento solicitado" and its day when the e-mail
 * was the order's; a warning when it was not (staff confirm with the customer first).
 */
export function WithdrawalChip({ mark }: { mark: OrderWithdrawalMark }) {
  const day = formatDate(mark.requestedAt);
  const matched = mark.match === 'matched';
  return (
    <Chip
      size="small"
      variant={mark.attended ? 'outlined' : 'filled'}
      // Orange text on white is too faint (WCAG 1.4.3): an attended warning is outlined in grey.
      color={matched ? 'error' : mark.attended ? 'default' : 'warning'}
      label={
        matched
          ? `Arrepentimiento solicitado ${day}`
          : `Arrepentimiento ${day}: los datos no coinciden`
      }
      sx={{
        maxWidth: '100%',
        height: 'auto',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
