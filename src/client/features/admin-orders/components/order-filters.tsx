import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from '#shared/admin-orders';
import { isIsoDay } from '#shared/shop-clock';
import { ORDER_STATUS_LABELS } from '#shared/orders';
import { DateRangeFields, FilterBar } from '#client/components/ui/filter-bar';

export interface OrderFilterValues {
  q: string;
  status: OrderStatusFilter;
  from: string;
  to: string;
}

export const EMPTY_ORDER_FILTERS: OrderFilterValues = { q: '', status: 'all', from: '', to: '' };

const statusLabel = (status: OrderStatusFilter) =>
  status === 'all'
    ? 'Todos'
    : status === 'active'
      ? 'Todos menos cancelados'
      : ORDER_STATUS_LABELS[status];

function isStatusFilter(value: string): value is OrderStatusFilter {
  return (ORDER_STATUS_FILTERS as readonly string[]).includes(value);
}

/** Filters given in the address, named as the API names them (the Resumen's links). */
export function orderFiltersFromSearch(params: URLSearchParams): OrderFilterValues {
  const status = params.get('status') ?? 'all';
  const day = (value: string | null) => (value && isIsoDay(value) ? value : '');
  return {
    q: params.get('q') ?? '',
    status: isStatusFilter(status) ? status : 'all',
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

interface OrderFiltersProps {
  value: OrderFilterValues;
  onChange(value: OrderFilterValues): void;
}

export function OrderFilters({ value, onChange }: OrderFiltersProps) {
  const set = (patch: Partial<OrderFilterValues>) => onChange({ ...value, ...patch });
  return (
    <FilterBar
      label="Filtrar pedidos"
      wideColumns="2fr 1fr 1fr 1fr auto"
      onClear={() => onChange(EMPTY_ORDER_FILTERS)}
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
      <DateRangeFields value={value} onChange={set} />
    </FilterBar>
  );
}
