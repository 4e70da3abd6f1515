import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  DELIVERY_ZONE_KINDS,
  DELIVERY_ZONE_KIND_LABELS,
  type DeliveryZoneInput,
  DeliveryZoneInputSchema,
  type DeliveryZoneRow,
  ZONE_PRICE_ENTRY,
} from '#shared/delivery';
import { formatNumber } from '#shared/format';
import { parseArNumber } from '#shared/number-entry';
import { FormNumberField } from '#client/components/ui/form-number-field';
import { numberOrNaN, schemaResolver } from '#client/components/ui/form-resolver';
import { FormTextField } from '#client/components/ui/form-text-field';
import { FormSelectField } from '#client/components/ui/form-select-field';
import { labelledOptions } from '#client/components/ui/option-select';
import { DialogButtons } from '#client/components/ui/dialog-buttons';

interface ZoneDialogProps {
  /** The zone edited; null for a new one. */
  zone: DeliveryZoneRow | null;
  saving: boolean;
  /** The save's refusal: a message and the server's field messages. */
  error: { message: string; fields: Record<string, string> } | null;
  onSave(input: DeliveryZoneInput): void;
  onClose(): void;
}

const ZONE_FIELDS = ['kind', 'value', 'price', 'daysMin', 'daysMax'] as const;

const KIND_OPTIONS = labelledOptions(DELIVERY_ZONE_KINDS, DELIVERY_ZONE_KIND_LABELS);

/** What the dialog holds: the price and the days as typed ('15.000,50', '2'). */
type ZoneValues = Omit<DeliveryZoneInput, 'price' | 'daysMin' | 'daysMax'> & {
  price: string;
  daysMin: string;
  daysMax: string;
};

/** Days typed: empty is none (no time promised); anything else is read as a whole number. */
const daysOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The shared DeliveryZoneInputSchema over the typed price; a price the es-AR rule cannot read
 * (or none) gets the rule's own message.
 */
const zoneResolver = schemaResolver(
  DeliveryZoneInputSchema,
  (values: ZoneValues) => ({
    ...values,
    price: numberOrNaN(values.price, ZONE_PRICE_ENTRY),
    daysMin: daysOrNull(values.daysMin),
    daysMax: daysOrNull(values.daysMax),
  }),
  ({ price }): Record<string, string> => {
    const amount = parseArNumber(price, ZONE_PRICE_ENTRY);
    return amount.ok ? {} : { price: amount.message };
  },
);

/** New or edited zone: a partido or código postal and its price, typed the es-AR way. */
export function ZoneDialog({ zone, saving, error, onSave, onClose }: ZoneDialogProps) {
  const { control, register, handleSubmit, setError, formState } = useForm<
    ZoneValues,
    unknown,
    DeliveryZoneInput
  >({
    defaultValues: {
      kind: zone?.kind ?? 'partido',
      value: zone?.value ?? '',
      price: zone ? formatNumber(zone.price) : '',
      daysMin: zone?.daysMin == null ? '' : String(zone.daysMin),
      daysMax: zone?.daysMax == null ? '' : String(zone.daysMax),
    },
    resolver: zoneResolver,
  });
  const kind = useWatch({ control, name: 'kind' });
  // What the server refused on the last save, under its field.
  useEffect(() => {
    for (const name of ZONE_FIELDS) {
      const message = error?.fields[name];
      if (message) setError(name, { type: 'server', message });
    }
  }, [error, setError]);

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={handleSubmit(onSave)} sx={{ display: 'contents' }}>
        <DialogTitle>{zone ? 'Editar zona de envío' : 'Nueva zona de envío'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error && <Alert severity="error">{error.message}</Alert>}
          <FormSelectField
            control={control}
            name="kind"
            label="Tipo de zona"
            options={KIND_OPTIONS}
          />
          <FormTextField
            label={DELIVERY_ZONE_KIND_LABELS[kind]}
            registration={register('value')}
            error={formState.errors.value}
            hint={kind === 'postal_code' ? '4 números (1663) o el CPA (B1663ABC)' : ' '}
            margin="none"
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <FormNumberField
            control={control}
            name="price"
            label="Precio del envío ($)"
            required
            entry={ZONE_PRICE_ENTRY}
            hint="Ejemplo: 15.000 o 9.500,50"
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <FormTextField
              label="Llega en (días hábiles, desde)"
              registration={register('daysMin')}
              error={formState.errors.daysMin}
              hint="Ejemplo: 2"
              margin="none"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
            />
            <FormTextField
              label="Hasta"
              registration={register('daysMax')}
              error={formState.errors.daysMax}
              hint="Ejemplo: 4"
              margin="none"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
            />
          </Box>
        </DialogContent>
        <DialogButtons busy={saving} onCancel={onClose} />
      </Box>
    </Dialog>
  );
}
