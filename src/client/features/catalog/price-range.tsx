import { useState } from 'react';
import Box from '@mui/material/Box';
import { MAX_PRICE_FILTER } from '#shared/catalog-filters';
import { type ArNumberOptions, parseArNumber } from '#shared/number-entry';
import { NumberField } from '#client/components/ui/number-field';
import { formatNumberText } from '#client/components/ui/number-text';

const PRICE_ENTRY: ArNumberOptions = { decimals: 2, money: true, min: 0, max: MAX_PRICE_FILTER };

interface PriceRangeProps {
  min: number | null;
  max: number | null;
  disabled: boolean;
  onChange: (range: { priceMin: number | null; priceMax: number | null }) => void;
}

/**
 * 'Precio desde' and 'Precio hasta', typed the es-AR way (decision 0004): a bound applies when the
 * shopper leaves its field with a number the shared rule reads, and an emptied field removes it.
 * A lazy chunk of its own: the number entry library stays out of the list's first load.
 */
export default function PriceRange({ min, max, disabled, onChange }: PriceRangeProps) {
  // One above the other, full width like the panel's other fields: side by side in the 280px
  // panel each field was too narrow for its label ('Precio des…').
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Bound
        key={`min-${min}`}
        label="Precio desde"
        value={min}
        disabled={disabled}
        onApply={(priceMin) => onChange({ priceMin, priceMax: max })}
      />
      <Bound
        key={`max-${max}`}
        label="Precio hasta"
        value={max}
        disabled={disabled}
        onApply={(priceMax) => onChange({ priceMin: min, priceMax })}
      />
    </Box>
  );
}

interface BoundProps {
  label: string;
  value: number | null;
  disabled: boolean;
  onApply: (value: number | null) => void;
}

function Bound({ label, value, disabled, onApply }: BoundProps) {
  // Keyed by the applied value: a bound removed elsewhere (its chip, 'Limpiar filtros') empties it.
  const [text, setText] = useState(value === null ? '' : formatNumberText(value, PRICE_ENTRY));
  return (
    <NumberField
      label={label}
      size="small"
      value={text}
      disabled={disabled}
      entry={PRICE_ENTRY}
      onChange={setText}
      onBlur={() => {
        const read = parseArNumber(text, PRICE_ENTRY);
        const next = read.ok ? read.value : read.problem === 'empty' ? null : value;
        if (next !== value) onApply(next);
      }}
    />
  );
}
