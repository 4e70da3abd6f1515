import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '#shared/catalog';
import { adminProductsQuery } from '#client/api/admin-products';
import { MoveButtons, moved } from './move-buttons';

export interface FeaturedItem {
  id: string;
  name: string;
}

/** Destacados: products picked through the admin product search, shown on Inicio in this order. */
export function FeaturedEditor({
  items,
  error,
  onChange,
}: {
  items: FeaturedItem[];
  error?: string;
  onChange: (items: FeaturedItem[]) => void;
}) {
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  const results = useQuery({ ...adminProductsQuery(search, 1), enabled: search.length > 0 });
  const options = (results.data?.items ?? []).filter(
    (product) => product.status === 'publicado' && !items.some((item) => item.id === product.id),
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Autocomplete<ProductDetail>
        options={search ? options : []}
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setInput(value);
        }}
        onChange={(_event, product) => {
          if (product) onChange([...items, { id: product.id, name: product.name }]);
          setInput('');
        }}
        filterOptions={(list) => list}
        getOptionLabel={(product) => product.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={results.isFetching}
        loadingText="Buscando..."
        noOptionsText={search ? 'No se encontraron productos publicados' : 'Escribí para buscar'}
        disabled={items.length >= 12}
        renderOption={({ key, ...props }, product) => (
          <li key={key} {...props}>
            <ListItemText
              primary={product.name}
              secondary={[product.brand, product.dimensions].filter(Boolean).join(' · ')}
            />
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Agregar producto destacado"
            helperText={error ?? 'Buscá por nombre, marca o medidas (hasta 12 productos)'}
            error={Boolean(error)}
          />
        )}
      />
      {items.length === 0 ? (
        <Typography color="text.secondary">
          Sin destacados: la fila no se muestra en Inicio.
        </Typography>
      ) : (
        <List dense aria-label="Productos destacados" sx={{ p: 0 }}>
          {items.map((item, i) => (
            <ListItem
              key={item.id}
              divider
              secondaryAction={
                <MoveButtons
                  name={item.name}
                  index={i}
                  count={items.length}
                  onMove={(step) => onChange(moved(items, i, step))}
                  onRemove={() => onChange(items.filter((_, j) => j !== i))}
                />
              }
              sx={{ pr: 18 }}
            >
              <ListItemText primary={`${i + 1}. ${item.name}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
