import Alert from '@mui/material/Alert';
import { ADMIN_ORDER_MESSAGES, type AdminOrderSummary } from '#shared/admin-orders';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';

interface OrderDeleteDialogProps {
  order: AdminOrderSummary;
  busy: boolean;
  onClose(): void;
  onConfirm(): void;
}

export function OrderDeleteDialog({ order, busy, onClose, onConfirm }: OrderDeleteDialogProps) {
  return (
    <ConfirmDialog
      open
      title={`Eliminar Pedido #${order.id}`}
      message={`¿Estás seguro de que querés eliminar el pedido de ${order.customerName}?`}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Alert severity="info">{ADMIN_ORDER_MESSAGES.deleteToTrash}</Alert>
      <Alert severity="warning">{ADMIN_ORDER_MESSAGES.deleteWarning}</Alert>
      {order.paidAmount > 0 && (
        <Alert severity="info">{ADMIN_ORDER_MESSAGES.deletePaidWarning}</Alert>
      )}
    </ConfirmDialog>
  );
}
