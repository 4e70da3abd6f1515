/**
 * A value rounded to 2 decimals, the one rounding of the shop: money to cents (`roundMoney`,
 * shared/pricing.ts, and its SQL twin `round(…, 2)` in server/db/pricing-sql.ts), m² to cm² and
 * kilos to tens of grams. The epsilon makes 1,005 round up as it reads, not down as the
 * binary float 1.00499… would.
 */
export function roundHundredths(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
