import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { CatalogFilters } from '#shared/catalog-filters';
import { withChange } from '#shared/catalog-filters';
import { PEI_CLASSES, SLIP_RESISTANCES, TILE_COLORS, peiLabel } from '#shared/tile-attributes';
import type { TileFilters } from '#shared/tile-filters';
import { COMPACT_FILTER, OptionSelect, optionsOf } from '#client/components/ui/option-select';

interface TileFilterFieldsProps {
  filters: CatalogFilters;
  disabled: boolean;
  onChange: (next: CatalogFilters) => void;
}

const USAGE_OPTIONS = [
  { value: 'piso', label: 'Piso' },
  { value: 'pared', label: 'Pared' },
];
const PLACEMENT_OPTIONS = [
  { value: 'interior', label: 'Interior' },
  { value: 'exterior', label: 'Exterior' },
];
const SLIP_OPTIONS = SLIP_RESISTANCES.map((r) => ({ value: r, label: `${r} o más` }));
const PEI_OPTIONS = PEI_CLASSES.map((p) => ({ value: String(p), label: `${peiLabel(p)} o más` }));

/** What a tile buyer filters by: colour, use, placement, slip, PEI, rectified. */
export function TileFilterFields({ filters, disabled, onChange }: TileFilterFieldsProps) {
  const tile = filters.tile;
  const set = (change: Partial<TileFilters>) =>
    onChange(withChange(filters, { tile: { ...tile, ...change } }));
  return (
    <>
      <OptionSelect
        {...COMPACT_FILTER}
        label="Color"
        allLabel="Todos"
        options={optionsOf(TILE_COLORS)}
        value={tile.color ?? ''}
        disabled={disabled}
        onChange={(color) => set({ color: TILE_COLORS.find((c) => c === color) ?? null })}
      />
      <OptionSelect
        {...COMPACT_FILTER}
        label="Uso"
        allLabel="Piso o pared"
        options={USAGE_OPTIONS}
        value={tile.usage ?? ''}
        disabled={disabled}
        onChange={(usage) => set({ usage: usage === 'piso' || usage === 'pared' ? usage : null })}
      />
      <OptionSelect
        {...COMPACT_FILTER}
        label="Ubicación"
        allLabel="Interior o exterior"
        options={PLACEMENT_OPTIONS}
        value={tile.placement ?? ''}
        disabled={disabled}
        onChange={(placement) =>
          set({
            placement: placement === 'interior' || placement === 'exterior' ? placement : null,
          })
        }
      />
      <OptionSelect
        {...COMPACT_FILTER}
        label="Antideslizante"
        allLabel="Cualquiera"
        options={SLIP_OPTIONS}
        value={tile.slipResistance ?? ''}
        disabled={disabled}
        onChange={(slip) =>
          set({ slipResistance: SLIP_RESISTANCES.find((r) => r === slip) ?? null })
        }
      />
      <OptionSelect
        {...COMPACT_FILTER}
        label="Tránsito (PEI)"
        allLabel="Cualquiera"
        options={PEI_OPTIONS}
        value={tile.pei === null ? '' : String(tile.pei)}
        disabled={disabled}
        onChange={(pei) => set({ pei: pei ? Number(pei) : null })}
      />
      <FormControlLabel
        label="Rectificado"
        disabled={disabled}
        control={
          <Checkbox
            size="small"
            checked={tile.rectified}
            onChange={(e) => set({ rectified: e.target.checked })}
          />
        }
      />
    </>
  );
}
