/**
 * What a tile buyer filters by: colour from a list, use (floor, wall or both),
 * interior/exterior, slip resistance, PEI, rectified, thickness. The finish (terminación) is the
 * product's existing `type`. Every attribute is optional: sanitarios and bags have none.
 */
export const TILE_COLORS = [
  'Blanco',
  'Negro',
  'Gris',
  'Beige',
  'Crema',
  'Marrón',
  'Terracota',
  'Azul',
  'Verde',
  'Multicolor',
] as const;
export type TileColor = (typeof TILE_COLORS)[number];

export const TILE_USAGES = ['piso', 'pared', 'ambos'] as const;
export type TileUsage = (typeof TILE_USAGES)[number];
export const USAGE_LABELS: Record<TileUsage, string> = {
  piso: 'Piso',
  pared: 'Pared',
  ambos: 'Piso y pared',
};

export const TILE_PLACEMENTS = ['interior', 'exterior', 'ambos'] as const;
export type TilePlacement = (typeof TILE_PLACEMENTS)[number];
export const PLACEMENT_LABELS: Record<TilePlacement, string> = {
  interior: 'Interior',
  exterior: 'Exterior',
  ambos: 'Interior y exterior',
};

export const SLIP_RESISTANCES = ['R9', 'R10', 'R11', 'R12', 'R13'] as const;
export type SlipResistance = (typeof SLIP_RESISTANCES)[number];

export const PEI_CLASSES = [1, 2, 3, 4, 5] as const;
export const MAX_THICKNESS_MM = 50;

/** The attributes as a product carries them: null where the shop did not say. */
export interface TileAttributes {
  color: TileColor | null;
  usage: TileUsage | null;
  placement: TilePlacement | null;
  slipResistance: SlipResistance | null;
  pei: number | null;
  rectified: boolean | null;
  thicknessMm: number | null;
}
const ROMAN = ['I', 'II', 'III', 'IV', 'V'] as const;
/** PEI 4 → 'IV', as the boxes print it. */
export const peiLabel = (pei: number): string => `PEI ${ROMAN[pei - 1] ?? String(pei)}`;

export const NO_TILE_ATTRIBUTES: TileAttributes = {
  color: null,
  usage: null,
  placement: null,
  slipResistance: null,
  pei: null,
  rectified: null,
  thicknessMm: null,
};

/**
 * The words the attributes add to a product's search text: the colour, where it goes ('piso',
 * 'pared', 'exterior'), 'antideslizante' with its class, 'rectificado'.
 */
export function attributeSearchWords(a: Partial<TileAttributes>): string[] {
  const words: string[] = [];
  if (a.color) words.push(a.color);
  if (a.usage) words.push(a.usage === 'ambos' ? 'piso pared' : a.usage);
  if (a.placement) words.push(a.placement === 'ambos' ? 'interior exterior' : a.placement);
  // R9 is the lowest class, for dry interiors: not what a shopper means by "antideslizante".
  if (a.slipResistance)
    words.push(a.slipResistance === 'R9' ? a.slipResistance : `antideslizante ${a.slipResistance}`);
  if (a.rectified) words.push('rectificado');
  return words;
}

/** One row of the technical sheet: label and value, in the order a box prints them. */
export interface SheetRow {
  label: string;
  value: string;
}

/** An espesor's number as the shop writes it: 9.5 → '9,5' (one decimal at most, as stored). */
export const thicknessNumber = (mm: number): string => String(mm).replace('.', ',');
const thickness = (mm: number) => `${thicknessNumber(mm)} mm`;

/** The technical sheet's rows for the attributes the product has (also JSON-LD's properties). */
export function technicalSheet(
  a: Partial<TileAttributes> & { type?: string | null; dimensions?: string | null },
): SheetRow[] {
  const rows: SheetRow[] = [];
  if (a.dimensions) rows.push({ label: 'Formato', value: `${a.dimensions} cm` });
  if (a.color) rows.push({ label: 'Color', value: a.color });
  if (a.usage) rows.push({ label: 'Uso', value: USAGE_LABELS[a.usage] });
  if (a.placement) rows.push({ label: 'Ubicación', value: PLACEMENT_LABELS[a.placement] });
  if (a.slipResistance)
    rows.push({ label: 'Antideslizante', value: `${a.slipResistance} (DIN 51130)` });
  if (a.pei) rows.push({ label: 'Tránsito (PEI)', value: peiLabel(a.pei) });
  if (a.rectified !== null && a.rectified !== undefined)
    rows.push({ label: 'Rectificado', value: a.rectified ? 'Sí' : 'No' });
  if (a.thicknessMm) rows.push({ label: 'Espesor', value: thickness(a.thicknessMm) });
  if (a.type) rows.push({ label: 'Terminación', value: a.type });
  return rows;
}
