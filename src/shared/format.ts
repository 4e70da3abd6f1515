/** es-AR formatting shared by the storefront, the admin and the e-mails. */

export const SHOP_TIME_ZONE = 'America/Argentina/Buenos_Aires';

function roundTo2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** es-AR number: integers without decimals, otherwise exactly 2. */
export function formatNumber(value: number): string {
  const rounded = roundTo2(value);
  const digits = Number.isInteger(rounded) ? 0 : 2;
  return new Intl.NumberFormat('es-AR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rounded);
}

/** Money in pesos: '$ 12.345' or '$ 12.345,50'. */
export function formatMoney(value: number): string {
  return `$ ${formatNumber(value)}`;
}

/** Square metres with up to 2 decimals, es-AR: '23,04'. */
export function formatSquareMeters(value: number): string {
  return new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 }).format(roundTo2(value));
}

/** Short date and time in the shop's time zone: '23/11/2026, 14:05'. */
export function formatDateTime(value: Date | string | number): string {
  return new Intl.DateTimeFormat('es-AR', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(value));
}

/** Date only, es-AR: '23/11/2026'. */
export function formatDate(value: Date | string | number): string {
  return new Intl.DateTimeFormat('es-AR', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(value));
}

/** Long Spanish date: 'lunes, 23 de noviembre de 2026'. */
export function formatLongDate(value: Date | string | number, timeZone = SHOP_TIME_ZONE): string {
  return new Intl.DateTimeFormat('es-AR', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(value));
}

/** Time of day in a given zone: '14:05:09'. */
export function formatTime(value: Date | string | number, timeZone = SHOP_TIME_ZONE): string {
  return new Intl.DateTimeFormat('es-AR', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(value));
}

/** The week starts on Monday in es-AR (date pickers, calendars). */
export const WEEK_STARTS_ON = 1;

/** 'Simil madera' → 'Simil Madera' (document titles). */
export function capitalizeWords(text: string): string {
  return text
    .split(' ')
    .map((word) => (word ? word[0]?.toLocaleUpperCase('es-AR') + word.slice(1) : word))
    .join(' ');
}
