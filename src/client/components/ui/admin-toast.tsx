import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Toast {
  message: string;
  severity: 'success' | 'error';
}

export const successToast = (message: string): Toast => ({ message, severity: 'success' });

/**
 * Back-office feedback is a toast at the top right that hides after 6 seconds.
 *
 * Each new toast (a new object, even with the same text) gets 6 seconds of its own: the Snackbar
 * is keyed per toast, because MUI keeps one hide timer while it stays open and would otherwise
 * close the second message when the first one's time ran out. The last text stays while the
 * toast slides away.
 */
export function AdminToast({ toast, onClose }: { toast: Toast | null; onClose(): void }) {
  const [shown, setShown] = useState<{ toast: Toast; serial: number } | null>(null);
  if (toast !== null && toast !== shown?.toast) {
    setShown({ toast, serial: (shown?.serial ?? 0) + 1 });
  }
  const current = toast ?? shown?.toast ?? null;
  return (
    <Snackbar
      key={shown?.serial ?? 0}
      open={toast !== null}
      autoHideDuration={6000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Alert
        severity={current?.severity ?? 'success'}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%' }}
      >
        {current?.message}
      </Alert>
    </Snackbar>
  );
}
