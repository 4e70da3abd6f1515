import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { MERCADO_PAGO_MESSAGES } from '../../../../shared/payments/mercado-pago';
import { NumberField } from '../../../components/ui/number-field';
import { mercadoPagoStatusQuery } from '../api';
import { PAYMENTS_ENTRY, type PaymentsText } from './payments-text';

/**
 * The "Pagos" card (issue 29): whether the server has Mercado Pago's credentials (they are set
 * in its environment, never here), the most cuotas Mercado Pago offers, and the discount for
 * paying by transfer or cash.
 */
export function PaymentsFields({
  value,
  onChange,
  errors,
}: {
  value: PaymentsText;
  onChange: (value: PaymentsText) => void;
  errors: Record<string, string>;
}) {
  const status = useQuery(mercadoPagoStatusQuery);
  const field = (key: keyof PaymentsText, label: string, hint: string) => (
    <NumberField
      label={label}
      value={value[key]}
      onChange={(text) => onChange({ ...value, [key]: text })}
      entry={PAYMENTS_ENTRY[key]}
      error={Boolean(errors[`payments.${key}`])}
      helperText={errors[`payments.${key}`] ?? hint}
      fullWidth
    />
  );
  return (
    <>
      {status.data && (
        <Alert
          severity={status.data.configured ? 'success' : 'warning'}
          role="status"
          sx={{ mb: 2 }}
        >
          {status.data.configured
            ? MERCADO_PAGO_MESSAGES.configured
            : MERCADO_PAGO_MESSAGES.notConfigured}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          {field(
            'maxInstallments',
            'Cuotas máximas',
            'Hasta cuántas cuotas ofrece Mercado Pago (de 1 a 24)',
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {field(
            'transferDiscountPercentage',
            'Descuento por transferencia o efectivo (%)',
            'Sobre los productos, no el envío (de 0 a 50, ej.: 10,5); 0: sin descuento',
          )}
        </Grid>
      </Grid>
    </>
  );
}
