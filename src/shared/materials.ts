import { formatSquareMeters } from './format';

/** kg and mm as es-AR text with up to 2 decimals ('2,5', '6,5', '116,35'). */
const decimal = formatSquareMeters;
import type { ArNumberOptions } from './number-entry';
import { bagsForKilograms } from './bags';
import { roundHundredths } from './rounding';
import type { TileColor } from './tile-attributes';

/**
 * Adhesive and grout for a floor (docs/decisions/0012-materials.md): adhesive by
 * the tile's size (the trowel it needs, and double spreading from a 60 cm side), grout from the
 * tile's format, the joint and its depth, each in bags of the size the shop sells.
 */

/** A tile's sides in centimetres, as its dimensions say ('60x60', '20 × 120 cm', '58,5x58,5'). */
export interface TileSize {
  length: number;
  width: number;
}

/** The first 'L x W' of a product's dimensions, in cm; null when they hold no size. */
export function tileSizeOf(dimensions: string | null | undefined): TileSize | null {
  const match = /(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)/i.exec(dimensions ?? '');
  if (!match) return null;
  const length = Number(match[1]?.replace(',', '.'));
  const width = Number(match[2]?.replace(',', '.'));
  return length > 0 && width > 0 ? { length, width } : null;
}

/** The kilograms a bag holds, as the product's name or dimensions say ('Pastina Gris 5 kg'). */
export function bagKilograms(product: { name: string; dimensions?: string | null }): number | null {
  for (const text of [product.dimensions ?? '', product.name]) {
    const match = /(\d+(?:[.,]\d+)?)\s*kg\b/i.exec(text);
    const kg = Number(match?.[1]?.replace(',', '.'));
    if (kg > 0) return kg;
  }
  return null;
}

/** How the shopper types the joint in mm: `3`, `2,5`. */
export const JOINT_ENTRY = { decimals: 1, min: 1, max: 20 } as const satisfies ArNumberOptions;

/** Cementitious grout's density in the joint, kg/dm³ (Mapei's factor for cement grouts). */
export const GROUT_DENSITY = 1.6;

/** Spread on the tile's back too from this side on (Weber, Klaukol: large formats). */
export const DOUBLE_SPREAD_FROM_CM = 60;
/** The thin coat on the tile's back when double spreading, kg/m². */
export const DOUBLE_SPREAD_KG = 1.5;

/** The notched trowel by the tile's longest side, and what it spreads on the floor. */
const TROWELS: { upToCm: number; trowelMm: number; kgPerSquareMeter: number }[] = [
  { upToCm: 30, trowelMm: 6, kgPerSquareMeter: 3 },
  { upToCm: 50, trowelMm: 8, kgPerSquareMeter: 4 },
  { upToCm: 70, trowelMm: 10, kgPerSquareMeter: 5 },
  { upToCm: Number.POSITIVE_INFINITY, trowelMm: 12, kgPerSquareMeter: 6 },
];

/** Without a known size: the 8 mm trowel of the usual floor, the SPEC's 4.5 kg/m² rounded down. */
const UNKNOWN_SIZE_TROWEL = { trowelMm: 8, kgPerSquareMeter: 4 };

export interface AdhesiveRate {
  trowelMm: number;
  doubleSpread: boolean;
  kgPerSquareMeter: number;
}

export function adhesiveRate(size: TileSize | null): AdhesiveRate {
  if (!size) return { ...UNKNOWN_SIZE_TROWEL, doubleSpread: false };
  const longest = Math.max(size.length, size.width);
  const trowel = TROWELS.find((t) => longest <= t.upToCm) ?? UNKNOWN_SIZE_TROWEL;
  const doubleSpread = longest >= DOUBLE_SPREAD_FROM_CM;
  return {
    trowelMm: trowel.trowelMm,
    doubleSpread,
    kgPerSquareMeter: trowel.kgPerSquareMeter + (doubleSpread ? DOUBLE_SPREAD_KG : 0),
  };
}

/** The joint the shop suggests: 4 mm for small pressed ceramics, 3 mm from 50 cm on. */
export function defaultJointMm(size: TileSize | null): number {
  return size && Math.max(size.length, size.width) < 50 ? 4 : 3;
}

/** The joint's depth, the tile's thickness: 8 mm under 50 cm, 9 mm under 80 cm, else 10 mm. */
export function tileThicknessMm(size: TileSize | null): number {
  const longest = size ? Math.max(size.length, size.width) : 60;
  if (longest < 50) return 8;
  if (longest < 80) return 9;
  return 10;
}

/**
 * Grout in kg/m²: (L + W) / (L × W) × joint × depth × density, L, W, joint and depth in mm,
 * density in kg/dm³ (the joints' volume per m² of floor, as manufacturers' calculators state it).
 */
