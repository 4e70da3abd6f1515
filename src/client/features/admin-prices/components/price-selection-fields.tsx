import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Taxonomy } from '#shared/catalog';
import { OptionSelect, optionsById, optionsOf } from '#client/components/ui/option-select';
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
      <OptionSelect
        label="Área"
        allLabel="Todas"
        options={optionsById(taxonomy.areas)}
        value={values.areaId}
        onChange={(areaId) => onChange({ areaId, categoryId: '', subcategoryId: '' })}
      />
      <OptionSelect
        label="Categoría"
        allLabel="Todas"
        options={optionsById(categories)}
        disabled={!values.areaId}
        value={values.categoryId}
        onChange={(categoryId) => onChange({ categoryId, subcategoryId: '' })}
      />
      <OptionSelect
        label="Subcategoría"
        allLabel="Todas"
        options={optionsById(subcategories)}
        disabled={!values.categoryId}
        value={values.subcategoryId}
        onChange={(subcategoryId) => onChange({ subcategoryId })}
      />
      <OptionSelect
        label="Marca"
        allLabel="Todas"
        options={optionsOf(brands)}
        value={values.brand}
        onChange={(brand) => onChange({ brand })}
      />
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
