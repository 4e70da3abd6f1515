import { type Control, Controller, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { CheckoutForm } from '#shared/checkout';
import {
  DELIVERY_METHODS,
  DELIVERY_METHOD_LABELS,
  deliveryCostFor,
  deliveryDaysText,
  deliveryZoneFor,
  deliveryCostText,
} from '#shared/delivery';
import { pickupOnlyReason } from '#shared/pickup-only';
import { deliveryZonesQuery } from '#client/api/delivery-zones';

/**
 * Retiro en el local or envío a domicilio; the cost shown is the server's rule (it prices the
 * order). With a product sold for pickup only, envío is off and the reason names it.
 */
export function DeliveryFields({
  control,
  disabled,
  products,
}: {
  control: Control<CheckoutForm>;
  disabled: boolean;
  /** The cart's products: one without shipping makes the order a pickup. */
  products: readonly { name: string; hasShipping: boolean }[];
}) {
  const [method = 'shipping', partido, postalCode] = useWatch({
    control,
    name: ['deliveryMethod', 'partido', 'postalCode'],
  });
  const zones = useQuery(deliveryZonesQuery).data?.zones ?? [];
  const cost = deliveryCostFor(zones, { method, partido, postalCode });
  const zone = deliveryZoneFor(zones, { method, partido, postalCode });
  const days = zone && deliveryDaysText(zone);
  const partidos = zones.filter((z) => z.kind === 'partido').map((z) => z.value);
  const pickupOnly = pickupOnlyReason(products);
  return (
    <>
      <Controller
        name="deliveryMethod"
        control={control}
        render={({ field }) => (
          <FormControl component="fieldset" disabled={disabled} sx={{ mb: 1 }}>
            <FormLabel component="legend">Entrega</FormLabel>
            <RadioGroup
              row
              value={field.value ?? 'shipping'}
              onChange={(event) => {
                const next = DELIVERY_METHODS.find((m) => m === event.target.value);
                if (next) field.onChange(next);
              }}
            >
              {DELIVERY_METHODS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={DELIVERY_METHOD_LABELS[value]}
                  disabled={value === 'shipping' && pickupOnly !== null}
                />
              ))}
            </RadioGroup>
            {pickupOnly && (
              <FormHelperText sx={{ mx: 0 }}>
                {`${DELIVERY_METHOD_LABELS.shipping} no disponible: ${pickupOnly}`}
              </FormHelperText>
            )}
          </FormControl>
        )}
      />
      {method === 'shipping' && (
        <Grid container spacing={2}>
          {(['partido', 'postalCode'] as const).map((name) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <Controller
                name={name}
                control={control}
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    value={field.value ?? ''}
                    label={name === 'partido' ? 'Partido o localidad' : 'Código postal'}
                    autoComplete={name === 'partido' ? 'address-level2' : 'postal-code'}
                    // The 4 digits price the delivery and are what people type: a phone opens
                    // its number pad. A CPA (B1663ABC) pasted or filled in is still taken.
                    {...(name === 'postalCode' && {
                      slotProps: { htmlInput: { inputMode: 'numeric' } },
                    })}
                    error={fieldState.invalid}
                    helperText={
                      fieldState.error?.message ??
                      (name === 'partido' && partidos.length > 0
                        ? `Con precio de envío: ${partidos.join(', ')}`
                        : ' ')
                    }
                    disabled={disabled}
                    fullWidth
                  />
                )}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <Alert severity="info" sx={{ mb: 2 }} role="status">
        {method === 'pickup'
          ? `Retirás en el local sin cargo.`
          : cost === null
            ? 'Costo de envío: a convenir. Te lo confirmamos al coordinar la entrega.'
            : `Costo de envío: ${deliveryCostText(method, cost)}, se suma al total.${days ? ` El envío ${days}.` : ''}`}
      </Alert>
    </>
  );
}
