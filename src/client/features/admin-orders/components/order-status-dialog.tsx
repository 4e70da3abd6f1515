import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AdminOrderSummary } from '../../../../shared/admin-orders';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '../../../../shared/orders';

interface OrderStatusDialogProps {
  order: AdminOrderSummary;
  busy: boolean;
  onClose(): void;
  onSave(status: OrderStatus): void;
}

/** SPEC §4: any status may follow any other; the dialog starts at the current one. */
export function OrderStatusDialog({ order, busy, onClose, onSave }: OrderStatusDialogProps) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>Cambiar Estado del Pedido #{order.id}</DialogTitle>
      <DialogContent>
        <TextField
          select
          label="Estado"
          fullWidth
          margin="dense"
          value={status}
          onChange={(event) => {
            const next = ORDER_STATUSES.find((s) => s === event.target.value);
            if (next) setStatus(next);
          }}
        >
          {ORDER_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          onClick={() => onSave(status)}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
