/** es-AR formatting shared by the storefront, the admin and the e-mails. */
import { roundMoney } from './money';
import { SHOP_TIME_ZONE } from './shop-clock';

/** '1234567' → '1.234.567': es-AR groups thousands with a dot. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/**
 * es-AR digits of a value rounded to 2 decimals: a dot between thousands, a decimal comma; the
 * decimals' trailing zeros kept or dropped. Written out rather than with Intl.NumberFormat: a
 * formatter is costly to make (the first one loads the locale's data, tens of milliseconds on
 * a phone, in the middle of drawing a page of prices), and this way Node, which renders the
 * page, and every browser, which takes it over, write exactly the same characters.
 */
function esArDigits(value: number, trailingZeros: boolean): string {
  const rounded = roundMoney(value);
  const [whole = '0', fraction = ''] = Math.abs(rounded).toFixed(2).split('.');
  const decimals = trailingZeros ? fraction : fraction.replace(/0+$/, '');
  return `${rounded < 0 ? '-' : ''}${groupThousands(whole)}${decimals ? `,${decimals}` : ''}`;
}

/** es-AR number: integers without decimals, otherwise exactly 2. */
export function formatNumber(value: number): string {
  return esArDigits(value, !Number.isInteger(roundMoney(value)));
}

/** Money in pesos: '$ 12.345' or '$ 12.345,50'. */
export function formatMoney(value: number): string {
  return `$ ${formatNumber(value)}`;
}

/** Square metres with up to 2 decimals, es-AR: '23,04'. */
export function formatSquareMeters(value: number): string {
  return esArDigits(value, false);
}

/**
 * An es-AR formatter made on its first use and kept: making one costs about a hundred times
 * more than formatting with it, and an order's two e-mails format several dates.
 */
function kept(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat('es-AR', options));
}

const dateTimeFormat = kept({
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** Short date and time in the shop's time zone: '23/11/2026, 14:05'. */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat().format(new Date(value));
}

const dateFormat = kept({
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Date only, es-AR: '23/11/2026'. */
export function formatDate(value: Date | string | number): string {
  return dateFormat().format(new Date(value));
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

/** Short words Spanish titles keep in lower case unless they open the title. */
const TITLE_LOWER_WORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'los',
  'o',
  'para',
  'por',
  'sin',
  'u',
  'y',
]);

/**
 * Titles in Spanish capitalisation: 'pisos y revestimientos' → 'Pisos y Revestimientos',
 * 'Simil madera' → 'Simil Madera' (document titles). Articles, prepositions and conjunctions stay
 * in lower case except as the first word; the rest of each word is kept as written.
 */
export function capitalizeWords(text: string): string {
  return text
    .split(' ')
    .map((word, i) => {
      if (!word) return word;
      if (i > 0 && TITLE_LOWER_WORDS.has(word.toLocaleLowerCase('es-AR')))
        return word.toLocaleLowerCase('es-AR');
      return (word[0]?.toLocaleUpperCase('es-AR') ?? '') + word.slice(1);
    })
    .join(' ');
}
