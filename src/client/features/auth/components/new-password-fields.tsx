import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '#client/components/ui/form-text-field';

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
      <PasswordField
        label="Nueva contraseña"
        autoComplete="new-password"
        hint="Al menos 8 caracteres."
        registration={fields.newPassword}
        error={errors.newPassword}
      />
      <PasswordField
        label="Repetir contraseña"
        autoComplete="new-password"
        registration={fields.repeatPassword}
        error={errors.repeatPassword}
      />
    </>
  );
}
