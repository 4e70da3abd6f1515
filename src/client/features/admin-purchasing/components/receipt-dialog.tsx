import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatNumber } from '#shared/format';
import { parseArNumber } from '#shared/number-entry';
import { shopToday } from '#shared/shop-clock';
import type { PurchaseOrder, ReceiptInput } from '#shared/purchasing/contract';
import { DialogButtons } from '#client/components/ui/dialog-buttons';
import { NumberField } from '#client/components/ui/number-field';

const QUANTITY = { decimals: 0 } as const;
const COST = { decimals: 2, money: true } as const;

interface LineDraft {
  quantity: string;
  code: string;
  tono: string;
  calibre: string;
  cost: string;
  note: string;
}

/**
 * What came of a purchase order: per line, the boxes and their lot (code, tono, calibre), a
 * note for what differed and, for the owner, the cost per unit. Lines left at 0 are not
 * received this time; "cerrar" ends the order even when something is missing.
 */
export function ReceiptDialog({
  order,
  seesCosts,
  saving,
  error,
  onSave,
  onClose,
}: {
  order: PurchaseOrder;
  seesCosts: boolean;
  saving: boolean;
  error: string | null;
  onSave(input: ReceiptInput): void;
  onClose(): void;
}) {
  const [lines, setLines] = useState<LineDraft[]>(
    order.lines.map((line) => ({
      quantity: formatNumber(Math.max(line.quantity - line.received, 0)),
      code: '',
      tono: '',
      calibre: '',
      cost: '',
      note: '',
    })),
  );
  const [close, setClose] = useState(false);
  const [note, setNote] = useState('');
  const setLine = (i: number, change: Partial<LineDraft>) =>
    setLines(lines.map((line, j) => (j === i ? { ...line, ...change } : line)));
  const submit = () => {
    const received = order.lines.flatMap((line, i) => {
      const draft = lines[i];
      if (!draft) return [];
      const quantity = parseArNumber(draft.quantity, QUANTITY);
      if (quantity.ok && quantity.value === 0) return [];
      const cost = parseArNumber(draft.cost, COST);
      return [
        {
          lineId: line.id,
          quantity: quantity.ok ? quantity.value : -1,
          code: draft.code,
          tono: draft.tono,
          calibre: draft.calibre,
          note: draft.note,
          ...(seesCosts && cost.ok ? { costPerUnit: cost.value } : {}),
        },
      ];
    });
    onSave({ version: order.version, receivedOn: shopToday(), note, close, lines: received });
  };
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="md">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'contents' }}
      >
        <DialogTitle>Recibir mercadería · Orden N.º {order.id}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error && <Alert severity="error">{error}</Alert>}
          {order.lines.map((line, i) => {
            const draft = lines[i];
            if (!draft) return null;
            return (
              <Box
                key={line.id}
                role="group"
                aria-label={line.productName}
                sx={{ display: 'grid', gap: 1 }}
              >
                <Typography fontWeight="bold">
                  {line.productName} · pedidas {formatNumber(line.quantity)}, recibidas{' '}
                  {formatNumber(line.received)}
                </Typography>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${seesCosts ? 5 : 4}, 1fr)` },
                  }}
                >
                  <NumberField
                    label="Cantidad recibida"
                    value={draft.quantity}
                    onChange={(quantity) => setLine(i, { quantity })}
                    entry={QUANTITY}
                    size="small"
                  />
                  <TextField
                    label="Lote"
                    size="small"
                    value={draft.code}
                    onChange={(event) => setLine(i, { code: event.target.value })}
                  />
                  <TextField
                    label="Tono"
                    size="small"
                    value={draft.tono}
                    onChange={(event) => setLine(i, { tono: event.target.value })}
                  />
                  <TextField
                    label="Calibre"
                    size="small"
                    value={draft.calibre}
                    onChange={(event) => setLine(i, { calibre: event.target.value })}
                  />
                  {seesCosts && (
                    <NumberField
                      label="Costo por unidad ($)"
                      value={draft.cost}
                      onChange={(cost) => setLine(i, { cost })}
                      entry={COST}
                      size="small"
                    />
                  )}
                </Box>
                <TextField
                  label="Diferencias (cajas rotas, otro tono…)"
                  size="small"
                  value={draft.note}
                  onChange={(event) => setLine(i, { note: event.target.value })}
                />
              </Box>
            );
          })}
          <TextField
            label="Nota del remito"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <FormControlLabel
            control={<Checkbox checked={close} onChange={(e) => setClose(e.target.checked)} />}
            label="Cerrar la orden aunque falte mercadería"
          />
        </DialogContent>
        <DialogButtons busy={saving} onCancel={onClose} confirmLabel="Registrar recepción" />
      </Box>
    </Dialog>
  );
}
