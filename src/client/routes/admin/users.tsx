import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { ADMIN_USER_MESSAGES, type AdminUser } from '#shared/admin-users';
import { PageHeader } from '#client/components/page-heading';
import { useAdminUsers, useForcePasswordReset } from '#client/features/admin-users/api';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { UserDeleteDialog } from '#client/features/admin-users/components/user-delete-dialog';
import {
  CreateUserDialog,
  EditUserDialog,
} from '#client/features/admin-users/components/user-dialog';
import { UsersTable } from '#client/features/admin-users/components/users-table';
import { PageErrors, PageLoading } from '#client/components/ui/page-states';
import { type PageHandle, titledHead } from '#client/page';
import { AdminToast, type Toast, successToast } from '#client/components/ui/admin-toast';

type Open = { kind: 'create' } | { kind: 'edit' | 'delete' | 'reset'; user: AdminUser };

export const handle: PageHandle = { head: titledHead('Gestión de Usuarios', { noindex: true }) };

export function Component() {
  const users = useAdminUsers();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const forceReset = useForcePasswordReset();
  const [notice, setNotice] = useState<Toast | null>(null);

  return (
    <>
      <PageHeader title="Gestión de Usuarios">
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setOpen({ kind: 'create' })}
        >
          Nuevo Usuario
        </Button>
      </PageHeader>
      <PageErrors messages={[users.isError && ADMIN_USER_MESSAGES.loadError]} />
      {users.isPending && <PageLoading label="Cargando usuarios" />}
      {users.data && (
        <UsersTable
          users={users.data}
          onEdit={(user) => setOpen({ kind: 'edit', user })}
          onDelete={(user) => setOpen({ kind: 'delete', user })}
          onResetPassword={(user) => setOpen({ kind: 'reset', user })}
        />
      )}
      {open?.kind === 'create' && <CreateUserDialog onClose={close} />}
      {open?.kind === 'edit' && <EditUserDialog user={open.user} onClose={close} />}
      {open?.kind === 'delete' && <UserDeleteDialog user={open.user} onClose={close} />}
      {open?.kind === 'reset' && (
        <ConfirmDialog
          open
          title="Restablecer contraseña"
          message={`${open.user.name} (${open.user.email}) dejará de poder entrar con su contraseña actual: recibirá por correo un enlace para elegir una nueva, y se cerrarán sus sesiones abiertas.`}
          confirmLabel="Enviar enlace"
          busy={forceReset.isPending}
          onClose={close}
          onConfirm={() =>
            forceReset.mutate(open.user.id, {
              onSuccess: (answer) => {
                setNotice(successToast(answer.message));
                close();
              },
              onError: () => {
                setNotice({
                  message: 'No pudimos enviar el enlace. Por favor, intentá nuevamente.',
                  severity: 'error',
                });
                close();
              },
            })
          }
        />
      )}
      <AdminToast toast={notice} onClose={() => setNotice(null)} />
    </>
  );
}
