import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetail } from '#shared/admin-order-detail';
import { formatMoney } from '#shared/format';
import { parseArNumber } from '#shared/number-entry';
import {
  MANUAL_PAYMENT_METHODS,
  type ManualRefundInput,
  ManualRefundSchema,
  MercadoPagoRefundSchema,
  type OrderPayment,
  PAYMENT_AMOUNT_ENTRY,
  REFUND_MESSAGES,
} from '#shared/order-payments';
import { shopToday } from '#shared/shop-clock';
import { PAYMENT_METHOD_LABELS } from '#shared/orders';
import { ApiError } from '#client/api-client';
import { controlledInput } from '#client/components/ui/controlled-input';
import { DialogButtons } from '#client/components/ui/dialog-buttons';
import { showRefusal } from '#client/components/ui/form-errors';
import { numberOrNaN, schemaResolver } from '#client/components/ui/form-resolver';
import { FormSelectField } from '#client/components/ui/form-select-field';
import { NumberField } from '#client/components/ui/number-field';
import { formatNumberText } from '#client/components/ui/number-text';
import { labelledOptions } from '#client/components/ui/option-select';
import { useManualRefund, useMercadoPagoRefund } from '../api';

/**
 * "Devolver" on a Mercado Pago payment: how much (all that it still counts, unless changed), sent
 * to Mercado Pago's refunds API. The key is made when the dialog opens, so a double click or a
 * second try of the same dialog is the same refund.
 */
export function MercadoPagoRefundDialog({
  orderId,
  payment,
  onClose,
}: {
  orderId: number;
  payment: OrderPayment;
  onClose(): void;
}) {
  const refund = useMercadoPagoRefund(orderId);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(() =>
    formatNumberText(payment.refundable, PAYMENT_AMOUNT_ENTRY),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const parsed = parseArNumber(amount, PAYMENT_AMOUNT_ENTRY);
    const checked = MercadoPagoRefundSchema.safeParse({
      amount: parsed.ok ? parsed.value : Number.NaN,
      idempotencyKey,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? REFUND_MESSAGES.error);
      return;
    }
    if (checked.data.amount > payment.refundable) {
      setProblem(REFUND_MESSAGES.mercadoPagoTooMuch(payment.refundable));
      return;
    }
    setProblem(null);
    refund.mutate(
      { paymentId: payment.id, ...checked.data },
      {
        onSuccess: onClose,
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : REFUND_MESSAGES.error),
      },
    );
  };
  return (
    <Dialog open onClose={refund.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>Devolver por Mercado Pago</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Mercado Pago le devuelve el dinero al cliente por el mismo medio con que pagó. Se puede
          devolver hasta {formatMoney(payment.refundable)} de este pago ({payment.reference}).
        </Typography>
        <NumberField
          label="Monto a devolver"
          required
          fullWidth
          size="small"
          value={amount}
          onChange={setAmount}
          entry={PAYMENT_AMOUNT_ENTRY}
        />
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons
        busy={refund.isPending}
        onCancel={onClose}
        onConfirm={confirm}
        confirmLabel="Devolver"
        color="error"
      />
    </Dialog>
  );
}

const METHOD_OPTIONS = labelledOptions(MANUAL_PAYMENT_METHODS, PAYMENT_METHOD_LABELS);

type RefundValues = Omit<ManualRefundInput, 'amount'> & { amount: string };

const refundResolver = schemaResolver(
  ManualRefundSchema,
  (values: RefundValues) => ({
    ...values,
    amount: numberOrNaN(values.amount, PAYMENT_AMOUNT_ENTRY),
  }),
  ({ amount }): Record<string, string> => {
    const parsed = parseArNumber(amount, PAYMENT_AMOUNT_ENTRY);
    return parsed.ok || parsed.problem === 'empty' ? {} : { amount: parsed.message };
  },
);

/** Money given back by transfer, cash or card at the shop, recorded with its reference. */
export function ManualRefundDialog({
  order,
  onClose,
}: {
  order: AdminOrderDetail;
  onClose(): void;
}) {
  const record = useManualRefund(order.id);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefundValues, unknown, ManualRefundInput>({
    defaultValues: {
      amount: order.refundDue > 0 ? formatNumberText(order.refundDue, PAYMENT_AMOUNT_ENTRY) : '',
      date: shopToday(),
      method: 'transferencia',
      reference: '',
    },
    resolver: refundResolver,
  });
  const problem =
    errors.amount?.message ??
    errors.date?.message ??
    errors.method?.message ??
    errors.reference?.message ??
    errors.root?.server?.message;
  const submit = handleSubmit((refund) =>
    record.mutate(refund, {
      onSuccess: onClose,
      onError: (error) => showRefusal(error, setError, REFUND_MESSAGES.error),
    }),
  );
  return (
    <Dialog open onClose={record.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <Box component="form" aria-label="Registrar devolución" noValidate onSubmit={submit}>
        <DialogTitle>Registrar devolución</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2">
            Para el dinero devuelto por transferencia, en efectivo o con tarjeta en el local. Lo
            pagado en el pedido: {formatMoney(order.paidAmount)}.
          </Typography>
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <NumberField
                label="Monto devuelto"
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
                label="Fecha de la devolución"
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
            label="Cómo se devolvió"
            size="small"
            options={METHOD_OPTIONS}
          />
          <Controller
            control={control}
            name="reference"
            render={({ field }) => (
              <TextField
                label="Referencia"
                required
                size="small"
                helperText="N.º de transferencia o recibo."
                {...controlledInput(field)}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            )}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
        </DialogContent>
        <DialogButtons
          busy={record.isPending}
          onCancel={onClose}
          confirmLabel="Registrar devolución"
        />
      </Box>
    </Dialog>
  );
}
