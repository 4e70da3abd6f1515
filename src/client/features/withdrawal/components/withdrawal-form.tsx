import { type FormEvent, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { client } from '#client/api/endpoint-client';
import { apiFieldErrors } from '#client/components/ui/form-errors';
import { SubmitButton } from '#client/components/ui/submit-button';
import { type WithdrawalValues as Values, withdrawalFieldErrors } from '#shared/withdrawal-form';

const EMPTY: Values = { orderNumber: '', name: '', email: '' };

/**
 * The contract's schemas bring zod, which this page does not otherwise load (28 KB gzip of its
 * first load): it is fetched when the form is sent.
 */
async function sendWithdrawal(input: Values) {
  const { withdrawalEndpoints } = await import('#shared/withdrawals');
  return client(withdrawalEndpoints).create({ body: input });
}

/**
 * The Botón de arrepentimiento form: order number, name and e-mail, nothing else (no account,
 * no reason). The server checks the fields and answers the revocation code.
 */
export function WithdrawalForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const send = useMutation({
    mutationFn: sendWithdrawal,
  });
  // Checked here first: a form with a wrong field is not sent, and says what to fix.
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  const fromServer = apiFieldErrors(send.error);
  const fields: Partial<Record<keyof Values, string>> = { ...fromServer, ...problems };

  if (send.data) {
    return (
      <Alert severity="success" sx={{ mb: 3 }} role="status">
        <AlertTitle>Recibimos tu solicitud de arrepentimiento</AlertTitle>
        <Typography>
          Tu código de revocación es{' '}
          <Typography component="strong" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            {send.data.code}
          </Typography>
          .
        </Typography>
        <Typography sx={{ mt: 1 }}>
          Si el correo que escribiste es el del pedido, también te lo enviamos por correo
          electrónico. Nos vamos a comunicar con vos para coordinar la devolución.
        </Typography>
      </Alert>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = withdrawalFieldErrors(values);
    setProblems(found);
    const first = (Object.keys(EMPTY) as (keyof Values)[]).find((key) => found[key]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(values);
  };
  const field = (key: keyof Values, label: string) => ({
    label,
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) => {
      setValues({ ...values, [key]: e.target.value });
      if (problems[key]) setProblems({ ...problems, [key]: undefined });
    },
    required: true,
    fullWidth: true,
    error: Boolean(fields[key]),
    helperText: fields[key] ?? ' ',
  });

  return (
    <Card variant="outlined" sx={{ mb: 3, maxWidth: 780 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Solicitar la revocación de la compra
        </Typography>
        <form noValidate onSubmit={submit} aria-label="Solicitar la revocación de la compra">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                {...field('orderNumber', 'Número de pedido')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <TextField {...field('name', 'Nombre y apellido')} autoComplete="name" />
            </Grid>
            <Grid size={12}>
              <TextField {...field('email', 'Email')} type="email" autoComplete="email" />
            </Grid>
            {send.error && (
              <Grid size={12}>
                <Alert severity="error">{send.error.message}</Alert>
              </Grid>
            )}
            <Grid size={12}>
              <SubmitButton busy={send.isPending}>Enviar solicitud</SubmitButton>
            </Grid>
          </Grid>
        </form>
      </CardContent>
    </Card>
  );
}
