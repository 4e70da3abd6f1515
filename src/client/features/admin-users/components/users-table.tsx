import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import { DataTable } from '#client/components/ui/data-table';
import type { AdminUser } from '#shared/admin-users';
import { ROLE_LABELS } from '#shared/auth';

interface UsersTableProps {
  users: AdminUser[];
  onEdit(user: AdminUser): void;
  onDelete(user: AdminUser): void;
  onResetPassword(user: AdminUser): void;
}

/** super_admin rows cannot be edited or deleted (the server refuses it too). */
export function UsersTable({ users, onEdit, onDelete, onResetPassword }: UsersTableProps) {
  return (
    <DataTable
      label="Usuarios"
      sx={{ minWidth: 560 }}
      head={
        <>
          <TableCell>Nombre</TableCell>
          <TableCell>Email</TableCell>
          <TableCell>Rol</TableCell>
          <TableCell align="center">Acciones</TableCell>
        </>
      }
    >
      {users.map((user) => {
        const locked = user.role === 'super_admin';
        return (
          <TableRow key={user.id} hover>
            <TableCell>{user.name}</TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell>{ROLE_LABELS[user.role]}</TableCell>
            <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
              {[
                { title: 'Editar', label: `Editar a ${user.name}`, icon: EditIcon, act: onEdit },
                {
                  title: 'Restablecer contraseña',
                  label: `Restablecer la contraseña de ${user.name}`,
                  icon: LockResetIcon,
                  act: onResetPassword,
                },
                {
                  title: 'Eliminar',
                  label: `Eliminar a ${user.name}`,
                  icon: DeleteIcon,
                  act: onDelete,
                },
              ].map(({ title, label, icon: Icon, act }) => (
                <Tooltip key={title} title={locked ? '' : title}>
                  <span>
                    <IconButton
                      size="small"
                      color={act === onDelete ? 'error' : 'default'}
                      aria-label={label}
                      disabled={locked}
                      onClick={() => act(user)}
                    >
                      <Icon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              ))}
            </TableCell>
          </TableRow>
        );
      })}
    </DataTable>
  );
}
