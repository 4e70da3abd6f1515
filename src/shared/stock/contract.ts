import { z } from 'zod';
import { isSingleLine } from '../text';
import { SALE_UNITS } from '../order-lines';
import { STOCK_MESSAGES } from './messages';
import { wholeNumber } from '../route-schemas';

/**
 * What the shop knows of a tracked product's stock: its largest lot's available boxes
 * (a tile line takes all its boxes from one lot), all lots' available boxes, and the lead time
 * when it is sold without stock ("a pedido"). Null for a product whose stock is not tracked.
 */
export const StockSummarySchema = z.object({
  largestLot: z.number().int(),
  available: z.number().int(),
  backorderDays: z.number().int().nullable(),
});
export type StockSummary = z.infer<typeof StockSummarySchema>;

/** The movement kinds. */
export const STOCK_MOVEMENT_KINDS = [
  'ingreso',
  'reserva',
  'entrega',
  'liberacion',
  'ajuste',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

const TEXT_INVALID = 'El texto no es válido.';
const line = (max: number, required?: string) =>
  z
    .string(required ?? TEXT_INVALID)
    .trim()
    .max(max, `Usá hasta ${max} caracteres.`)
    .refine(isSingleLine, TEXT_INVALID);
const optionalLine = (max: number) =>
  line(max)
    .nullish()
    .transform((v) => (v ? v : null));
const dayMessage = 'Ingresá la fecha como AAAA-MM-DD.';

export const LotSchema = z.object({
  id: z.string(),
  code: z.string(),
  tono: z.string().nullable(),
  calibre: z.string().nullable(),
  receivedOn: z.string(),
  note: z.string().nullable(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
});
export type Lot = z.infer<typeof LotSchema>;

export const StockSettingsSchema = z.object({
  trackStock: z.boolean('Elegí si el producto lleva stock.'),
  /** Null: not sold without stock; N: "a pedido" with N days of lead time. */
  backorderDays: z
    .number('La demora no es válida.')
    .int('La demora no es válida.')
    .min(1, 'La demora debe ser de al menos 1 día.')
    .max(365, 'La demora no puede pasar de 365 días.')
    .nullable(),
  lowStockThreshold: z
    .number('El mínimo no es válido.')
    .int('El mínimo no es válido.')
    .min(0, 'El mínimo no puede ser negativo.')
    .max(1_000_000, 'El mínimo no es válido.')
    .nullable(),
});
export type StockSettings = z.infer<typeof StockSettingsSchema>;

export const ProductStockSchema = StockSettingsSchema.extend({
  productId: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  saleUnit: z.enum(SALE_UNITS),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  low: z.boolean(),
  lots: z.array(LotSchema),
});
export type ProductStock = z.infer<typeof ProductStockSchema>;

export const STOCK_PAGE_SIZE = 25;

export const StockListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  low: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StockListQuery = z.input<typeof StockListQuerySchema>;

export const StockListSchema = z.object({
  items: z.array(ProductStockSchema),
  total: z.number().int(),
});
export type StockList = z.infer<typeof StockListSchema>;

export const IngresoInputSchema = z.object({
  code: line(60, STOCK_MESSAGES.lotCodeRequired),
  tono: optionalLine(30),
  calibre: optionalLine(30),
  receivedOn: z
    .string(dayMessage)
    .regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), dayMessage),
  note: optionalLine(200),
  quantity: wholeNumber(1, 1_000_000, STOCK_MESSAGES.boxesRequired),
});
export type IngresoInput = z.infer<typeof IngresoInputSchema>;

export const AdjustmentInputSchema = z.object({
  delta: z
    .number(STOCK_MESSAGES.adjustZero)
    .int(STOCK_MESSAGES.adjustZero)
    .min(-1_000_000, STOCK_MESSAGES.adjustZero)
    .max(1_000_000, STOCK_MESSAGES.adjustZero)
    .refine((v) => v !== 0, STOCK_MESSAGES.adjustZero),
  reason: line(200, STOCK_MESSAGES.reasonRequired).refine(
    (v) => v.length > 0,
    STOCK_MESSAGES.reasonRequired,
  ),
});
export type AdjustmentInput = z.infer<typeof AdjustmentInputSchema>;

export const MovementSchema = z.object({
  id: z.string(),
  lotId: z.string(),
  lotCode: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  onHandDelta: z.number().int(),
  reservedDelta: z.number().int(),
  orderId: z.number().int().nullable(),
  reason: z.string().nullable(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof MovementSchema>;

export const MovementsQuerySchema = z.object({
  kind: z.enum(STOCK_MOVEMENT_KINDS, 'El tipo de movimiento no es válido.').optional(),
  lotId: z.uuid('El lote no es válido.').optional(),
});

export const MovementListSchema = z.object({ items: z.array(MovementSchema) });
export type MovementList = z.infer<typeof MovementListSchema>;

export const ProductIdParamsSchema = z.object({
  id: z.uuid(STOCK_MESSAGES.productNotFound),
});
export const LotIdParamsSchema = z.object({ lotId: z.uuid(STOCK_MESSAGES.lotNotFound) });

export const MoveLineLotSchema = z.object({
  productId: z.uuid(STOCK_MESSAGES.lineNotFound),
  lotId: z.uuid(STOCK_MESSAGES.lotNotFound),
});
export type MoveLineLot = z.infer<typeof MoveLineLotSchema>;

/** Each order line's lot, for the order detail and the remito. */
export const LineLotSchema = z.object({
  productId: z.string(),
  state: z.enum(['reserved', 'consumed', 'released']),
  lot: z
    .object({
      id: z.string(),
      code: z.string(),
      tono: z.string().nullable(),
      calibre: z.string().nullable(),
    })
    .nullable(),
});
export type LineLot = z.infer<typeof LineLotSchema>;
