import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, redirect, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOGIN_MESSAGES, type LoginInput, LoginSchema } from '../../../shared/auth';
import { PAGE_PATHS } from '../../../shared/page-paths';
import { ApiError } from '../../api-client';
import { meQuery } from '../../api/current-user';
import { useLogin } from '../../features/auth/api';
import { queryClient } from '../../query-client';
import { type PageHandle, titledHead } from '../../page';

/** An admin who is already signed in goes straight to the panel. */
export async function loader() {
  const user = await queryClient.fetchQuery(meQuery).catch(() => null);
  if (user) throw redirect('/admin/productos');
  return null;
}

const SERVER_MESSAGE_CODES = new Set([
  'bad_request',
  'user_not_found',
  'wrong_password',
  'not_admin',
  'too_many_attempts',
]);

/** SPEC §8: the login error catalogue. */
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
    login.mutate(values, { onSuccess: () => navigate('/admin/productos', { replace: true }) });
  });
  const verification = params.get('verificacion');

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440 }}
      >
        <Typography
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, mb: 3, textAlign: 'center' }}
        >
          Iniciar Sesión - Panel de Administración
        </Typography>
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
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          fullWidth
          required
          margin="normal"
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          fullWidth
          required
          margin="normal"
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          {...register('password')}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={login.isPending}
          startIcon={login.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 3 }}
        >
          Iniciar Sesión
        </Button>
        <Typography sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to={PAGE_PATHS.adminForgotPassword}>
            ¿Olvidaste tu contraseña?
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
