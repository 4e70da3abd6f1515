import { useQuery } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { MERCADO_PAGO_MESSAGES } from '#shared/payments/mercado-pago';
import type { ShopSettings } from '#shared/settings';
import { FormNumberField } from '#client/components/ui/form-number-field';
import { mercadoPagoStatusQuery } from '../api';
import type { SettingsValues } from '../settings-values';
import { PAYMENTS_ENTRY, type PaymentsText } from './payments-text';

/**
 * The "Pagos" card: whether the server has Mercado Pago's credentials (they are set
 * in its environment, never here), the most cuotas Mercado Pago offers, and the discount for
 * paying by transfer or cash.
 */
export function PaymentsFields({
  control,
}: {
  control: Control<SettingsValues, unknown, ShopSettings>;
}) {
  const status = useQuery(mercadoPagoStatusQuery);
  const field = (key: keyof PaymentsText, label: string, hint: string) => (
    <FormNumberField
      control={control}
      name={`payments.${key}`}
      label={label}
      entry={PAYMENTS_ENTRY[key]}
      hint={hint}
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
