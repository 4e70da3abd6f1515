import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AdminOrderSummary } from '#shared/admin-orders';
import { NotifyCustomerCheckbox } from './notify-customer-checkbox';
import {
  ORDER_STATUSES,
  orderStatusLabel,
  type OrderStatus,
  orderStatusesFor,
} from '#shared/orders';
import { DialogButtons } from '#client/components/ui/dialog-buttons';

interface OrderStatusDialogProps {
  order: AdminOrderSummary;
  busy: boolean;
  onClose(): void;
  onSave(status: OrderStatus, notifyCustomer: boolean): void;
}

/**
 * Any status may follow any other; the dialog starts at the current one. The list holds
 * the step of the order's way of delivering only: "Listo para retirar" or "En camino".
 */
export function OrderStatusDialog({ order, busy, onClose, onSave }: OrderStatusDialogProps) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  // The current status stays listed even if the delivery changed since it was set.
  const allowed = orderStatusesFor(order.deliveryMethod);
  const statuses = ORDER_STATUSES.filter((s) => allowed.includes(s) || s === order.status);
  const [notifyCustomer, setNotifyCustomer] = useState(true);
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
            const next = statuses.find((s) => s === event.target.value);
            if (next) setStatus(next);
          }}
        >
          {statuses.map((value) => (
            <MenuItem key={value} value={value}>
              {orderStatusLabel(value, order.deliveryMethod)}
            </MenuItem>
          ))}
        </TextField>
        <NotifyCustomerCheckbox
          from={order.status}
          to={status}
          checked={notifyCustomer}
          onChange={setNotifyCustomer}
        />
      </DialogContent>
      {/* "Cancelar" and "Guardar" beside a list holding "Cancelado" read like a status to pick. */}
      <DialogButtons
        busy={busy}
        cancelLabel="Volver"
        confirmLabel="Cambiar estado"
        onCancel={onClose}
        onConfirm={() => onSave(status, notifyCustomer)}
      />
    </Dialog>
  );
}
