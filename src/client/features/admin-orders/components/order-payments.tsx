import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { AdminOrderDetail } from '#shared/admin-order-detail';
import { formatMoney } from '#shared/format';
import { parseArNumber } from '#shared/number-entry';
import {
  MANUAL_PAYMENT_METHODS,
  PAYMENT_AMOUNT_ENTRY,
  PAYMENT_MESSAGES,
  type OrderPayment,
  type RecordPaymentInput,
  RecordPaymentSchema,
  balanceFigure,
  paymentDayText,
} from '#shared/order-payments';
import { shopToday } from '#shared/shop-clock';
import { PAYMENT_METHOD_LABELS } from '#shared/orders';
import { numberOrNaN, schemaResolver } from '#client/components/ui/form-resolver';
import { NumberField } from '#client/components/ui/number-field';
import { controlledInput } from '#client/components/ui/controlled-input';
import { FormSelectField } from '#client/components/ui/form-select-field';
import { labelledOptions } from '#client/components/ui/option-select';
import { useDeletePayment, useRecordPayment } from '../api';
import { PaymentChip } from './order-chips';
import { ManualRefundDialog, MercadoPagoRefundDialog } from './order-refunds';
import { showRefusal } from '#client/components/ui/form-errors';
import { DetailSection } from '#client/components/ui/detail-section';

