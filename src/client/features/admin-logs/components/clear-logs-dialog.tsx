import { ADMIN_LOG_MESSAGES } from '#shared/admin-logs';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';

interface ClearLogsDialogProps {
  busy: boolean;
  onClose(): void;
  onConfirm(): void;
}

export function ClearLogsDialog({ busy, onClose, onConfirm }: ClearLogsDialogProps) {
  return (
    <ConfirmDialog
      open
      title="Limpiar Historial"
      message={`Se eliminarán todos los logs de autenticación. ${ADMIN_LOG_MESSAGES.confirmClear}`}
      confirmLabel="Limpiar"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
