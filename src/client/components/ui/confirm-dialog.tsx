import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DialogButtons } from './dialog-buttons';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  busy: boolean;
  confirmLabel?: string;
  /** While what the message says is still loading (the confirmation waits for it). */
  confirmDisabled?: boolean;
  /** Why the last attempt failed, above the question. */
  error?: string | null;
  /** What else the person should know before confirming (warnings, the item's name). */
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one confirmation of the back office (deletes with the SPEC's question, §8; a move; a purge). */
export function ConfirmDialog({
  open,
  title,
  message,
  busy,
  confirmLabel = 'Eliminar',
  confirmDisabled = false,
  error,
  children,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <DialogContentText>{message}</DialogContentText>
          {children}
        </Stack>
      </DialogContent>
      <DialogButtons
        busy={busy}
        color="error"
        onCancel={onClose}
        onConfirm={onConfirm}
        confirmLabel={confirmLabel}
        confirmDisabled={confirmDisabled}
      />
    </Dialog>
  );
}