export function groutKgPerSquareMeter(
  size: TileSize,
  jointMm: number,
  depthMm: number,
  density = GROUT_DENSITY,
): number {
  const l = size.length * 10;
  const w = size.width * 10;
  return ((l + w) / (l * w)) * jointMm * depthMm * density;
}

export interface MaterialNeed {
  kg: number;
  /** The bag the shop sells; null when no product is set for it (kg only). */
  bagKg: number | null;
  bags: number;
}

export interface MaterialsRequest {
  /** The surface laid, m². */
  squareMeters: number;
  /** The tile's dimensions as the product keeps them. */
  dimensions: string | null;
  /** The joint in mm; the format's default when absent. */
  jointMm?: number | null | undefined;
  adhesiveBagKg: number | null;
  groutBagKg: number | null;
}

export interface MaterialsPlan {
  adhesive: MaterialNeed & AdhesiveRate;
  /** null without a tile format (no joints to fill). */
  grout: (MaterialNeed & { jointMm: number; depthMm: number }) | null;
}

function need(kg: number, bagKg: number | null): MaterialNeed {
  const rounded = roundHundredths(kg);
  return { kg: rounded, bagKg, bags: bagsForKilograms(rounded, bagKg) };
}

/**
 * What the calculator shows and "Agregar materiales" adds: one computation for both. Nothing
 * for an empty or invalid surface.
 */
export function materialsPlan(request: MaterialsRequest): MaterialsPlan {
  const area = Number.isFinite(request.squareMeters) ? Math.max(0, request.squareMeters) : 0;
  const size = tileSizeOf(request.dimensions);
  const rate = adhesiveRate(size);
  const adhesive = { ...need(area * rate.kgPerSquareMeter, request.adhesiveBagKg), ...rate };
  if (!size) return { adhesive, grout: null };
  const jointMm = request.jointMm && request.jointMm > 0 ? request.jointMm : defaultJointMm(size);
  const depthMm = tileThicknessMm(size);
  const kg = area * groutKgPerSquareMeter(size, jointMm, depthMm);
  return { adhesive, grout: { ...need(kg, request.groutBagKg), jointMm, depthMm } };
}

export function bagsLabel(bags: number): string {
  return bags === 1 ? 'bolsa' : 'bolsas';
}

/** '130 kg (6 bolsas de 25 kg)'; only the kg when the shop sells no bag for it. */
export function materialAmountText(need: MaterialNeed): string {
  const kg = `${decimal(need.kg)} kg`;
  if (!need.bagKg || need.bags === 0) return kg;
  return `${kg} (${need.bags} ${bagsLabel(need.bags)} de ${decimal(need.bagKg)} kg)`;
}

/** How the adhesive is spread: 'Llana de 10 mm y doble encolado · 6,5 kg/m²'. */
export function adhesiveMethodText(rate: AdhesiveRate): string {
  const spread = rate.doubleSpread ? ' y doble encolado' : '';
  return `Llana de ${rate.trowelMm} mm${spread} · ${decimal(rate.kgPerSquareMeter)} kg/m²`;
}

/** The grout's joint: 'Junta de 3 mm, 9 mm de profundidad'. */
export function groutJointText(grout: { jointMm: number; depthMm: number }): string {
  return `Junta de ${decimal(grout.jointMm)} mm, ${decimal(grout.depthMm)} mm de profundidad`;
}

/** A grout the shop sells, as the calculator offers it. */
export interface GroutChoice {
  id: string;
  name: string;
}

/**
 * The words a grout's name carries for a tile's colour, best first: a grout of the tile's own
 * colour, else white under light tiles. Colours without one keep the shop's grout.
 */
const GROUT_FOR_TILE: Record<TileColor, string[]> = {
  Blanco: ['blanc'],
  Negro: ['negr'],
  Gris: ['gris'],
  Beige: ['beige', 'blanc'],
  Crema: ['crema', 'blanc'],
  Marrón: ['marron'],
  Terracota: ['terracota'],
  Azul: ['azul'],
  Verde: ['verde'],
  Multicolor: [],
};

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The grout that suits the tile: the one named for the tile's colour (or white under a light
 * tile), else the one the shop chose for the tile's category, else the first offered.
 */
export function suitedGrout<Choice extends GroutChoice>(
  tileColor: TileColor | null | undefined,
  choices: readonly Choice[],
  shopGroutId: string | null,
): Choice | null {
  for (const word of tileColor ? GROUT_FOR_TILE[tileColor] : []) {
    const match = choices.find((c) => folded(c.name).includes(word));
    if (match) return match;
  }
  return choices.find((c) => c.id === shopGroutId) ?? choices[0] ?? null;
}
