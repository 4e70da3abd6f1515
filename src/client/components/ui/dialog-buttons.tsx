import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';

/**
 * A back-office dialog's 'Cancelar' (unless named otherwise, e.g. where 'Cancelar' would read as
 * a choice in the dialog) and its main button ('Guardar' unless named otherwise):
 * while `busy` both are disabled and the main one spins. Without `onConfirm` the main button
 * submits the dialog's form.
 */
export function DialogButtons({
  busy,
  onCancel,
  onConfirm,
  confirmLabel = 'Guardar',
  cancelLabel = 'Cancelar',
  confirmDisabled = false,
  color,
}: {
  busy: boolean;
  onCancel(): void;
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmDisabled?: boolean;
  color?: ButtonProps['color'];
}) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={color}
        variant="contained"
        onClick={onConfirm}
        disabled={busy || confirmDisabled}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
