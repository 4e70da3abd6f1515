import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../../../shared/format';
import { parseArNumber } from '../../../../shared/number-entry';
import type { Lot } from '../../../../shared/stock/contract';
import { ApiError } from '../../../api-client';
import { DialogButtons } from '../../../components/ui/dialog-buttons';
import { NumberField } from '../../../components/ui/number-field';
import {
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
  DELTA_ENTRY,
  readAdjustment,
} from '../adjustment-form';
import { useAdjustLot } from '../api';
import { lotName } from '../../../../shared/stock/lot-name';

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
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<AdjustmentReason>('Rotura');
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<{ delta?: string; detail?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = lotName(lot);

  const submit = () => {
    const result = readAdjustment({ delta, reason, detail });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setRefusal(null);
    adjust.mutate(
      { lotId: lot.id, input: result.input },
      {
        onSuccess: () =>
          onDone(`Ajuste registrado en ${name}: ${formatNumber(result.input.delta)}.`),
        onError: (e) =>
          setRefusal(e instanceof ApiError ? e.message : 'No se pudo registrar el ajuste.'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="adjust-title">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id="adjust-title">Ajustar stock</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {name}: {formatNumber(lot.onHand)} en depósito, {formatNumber(lot.reserved)} reservado
            </Typography>
            <TextField
              select
              label="Motivo"
              value={reason}
              onChange={(e) => setReason(e.target.value as AdjustmentReason)}
            >
              {ADJUSTMENT_REASONS.map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
            <NumberField
              label="Cantidad"
              value={delta}
              onChange={setDelta}
              entry={DELTA_ENTRY}
              required
              error={Boolean(errors.delta)}
              helperText={errors.delta ?? afterText(lot, delta)}
            />
            <TextField
              label={reason === 'Otro' ? 'Detalle' : 'Detalle (opcional)'}
              value={detail}
              onChange={(e) => setDetail(e.target.value)}
              required={reason === 'Otro'}
              error={Boolean(errors.detail)}
              helperText={errors.detail}
              slotProps={{ htmlInput: { maxLength: 180 } }}
            />
            {refusal && <Alert severity="error">{refusal}</Alert>}
          </Stack>
        </DialogContent>
        <DialogButtons busy={adjust.isPending} onCancel={onClose} confirmLabel="Registrar ajuste" />
      </Box>
    </Dialog>
  );
}
