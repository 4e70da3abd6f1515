import type { ArNumberOptions } from './number-entry';
import { lineTotal } from './pricing';
import { roundHundredths } from './rounding';

/** The m² calculator: rooms, openings, laying pattern. */

/** How a shopper types the m² to cover (number-entry.ts): `23,5`, `23.5`, up to 2 decimals. */
export const SQUARE_METERS_ENTRY = { decimals: 2 } as const satisfies ArNumberOptions;
/** A room's largo or ancho in metres: `3,5`, `4,25`. */
export const ROOM_SIDE_ENTRY = { decimals: 2, max: 1000 } as const satisfies ArNumberOptions;

/** How the tiles are laid decides the cuts: straight 10 % (SPEC's rate), diagonal or herringbone 15 %. */
export const LAYING_PATTERNS = {
  recto: { label: 'Recto', wastePercent: 10 },
  diagonal: { label: 'Diagonal', wastePercent: 15 },
  espiga: { label: 'Espiga', wastePercent: 15 },
} as const;
export type LayingPattern = keyof typeof LAYING_PATTERNS;
export const LAYING_PATTERN_IDS = Object.keys(LAYING_PATTERNS) as LayingPattern[];
export const DEFAULT_LAYING_PATTERN: LayingPattern = 'recto';

export function isLayingPattern(value: unknown): value is LayingPattern {
  return typeof value === 'string' && Object.hasOwn(LAYING_PATTERNS, value);
}

/** Hundredths of a unit, as an integer: every rule below counts in whole cm² or cents. */
const hundredths = (value: number) => Math.round(value * 100);

/**
 * Boxes that cover `squareMeters` plus `wastePercent` % in boxes of `metersPerBox`: the least
 * whole number with boxes × m²/box ≥ need. Counted in integers (m² to 2 decimals, the percent
 * whole) so float noise never buys an extra box nor falls one short. 0 for empty, zero or
 * invalid input.
 */
export function boxesForNeed(
  squareMeters: number,
  metersPerBox: number,
  wastePercent: number,
): number {
  if (!Number.isFinite(squareMeters) || squareMeters <= 0) return 0;
  if (!Number.isFinite(metersPerBox) || metersPerBox <= 0) return 0;
  // need in 1/10 000 m² (cm² × percent), box in the same unit.
  const need = hundredths(squareMeters) * (100 + Math.round(wastePercent));
  const box = hundredths(metersPerBox) * 100;
  if (need <= 0 || box <= 0) return 0;
  return Math.floor((need + box - 1) / box);
}

/** Boxes = ceil(m² × (1.1 if waste) / metersPerBox). */
export function boxesForArea(
  squareMeters: number,
  metersPerBox: number,
  includeWaste: boolean,
): number {
  return boxesForNeed(squareMeters, metersPerBox, includeWaste ? 10 : 0);
}

/** Total m² bought = boxes × metersPerBox, to 2 decimals. */
export function squareMetersForBoxes(boxes: number, metersPerBox: number): number {
  return roundHundredths(boxes * metersPerBox);
}

/** One room (or one opening to take off): largo × ancho in metres. */
export interface RoomSides {
  length: number;
  width: number;
}

/** A room's surface, to 2 decimals; 0 for a side that is missing, negative or not a number. */
export function roomArea({ length, width }: RoomSides): number {
  if (!(length > 0) || !(width > 0) || !Number.isFinite(length * width)) return 0;
  return roundHundredths(length * width);
}

/** The surface to cover: the rooms' m² minus the openings', never below 0. */
export function surfaceToCover(rooms: RoomSides[], openings: RoomSides[] = []): number {
  const sum = (list: RoomSides[]) => list.reduce((total, r) => total + hundredths(roomArea(r)), 0);
  return Math.max(0, sum(rooms) - sum(openings)) / 100;
}

export interface CalculationRequest {
  /** m² to cover (the total typed, or the rooms' surface). */
  squareMeters: number;
  metersPerBox: number;
  unitPrice: number;
  includeWaste: boolean;
  pattern?: LayingPattern;
  /** One more box from the same lot, for repairs (shades differ between lots). */
  spareBox?: boolean;
}

export interface CalculationResult {
  squareMeters: number;
  /** % added for cuts (0 without waste). */
  wastePercent: number;
  /** m² needed: the surface plus the waste. */
  neededSquareMeters: number;
  boxes: number;
  /** m² bought: boxes × metersPerBox. */
  totalSquareMeters: number;
  /** m² left over after covering the need. */
  leftoverSquareMeters: number;
  price: number;
}

export function wastePercentFor(includeWaste: boolean, pattern?: LayingPattern): number {
  return includeWaste ? LAYING_PATTERNS[pattern ?? DEFAULT_LAYING_PATTERN].wastePercent : 0;
}

/** Everything the calculator shows for a surface; null when there is nothing to cover. */
export function calculate(request: CalculationRequest): CalculationResult | null {
  const { squareMeters, metersPerBox, unitPrice } = request;
  const wastePercent = wastePercentFor(request.includeWaste, request.pattern);
  const needBoxes = boxesForNeed(squareMeters, metersPerBox, wastePercent);
  if (needBoxes === 0) return null;
  const boxes = needBoxes + (request.spareBox ? 1 : 0);
  const neededSquareMeters = (hundredths(squareMeters) * (100 + wastePercent)) / 10_000;
  const totalSquareMeters = squareMetersForBoxes(boxes, metersPerBox);
  return {
    squareMeters: roundHundredths(squareMeters),
    wastePercent,
    neededSquareMeters: roundHundredths(neededSquareMeters),
    boxes,
    totalSquareMeters,
    leftoverSquareMeters: Math.max(0, roundHundredths(totalSquareMeters - neededSquareMeters)),
    price: lineTotal(unitPrice, boxes),
  };
}

/** The SPEC's calculator call: a total m², the 10 % checkbox. */
export function calculateForArea(
  squareMeters: number,
  metersPerBox: number,
  includeWaste: boolean,
  unitPrice: number,
): CalculationResult | null {
  return calculate({ squareMeters, metersPerBox, includeWaste, unitPrice });
}

/** Shown with every tile result. */
export const SPARE_BOX_ADVICE =
  'Te recomendamos sumar 1 caja de reserva del mismo lote: el tono puede variar entre partidas y sirve para reparaciones.';
