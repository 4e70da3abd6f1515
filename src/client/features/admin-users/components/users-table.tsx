import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import { ScrollableTable } from '../../../components/scrollable-table';
import type { AdminUser } from '../../../../shared/admin-users';
import { ROLE_LABELS } from '../../../../shared/auth';

interface UsersTableProps {
  users: AdminUser[];
  onEdit(user: AdminUser): void;
  onDelete(user: AdminUser): void;
  onResetPassword(user: AdminUser): void;
}

/** SPEC §6: super_admin rows cannot be edited or deleted (the server refuses it too). */
export function UsersTable({ users, onEdit, onDelete, onResetPassword }: UsersTableProps) {
  return (
    <Paper variant="outlined">
      <ScrollableTable label="Usuarios">
        <Table size="small" aria-label="Usuarios" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>Nombre</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Rol</TableCell>
              <TableCell align="center">Acciones</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => {
              const locked = user.role === 'super_admin';
              return (
                <TableRow key={user.id} hover>
                  <TableCell>{user.name}</TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{ROLE_LABELS[user.role]}</TableCell>
                  <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={locked ? '' : 'Editar'}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`Editar a ${user.name}`}
                          disabled={locked}
                          onClick={() => onEdit(user)}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={locked ? '' : 'Restablecer contraseña'}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`Restablecer la contraseña de ${user.name}`}
                          disabled={locked}
                          onClick={() => onResetPassword(user)}
                        >
                          <LockResetIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={locked ? '' : 'Eliminar'}>
                      <span>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={`Eliminar a ${user.name}`}
                          disabled={locked}
                          onClick={() => onDelete(user)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollableTable>
    </Paper>
  );
}
