import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { formatMoney } from '#shared/format';
import { adminProductsQuery } from '#client/api/admin-products';
import { useDebouncedValue } from '#client/hooks/use-debounced-value';
import { productQuery } from '#client/api/catalog';

interface PickedProduct {
  id: string;
  name: string;
  price?: number;
}

interface MaterialPickerProps {
  label: string;
  /** The chosen product's id, '' for none. */
  value: string;
  /** What to search for before anything is typed ('adhesivo', 'pastina'). */
  suggestion: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Chooses the product the shop offers as a category's adhesive or grout ("Agregar materiales"),
 * searching the catalogue by name with the admin product search (same rule as the product list).
 */
export function MaterialPicker({
  label,
  value,
  suggestion,
  onChange,
  onBlur,
  error,
  disabled,
}: MaterialPickerProps) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const typed = useDebouncedValue(input.trim(), 300);
  // The chosen product's name (its id is what the category stores).
  const chosen = useQuery({ ...productQuery(value), enabled: value !== '' });
  const selected: PickedProduct | null =
    value === ''
      ? null
      : {
          id: value,
          name: chosen.data?.name ?? (chosen.isError ? 'Producto no disponible' : 'Cargando…'),
        };
  // While the box shows the chosen name, the list offers the suggestion's products.
  const q = typed && typed !== selected?.name ? typed : suggestion;
  const found = useQuery({ ...adminProductsQuery(q, 1), enabled: open });
  const options: PickedProduct[] = (found.data?.items ?? []).map(({ id, name, price }) => ({
    id,
    name,
    price,
  }));

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      options={
        selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options
      }
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.price === undefined
            ? option.name
            : `${option.name} · ${formatMoney(option.price)}`}
        </li>
      )}
      loading={found.isFetching}
      loadingText="Buscando…"
      noOptionsText="No se encontraron productos"
      clearText="Quitar"
      openText="Ver productos"
      closeText="Cerrar"
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, option) => onChange(option?.id ?? '')}
      onBlur={onBlur}
      disabled={disabled ?? false}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          margin="normal"
          placeholder="Ninguno"
          error={Boolean(error)}
          helperText={
            error ?? 'Buscá por nombre; se ofrece en la calculadora como "Agregar materiales"'
          }
        />
      )}
    />
  );
}
