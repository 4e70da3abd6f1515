import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { parseArNumber } from '../../../../shared/number-entry';
import { shopToday } from '../../../../shared/order-payments';
import { SALE_UNIT_LABELS } from '../../../../shared/order-lines';
import type { ProductStock } from '../../../../shared/stock/contract';
import { STOCK_MESSAGES } from '../../../../shared/stock/messages';
import { ApiError } from '../../../api-client';
import { NumberField } from '../../../components/ui/number-field';
import { useIngreso } from '../api';

const ENTRY = { decimals: 0 } as const;

/** "Ingreso de mercadería": boxes of one lot (code, tono, calibre, date) for a product. */
export function IngresoDialog({
  product,
  onClose,
  onDone,
}: {
  product: ProductStock;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const ingreso = useIngreso();
  const boxes = product.saleUnit === 'caja';
  const [code, setCode] = useState('');
  const [tono, setTono] = useState('');
  const [calibre, setCalibre] = useState('');
  const [receivedOn, setReceivedOn] = useState(shopToday());
  const [note, setNote] = useState('');
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  const unit = SALE_UNIT_LABELS[product.saleUnit];

  const submit = () => {
    const parsed = parseArNumber(quantity, ENTRY);
    if (!parsed.ok || parsed.value <= 0) return setError(STOCK_MESSAGES.boxesRequired);
    if (boxes && code.trim() === '') return setError(STOCK_MESSAGES.lotCodeRequired);
    setError(null);
    ingreso.mutate(
      {
        productId: product.productId,
        input: {
          code: boxes ? code.trim() : '',
          tono: tono.trim() || null,
          calibre: calibre.trim() || null,
          receivedOn,
          note: note.trim() || null,
          quantity: parsed.value,
        },
      },
      {
        onSuccess: () =>
          onDone(`Ingreso registrado: ${parsed.value} ${unit.many} de «${product.name}».`),
        onError: (e) =>
          setError(e instanceof ApiError ? e.message : 'No se pudo registrar el ingreso.'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ingreso-title">
      <DialogTitle id="ingreso-title">Ingreso de mercadería</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info" icon={false}>
            {product.name}
          </Alert>
          {boxes && (
            <>
              <TextField
                label="Lote"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                required
              />
              <Stack direction="row" spacing={2}>
                <TextField
                  label="Tono"
                  value={tono}
                  onChange={(e) => setTono(e.target.value)}
                  fullWidth
                />
                <TextField
                  label="Calibre"
                  value={calibre}
                  onChange={(e) => setCalibre(e.target.value)}
                  fullWidth
                />
              </Stack>
            </>
          )}
          <Stack direction="row" spacing={2}>
            <NumberField
              label={unit.manyTitle}
              value={quantity}
              onChange={setQuantity}
              entry={ENTRY}
              required
              fullWidth
            />
            <TextField
              label="Fecha de ingreso"
              type="date"
              value={receivedOn}
              onChange={(e) => setReceivedOn(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          <TextField
            label="Nota (remito, proveedor)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={submit} disabled={ingreso.isPending}>
          Registrar ingreso
        </Button>
      </DialogActions>
    </Dialog>
  );
}
