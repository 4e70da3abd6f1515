import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fieldErrors } from '../../../../shared/api';
import {
  DELIVERY_ZONE_KINDS,
  DELIVERY_ZONE_KIND_LABELS,
  type DeliveryZoneInput,
  DeliveryZoneInputSchema,
  type DeliveryZoneKind,
  type DeliveryZoneRow,
  ZONE_PRICE_ENTRY,
} from '../../../../shared/delivery';
import { formatNumber } from '../../../../shared/format';
import { parseArNumber } from '../../../../shared/number-entry';
import { NumberField } from '../../../components/ui/number-field';
import { DialogButtons } from '../../../components/ui/dialog-buttons';

interface ZoneDialogProps {
  /** The zone edited; null for a new one. */
  zone: DeliveryZoneRow | null;
  saving: boolean;
  /** The save's refusal: a message and the server's field messages. */
  error: { message: string; fields: Record<string, string> } | null;
  onSave(input: DeliveryZoneInput): void;
  onClose(): void;
}

function isZoneKind(value: string): value is DeliveryZoneKind {
  return (DELIVERY_ZONE_KINDS as readonly string[]).includes(value);
}

/** New or edited zone: a partido or código postal and its price, typed the es-AR way. */
export function ZoneDialog({ zone, saving, error, onSave, onClose }: ZoneDialogProps) {
  const [kind, setKind] = useState<DeliveryZoneKind>(zone?.kind ?? 'partido');
  const [value, setValue] = useState(zone?.value ?? '');
  const [price, setPrice] = useState(zone ? formatNumber(zone.price) : '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const shown = { ...problems, ...(error?.fields ?? {}) };

  const submit = () => {
    const amount = parseArNumber(price, ZONE_PRICE_ENTRY);
    const parsed = DeliveryZoneInputSchema.safeParse({
      kind,
      value,
      price: amount.ok ? amount.value : Number.NaN,
    });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (!amount.ok) found.price = amount.message;
    setProblems(found);
    if (parsed.success && amount.ok) onSave(parsed.data);
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{zone ? 'Editar zona de envío' : 'Nueva zona de envío'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && <Alert severity="error">{error.message}</Alert>}
        <TextField
          select
          label="Tipo de zona"
          value={kind}
          onChange={(event) => {
            if (isZoneKind(event.target.value)) setKind(event.target.value);
          }}
        >
          {DELIVERY_ZONE_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {DELIVERY_ZONE_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={DELIVERY_ZONE_KIND_LABELS[kind]}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(shown.value)}
          helperText={
            shown.value ?? (kind === 'postal_code' ? '4 números (1663) o el CPA (B1663ABC)' : ' ')
          }
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <NumberField
          label="Precio del envío ($)"
          required
          value={price}
          onChange={setPrice}
          entry={ZONE_PRICE_ENTRY}
          error={Boolean(shown.price)}
          helperText={shown.price ?? 'Ejemplo: 15.000 o 9.500,50'}
        />
      </DialogContent>
      <DialogButtons busy={saving} onCancel={onClose} onConfirm={submit} />
    </Dialog>
  );
}
