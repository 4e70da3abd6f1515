import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ROLES, ROLE_LABELS, type Role } from '#shared/auth';

/** Only Editor can be chosen; the Super Admin option is shown disabled. */
export function RoleField({
  value = 'editor',
  onChange,
}: {
  value?: Role | undefined;
  onChange(role: Role): void;
}) {
  return (
    <TextField
      select
      label="Rol"
      fullWidth
      margin="normal"
      value={value}
      onChange={(event) => {
        const next = ROLES.find((role) => role === event.target.value);
        if (next) onChange(next);
      }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role} disabled={role === 'super_admin'}>
          {ROLE_LABELS[role]}
        </MenuItem>
      ))}
    </TextField>
  );
}
