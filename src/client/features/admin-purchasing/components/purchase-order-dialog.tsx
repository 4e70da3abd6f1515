import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ProductDetail } from '#shared/catalog';
import { formatNumber } from '#shared/format';
import { parseArNumber } from '#shared/number-entry';
import type { PurchaseOrderInput } from '#shared/purchasing/contract';
import { adminProductsQuery } from '#client/api/admin-products';
import { DialogButtons } from '#client/components/ui/dialog-buttons';
import { NumberField } from '#client/components/ui/number-field';
import { suggestPurchase, useSuppliers } from '../api';

const QUANTITY = { decimals: 0 } as const;
const COST = { decimals: 2, money: true } as const;

interface LineDraft {
  productId: string;
  name: string;
  quantity: string;
  cost: string;
}

/** A typed number, or what the server refuses with its own message (NaN is not JSON: -1). */
const read = (text: string, entry: typeof QUANTITY | typeof COST) => {
  const result = parseArNumber(text, entry);
  return result.ok ? result.value : result.problem === 'empty' ? null : -1;
};

/**
 * A new purchase order: the supplier, then its lines (a product, how many of its unit, the
 * expected cost), typed or proposed by "Sugerir compra".
 */
export function PurchaseOrderDialog({
  saving,
  error,
  onSave,
  onClose,
}: {
  saving: boolean;
  error: string | null;
  onSave(input: PurchaseOrderInput): void;
  onClose(): void;
}) {
  const suppliers = useSuppliers();
  const [supplierId, setSupplierId] = useState('');
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [input, setInput] = useState('');
  const [suggestNote, setSuggestNote] = useState<string | null>(null);
  const search = useDeferredValue(input.trim());
  const results = useQuery({ ...adminProductsQuery(search, 1), enabled: search.length > 0 });
  const options = (results.data?.items ?? []).filter(
    (product) => !lines.some((line) => line.productId === product.id),
  );
  const setLine = (i: number, change: Partial<LineDraft>) =>
    setLines(lines.map((line, j) => (j === i ? { ...line, ...change } : line)));

  const suggest = async () => {
    const { items } = await suggestPurchase(supplierId);
    const fresh = items.filter((item) => !lines.some((line) => line.productId === item.productId));
    setLines([
      ...lines,
      ...fresh.map((item) => ({
        productId: item.productId,
        name: item.name,
        quantity: formatNumber(item.quantity),
        cost: item.expectedCost === null ? '' : formatNumber(item.expectedCost),
      })),
    ]);
    setSuggestNote(
      fresh.length ? `Se agregaron ${fresh.length} líneas sugeridas.` : 'No hay nada para sugerir.',
    );
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="md">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave({
            supplierId,
            notes,
            lines: lines.map((line) => ({
              productId: line.productId,
              quantity: read(line.quantity, QUANTITY) ?? 0,
              expectedCost: read(line.cost, COST),
            })),
          });
        }}
        sx={{ display: 'contents' }}
      >
        <DialogTitle>Nueva orden de compra</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error && <Alert severity="error">{error}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              label="Proveedor"
              required
              value={supplierId}
              onChange={(event) => setSupplierId(event.target.value)}
              sx={{ minWidth: 240, flex: 1 }}
            >
              {(suppliers.data?.items ?? []).map((supplier) => (
                <MenuItem key={supplier.id} value={supplier.id}>
                  {supplier.name}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" disabled={!supplierId} onClick={() => void suggest()}>
              Sugerir compra
            </Button>
          </Box>
          {suggestNote && <Typography color="text.secondary">{suggestNote}</Typography>}
          <Autocomplete<ProductDetail>
            options={search ? options : []}
            value={null}
            inputValue={input}
            onInputChange={(_event, value, reason) => {
              if (reason !== 'reset') setInput(value);
            }}
            onChange={(_event, product) => {
              if (product)
                setLines([
                  ...lines,
                  { productId: product.id, name: product.name, quantity: '', cost: '' },
                ]);
              setInput('');
            }}
            filterOptions={(list) => list}
            getOptionLabel={(product) => product.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={results.isFetching}
            loadingText="Buscando..."
            noOptionsText={search ? 'No se encontraron productos' : 'Escribí para buscar'}
            renderInput={(params) => <TextField {...params} label="Agregar producto" />}
          />
          {lines.map((line, i) => (
            <Box
              key={line.productId}
              role="group"
              aria-label={line.name}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr auto', sm: '2fr 1fr 1fr auto' },
                gap: 1,
                alignItems: 'center',
              }}
            >
              <Typography
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, overflowWrap: 'anywhere' }}
              >
                {line.name}
              </Typography>
              <NumberField
                label="Cantidad"
                value={line.quantity}
                onChange={(quantity) => setLine(i, { quantity })}
                entry={QUANTITY}
                size="small"
              />
              <NumberField
                label="Costo unitario ($)"
                value={line.cost}
                onChange={(cost) => setLine(i, { cost })}
                entry={COST}
                size="small"
              />
              <IconButton
                aria-label={`Quitar ${line.name}`}
                onClick={() => setLines(lines.filter((_, j) => j !== i))}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          <TextField
            label="Notas para el proveedor"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogButtons busy={saving} onCancel={onClose} confirmLabel="Guardar borrador" />
      </Box>
    </Dialog>
  );
}
