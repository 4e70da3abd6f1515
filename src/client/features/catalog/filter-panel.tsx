import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Taxonomy } from '../../../shared/catalog';
import {
  type CatalogFilters,
  type QualityFilter,
  type ResolvedTaxonomy,
  withArea,
  withCategory,
  withChange,
} from '../../../shared/catalog-filters';
import { FINISH_TYPES, QUALITY_LABELS } from '../../../shared/pricing';
import { formatLabel } from '../../../shared/tile-format';

const PriceRange = lazy(() => import('./price-range'));

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
/** Shows 'Todas' for no filter instead of an empty box under the label. */
const EMPTY_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** Area, category, subcategory, formato, price, offers, brands, quality and finish (SPEC §2, §4). */
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
      <TextField
        select
        size="small"
        slotProps={EMPTY_SHOWN}
        label="Área"
        value={resolved.area?.id ?? ALL}
        disabled={disabled}
        onChange={(e) => onChange(withArea(filters, nameOf(areas, e.target.value)))}
      >
        <MenuItem value={ALL}>Todas</MenuItem>
        {areas.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        slotProps={EMPTY_SHOWN}
        label="Categoría"
        value={resolved.category?.id ?? ALL}
        disabled={disabled || !resolved.area}
        onChange={(e) => onChange(withCategory(filters, nameOf(categories, e.target.value)))}
      >
        <MenuItem value={ALL}>Todas</MenuItem>
        {categories.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        slotProps={EMPTY_SHOWN}
        label="Subcategoría"
        value={resolved.subcategory?.id ?? ALL}
        disabled={disabled || !resolved.category}
        onChange={(e) =>
          onChange(withChange(filters, { subcategory: nameOf(subcategories, e.target.value) }))
        }
      >
        <MenuItem value={ALL}>Todas</MenuItem>
        {subcategories.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      {formatOptions.length > 0 && (
        <TextField
          select
          size="small"
          slotProps={EMPTY_SHOWN}
          label="Formato"
          value={filters.format ?? ALL}
          disabled={disabled}
          onChange={(e) => onChange(withChange(filters, { format: e.target.value || null }))}
        >
          <MenuItem value={ALL}>Todos</MenuItem>
          {formatOptions.map((f) => (
            <MenuItem key={f} value={f}>
              {formatLabel(f)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {/* The two fields' own height (one above the other) while their chunk loads: the panel
          does not jump. */}
      <Suspense fallback={<Box sx={{ height: 96 }} />}>
        <PriceRange
          min={filters.priceMin}
          max={filters.priceMax}
          disabled={disabled}
          onChange={(range) => onChange(withChange(filters, range))}
        />
      </Suspense>
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
      <TextField
        select
        size="small"
        slotProps={EMPTY_SHOWN}
        label="Calidad"
        value={filters.quality}
        disabled={disabled}
        onChange={(e) =>
          onChange(withChange(filters, { quality: e.target.value as QualityFilter }))
        }
      >
        <MenuItem value="todas">Todas</MenuItem>
        <MenuItem value="1ra">{QUALITY_LABELS['1ra']}</MenuItem>
        <MenuItem value="2da">{QUALITY_LABELS['2da']}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        slotProps={EMPTY_SHOWN}
        label="Acabado"
        value={
          FINISH_TYPES.find((f) => f.toLowerCase() === filters.type?.toLowerCase()) ??
          filters.type ??
          ALL
        }
        disabled={disabled}
        onChange={(e) => onChange(withChange(filters, { type: e.target.value || null }))}
      >
        <MenuItem value={ALL}>Todos</MenuItem>
        {FINISH_TYPES.map((f) => (
          <MenuItem key={f} value={f}>
            {f}
          </MenuItem>
        ))}
        {filters.type &&
          !FINISH_TYPES.some((f) => f.toLowerCase() === filters.type?.toLowerCase()) && (
            <MenuItem value={filters.type}>{filters.type}</MenuItem>
          )}
      </TextField>
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
