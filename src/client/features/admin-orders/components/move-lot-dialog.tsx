import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatNumber } from '#shared/format';
import type { LineLot } from '#shared/stock/contract';
import { ApiError } from '#client/api-client';
import { productStockQuery } from '#client/api/product-stock';
import { DialogButtons } from '#client/components/ui/dialog-buttons';
import { PageLoading } from '#client/components/ui/page-states';
import { useMoveLineLot } from '../api';
import { lotText, lotsToMoveTo } from '../line-lots';

/** "Cambiar lote": a reserved line to another lot of its product that holds the whole line. */
export function MoveLotDialog({
  orderId,
  line,
  productName,
  quantity,
  onClose,
  onDone,
}: {
  orderId: number;
  line: LineLot;
  productName: string;
  quantity: number;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const stock = useQuery(productStockQuery(line.productId));
  const move = useMoveLineLot(orderId);
  const [lotId, setLotId] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const choices = stock.data ? lotsToMoveTo(stock.data.lots, line.lot?.id ?? null, quantity) : [];

  const submit = () => {
    const target = choices.find((lot) => lot.id === lotId);
    if (!target) return setRefusal('Elegí el lote.');
    setRefusal(null);
    move.mutate(
      { productId: line.productId, lotId },
      {
        onSuccess: () => onDone(`${productName}: ahora en ${lotText(target)}.`),
        onError: (e) =>
          setRefusal(e instanceof ApiError ? e.message : 'No se pudo cambiar el lote.'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="move-lot-title">
      <DialogTitle id="move-lot-title">Cambiar lote</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {productName}: {formatNumber(quantity)} en {lotText(line.lot)}
        </Typography>
        {stock.isPending && <PageLoading label="Cargando los lotes" />}
        {stock.isError && <Alert severity="error">{stock.error.message}</Alert>}
        {stock.data && choices.length === 0 && (
          <Alert severity="info">
            Ningún otro lote tiene {formatNumber(quantity)} disponibles para esta línea.
          </Alert>
        )}
        {choices.length > 0 && (
          <FormControl>
            <FormLabel id="move-lot-choices">Lote nuevo</FormLabel>
            <RadioGroup
              aria-labelledby="move-lot-choices"
              value={lotId}
              onChange={(event) => setLotId(event.target.value)}
            >
              {choices.map((lot) => (
                <FormControlLabel
                  key={lot.id}
                  value={lot.id}
                  control={<Radio />}
                  label={`${lotText(lot)} (${formatNumber(lot.available)} disponibles)`}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons
        busy={move.isPending}
        onCancel={onClose}
        onConfirm={submit}
        confirmLabel="Cambiar lote"
        confirmDisabled={choices.length === 0}
      />
    </Dialog>
  );
}
