import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import TextField from '@mui/material/TextField';

interface NewPassword {
  newPassword: string;
  repeatPassword: string;
}

/** 'Nueva contraseña' and 'Repetir contraseña', as the reset page and the change dialog ask. */
export function NewPasswordFields({
  fields,
  errors,
}: {
  /** The form's registrations of the two fields. */
  fields: Record<keyof NewPassword, UseFormRegisterReturn>;
  errors: FieldErrors<NewPassword>;
}) {
  return (
    <>
      <TextField
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        fullWidth
        required
        margin="normal"
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword?.message ?? 'Al menos 8 caracteres.'}
        {...fields.newPassword}
      />
      <TextField
        label="Repetir contraseña"
        type="password"
        autoComplete="new-password"
        fullWidth
        required
        margin="normal"
        error={Boolean(errors.repeatPassword)}
        helperText={errors.repeatPassword?.message}
        {...fields.repeatPassword}
      />
    </>
  );
}
