import { percentageOf } from './money';

/**
 * A percentage of an amount, rounded to cents by the shop's one rounding; 0 when nothing is off.
 * On its own so the product page and the cart (the transfer price) load only this, not the
 * order's whole pricing (order-adjustments.ts).
 */
export function percentageOff(amount: number, percentage: number | null): number {
  if (!percentage || percentage <= 0 || amount <= 0) return 0;
  return percentageOf(amount, percentage);
}