function Amounts({ order }: { order: AdminOrderDetail }) {
  const balance = balanceFigure({ ...order, owed: Math.max(0, order.balanceDue) });
  const rows: [string, string][] = [
    ['Total', formatMoney(order.totalAmount)],
    ['Pagado', formatMoney(order.paidAmount)],
    [balance.label, formatMoney(balance.amount)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Typography variant="caption" color="text.secondary" component="dt">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function PaymentRow({ payment, orderId }: { payment: OrderPayment; orderId: number }) {
  const remove = useDeletePayment(orderId);
  const [confirming, setConfirming] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const amount = formatMoney(payment.amount);
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {amount} · {PAYMENT_METHOD_LABELS[payment.method]}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {paymentDayText(payment.date)}
            {payment.reference ? ` · Ref. ${payment.reference}` : ''} · registró{' '}
            {payment.recordedBy}
          </Typography>
        </Box>
        {payment.refundable > 0 && (
          <Button
            size="small"
            color="error"
            variant="outlined"
            aria-label={`Devolver pago de ${amount}`}
            onClick={() => setRefunding(true)}
          >
            Devolver
          </Button>
        )}
        {!confirming && !payment.fromMercadoPago && (
          <IconButton
            aria-label={`Eliminar pago de ${amount}`}
            onClick={() => setConfirming(true)}
            size="small"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {confirming && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          <Typography variant="body2">¿Eliminar este pago?</Typography>
          <Button size="small" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            No
          </Button>
          <Button
            size="small"
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => remove.mutate(payment.id, { onSettled: () => setConfirming(false) })}
          >
            Sí, eliminar
          </Button>
        </Box>
      )}
      {remove.isError && <Alert severity="error">{PAYMENT_MESSAGES.deleteError}</Alert>}
      {refunding && (
        <MercadoPagoRefundDialog
          orderId={orderId}
          payment={payment}
          onClose={() => setRefunding(false)}
        />
      )}
    </Box>
  );
}

/** Mercado Pago records its own payments: staff choose among the others. */
const METHOD_OPTIONS = labelledOptions(MANUAL_PAYMENT_METHODS, PAYMENT_METHOD_LABELS);

/** What the payment form holds: the amount as typed ('45.990,50'). */
type PaymentValues = Omit<RecordPaymentInput, 'amount' | 'reference'> & {
  amount: string;
  reference: string;
};

/**
 * The shared RecordPaymentSchema over the typed amount; an amount the es-AR rule cannot read
 * gets the rule's own message (what to write instead), an empty one the schema's.
 */
const paymentResolver = schemaResolver(
  RecordPaymentSchema,
  (values: PaymentValues) => ({
    ...values,
    amount: numberOrNaN(values.amount, PAYMENT_AMOUNT_ENTRY),
  }),
  ({ amount }): Record<string, string> => {
    const parsed = parseArNumber(amount, PAYMENT_AMOUNT_ENTRY);
    return parsed.ok || parsed.problem === 'empty' ? {} : { amount: parsed.message };
  },
);

function RecordPaymentForm({ order }: { order: AdminOrderDetail }) {
  const record = useRecordPayment(order.id);
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<PaymentValues, unknown, RecordPaymentInput>({
    defaultValues: { amount: '', date: shopToday(), method: 'transferencia', reference: '' },
    resolver: paymentResolver,
  });
  const amount = useWatch({ control, name: 'amount' });
  const parsed = parseArNumber(amount, PAYMENT_AMOUNT_ENTRY);
  const excess = parsed.ok ? parsed.value - Math.max(order.balanceDue, 0) : 0;
  // Each message shows in the form's one alert, as the API's would.
  const problem =
    errors.amount?.message ??
    errors.date?.message ??
    errors.method?.message ??
    errors.reference?.message ??
    errors.root?.server?.message;

  const submit = handleSubmit((payment) => {
    record.mutate(payment, {
      onSuccess: () => {
        setValue('amount', '');
        setValue('reference', '');
      },
      onError: (error) => showRefusal(error, setError, PAYMENT_MESSAGES.recordError),
    });
  });

  return (
    <Box
      component="form"
      aria-label="Registrar pago"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 1.5,
        mt: 2,
      }}
    >
      <Controller
        control={control}
        name="amount"
        render={({ field }) => (
          <NumberField
            label="Monto"
            required
            size="small"
            {...controlledInput(field)}
            entry={PAYMENT_AMOUNT_ENTRY}
          />
        )}
      />
      <Controller
        control={control}
        name="date"
        render={({ field }) => (
          <TextField
            type="date"
            label="Fecha de pago"
            size="small"
            required
            {...controlledInput(field)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      />
      <FormSelectField
        control={control}
        name="method"
        label="Método de pago"
        size="small"
        options={METHOD_OPTIONS}
      />
      <Controller
        control={control}
        name="reference"
        render={({ field }) => (
          <TextField
            label="Referencia"
            size="small"
            {...controlledInput(field)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )}
      />
      {excess > 0.004 && (
        <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
          {PAYMENT_MESSAGES.overpaid(excess)}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={record.isPending}>
          Registrar pago
        </Button>
      </Box>
    </Box>
  );
}

/** Payments of the order: paid, balance, the derived state, each payment and a new one. */
export function OrderPayments({ order }: { order: AdminOrderDetail }) {
  const [refunding, setRefunding] = useState(false);
  return (
    <DetailSection
      id="order-payments-title"
      title="Pagos"
      aside={
        // Announced when a payment changes it.
        <Box role="status" aria-label="Estado del pago">
          <PaymentChip order={order} />
        </Box>
      }
    >
      <Amounts order={order} />
      {order.refundDue > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {PAYMENT_MESSAGES.refundDue(order.refundDue)}
        </Alert>
      )}
      {order.mercadoPagoReviews.map((review) => (
        <Alert key={review.paymentId} severity="warning" sx={{ mt: 1 }}>
          {review.message}
        </Alert>
      ))}
      {order.payments.length > 0 && (
        <Box
          component="ul"
          aria-label="Pagos registrados"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {order.payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} orderId={order.id} />
          ))}
        </Box>
      )}
      <RecordPaymentForm order={order} />
      {order.paidAmount > 0 && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setRefunding(true)}>
          Registrar devolución
        </Button>
      )}
      {refunding && <ManualRefundDialog order={order} onClose={() => setRefunding(false)} />}
    </DetailSection>
  );
}
