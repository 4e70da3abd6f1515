import { LAYING_PATTERN_IDS, type LayingPattern } from './calculator';
import type { CartItem } from './cart';
import { isUuid } from './ids';

/**
 * A cart in a link: /carrito?c=<lines>. Each line is
 * `productId~boxes~cm²~waste~pattern` (m² typed in hundredths, waste 0 or 1, the pattern's
 * first letter or nothing), lines joined by `.`: only URL-safe characters, about 50 per line.
 * The rooms stay out (the m² they add up to travel); the receiving cart checks every field
 * and keeps only the lines that read.
 */
export const CART_SHARE_PARAM = 'c';
/** What a shared cart may hold, in a link or kept by the server (shared/shared-carts.ts). */
export const MAX_SHARED_LINES = 200;
export const MAX_SHARED_BOXES = 10_000;
const MAX_CENTI_M2 = 100_000_000;
export const MAX_SHARED_M2 = MAX_CENTI_M2 / 100;
const WHOLE = /^\d{1,9}$/;

const patternLetter = (pattern: LayingPattern | undefined) => pattern?.[0] ?? '';
const patternOf = (letter: string) => LAYING_PATTERN_IDS.find((p) => p[0] === letter);

export function encodeCart(items: CartItem[]): string {
  return items
    .map((i) =>
      [
        i.productId,
        i.quantity,
        Math.round(i.squareMeters * 100),
        i.includeWaste ? 1 : 0,
        patternLetter(i.pattern),
      ].join('~'),
    )
    .join('.');
}

export interface DecodedCart {
  items: CartItem[];
  /** Lines that could not be read. */
  skipped: number;
}

/** Reads a shared cart; a line that does not read is skipped, never guessed. */
export function decodeCart(text: string): DecodedCart {
  const parts = text.split('.').filter((part) => part !== '');
  const items: CartItem[] = [];
  let skipped = Math.max(0, parts.length - MAX_SHARED_LINES);
  for (const part of parts.slice(0, MAX_SHARED_LINES)) {
    const [id = '', boxes = '', centi = '', waste = '', letter = '', ...rest] = part.split('~');
    const pattern = patternOf(letter);
    const valid =
      rest.length === 0 &&
      isUuid(id) &&
      WHOLE.test(boxes) &&
      WHOLE.test(centi) &&
      (waste === '0' || waste === '1') &&
      (letter === '' || pattern !== undefined) &&
      Number(boxes) >= 1 &&
      Number(boxes) <= MAX_SHARED_BOXES &&
      Number(centi) <= MAX_CENTI_M2 &&
      !items.some((i) => i.productId === id.toLowerCase());
    if (!valid) {
      skipped += 1;
      continue;
    }
    items.push({
      productId: id.toLowerCase(),
      quantity: Number(boxes),
      squareMeters: Number(centi) / 100,
      includeWaste: waste === '1',
      ...(pattern ? { pattern } : {}),
    });
  }
  return { items, skipped };
}
