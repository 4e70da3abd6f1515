import type { Control } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { CheckoutForm } from '#shared/checkout';
import { usePhoneWarning } from '#client/hooks/use-phone-warning';

type FieldName = keyof CheckoutForm;

const FIELDS: {
  name: FieldName;
  label: string;
  type?: string;
  autoComplete: string;
  hint?: string;
  required: boolean;
  multiline?: boolean;
  wide?: boolean;
}[] = [
  { name: 'name', label: 'Nombre completo', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  {
    name: 'phone',
    label: 'Teléfono',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'Ej: 11 1234-5678',
    required: true,
  },
  {
    name: 'address',
    label: 'Dirección de entrega',
    autoComplete: 'street-address',
    required: true,
  },
  {
    name: 'comments',
    label: 'Comentarios adicionales',
    autoComplete: 'off',
    required: false,
    multiline: true,
    wide: true,
  },
];

/** Step 1: the contact fields; each error appears under its field. */
export function ContactFields({
  control,
  disabled,
}: {
  control: Control<CheckoutForm>;
  disabled: boolean;
}) {
  // A pickup needs no address (the delivery fields above choose).
  const pickup = useWatch({ control, name: 'deliveryMethod' }) === 'pickup';
  // A number that is not an Argentine line is pointed out, never refused: the order still goes.
  const phoneWarning = usePhoneWarning(useWatch({ control, name: 'phone' }) ?? '');
  return (
    <Grid container spacing={2}>
      {FIELDS.filter((field) => !(pickup && field.name === 'address')).map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: field.wide ? 12 : 6 }}>
          <Controller
            name={field.name}
            control={control}
            render={({ field: { ref, ...input }, fieldState }) => (
              <TextField
                {...input}
                inputRef={ref}
                value={input.value ?? ''}
                label={field.label}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                required={field.required}
                multiline={field.multiline}
                minRows={field.multiline ? 3 : undefined}
                error={fieldState.invalid}
                helperText={
                  fieldState.error?.message ??
                  (field.name === 'phone' ? phoneWarning : null) ??
                  field.hint ??
                  ' '
                }
                disabled={disabled}
                fullWidth
              />
            )}
          />
        </Grid>
      ))}
    </Grid>
  );
}
