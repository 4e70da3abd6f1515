import Box from '@mui/material/Box';
import { RemovableTag } from '#client/components/plain/tag';
import {
  type CatalogFilters,
  type ResolvedTaxonomy,
  withArea,
  withCategory,
  withChange,
  withSearch,
} from '#shared/catalog-filters';
import type { UnderstoodWord } from '#shared/catalog-query';
import { formatMoney } from '#shared/format';
import { QUALITY_LABELS } from '#shared/pricing';
import { formatLabel } from '#shared/tile-format';
import { tileFilterChips } from '#shared/tile-filters';

interface FilterChipsProps {
  filters: CatalogFilters;
  resolved: ResolvedTaxonomy;
  /** The tile words the search read as filters: removing one searches without it. */
  understood: UnderstoodWord[];
  onChange: (next: CatalogFilters) => void;
}

/** One removable chip per applied filter; removing a parent also clears its children. */
export function FilterChips({ filters, resolved, understood, onChange }: FilterChipsProps) {
  const chips: { key: string; label: string; remove: () => CatalogFilters }[] = [];
  if (resolved.area)
    chips.push({ key: 'area', label: resolved.area.name, remove: () => withArea(filters, null) });
  if (resolved.category)
    chips.push({
      key: 'category',
      label: resolved.category.name,
      remove: () => withCategory(filters, null),
    });
  if (resolved.subcategory)
    chips.push({
      key: 'subcategory',
      label: resolved.subcategory.name,
      remove: () => withChange(filters, { subcategory: null }),
    });
  for (const brand of filters.brands)
    chips.push({
      key: `brand-${brand}`,
      label: brand,
      remove: () => withChange(filters, { brands: filters.brands.filter((b) => b !== brand) }),
    });
  if (filters.quality !== 'todas')
    chips.push({
      key: 'quality',
      label: `Calidad: ${QUALITY_LABELS[filters.quality]}`,
      remove: () => withChange(filters, { quality: 'todas' }),
    });
  if (filters.type)
    chips.push({
      key: 'type',
      label: `Acabado: ${filters.type}`,
      remove: () => withChange(filters, { type: null }),
    });
  for (const chip of tileFilterChips(filters.tile))
    chips.push({ ...chip, remove: () => withChange(filters, { tile: chip.without }) });
  if (filters.format)
    chips.push({
      key: 'format',
      label: `Formato: ${formatLabel(filters.format)}`,
      remove: () => withChange(filters, { format: null }),
    });
  if (filters.priceMin !== null)
    chips.push({
      key: 'priceMin',
      label: `Desde ${formatMoney(filters.priceMin)}`,
      remove: () => withChange(filters, { priceMin: null }),
    });
  if (filters.priceMax !== null)
    chips.push({
      key: 'priceMax',
      label: `Hasta ${formatMoney(filters.priceMax)}`,
      remove: () => withChange(filters, { priceMax: null }),
    });
  if (filters.onSale)
    chips.push({
      key: 'onSale',
      label: 'En oferta',
      remove: () => withChange(filters, { onSale: false }),
    });
  for (const word of understood)
    chips.push({
      key: `understood-${word.label}`,
      label: word.label,
      remove: () => withSearch(filters, word.search),
    });
  if (filters.search.trim())
    chips.push({
      key: 'search',
      label: `Búsqueda: ${filters.search.trim()}`,
      remove: () => withChange(filters, { search: '' }),
    });
  if (chips.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Filtros aplicados"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <RemovableTag
            label={chip.label}
            name={`Quitar filtro ${chip.label}`}
            onRemove={() => onChange(chip.remove())}
          />
        </li>
      ))}
    </Box>
  );
}
