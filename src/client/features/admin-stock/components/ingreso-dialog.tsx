import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { shopToday } from '#shared/shop-clock';
import { SALE_UNIT_LABELS } from '#shared/order-lines';
import { type IngresoInput, IngresoInputSchema, type ProductStock } from '#shared/stock/contract';
import { STOCK_MESSAGES } from '#shared/stock/messages';
import { NumberField } from '#client/components/ui/number-field';
import { numberOrNaN, schemaResolver } from '#client/components/ui/form-resolver';
import { controlledInput } from '#client/components/ui/controlled-input';
import { useIngreso } from '../api';
import { showRefusal } from '#client/components/ui/form-errors';

const ENTRY = { decimals: 0 } as const;

/** What the dialog holds: the quantity as typed ('1.038'). */
type IngresoValues = Omit<IngresoInput, 'quantity' | 'tono' | 'calibre' | 'note'> & {
  tono: string;
  calibre: string;
  note: string;
  quantity: string;
};

/** The fields in the order their messages are shown (one at a time, in the dialog's alert). */
const FIELDS = ['quantity', 'code', 'tono', 'calibre', 'receivedOn', 'note'] as const;

/**
 * The shared IngresoInputSchema over the typed quantity (a quantity the es-AR rule cannot read
 * gets the schema's «mayor que cero»); a lot sold by the box needs its code, one sold otherwise
 * has none.
 */
const ingresoResolver = (boxes: boolean) =>
  schemaResolver(
    IngresoInputSchema,
    (values: IngresoValues) => ({
      code: boxes ? values.code.trim() : '',
      tono: values.tono.trim() || null,
      calibre: values.calibre.trim() || null,
      receivedOn: values.receivedOn,
      note: values.note.trim() || null,
      quantity: numberOrNaN(values.quantity, ENTRY),
    }),
    ({ code }): Record<string, string> =>
      boxes && code.trim() === '' ? { code: STOCK_MESSAGES.lotCodeRequired } : {},
  );

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
  const unit = SALE_UNIT_LABELS[product.saleUnit];
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<IngresoValues, unknown, IngresoInput>({
    defaultValues: {
      code: '',
      tono: '',
      calibre: '',
      receivedOn: shopToday(),
      note: '',
      quantity: '',
    },
    resolver: ingresoResolver(boxes),
  });
  // One message at a time, in the dialog's alert, as the server's would be.
  const problem =
    FIELDS.map((name) => errors[name]?.message).find(Boolean) ?? errors.root?.server?.message;

  const submit = handleSubmit((input) => {
    ingreso.mutate(
      { productId: product.productId, input },
      {
        onSuccess: () =>
          onDone(`Ingreso registrado: ${input.quantity} ${unit.many} de «${product.name}».`),
        onError: (e) => showRefusal(e, setError, 'No se pudo registrar el ingreso.'),
      },
    );
  });

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
              <TextField label="Lote" required {...register('code')} />
              <Stack direction="row" spacing={2}>
                <TextField label="Tono" fullWidth {...register('tono')} />
                <TextField label="Calibre" fullWidth {...register('calibre')} />
              </Stack>
            </>
          )}
          <Stack direction="row" spacing={2}>
            {/* Its message shows in the dialog's alert, as every other here. */}
            <Controller
              control={control}
              name="quantity"
              render={({ field }) => (
                <NumberField
                  label={unit.manyTitle}
                  entry={ENTRY}
                  required
                  fullWidth
                  {...controlledInput(field)}
                />
              )}
            />
            <TextField
              label="Fecha de ingreso"
              type="date"
              {...register('receivedOn')}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          <TextField label="Nota (remito, proveedor)" {...register('note')} />
          {problem && <Alert severity="error">{problem}</Alert>}
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
