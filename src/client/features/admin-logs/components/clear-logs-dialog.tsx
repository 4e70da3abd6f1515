import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ADMIN_LOG_MESSAGES } from '../../../../shared/admin-logs';

interface ClearLogsDialogProps {
  busy: boolean;
  onClose(): void;
  onConfirm(): void;
}

export function ClearLogsDialog({ busy, onClose, onConfirm }: ClearLogsDialogProps) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>Limpiar Historial</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Se eliminarán todos los logs de autenticación. {ADMIN_LOG_MESSAGES.confirmClear}
        </DialogContentText>
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
          Limpiar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
