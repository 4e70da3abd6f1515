import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Toast {
  message: string;
  severity: 'success' | 'error';
}

/** SPEC §2: back-office feedback is a toast at the top right that hides after 6 seconds. */
export function AdminToast({ toast, onClose }: { toast: Toast | null; onClose(): void }) {
  return (
    <Snackbar
      open={toast !== null}
      autoHideDuration={6000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Alert
        severity={toast?.severity ?? 'success'}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%' }}
      >
        {toast?.message}
      </Alert>
    </Snackbar>
  );
}
