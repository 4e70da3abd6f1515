/**
 * Money's arithmetic, its one home (docs/decisions/0015-money-and-shop-clock.md). Amounts travel
 * as pesos — JS numbers, numeric(12, 2) in the database, numbers in JSON — and every sum,
 * difference, product and percentage here runs on whole cents, integers a float holds exactly,
 * turned back into pesos once at the end. Showing money to a person is format.ts's work.
 */
import { hasAtMostDecimals } from './rounding';

/**
 * A computed number of cents rounded to a whole cent, halves up (as the shop always rounded, and
 * as es-AR formatting writes a negative amount). The float is read at 15 significant digits
 * first, as a person would write it: 1.005 × 100 is 100.49999999999999, which is 100.5 and
 * rounds to 101.
 */
function wholeCents(cents: number): number {
  return Math.round(Number(cents.toPrecision(15)));
}

/** Pesos → whole cents: 45990.5 → 4599050. */
export function toCents(amount: number): number {
  return wholeCents(amount * 100);
}

/** Whole cents → pesos: 4599050 → 45990.5. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** Money rounded to cents: every amount the shop shows, stores or adds up goes through it. */
export function roundMoney(amount: number): number {
  return fromCents(toCents(amount));
}

/** The sum of amounts, each taken to the cent and added as cents. */
export function sumMoney(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}

/** a − b, to the cent. */
export function subtractMoney(a: number, b: number): number {
  return fromCents(toCents(a) - toCents(b));
}

/** An amount times a quantity (boxes, units, m²), to the cent: 3 × 45.990,50 = 137.971,50. */
export function multiplyMoney(amount: number, quantity: number): number {
  return fromCents(wholeCents(toCents(amount) * quantity));
}

/** An amount divided (a box price by its m²), to the cent. */
export function divideMoney(amount: number, divisor: number): number {
  return fromCents(wholeCents(toCents(amount) / divisor));
}

/** An amount to the nearest multiple of a step ($ 1, $ 10, $ 100), halves up. */
export function roundMoneyToStep(amount: number, step: number): number {
  const stepCents = toCents(step);
  return fromCents(wholeCents(toCents(amount) / stepCents) * stepCents);
}

/** The given % of an amount, to the cent: 10,5 % of $ 1,01 is $ 0,11. */
export function percentageOf(amount: number, percentage: number): number {
  return fromCents(wholeCents((toCents(amount) * percentage) / 100));
}

/** An amount less the given %, to the cent (a price after its discount). */
export function lessPercentage(amount: number, percentage: number): number {
  return fromCents(wholeCents((toCents(amount) * (100 - percentage)) / 100));
}

/** Negative, zero or positive as a is less than, the same as or more than b, to the cent. */
export function compareMoney(a: number, b: number): number {
  return Math.sign(toCents(a) - toCents(b));
}

const DB_NUMERIC = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A database numeric (numeric(12, 2), or a sum of them) as pesos: the text is read digit by digit
 * into cents, so no float stands between the database's exact sum and the cent. A number (a
 * driver that already parsed it) or more decimals (a computed share) is rounded to the cent.
 */
export function moneyFromDb(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const match = typeof value === 'string' ? DB_NUMERIC.exec(value.trim()) : null;
  if (!match) return roundMoney(Number(value));
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return fromCents(match[1] ? -cents : cents);
}

/**
 * An amount as machine text with exactly two decimals and a point ('45990.50'): what a product
 * feed or a structured-data price carries, never what a person reads.
 */
export function moneyDecimalText(amount: number): string {
  const cents = toCents(amount);
  const whole = Math.abs(cents);
  const text = `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** The one "two decimals" check of amounts and percentages a person types or a sheet holds. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return hasAtMostDecimals(value, 2);
}
