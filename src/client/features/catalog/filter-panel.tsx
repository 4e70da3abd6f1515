import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import type { Taxonomy } from '#shared/catalog';
import {
  type CatalogFilters,
  type QualityFilter,
  type ResolvedTaxonomy,
  withArea,
  withCategory,
  withChange,
} from '#shared/catalog-filters';
import { FINISH_TYPES, QUALITY_LABELS } from '#shared/pricing';
import { formatLabel } from '#shared/tile-format';
import PriceRange from './price-range';
import { TileFilterFields } from './tile-filter-fields';
import {
  COMPACT_FILTER,
  OptionSelect,
  optionsById,
  optionsOf,
} from '#client/components/ui/option-select';

interface FilterPanelProps {
  filters: CatalogFilters;
  resolved: ResolvedTaxonomy;
  taxonomy: Taxonomy | undefined;
  brands: string[];
  /** Formatos ('60x60') of the chosen area/category/subcategory. */
  formats: string[];
  disabled: boolean;
  onChange: (next: CatalogFilters) => void;
  onClear: () => void;
}

const ALL = '';
const QUALITY_OPTIONS = (['1ra', '2da'] as const).map((q) => ({
  value: q,
  label: QUALITY_LABELS[q],
}));

/** Area, category, subcategory, formato, price, offers, brands, quality and finish. */
export function FilterPanel(props: FilterPanelProps) {
  const { filters, resolved, taxonomy, brands, formats, disabled, onChange, onClear } = props;
  // A chosen formato stays listed even when the chosen area has none of it.
  const formatOptions = [...new Set([...formats, ...(filters.format ? [filters.format] : [])])];
  const areas = taxonomy?.areas ?? [];
  const categories = resolved.area
    ? (taxonomy?.categories ?? []).filter((c) => c.areaId === resolved.area?.id)
    : [];
  const subcategories = resolved.category
    ? (taxonomy?.subcategories ?? []).filter((s) => s.categoryId === resolved.category?.id)
    : [];
  // Picked brands stay listed even when the chosen area has none of them.
  const brandOptions = [...new Set([...brands, ...filters.brands])].sort((a, b) =>
    a.localeCompare(b, 'es'),
  );
  const nameOf = (list: { id: string; name: string }[], id: string) =>
    list.find((item) => item.id === id)?.name ?? null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <OptionSelect
        {...COMPACT_FILTER}
        label="Área"
        allLabel="Todas"
        options={optionsById(areas)}
        value={resolved.area?.id ?? ALL}
        disabled={disabled}
        onChange={(id) => onChange(withArea(filters, nameOf(areas, id)))}
      />
      <OptionSelect
        {...COMPACT_FILTER}
        label="Categoría"
        allLabel="Todas"
        options={optionsById(categories)}
        value={resolved.category?.id ?? ALL}
        disabled={disabled || !resolved.area}
        onChange={(id) => onChange(withCategory(filters, nameOf(categories, id)))}
      />
      <OptionSelect
        {...COMPACT_FILTER}
        label="Subcategoría"
        allLabel="Todas"
        options={optionsById(subcategories)}
        value={resolved.subcategory?.id ?? ALL}
        disabled={disabled || !resolved.category}
        onChange={(id) => onChange(withChange(filters, { subcategory: nameOf(subcategories, id) }))}
      />
      {formatOptions.length > 0 && (
        <OptionSelect
          {...COMPACT_FILTER}
          label="Formato"
          allLabel="Todos"
          options={formatOptions.map((f) => ({ value: f, label: formatLabel(f) }))}
          value={filters.format ?? ALL}
          disabled={disabled}
          onChange={(format) => onChange(withChange(filters, { format: format || null }))}
        />
      )}
      {/* Part of the panel's own chunk (the panel loads on demand): a second chunk here would
          hold a filter change's results until it arrived. */}
      <PriceRange
        min={filters.priceMin}
        max={filters.priceMax}
        disabled={disabled}
        onChange={(range) => onChange(withChange(filters, range))}
      />
      <FormControlLabel
        label="En oferta"
        disabled={disabled}
        control={
          <Checkbox
            size="small"
            checked={filters.onSale}
            onChange={(e) => onChange(withChange(filters, { onSale: e.target.checked }))}
          />
        }
      />
      <TileFilterFields filters={filters} disabled={disabled} onChange={onChange} />
      <OptionSelect
        {...COMPACT_FILTER}
        label="Calidad"
        allLabel="Todas"
        allValue="todas"
        options={QUALITY_OPTIONS}
        value={filters.quality}
        disabled={disabled}
        onChange={(quality) => onChange(withChange(filters, { quality: quality as QualityFilter }))}
      />
      <OptionSelect
        {...COMPACT_FILTER}
        label="Acabado"
        allLabel="Todos"
        options={optionsOf(FINISH_TYPES)}
        value={
          FINISH_TYPES.find((f) => f.toLowerCase() === filters.type?.toLowerCase()) ??
          filters.type ??
          ALL
        }
        disabled={disabled}
        onChange={(type) => onChange(withChange(filters, { type: type || null }))}
      >
        {filters.type &&
          !FINISH_TYPES.some((f) => f.toLowerCase() === filters.type?.toLowerCase()) && (
            <MenuItem value={filters.type}>{filters.type}</MenuItem>
          )}
      </OptionSelect>
      {brandOptions.length > 0 && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend" sx={{ mb: 0.5, fontSize: '0.875rem' }}>
            Marcas
          </FormLabel>
          <FormGroup>
            {brandOptions.map((brand) => (
              <FormControlLabel
                key={brand}
                label={brand}
                disabled={disabled}
                slotProps={{ typography: { variant: 'body2' } }}
                control={
                  <Checkbox
                    size="small"
                    checked={filters.brands.includes(brand)}
                    onChange={(e) =>
                      onChange(
                        withChange(filters, {
                          brands: e.target.checked
                            ? [...filters.brands, brand]
                            : filters.brands.filter((b) => b !== brand),
                        }),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      )}
      <Button variant="outlined" onClick={onClear}>
        Limpiar filtros
      </Button>
    </Box>
  );
}
