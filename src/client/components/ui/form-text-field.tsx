import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type FormTextFieldProps = Omit<TextFieldProps, 'error' | 'helperText' | 'name'> & {
  /** The form's registration of the field (react-hook-form's `register(name)`). */
  registration: UseFormRegisterReturn;
  /** The form's message for the field, shown under it in red. */
  error?: FieldError | undefined;
  /** Shown under the field while it has no message. */
  hint?: string;
};

/** A required, full-width field of a react-hook-form form, with its message under it. */
export function FormTextField({ registration, error, hint, ...props }: FormTextFieldProps) {
  return (
    <TextField
      fullWidth
      required
      margin="normal"
      error={Boolean(error)}
      helperText={error?.message ?? hint}
      {...props}
      {...registration}
    />
  );
}

/** 'Email', as the sign-in, the password recovery and the new user ask it. */
export function EmailField(props: Omit<FormTextFieldProps, 'label' | 'type'>) {
  return <FormTextField label="Email" type="email" autoComplete="email" {...props} />;
}

/** A password: 'Contraseña' unless named otherwise; the browser is told which one it is. */
export function PasswordField({
  label = 'Contraseña',
  ...props
}: Omit<FormTextFieldProps, 'label' | 'type' | 'autoComplete'> & {
  label?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return <FormTextField label={label} type="password" {...props} />;
}
