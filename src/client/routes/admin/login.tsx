import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, redirect, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LOGIN_MESSAGES, type LoginInput, LoginSchema } from '#shared/auth';
import { PAGE_PATHS } from '#shared/page-paths';
import { ApiError } from '#client/api-client';
import { meQuery } from '#client/api/current-user';
import { EmailField, PasswordField } from '#client/components/ui/form-text-field';
import { SubmitButton } from '#client/components/ui/submit-button';
import { useLogin } from '#client/features/auth/api';
import { AuthCard } from '#client/features/auth/components/auth-card';
import { queryClient } from '#client/query-client';
import { type PageHandle, titledHead } from '#client/page';

/** An admin who is already signed in goes straight to the panel. */
export async function loader() {
  const user = await queryClient.fetchQuery(meQuery).catch(() => null);
  if (user) throw redirect(PAGE_PATHS.adminProducts);
  return null;
}

const SERVER_MESSAGE_CODES = new Set([
  'bad_request',
  'user_not_found',
  'wrong_password',
  'not_admin',
  'password_reset_required',
  'too_many_attempts',
]);

/** The login error catalogue. */
function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (SERVER_MESSAGE_CODES.has(error.code)) return error.message;
    if (error.status > 0 && error.status < 500) return `Error al iniciar sesión: ${error.code}`;
  }
  return LOGIN_MESSAGES.generic;
}

export const handle: PageHandle = { head: titledHead('Iniciar Sesión', { noindex: true }) };

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: () => navigate(PAGE_PATHS.adminProducts, { replace: true }),
    });
  });
  const verification = params.get('verificacion');

  return (
    <AuthCard title="Iniciar Sesión - Panel de Administración" titleSpace={3} onSubmit={onSubmit}>
      {verification === 'ok' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Tu correo electrónico fue verificado.
        </Alert>
      )}
      {verification === 'invalida' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          El enlace de verificación no es válido o ya venció.
        </Alert>
      )}
      {login.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loginErrorMessage(login.error)}
        </Alert>
      )}
      <EmailField registration={register('email')} error={errors.email} />
      <PasswordField
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
      <SubmitButton busy={login.isPending} fullWidth sx={{ mt: 3 }}>
        Iniciar Sesión
      </SubmitButton>
      <Typography sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={PAGE_PATHS.adminForgotPassword}>
          ¿Olvidaste tu contraseña?
        </Link>
      </Typography>
    </AuthCard>
  );
}
