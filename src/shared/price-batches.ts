import { z } from 'zod';
import { PRICE_CHANGE_SOURCES } from './availability';
import { endpoints } from './endpoint';
import { formatMoney, formatNumber } from './format';
import { lessPercentage, roundMoneyToStep, sumMoney } from './money';
import { MAX_PRICE } from './pricing';
import { uuidParams } from './route-schemas';
import { TEXT_MESSAGES, isSingleLine } from './text';
import type { ArNumberOptions } from './number-entry';
import { SALE_UNITS } from './order-lines';

/**
 * Bulk price changes: which products, and the rule applied to each price. One rule,
 * used by the preview and by the change itself, so what the owner sees is what is saved.
 */

export const PRICE_ROUNDINGS = [1, 10, 100] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PRICE_BATCH_MESSAGES = {
  amountInvalid: 'El valor debe ser mayor que 0',
  kindInvalid: 'Elegí porcentaje o monto fijo',
  directionInvalid: 'Elegí subir o bajar',
  roundingInvalid: 'El redondeo debe ser de $ 1, $ 10 o $ 100',
  selectionInvalid: 'La selección de productos no es válida',
  noProducts: 'Ningún producto coincide con la selección.',
  tooHigh: 'El precio nuevo superaría el máximo permitido',
  batchNotFound: 'Cambio de precios no encontrado',
  alreadyUndone: 'Este cambio de precios ya fue deshecho.',
  priceRequired: 'El precio es obligatorio',
  priceInvalid: 'El precio debe ser mayor que 0',
  priceMax: `El precio máximo es ${formatMoney(MAX_PRICE)}`,
} as const;

/** How many products a refusal names before "y N más". */
const NAMED = 3;

