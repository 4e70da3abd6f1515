import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminOrderSummary, UpdatePaymentInput } from '../../../../shared/admin-orders';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../../shared/orders';

interface OrderPaymentDialogProps {
  order: AdminOrderSummary;
  busy: boolean;
  onClose(): void;
  onSave(payment: UpdatePaymentInput): void;
}

/**
 * SPEC §4: saving sets the payment status and details, replacing the previous ones; a paid
 * order needs a method (default transfer). The details belong to a payment, so a pending
 * order is saved without them.
 */
export function OrderPaymentDialog({ order, busy, onClose, onSave }: OrderPaymentDialogProps) {
  const details = order.paymentDetails;
  const [status, setStatus] = useState<PaymentStatus>(order.paymentStatus);
  const [method, setMethod] = useState<PaymentMethod | ''>(details?.method ?? 'transfer');
  const [date, setDate] = useState(details?.date ?? '');
  const [reference, setReference] = useState(details?.reference ?? '');
  const [notes, setNotes] = useState(details?.notes ?? '');
  const paid = status === 'paid';

  const save = () =>
    onSave(
      paid
        ? { paymentStatus: 'paid', method: method || null, date, reference, notes }
        : { paymentStatus: 'pending' },
    );

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Gestionar Pago del Pedido #{order.id}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Estado del pago"
            value={status}
            onChange={(event) => {
              const next = PAYMENT_STATUSES.find((s) => s === event.target.value);
              if (next) setStatus(next);
            }}
          >
            {PAYMENT_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {PAYMENT_STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          {paid && (
            <>
              <TextField
                select
                label="Método de pago"
                required
                value={method}
                onChange={(event) => {
                  const next = PAYMENT_METHODS.find((m) => m === event.target.value);
                  setMethod(next ?? '');
                }}
              >
                {PAYMENT_METHODS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {PAYMENT_METHOD_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                type="date"
                label="Fecha de pago"
                value={date}
                onChange={(event) => setDate(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label="Referencia"
                value={reference}
                onChange={(event) => setReference(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <TextField
                label="Notas"
                multiline
                minRows={2}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={busy || (paid && !method)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
