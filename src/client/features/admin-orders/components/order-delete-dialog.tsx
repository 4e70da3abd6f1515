import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ADMIN_ORDER_MESSAGES, type AdminOrderSummary } from '../../../../shared/admin-orders';

interface OrderDeleteDialogProps {
  order: AdminOrderSummary;
  busy: boolean;
  onClose(): void;
  onConfirm(): void;
}

export function OrderDeleteDialog({ order, busy, onClose, onConfirm }: OrderDeleteDialogProps) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>Eliminar Pedido #{order.id}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          ¿Estás seguro de que deseas eliminar el pedido de {order.customerName}?
        </DialogContentText>
        <Stack spacing={1}>
          <Alert severity="warning">{ADMIN_ORDER_MESSAGES.deleteWarning}</Alert>
          {order.paidAmount > 0 && (
            <Alert severity="info">{ADMIN_ORDER_MESSAGES.deletePaidWarning}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Eliminar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
