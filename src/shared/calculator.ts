import type { ArNumberOptions } from './number-entry';

/** The m² calculator (SPEC §5, §9). */

/** How a shopper types the m² to cover (number-entry.ts): `23,5`, `23.5`, up to 2 decimals. */
export const SQUARE_METERS_ENTRY = { decimals: 2 } as const satisfies ArNumberOptions;

export const WASTE_FACTOR = 1.1;
export const KG_PER_SQUARE_METER = 4.5;
export const KG_PER_BAG = 25;

function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Boxes = ceil(m² × (1.1 if waste) / metersPerBox); 0 for empty, zero or invalid input. */
export function boxesForArea(
  squareMeters: number,
  metersPerBox: number,
  includeWaste: boolean,
): number {
  if (!Number.isFinite(squareMeters) || squareMeters <= 0) return 0;
  if (!Number.isFinite(metersPerBox) || metersPerBox <= 0) return 0;
  const needed = squareMeters * (includeWaste ? WASTE_FACTOR : 1);
  // Rounded to 6 decimals first so float noise (15.000000000000002) never buys an extra box.
  return Math.ceil(Number((needed / metersPerBox).toFixed(6)));
}

/** Total m² bought = boxes × metersPerBox, to 2 decimals. */
export function squareMetersForBoxes(boxes: number, metersPerBox: number): number {
  return round2(boxes * metersPerBox);
}

export interface MaterialNeed {
  kg: number;
  bags: number;
}

/** Adhesive or grout for the surface laid: 4.5 kg per m², sold in 25 kg bags rounded up. */
export function materialFor(squareMeters: number): MaterialNeed {
  const kg = round2(squareMeters * KG_PER_SQUARE_METER);
  return { kg, bags: Math.ceil(kg / KG_PER_BAG) };
}

export function bagsLabel(bags: number): string {
  return bags === 1 ? 'bolsa' : 'bolsas';
}

export interface CalculationResult {
  boxes: number;
  totalSquareMeters: number;
  price: number;
  adhesive: MaterialNeed;
  grout: MaterialNeed;
}

/** Everything the calculator modal shows for a request of m². */
export function calculateForArea(
  squareMeters: number,
  metersPerBox: number,
  includeWaste: boolean,
  unitPrice: number,
): CalculationResult | null {
  const boxes = boxesForArea(squareMeters, metersPerBox, includeWaste);
  if (boxes === 0) return null;
  const totalSquareMeters = squareMetersForBoxes(boxes, metersPerBox);
  return {
    boxes,
    totalSquareMeters,
    price: round2(boxes * unitPrice),
    adhesive: materialFor(squareMeters),
    grout: materialFor(squareMeters),
  };
}
