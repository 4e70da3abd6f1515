import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Taxonomy } from '../../../../shared/catalog';
import type { PriceFormValues } from '../price-form';

interface PriceSelectionFieldsProps {
  values: PriceFormValues;
  taxonomy: Taxonomy;
  brands: string[];
  onChange: (patch: Partial<PriceFormValues>) => void;
}

/** Which products: area, category, subcategory, brand and search text, all together. */
export function PriceSelectionFields({
  values,
  taxonomy,
  brands,
  onChange,
}: PriceSelectionFieldsProps) {
  const categories = taxonomy.categories.filter((c) => c.areaId === values.areaId);
  const subcategories = taxonomy.subcategories.filter((s) => s.categoryId === values.categoryId);
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
    >
      <TextField
        select
        label="Área"
        value={values.areaId}
        onChange={(event) =>
          onChange({ areaId: event.target.value, categoryId: '', subcategoryId: '' })
        }
      >
        <MenuItem value="">Todas</MenuItem>
        {taxonomy.areas.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Categoría"
        disabled={!values.areaId}
        value={values.categoryId}
        onChange={(event) => onChange({ categoryId: event.target.value, subcategoryId: '' })}
      >
        <MenuItem value="">Todas</MenuItem>
        {categories.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Subcategoría"
        disabled={!values.categoryId}
        value={values.subcategoryId}
        onChange={(event) => onChange({ subcategoryId: event.target.value })}
      >
        <MenuItem value="">Todas</MenuItem>
        {subcategories.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Marca"
        value={values.brand}
        onChange={(event) => onChange({ brand: event.target.value })}
      >
        <MenuItem value="">Todas</MenuItem>
        {brands.map((brand) => (
          <MenuItem key={brand} value={brand}>
            {brand}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Buscar"
        placeholder="Nombre, marca, dimensiones..."
        value={values.search}
        onChange={(event) => onChange({ search: event.target.value })}
        sx={{ gridColumn: { md: 'span 2' } }}
      />
    </Box>
  );
}
