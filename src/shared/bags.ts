import { roundHundredths } from './rounding';

/**
 * The bags that hold `kg`, the kg to 2 decimals; 0 without a bag size. Counted in grams so
 * 2 × 2,5 kg never reads as a third bag.
 */
export function bagsForKilograms(kg: number, bagKg: number | null): number {
  if (!bagKg || !(kg > 0)) return 0;
  return Math.ceil(Math.round(roundHundredths(kg) * 1000) / Math.round(bagKg * 1000));
}
