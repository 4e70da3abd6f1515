import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PAGE_PATHS } from '#shared/page-paths';
import { type ResetRequestInput, ResetRequestSchema } from '#shared/passwords';
import { ApiError } from '#client/api-client';
import { EmailField } from '#client/components/ui/form-text-field';
import { SubmitButton } from '#client/components/ui/submit-button';
import { useRequestPasswordReset } from '#client/features/auth/api';
import { AuthCard } from '#client/features/auth/components/auth-card';
import { type PageHandle, titledHead } from '#client/page';

const GENERIC = 'No pudimos enviar el pedido. Por favor, intentá nuevamente.';

export const handle: PageHandle = { head: titledHead('Recuperar contraseña', { noindex: true }) };

/** '¿Olvidaste tu contraseña?': a link by e-mail, the same answer whoever asks. */
export function Component() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetRequestInput>({
    resolver: zodResolver(ResetRequestSchema),
    defaultValues: { email: '' },
  });

  return (
    <AuthCard
      title="Recuperar contraseña"
      onSubmit={handleSubmit((values) => request.mutate(values))}
    >
      {request.isSuccess ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {request.data.message}
        </Alert>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Escribí el correo de tu cuenta del panel y te enviamos un enlace para elegir una
          contraseña nueva.
        </Typography>
      )}
      {request.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {request.error instanceof ApiError && request.error.status < 500
            ? request.error.message
            : GENERIC}
        </Alert>
      )}
      {!request.isSuccess && (
        <>
          <EmailField registration={register('email')} error={errors.email} />
          <SubmitButton disabled={request.isPending} fullWidth sx={{ mt: 2 }}>
            Enviar enlace
          </SubmitButton>
        </>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={PAGE_PATHS.adminLogin}>
          Volver a Iniciar Sesión
        </Link>
      </Typography>
    </AuthCard>
  );
}
