import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SortField, SortOrder } from '../../../shared/catalog-filters';

const OPTIONS: { value: `${SortField}-${SortOrder}`; label: string }[] = [
  { value: 'name-asc', label: 'Nombre (A-Z)' },
  { value: 'name-desc', label: 'Nombre (Z-A)' },
  { value: 'price-asc', label: 'Precio: menor a mayor' },
  { value: 'price-desc', label: 'Precio: mayor a menor' },
  { value: 'quality-asc', label: 'Calidad: Primera primero' },
  { value: 'quality-desc', label: 'Calidad: Segunda primero' },
];

interface SortSelectProps {
  sortBy: SortField;
  sortOrder: SortOrder;
  disabled: boolean;
  onChange: (sortBy: SortField, sortOrder: SortOrder) => void;
}

export function SortSelect({ sortBy, sortOrder, disabled, onChange }: SortSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Ordenar por"
      value={`${sortBy}-${sortOrder}`}
      disabled={disabled}
      onChange={(e) => {
        const [field, order] = e.target.value.split('-') as [SortField, SortOrder];
        onChange(field, order);
      }}
      sx={{
        minWidth: { xs: 0, sm: 220 },
        flex: { xs: 1, sm: 'none' },
        bgcolor: 'background.paper',
      }}
    >
      {OPTIONS.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
