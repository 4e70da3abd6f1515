import type { SortField, SortOrder } from '#shared/catalog-filters';
import { DeferredSelect } from '#client/components/ui/deferred-select';

const RELEVANCE = { value: 'relevance-asc', label: 'Relevancia' } as const;
const OPTIONS: { value: `${SortField}-${SortOrder}`; label: string }[] = [
  { value: 'recommended-asc', label: 'Recomendados' },
  { value: 'name-asc', label: 'Nombre (A-Z)' },
  { value: 'name-desc', label: 'Nombre (Z-A)' },
  { value: 'price-asc', label: 'Precio: menor a mayor' },
  { value: 'price-desc', label: 'Precio: mayor a menor' },
  { value: 'pricePerM2-asc', label: 'Precio por m²: menor a mayor' },
  { value: 'pricePerM2-desc', label: 'Precio por m²: mayor a menor' },
  { value: 'quality-asc', label: 'Calidad: Primera primero' },
  { value: 'quality-desc', label: 'Calidad: Segunda primero' },
];

interface SortSelectProps {
  sortBy: SortField;
  sortOrder: SortOrder;
  /** Relevance is offered only while a search is active (without one it is the shop's order). */
  searching: boolean;
  disabled: boolean;
  onChange: (sortBy: SortField, sortOrder: SortOrder) => void;
}

export function SortSelect({ sortBy, sortOrder, searching, disabled, onChange }: SortSelectProps) {
  const options = searching ? [RELEVANCE, ...OPTIONS] : OPTIONS;
  const value =
    sortBy === 'relevance'
      ? searching
        ? RELEVANCE.value
        : 'recommended-asc'
      : sortBy === 'recommended'
        ? 'recommended-asc'
        : `${sortBy}-${sortOrder}`;
  return (
    <DeferredSelect
      label="Ordenar por"
      value={value}
      options={options}
      disabled={disabled}
      onChange={(selected) => {
        const [field, order] = selected.split('-') as [SortField, SortOrder];
        onChange(field, order);
      }}
      sx={{
        minWidth: { xs: 0, sm: 220 },
        flex: { xs: 1, sm: 'none' },
        bgcolor: 'background.paper',
      }}
    />
  );
}
