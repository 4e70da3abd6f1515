/**
 * The tile attributes (tile-attributes.ts) as the products spreadsheet writes and reads them:
 * the words of the product page's technical sheet ('Piso y pared', 'PEI IV' as 'IV'), read back
 * with accents, case and spacing aside, and the stored values too ('ambos', 4).
 */
import {
  PEI_CLASSES,
  PLACEMENT_LABELS,
  SLIP_RESISTANCES,
  type TileAttributes,
  TILE_COLORS,
  TILE_PLACEMENTS,
  TILE_USAGES,
  USAGE_LABELS,
} from '#shared/tile-attributes';

/** A value and the words a cell may hold for it; the first one is what the export writes. */
export interface SheetChoice<T> {
  value: T;
  labels: string[];
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V'] as const;
const peiRoman = (pei: number) => ROMAN[pei - 1] ?? String(pei);

export const ATTRIBUTE_CHOICES = {
  color: TILE_COLORS.map((c) => ({ value: c, labels: [c] })),
  usage: TILE_USAGES.map((u) => ({
    value: u,
    labels: [USAGE_LABELS[u], u, ...(u === 'ambos' ? ['Piso/Pared', 'Piso-Pared'] : [])],
  })),
  placement: TILE_PLACEMENTS.map((p) => ({
    value: p,
    labels: [
      PLACEMENT_LABELS[p],
      p,
      ...(p === 'ambos' ? ['Interior/Exterior', 'Interior-Exterior'] : []),
    ],
  })),
  slipResistance: SLIP_RESISTANCES.map((r) => ({ value: r, labels: [r] })),
  pei: PEI_CLASSES.map((p) => ({
    value: p,
    labels: [peiRoman(p), String(p), `PEI ${peiRoman(p)}`],
  })),
} satisfies { [K in keyof TileAttributes]?: SheetChoice<NonNullable<TileAttributes[K]>>[] };

const list = (words: readonly string[]) =>
  `${words.slice(0, -1).join(', ')} o ${words[words.length - 1] ?? ''}`;
const exported = <T>(choices: SheetChoice<T>[]) => choices.map((c) => c.labels[0] ?? '');

/** Why a cell is refused: the words the export writes, and that it may stay empty. */
export const ATTRIBUTE_SHEET_MESSAGES = {
  color: `El color debe ser ${list(exported(ATTRIBUTE_CHOICES.color))}, o quedar vacío`,
  usage: `El uso debe ser ${list(exported(ATTRIBUTE_CHOICES.usage))}, o quedar vacío`,
  placement: `Interior/Exterior debe ser ${list(exported(ATTRIBUTE_CHOICES.placement))}, o quedar vacío`,
  slipResistance: `Antideslizante debe ser ${list(exported(ATTRIBUTE_CHOICES.slipResistance))}, o quedar vacío`,
  pei: `El PEI debe ser ${list(exported(ATTRIBUTE_CHOICES.pei))} (o de 1 a 5), o quedar vacío`,
} as const;

/** A product's attribute cells as the export writes them (null for an empty cell). */
export function attributeCells(a: TileAttributes, yesNo: (value: boolean) => string) {
  return {
    color: a.color,
    usage: a.usage && USAGE_LABELS[a.usage],
    placement: a.placement && PLACEMENT_LABELS[a.placement],
    slipResistance: a.slipResistance,
    pei: a.pei === null ? null : peiRoman(a.pei),
    rectified: a.rectified === null ? null : yesNo(a.rectified),
    thicknessMm: a.thicknessMm,
  };
}
