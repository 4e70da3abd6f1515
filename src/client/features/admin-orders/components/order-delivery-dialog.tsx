import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrderDeliverySchema } from '#shared/delivery';
import { formatMoney, formatNumber } from '#shared/format';
import { parseArNumber } from '#shared/number-entry';
import {
  ORDER_DELIVERY_COST_ENTRY,
  ORDER_DELIVERY_MESSAGES as M,
} from '#shared/order-delivery-change';
import { roundMoney } from '#shared/pricing';
import type { z } from 'zod';
import { ApiError } from '#client/api-client';
import { DialogButtons } from '#client/components/ui/dialog-buttons';
import { NumberField } from '#client/components/ui/number-field';
import { useSetOrderDelivery } from '../api';

interface OrderDeliveryDialogProps {
  order: { id: number; version: number; totalAmount: number };
  delivery: z.infer<typeof OrderDeliverySchema>;
  onClose(): void;
}

/**
 * "Cambiar entrega": the delivery's cost (empty: a convenir) and day, with why; the new total
 * shows before saving, and the customer is e-mailed it once saved.
 */
export function OrderDeliveryDialog({ order, delivery, onClose }: OrderDeliveryDialogProps) {
  const save = useSetOrderDelivery(order.id);
  const [cost, setCost] = useState(delivery.cost === null ? '' : formatNumber(delivery.cost));
  const [date, setDate] = useState(delivery.from === delivery.until ? (delivery.from ?? '') : '');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const parsed = cost.trim() === '' ? null : parseArNumber(cost, ORDER_DELIVERY_COST_ENTRY);
  const newCost = parsed === null ? null : parsed.ok ? parsed.value : undefined;
  const newTotal =
    newCost === undefined
      ? null
      : roundMoney(order.totalAmount - (delivery.cost ?? 0) + (newCost ?? 0));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newCost === undefined) {
      setProblem(parsed && !parsed.ok ? parsed.message : M.cost);
      return;
    }
    setProblem(null);
    save.mutate(
      { version: order.version, cost: newCost, date: date || null, reason },
      {
        onSuccess: onClose,
        onError: (error) => setProblem(error instanceof ApiError ? error.message : M.saveError),
      },
    );
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Cambiar entrega"
        sx={{ display: 'contents' }}
      >
        <DialogTitle>Cambiar entrega</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          <NumberField
            label="Costo de envío ($)"
            value={cost}
            onChange={setCost}
            entry={ORDER_DELIVERY_COST_ENTRY}
            helperText="Vacío: a convenir. Ejemplo: 20.000 o 9.500,50"
          />
          <TextField
            label="Fecha de entrega"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            helperText="Vacía: sin fecha acordada"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Motivo"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          {newTotal !== null && (
            <Typography variant="body2" role="status">
              Nuevo total: {formatMoney(newTotal)}. Al guardar, el cliente recibe un e-mail con el
              total y cómo pagar el saldo.
            </Typography>
          )}
        </DialogContent>
        <DialogButtons busy={save.isPending} onCancel={onClose} />
      </Box>
    </Dialog>
  );
}
