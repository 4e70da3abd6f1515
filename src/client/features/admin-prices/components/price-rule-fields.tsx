import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { formatMoney } from '#shared/format';
import { PRICE_ROUNDINGS, PRICE_RULE_ENTRY, type PriceRule } from '#shared/price-batches';
import { NumberField } from '#client/components/ui/number-field';
import type { PriceFormValues } from '../price-form';

interface PriceRuleFieldsProps {
  values: PriceFormValues;
  amountError: string | null;
  onChange: (patch: Partial<PriceFormValues>) => void;
}

/** Raise or lower, by a percentage or an amount, rounded to $ 1, $ 10 or $ 100. */
export function PriceRuleFields({ values, amountError, onChange }: PriceRuleFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-label="Subir o bajar"
        value={values.direction}
        onChange={(_event, direction: PriceRule['direction'] | null) => {
          if (direction) onChange({ direction });
        }}
      >
        <ToggleButton value="subir">Subir</ToggleButton>
        <ToggleButton value="bajar">Bajar</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        aria-label="Tipo de cambio"
        value={values.kind}
        onChange={(_event, kind: PriceRule['kind'] | null) => {
          if (kind) onChange({ kind });
        }}
      >
        <ToggleButton value="porcentaje">Porcentaje</ToggleButton>
        <ToggleButton value="monto">Monto fijo</ToggleButton>
      </ToggleButtonGroup>
      <NumberField
        label={values.kind === 'porcentaje' ? 'Porcentaje (%)' : 'Monto ($)'}
        required
        fullWidth
        entry={PRICE_RULE_ENTRY[values.kind]}
        value={values.amount}
        onChange={(amount) => onChange({ amount })}
        error={amountError !== null}
        helperText={amountError ?? undefined}
      />
      <TextField
        select
        label="Redondeo"
        fullWidth
        value={values.rounding}
        onChange={(event) =>
          onChange({ rounding: Number(event.target.value) as PriceRule['rounding'] })
        }
      >
        {PRICE_ROUNDINGS.map((rounding) => (
          <MenuItem key={rounding} value={rounding}>
            A {formatMoney(rounding)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
