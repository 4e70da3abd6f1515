import {
  PEI_CLASSES,
  SLIP_RESISTANCES,
  type SlipResistance,
  TILE_COLORS,
  type TileColor,
  USAGE_LABELS,
  PLACEMENT_LABELS,
  peiLabel,
} from './tile-attributes';

/**
 * The tile attribute filters of the list and category pages, as the shopper
 * sets them: a colour, for piso or pared, interior or exterior, at least a slip resistance and a
 * PEI, rectified only.
 */
export interface TileFilters {
  color: TileColor | null;
  usage: 'piso' | 'pared' | null;
  placement: 'interior' | 'exterior' | null;
  slipResistance: SlipResistance | null;
  pei: number | null;
  rectified: boolean;
}

export const NO_TILE_FILTERS: TileFilters = {
  color: null,
  usage: null,
  placement: null,
  slipResistance: null,
  pei: null,
  rectified: false,
};

/** The list URL's parameters for them (Spanish, like the others). */
const P = {
  color: 'color',
  usage: 'uso',
  placement: 'ubicacion',
  slipResistance: 'antideslizante',
  pei: 'pei',
  rectified: 'rectificado',
} as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((item) => item.toLowerCase() === value?.trim().toLowerCase()) ?? null;

/** Reads them from a list URL; an unknown value is no filter. */
export function parseTileFilters(params: URLSearchParams): TileFilters {
  const pei = Number(params.get(P.pei));
  return {
    color: oneOf(TILE_COLORS, params.get(P.color)),
    usage: oneOf(['piso', 'pared'] as const, params.get(P.usage)),
    placement: oneOf(['interior', 'exterior'] as const, params.get(P.placement)),
    slipResistance: oneOf(SLIP_RESISTANCES, params.get(P.slipResistance)),
    pei: (PEI_CLASSES as readonly number[]).includes(pei) ? pei : null,
    rectified: params.get(P.rectified) === '1',
  };
}

/** Writes the set ones into a list URL's parameters. */
export function writeTileFilters(filters: TileFilters, params: URLSearchParams): void {
  if (filters.color) params.set(P.color, filters.color);
  if (filters.usage) params.set(P.usage, filters.usage);
  if (filters.placement) params.set(P.placement, filters.placement);
  if (filters.slipResistance) params.set(P.slipResistance, filters.slipResistance);
  if (filters.pei !== null) params.set(P.pei, String(filters.pei));
  if (filters.rectified) params.set(P.rectified, '1');
}

/** Writes the set ones into the API's query (GET /api/products). */
export function writeTileApiQuery(filters: TileFilters, params: URLSearchParams): void {
  if (filters.color) params.set('color', filters.color);
  if (filters.usage) params.set('usage', filters.usage);
  if (filters.placement) params.set('placement', filters.placement);
  if (filters.slipResistance) params.set('slipResistance', filters.slipResistance);
  if (filters.pei !== null) params.set('pei', String(filters.pei));
  if (filters.rectified) params.set('rectified', 'true');
}

export const hasTileFilters = (f: TileFilters): boolean =>
  f.color !== null ||
  f.usage !== null ||
  f.placement !== null ||
  f.slipResistance !== null ||
  f.pei !== null ||
  f.rectified;

/** One chip per set filter: its label and the filters without it. */
export function tileFilterChips(
  f: TileFilters,
): { key: string; label: string; without: TileFilters }[] {
  const chips: { key: string; label: string; without: TileFilters }[] = [];
  if (f.color)
    chips.push({ key: 'color', label: `Color: ${f.color}`, without: { ...f, color: null } });
  if (f.usage)
    chips.push({
      key: 'usage',
      label: `Uso: ${USAGE_LABELS[f.usage]}`,
      without: { ...f, usage: null },
    });
  if (f.placement)
    chips.push({
      key: 'placement',
      label: PLACEMENT_LABELS[f.placement],
      without: { ...f, placement: null },
    });
  if (f.slipResistance)
    chips.push({
      key: 'slip',
      label: `Antideslizante: ${f.slipResistance} o más`,
      without: { ...f, slipResistance: null },
    });
  if (f.pei !== null)
    chips.push({ key: 'pei', label: `${peiLabel(f.pei)} o más`, without: { ...f, pei: null } });
  if (f.rectified)
    chips.push({ key: 'rectified', label: 'Rectificado', without: { ...f, rectified: false } });
  return chips;
}
