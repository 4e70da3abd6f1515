import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PAGE_PATHS } from '#shared/page-paths';
import {
  PASSWORD_MESSAGES,
  type ResetPasswordForm,
  ResetPasswordFormSchema,
} from '#shared/passwords';
import { ApiError } from '#client/api-client';
import { SubmitButton } from '#client/components/ui/submit-button';
import { useResetPassword } from '#client/features/auth/api';
import { AuthCard } from '#client/features/auth/components/auth-card';
import { NewPasswordFields } from '#client/features/auth/components/new-password-fields';
import { type PageHandle, titledHead } from '#client/page';

const GENERIC = 'No pudimos guardar la contraseña. Por favor, intentá nuevamente.';

export const handle: PageHandle = {
  head: titledHead('Elegir contraseña nueva', { noindex: true }),
};

/** The page a reset link opens: choose a new password, then sign in with it. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { newPassword: '', repeatPassword: '' },
  });

  const loginLink = (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to={PAGE_PATHS.adminLogin}>
        Ir a Iniciar Sesión
      </Link>
    </Typography>
  );
  if (reset.isSuccess) {
    return (
      <AuthCard title="Elegir contraseña nueva">
        <Alert severity="success" role="status">
          {PASSWORD_MESSAGES.resetDone}
        </Alert>
        {loginLink}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Elegir contraseña nueva"
      onSubmit={handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))}
    >
      {(!token || reset.isError) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {!token
            ? PASSWORD_MESSAGES.resetInvalid
            : reset.error instanceof ApiError && reset.error.status < 500
              ? reset.error.message
              : GENERIC}
          {(!token || reset.error instanceof ApiError) && (
            <>
              {' '}
              <Link component={RouterLink} to={PAGE_PATHS.adminForgotPassword}>
                Pedir un enlace nuevo
              </Link>
            </>
          )}
        </Alert>
      )}
      <NewPasswordFields
        fields={{
          newPassword: register('newPassword'),
          repeatPassword: register('repeatPassword'),
        }}
        errors={errors}
      />
      <SubmitButton disabled={reset.isPending || !token} fullWidth sx={{ mt: 2 }}>
        Guardar contraseña
      </SubmitButton>
      {loginLink}
    </AuthCard>
  );
}
