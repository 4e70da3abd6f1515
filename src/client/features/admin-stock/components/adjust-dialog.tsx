import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatNumber } from '#shared/format';
import { parseArNumber } from '#shared/number-entry';
import type { AdjustmentInput, Lot } from '#shared/stock/contract';
import { DialogButtons } from '#client/components/ui/dialog-buttons';
import { FormNumberField } from '#client/components/ui/form-number-field';
import { FormSelectField } from '#client/components/ui/form-select-field';
import { optionsOf } from '#client/components/ui/option-select';
import {
  ADJUSTMENT_REASONS,
  type AdjustmentValues,
  DELTA_ENTRY,
  adjustmentResolver,
} from '../adjustment-form';
import { useAdjustLot } from '../api';
import { lotName } from '#shared/stock/lot-name';
import { showRefusal } from '#client/components/ui/form-errors';

const REASON_OPTIONS = optionsOf(ADJUSTMENT_REASONS);

/** What the lot will hold once adjusted, while the typed number reads. */
function afterText(lot: Lot, delta: string): string | undefined {
  const parsed = parseArNumber(delta, DELTA_ENTRY);
  if (!parsed.ok || parsed.value === 0)
    return 'Negativo para restar (ej.: -3), positivo para sumar.';
  return `En depósito: ${formatNumber(lot.onHand)} → ${formatNumber(lot.onHand + parsed.value)}`;
}

/** An ajuste of one lot (rotura, inventario…): signed boxes and why; the server's refusal as is. */
export function AdjustDialog({
  lot,
  onClose,
  onDone,
}: {
  lot: Lot;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const adjust = useAdjustLot();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdjustmentValues, unknown, AdjustmentInput>({
    defaultValues: { delta: '', reason: 'Rotura', detail: '' },
    resolver: adjustmentResolver,
  });
  const delta = useWatch({ control, name: 'delta' });
  const reason = useWatch({ control, name: 'reason' });
  const name = lotName(lot);

  const submit = handleSubmit((input) => {
    adjust.mutate(
      { lotId: lot.id, input },
      {
        onSuccess: () => onDone(`Ajuste registrado en ${name}: ${formatNumber(input.delta)}.`),
        onError: (e) => showRefusal(e, setError, 'No se pudo registrar el ajuste.'),
      },
    );
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="adjust-title">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id="adjust-title">Ajustar stock</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {name}: {formatNumber(lot.onHand)} en depósito, {formatNumber(lot.reserved)} reservado
            </Typography>
            <FormSelectField
              control={control}
              name="reason"
              label="Motivo"
              options={REASON_OPTIONS}
            />
            <FormNumberField
              control={control}
              name="delta"
              label="Cantidad"
              entry={DELTA_ENTRY}
              required
              hint={afterText(lot, delta)}
            />
            <TextField
              label={reason === 'Otro' ? 'Detalle' : 'Detalle (opcional)'}
              required={reason === 'Otro'}
              error={Boolean(errors.detail)}
              helperText={errors.detail?.message}
              {...register('detail')}
              slotProps={{ htmlInput: { maxLength: 180 } }}
            />
            {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogButtons busy={adjust.isPending} onCancel={onClose} confirmLabel="Registrar ajuste" />
      </Box>
    </Dialog>
  );
}
