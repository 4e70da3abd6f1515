import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from '../../../../shared/admin-orders';
import { ORDER_STATUS_LABELS } from '../../../../shared/orders';

export interface OrderFilterValues {
  q: string;
  status: OrderStatusFilter;
  from: string;
  to: string;
}

export const EMPTY_ORDER_FILTERS: OrderFilterValues = { q: '', status: 'all', from: '', to: '' };

const statusLabel = (status: OrderStatusFilter) =>
  status === 'all' ? 'Todos' : ORDER_STATUS_LABELS[status];

function isStatusFilter(value: string): value is OrderStatusFilter {
  return (ORDER_STATUS_FILTERS as readonly string[]).includes(value);
}

interface OrderFiltersProps {
  value: OrderFilterValues;
  onChange(value: OrderFilterValues): void;
}

/** The server refuses a range that ends before it starts; the form says so first. */
export function isInvalidRange(value: OrderFilterValues): boolean {
  return Boolean(value.from && value.to && value.from > value.to);
}

export function OrderFilters({ value, onChange }: OrderFiltersProps) {
  const set = (patch: Partial<OrderFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Paper
      role="search"
      aria-label="Filtrar pedidos"
      variant="outlined"
      sx={{
        p: 2,
        mb: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr auto' },
        alignItems: 'center',
      }}
    >
      <TextField
        label="Buscar"
        placeholder="Número, nombre, email o teléfono..."
        size="small"
        value={value.q}
        onChange={(event) => set({ q: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        label="Estado"
        size="small"
        value={value.status}
        onChange={(event) => {
          if (isStatusFilter(event.target.value)) set({ status: event.target.value });
        }}
      >
        {ORDER_STATUS_FILTERS.map((status) => (
          <MenuItem key={status} value={status}>
            {statusLabel(status)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label="Desde"
        size="small"
        value={value.from}
        onChange={(event) => set({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to || undefined } }}
      />
      <TextField
        type="date"
        label="Hasta"
        size="small"
        value={value.to}
        onChange={(event) => set({ to: event.target.value })}
        error={isInvalidRange(value)}
        helperText={isInvalidRange(value) ? 'Debe ser igual o posterior a "Desde"' : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined } }}
      />
      <Button variant="outlined" onClick={() => onChange(EMPTY_ORDER_FILTERS)}>
        Limpiar
      </Button>
    </Paper>
  );
}
