import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  type ChangePasswordForm,
  ChangePasswordFormSchema,
  PASSWORD_MESSAGES,
} from '#shared/passwords';
import { ApiError } from '#client/api-client';
import { showServerErrors } from '#client/components/ui/form-errors';
import { PasswordField } from '#client/components/ui/form-text-field';
import { useChangePassword } from '../api';
import { NewPasswordFields } from './new-password-fields';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', repeatPassword: '' };
const GENERIC = 'No pudimos cambiar la contraseña. Por favor, intentá nuevamente.';

/** 'Cambiar contraseña' from the panel's menu: asks for the current one first. */
export function ChangePasswordDialog({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose(): void;
  onChanged(message: string): void;
}) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const close = () => {
    reset(EMPTY);
    change.reset();
    onClose();
  };
  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          onChanged(PASSWORD_MESSAGES.changed);
        },
        onError: (error) => showServerErrors(error, ['currentPassword', 'newPassword'], setError),
      },
    ),
  );
  const failure =
    change.error instanceof ApiError
      ? Object.keys(change.error.fields).length === 0 && change.error.status < 500
        ? change.error.message
        : change.error.status >= 500
          ? GENERIC
          : null
      : change.isError
        ? GENERIC
        : null;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-password">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="change-password">Cambiar contraseña</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          <PasswordField
            label="Contraseña actual"
            autoComplete="current-password"
            registration={register('currentPassword')}
            error={errors.currentPassword}
          />
          <NewPasswordFields
            fields={{
              newPassword: register('newPassword'),
              repeatPassword: register('repeatPassword'),
            }}
            errors={errors}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
