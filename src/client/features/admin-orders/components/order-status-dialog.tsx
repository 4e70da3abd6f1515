import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AdminOrderSummary } from '../../../../shared/admin-orders';
import { NotifyCustomerCheckbox } from './notify-customer-checkbox';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '../../../../shared/orders';
import { DialogButtons } from '../../../components/ui/dialog-buttons';

interface OrderStatusDialogProps {
  order: AdminOrderSummary;
  busy: boolean;
  onClose(): void;
  onSave(status: OrderStatus, notifyCustomer: boolean): void;
}

/** SPEC §4: any status may follow any other; the dialog starts at the current one. */
export function OrderStatusDialog({ order, busy, onClose, onSave }: OrderStatusDialogProps) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
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
        <NotifyCustomerCheckbox
          from={order.status}
          to={status}
          checked={notifyCustomer}
          onChange={setNotifyCustomer}
        />
      </DialogContent>
      <DialogButtons
        busy={busy}
        onCancel={onClose}
        onConfirm={() => onSave(status, notifyCustomer)}
      />
    </Dialog>
  );
}
