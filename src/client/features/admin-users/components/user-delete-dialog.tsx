import DialogContentText from '@mui/material/DialogContentText';
import { ADMIN_USER_MESSAGES, type AdminUser } from '#shared/admin-users';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { useDeleteUser } from '../api';

/** Deleting a user also ends its sessions at once (the server cascades them). */
export function UserDeleteDialog({ user, onClose }: { user: AdminUser; onClose(): void }) {
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open
      title="Eliminar Usuario"
      message={ADMIN_USER_MESSAGES.confirmDelete}
      error={remove.isError ? ADMIN_USER_MESSAGES.deleteError : null}
      busy={remove.isPending}
      onConfirm={() => remove.mutate(user.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      <DialogContentText sx={{ fontWeight: 600 }}>
        {user.name} ({user.email})
      </DialogContentText>
    </ConfirmDialog>
  );
}
