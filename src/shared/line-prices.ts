import { z } from 'zod';
import { formatMoney } from './format';
import { hasAtMostTwoDecimals, lessPercentage, roundMoney } from './money';
import { effectivePrice } from './pricing';
import { TEXT_MESSAGES, hasControlCharacters } from './text';
import { requiredLine } from './route-schemas';

/**
 * The price of an order line once it is sold: it keeps the unit price it was
 * sold at; only staff change it, line by line, and say so. A line edit never re-prices the
 * others; today's list price is taken only when asked ("Actualizar al precio de lista").
 */

export const LINE_PRICE_LIMITS = { unitPrice: 100_000_000, discount: 100 } as const;

export const LINE_PRICE_MESSAGES = {
  unitPrice: `El precio especial debe ser un importe entre $ 0 y ${formatMoney(LINE_PRICE_LIMITS.unitPrice)}.`,
  discount: 'El descuento debe ser un porcentaje entre 0 y 100, con hasta 2 decimales.',
  reason: 'Escribí el motivo del precio especial (hasta 200 caracteres).',
  kind: 'El cambio de precio no es válido.',
} as const;

const reason = requiredLine({
  max: 200,
  required: LINE_PRICE_MESSAGES.reason,
  tooLong: LINE_PRICE_MESSAGES.reason,
}).refine((text) => !hasControlCharacters(text), TEXT_MESSAGES.control);

/**
 * What staff ask of one line's price: today's list price, a unit price of their own, or a %
 * off the line's catalogue price. Absent: the line keeps its price (a new line takes today's).
 */
export const LinePriceChangeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('list') }),
    z.object({
      kind: z.literal('special'),
      unitPrice: z
        .number(LINE_PRICE_MESSAGES.unitPrice)
        .min(0, LINE_PRICE_MESSAGES.unitPrice)
        .max(LINE_PRICE_LIMITS.unitPrice, LINE_PRICE_MESSAGES.unitPrice)
        .refine(hasAtMostTwoDecimals, LINE_PRICE_MESSAGES.unitPrice),
      reason,
    }),
    z.object({
      kind: z.literal('discount'),
      percentage: z
        .number(LINE_PRICE_MESSAGES.discount)
        .gt(0, LINE_PRICE_MESSAGES.discount)
        .max(LINE_PRICE_LIMITS.discount, LINE_PRICE_MESSAGES.discount)
        .refine(hasAtMostTwoDecimals, LINE_PRICE_MESSAGES.discount),
      reason,
    }),
  ],
  LINE_PRICE_MESSAGES.kind,
);
export type LinePriceChange = z.infer<typeof LinePriceChangeSchema>;

/** How a line is priced: what it was sold at, and the catalogue terms behind it. */
export interface LinePrice {
  unitPrice: number;
  /** Catalogue price before its discount when the line was priced; null on old lines. */
  listPrice: number | null;
  discountPercentage: number | null;
  specialPrice: boolean;
  /** % staff took off the catalogue price; null when they typed the price or none was set. */
  specialDiscount: number | null;
}

/** The catalogue's price for the line (its discount applied): what a special % is taken off. */
export function cataloguePrice(line: LinePrice): number {
  if (line.listPrice === null) return line.unitPrice;
  return effectivePrice(line.listPrice, line.discountPercentage);
}

/** The line priced as staff asked; `today` is the catalogue's price now (for 'list'). */
export function applyLinePrice(
  line: LinePrice,
  change: LinePriceChange,
  today: { listPrice: number; discountPercentage: number | null },
): LinePrice {
  if (change.kind === 'list') {
    return {
      unitPrice: effectivePrice(today.listPrice, today.discountPercentage),
      listPrice: roundMoney(today.listPrice),
      discountPercentage: today.discountPercentage,
      specialPrice: false,
      specialDiscount: null,
    };
  }
  // A line from before list prices were kept: its price is the catalogue's it was sold at.
  const base =
    line.listPrice === null
      ? { listPrice: line.unitPrice, discountPercentage: 0 }
      : { listPrice: line.listPrice, discountPercentage: line.discountPercentage };
  if (change.kind === 'special') {
    return {
      ...base,
      unitPrice: roundMoney(change.unitPrice),
      specialPrice: true,
      specialDiscount: null,
    };
  }
  const catalogue = effectivePrice(base.listPrice, base.discountPercentage);
  return {
    ...base,
    unitPrice: lessPercentage(catalogue, change.percentage),
    specialPrice: true,
    specialDiscount: change.percentage,
  };
}
