import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';

/**
 * The back office's filters above a list: a named search landmark whose fields share a grid
 * (one column on a phone, two on a tablet, `wideColumns` on a wide screen), 'Limpiar' last.
 */
export function FilterBar({
  label,
  wideColumns,
  onClear,
  children,
}: {
  label: string;
  /** The grid's columns from the lg breakpoint, 'Limpiar' included. */
  wideColumns: string;
  onClear(): void;
  children: ReactNode;
}) {
  return (
    <Paper
      role="search"
      aria-label={label}
      variant="outlined"
      sx={{
        p: 2,
        mb: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: wideColumns },
        alignItems: 'center',
      }}
    >
      {children}
      <Button variant="outlined" onClick={onClear}>
        Limpiar
      </Button>
    </Paper>
  );
}

/** A range of days as the date fields type them (YYYY-MM-DD, '' for open). */
export interface DateRange {
  from: string;
  to: string;
}

/** The server refuses a range that ends before it starts; the form says so first. */
export function isInvalidRange(value: DateRange): boolean {
  return Boolean(value.from && value.to && value.from > value.to);
}

/** 'Desde' and 'Hasta', each bounding the other; 'Hasta' says when it comes first. */
export function DateRangeFields({
  value,
  onChange,
}: {
  value: DateRange;
  onChange(patch: Partial<DateRange>): void;
}) {
  const invalid = isInvalidRange(value);
  return (
    <>
      <TextField
        type="date"
        label="Desde"
        size="small"
        value={value.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to || undefined } }}
      />
      <TextField
        type="date"
        label="Hasta"
        size="small"
        value={value.to}
        onChange={(event) => onChange({ to: event.target.value })}
        error={invalid}
        helperText={invalid ? 'Debe ser igual o posterior a "Desde"' : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined } }}
      />
    </>
  );
}
