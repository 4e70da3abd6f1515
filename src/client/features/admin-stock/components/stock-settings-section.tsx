import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ProductStock, StockSettings } from '#shared/stock/contract';
import { ApiError } from '#client/api-client';
import { FormNumberField } from '#client/components/ui/form-number-field';
import { showServerErrors } from '#client/components/ui/form-errors';
import { useSaveStockSettings } from '../api';
import {
  type StockSettingsValues,
  WHOLE_ENTRY,
  stockSettingsResolver,
  stockSettingsValues,
} from '../stock-settings-form';

const FIELDS = ['trackStock', 'backorderDays', 'lowStockThreshold'] as const;

/** Whether the product tracks stock, sells "a pedido" (and how many days it takes), its mínimo. */
export function StockSettingsSection({ stock }: { stock: ProductStock }) {
  const save = useSaveStockSettings(stock.productId);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string }>();
  const { control, handleSubmit, reset, setError } = useForm<
    StockSettingsValues,
    unknown,
    StockSettings
  >({
    defaultValues: stockSettingsValues(stock),
    resolver: stockSettingsResolver,
  });
  const tracked = useWatch({ control, name: 'trackStock' });
  const backorder = useWatch({ control, name: 'backorder' });

  const submit = handleSubmit((settings) => {
    setNotice(undefined);
    save.mutate(settings, {
      onSuccess: (saved) => {
        reset(stockSettingsValues(saved));
        setNotice({ severity: 'success', text: 'Configuración de stock guardada.' });
      },
      onError: (error) => {
        showServerErrors(error, FIELDS, setError);
        setNotice({
          severity: 'error',
          text: error instanceof ApiError ? error.message : 'No se pudo guardar la configuración.',
        });
      },
    });
  });

  const toggle = (name: 'trackStock' | 'backorder', label: string, disabled = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              inputRef={field.ref}
            />
          }
        />
      )}
    />
  );
  const number = (name: 'backorderDays' | 'lowStockThreshold', label: string, hint: string) => (
    <FormNumberField
      control={control}
      name={name}
      label={label}
      entry={WHOLE_ENTRY}
      size="small"
      disabled={!tracked || (name === 'backorderDays' && !backorder)}
      hint={hint}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Configuración de stock">
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        {toggle('trackStock', 'Controlar el stock de este producto')}
        {toggle('backorder', 'Vender sin stock (a pedido)', !tracked)}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {number('backorderDays', 'Demora a pedido (días)', 'Lo que tarda en llegar.')}
        {number('lowStockThreshold', 'Stock mínimo', 'Con esto o menos disponible, avisa.')}
      </Box>
      {notice && (
        <Alert severity={notice.severity} sx={{ mt: 2 }} onClose={() => setNotice(undefined)}>
          {notice.text}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Guardar configuración
        </Button>
      </Box>
    </Box>
  );
}
