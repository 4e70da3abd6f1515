import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ADMIN_USER_MESSAGES, type AdminUser } from '../../../../shared/admin-users';
import { useDeleteUser } from '../api';

/** Deleting a user also ends its sessions at once (the server cascades them). */
export function UserDeleteDialog({ user, onClose }: { user: AdminUser; onClose(): void }) {
  const remove = useDeleteUser();
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>Eliminar Usuario</DialogTitle>
      <DialogContent>
        {remove.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {ADMIN_USER_MESSAGES.deleteError}
          </Alert>
        )}
        <DialogContentText>{ADMIN_USER_MESSAGES.confirmDelete}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>
          {user.name} ({user.email})
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={remove.isPending}
          onClick={() => remove.mutate(user.id, { onSuccess: onClose })}
          startIcon={remove.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Eliminar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