export function namesList(names: string[]): string {
  const shown = names.slice(0, NAMED).map((n) => `"${n}"`);
  const rest = names.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} y ${rest} más` : shown.join(', ');
}

/** A decrease that would leave a price at $ 0 or below is refused, naming the products. */
export const nonPositiveMessage = (names: string[]) =>
  `La baja dejaría en $ 0 o menos el precio de ${namesList(names)}. Elegí un valor menor.`;

/** Undo is refused while a later change touched some of the batch's prices. */
export const changedSinceMessage = (names: string[]) =>
  `No se puede deshacer: el precio de ${namesList(names)} cambió después de este cambio masivo.`;

export const PriceRuleSchema = z.object({
  kind: z.enum(['porcentaje', 'monto'], PRICE_BATCH_MESSAGES.kindInvalid),
  direction: z.enum(['subir', 'bajar'], PRICE_BATCH_MESSAGES.directionInvalid),
  amount: z
    .number(PRICE_BATCH_MESSAGES.amountInvalid)
    .positive(PRICE_BATCH_MESSAGES.amountInvalid)
    .max(MAX_PRICE, PRICE_BATCH_MESSAGES.amountInvalid),
  rounding: z.union(
    PRICE_ROUNDINGS.map((r) => z.literal(r)),
    PRICE_BATCH_MESSAGES.roundingInvalid,
  ),
});
export type PriceRule = z.infer<typeof PriceRuleSchema>;

/** How the amount is typed: a percentage with up to 2 decimals, or money. */
export const PRICE_RULE_ENTRY = {
  porcentaje: { decimals: 2 },
  monto: { decimals: 2, money: true },
} as const satisfies Record<PriceRule['kind'], ArNumberOptions>;

const optionalId = z
  .string(PRICE_BATCH_MESSAGES.selectionInvalid)
  .regex(UUID, PRICE_BATCH_MESSAGES.selectionInvalid)
  .nullish()
  .transform((v) => v ?? null);

/** Which products: the ticked rows, or the filters (all of them together). */
export const PriceSelectionSchema = z.object({
  areaId: optionalId,
  categoryId: optionalId,
  subcategoryId: optionalId,
  brand: z
    .string(PRICE_BATCH_MESSAGES.selectionInvalid)
    .trim()
    .max(120, PRICE_BATCH_MESSAGES.selectionInvalid)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine)
    .default(''),
  search: z
    .string(PRICE_BATCH_MESSAGES.selectionInvalid)
    .trim()
    .max(200, PRICE_BATCH_MESSAGES.selectionInvalid)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine)
    .default(''),
  productIds: z
    .array(
      z
        .string(PRICE_BATCH_MESSAGES.selectionInvalid)
        .regex(UUID, PRICE_BATCH_MESSAGES.selectionInvalid),
      PRICE_BATCH_MESSAGES.selectionInvalid,
    )
    .max(5000, PRICE_BATCH_MESSAGES.selectionInvalid)
    .default([]),
});
export type PriceSelection = z.infer<typeof PriceSelectionSchema>;

export const PriceBatchInputSchema = z.object({
  selection: PriceSelectionSchema,
  rule: PriceRuleSchema,
});
export type PriceBatchInput = z.infer<typeof PriceBatchInputSchema>;

export type NewPriceResult =
  { ok: true; price: number } | { ok: false; reason: 'no_positivo' | 'maximo' };

/**
 * The rule on one price: ± a percentage or an amount, then rounded to the nearest multiple of
 * the rounding ($ 1, $ 10, $ 100; halves up). A result of $ 0 or less is refused, never clamped.
 */
export function applyPriceRule(price: number, rule: PriceRule): NewPriceResult {
  const sign = rule.direction === 'subir' ? 1 : -1;
  const changed =
    rule.kind === 'porcentaje'
      ? lessPercentage(price, -sign * rule.amount)
      : sumMoney([price, sign * rule.amount]);
  const rounded = roundMoneyToStep(changed, rule.rounding);
  if (rounded <= 0) return { ok: false, reason: 'no_positivo' };
  if (rounded > MAX_PRICE) return { ok: false, reason: 'maximo' };
  return { ok: true, price: rounded };
}

/** The rule in words, for the batch list: "Subir 12,5 % (redondeo $ 10)". */
export function describePriceRule(rule: PriceRule): string {
  const verb = rule.direction === 'subir' ? 'Subir' : 'Bajar';
  const amount =
    rule.kind === 'porcentaje' ? `${formatNumber(rule.amount)} %` : formatMoney(rule.amount);
  return `${verb} ${amount} (redondeo ${formatMoney(rule.rounding)})`;
}

/**
 * The products a batch chose, in words, for the batch list: "Área: Pisos · Marca: Cerro Negro ·
 * Búsqueda: "roble"", "2 productos marcados en la lista", or "Todos los productos". A taxonomy
 * deleted since reads "(borrada)".
 */
export function describePriceSelection(
  selection: PriceSelection,
  nameOf: (id: string) => string | undefined,
): string {
  const parts: string[] = [];
  const ticked = selection.productIds.length;
  if (ticked > 0)
    parts.push(
      ticked === 1 ? '1 producto marcado en la lista' : `${ticked} productos marcados en la lista`,
    );
  const named = (label: string, id: string | null) => {
    if (id) parts.push(`${label}: ${nameOf(id) ?? '(borrada)'}`);
  };
  named('Área', selection.areaId);
  named('Categoría', selection.categoryId);
  named('Subcategoría', selection.subcategoryId);
  if (selection.brand) parts.push(`Marca: ${selection.brand}`);
  if (selection.search) parts.push(`Búsqueda: "${selection.search}"`);
  return parts.length > 0 ? parts.join(' · ') : 'Todos los productos';
}

export const PriceChangeRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  oldPrice: z.number(),
  newPrice: z.number(),
  metersPerBox: z.number().nullable(),
  /** What the price is for: the column says "Por caja", "Por bolsa"… */
  saleUnit: z.enum(SALE_UNITS),
});
export type PriceChangeRow = z.infer<typeof PriceChangeRowSchema>;

/** How many rows a preview lists; the count and the change cover every matching product. */
export const PREVIEW_ROWS = 200;

export const PricePreviewSchema = z.object({
  count: z.number().int(),
  rows: z.array(PriceChangeRowSchema),
});
export type PricePreview = z.infer<typeof PricePreviewSchema>;

export const PriceBatchSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  userName: z.string(),
  rule: PriceRuleSchema,
  /** The products it chose, in words (describePriceSelection). */
  selectionText: z.string(),
  products: z.number().int(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
});
export type PriceBatch = z.infer<typeof PriceBatchSchema>;

/** The quick price edit of the product list. */
export const QuickPriceSchema = z.object({
  price: z
    .number(PRICE_BATCH_MESSAGES.priceRequired)
    .positive(PRICE_BATCH_MESSAGES.priceInvalid)
    .max(MAX_PRICE, PRICE_BATCH_MESSAGES.priceMax),
});

export const PriceHistoryEntrySchema = z.object({
  createdAt: z.string(),
  oldPrice: z.number(),
  newPrice: z.number(),
  source: z.enum(PRICE_CHANGE_SOURCES),
  userName: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof PriceHistoryEntrySchema>;

/** /api/admin/price-batches: preview, apply as one recorded batch, list, undo. */
export const priceBatchEndpoints = endpoints({
  list: { method: 'GET', path: '/api/admin/price-batches', response: z.array(PriceBatchSchema) },
  /** Reads only: it changes nothing. */
  preview: {
    method: 'POST',
    path: '/api/admin/price-batches/preview',
    body: PriceBatchInputSchema,
    response: PricePreviewSchema,
  },
  apply: {
    method: 'POST',
    path: '/api/admin/price-batches',
    body: PriceBatchInputSchema,
    response: PriceBatchSchema,
    status: [201],
  },
  undo: {
    method: 'POST',
    path: '/api/admin/price-batches/:id/undo',
    params: uuidParams(PRICE_BATCH_MESSAGES.batchNotFound),
    response: PriceBatchSchema,
  },
});
