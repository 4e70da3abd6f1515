/**
 * A measure rounded to 2 decimals: m² to cm² and kilos to tens of grams. Money has its own home
 * (shared/money.ts, whole cents inside). The epsilon makes 1,005 round up as it reads, not down as
 * the binary float 1.00499… would.
 */
export function roundHundredths(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Whether a number has at most the given decimals, read as a person writes it (15 significant
 * digits): a formula's float noise (3.3000000000000003) is not a third decimal, 1,005 has three.
 */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  return Number.isInteger(Number((value * 10 ** decimals).toPrecision(15)));
}

/** A number without a formula's float noise: 3.3000000000000003 → 3.3, 12.000000000000002 → 12. */
export function withoutFloatNoise(value: number): number {
  return Number(value.toPrecision(15));
}
