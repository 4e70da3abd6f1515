import { z } from 'zod';
import { isValidCuit, onlyDigits } from '../argentine-ids';
import { argentinePhone } from '../phone';
import { isEmailAddress, isSingleLine } from '../text';
import { formatMoney } from '../format';
import { SALE_UNITS } from '../order-lines';
import { wholeNumber } from '../route-schemas';
import { PURCHASE_ORDER_STATUSES } from './statuses';

export const PURCHASING_MESSAGES = {
  nameRequired: 'Escribí el nombre del proveedor.',
  cuit: 'El CUIT no es válido: revisá los 11 números y el dígito verificador',
  cuitTaken: 'Ya hay un proveedor con ese CUIT.',
  email: 'El e-mail no es válido.',
  tooLong: (max: number) => `Usá hasta ${max} caracteres.`,
  text: 'El texto no es válido.',
  supplierNotFound: 'Proveedor no encontrado.',
  productNotFound: 'Producto no encontrado.',
  productRepeated: 'El producto está dos veces: dejá una sola línea por producto.',
  orderNotFound: 'Orden de compra no encontrada.',
  lineNotFound: 'La línea no es de esta orden de compra.',
  linesRequired: 'Agregá al menos una línea.',
  quantity: 'La cantidad debe ser un número entero entre 1 y 1.000.000.',
  cost: `El costo debe ser un número entre 0 y ${formatMoney(99_999_999)}.`,
  notDraft: 'Solo se puede editar o enviar una orden en borrador.',
  notReceivable: 'Solo se puede recibir una orden enviada o recibida en parte.',
  notCancellable: 'Esta orden ya no se puede cancelar.',
  noSupplierEmail: 'El proveedor no tiene e-mail: cargalo para enviarle la orden.',
  stale:
    'La orden de compra cambió mientras la mirabas (otra recepción o un cambio de estado). Revisala y volvé a intentar.',
  costsSuperAdmin: 'Solo un super administrador puede ver y cargar costos.',
  notTracked: (name: string) =>
    `${name} no lleva stock: activá el stock del producto para recibirlo.`,
  lotCodeRequired: 'Escribí el código del lote.',
  receiptEmpty: 'Indicá al menos una cantidad recibida, o cerrá la orden con diferencias.',
  lineRepeated: 'Cada línea de la orden va una sola vez en la recepción.',
  day: 'Ingresá la fecha como AAAA-MM-DD.',
  tokenNotFound: 'El enlace de la orden de compra no es válido.',
} as const;
const M = PURCHASING_MESSAGES;

const line = (max: number) =>
  z.string(M.text).trim().max(max, M.tooLong(max)).refine(isSingleLine, M.text);
const optionalText = (max: number) => line(max).default('');
const cost = z.number(M.cost).min(0, M.cost).max(99_999_999, M.cost);
const quantity = wholeNumber(1, 1_000_000, M.quantity);

export const SupplierInputSchema = z.object({
  name: line(120).refine((v) => v.length > 0, M.nameRequired),
  cuit: z
    .string(M.cuit)
    .trim()
    .refine((v) => v === '' || isValidCuit(v), M.cuit)
    .transform((v) => (v === '' ? null : onlyDigits(v)))
    .nullish()
    .transform((v) => v ?? null),
  contact: optionalText(120),
  phone: optionalText(40).refine((v) => v === '' || argentinePhone(v).ok, {
    message:
      'El teléfono no es un número argentino válido: escribilo con su código de área (ej.: 11 1234-5678).',
  }),
  email: optionalText(254).refine((v) => v === '' || isEmailAddress(v), M.email),
  paymentTerms: optionalText(200),
  notes: z.string(M.text).trim().max(2000, M.tooLong(2000)).default(''),
});
export type SupplierInput = z.input<typeof SupplierInputSchema>;

export const SupplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  cuit: z.string().nullable(),
  contact: z.string(),
  phone: z.string(),
  /** For wa.me links: null when the phone is not a mobile line. */
  whatsapp: z.string().nullable(),
  email: z.string(),
  paymentTerms: z.string(),
  notes: z.string(),
  productCount: z.number().int(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

export const SupplierProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  saleUnit: z.enum(SALE_UNITS),
  supplierCode: z.string().nullable(),
  lastCost: z.number().nullable(),
});
export type SupplierProduct = z.infer<typeof SupplierProductSchema>;

export const SupplierDetailSchema = SupplierSchema.extend({
  products: z.array(SupplierProductSchema),
});
export type SupplierDetail = z.infer<typeof SupplierDetailSchema>;

export const SupplierListSchema = z.object({ items: z.array(SupplierSchema) });

export const SupplierProductsInputSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.uuid(M.productNotFound),
        supplierCode: line(60)
          .nullish()
          .transform((v) => v || null),
        lastCost: cost.nullable(),
      }),
    )
    .max(2000)
    .refine(
      (items) => new Set(items.map((i) => i.productId)).size === items.length,
      M.productRepeated,
    ),
});
export type SupplierProductsInput = z.input<typeof SupplierProductsInputSchema>;

export const PurchaseOrderInputSchema = z.object({
  supplierId: z.uuid(M.supplierNotFound),
  notes: z.string(M.text).trim().max(2000, M.tooLong(2000)).default(''),
  lines: z
    .array(
      z.object({
        productId: z.uuid(M.productNotFound),
        quantity,
        expectedCost: cost.nullable(),
      }),
      M.linesRequired,
    )
    .min(1, M.linesRequired)
    .max(500)
    .refine(
      (lines) => new Set(lines.map((l) => l.productId)).size === lines.length,
      M.productRepeated,
    ),
});
export type PurchaseOrderInput = z.input<typeof PurchaseOrderInputSchema>;

/**
 * Cost fields are optional in every answer: the server leaves them out for an editor, who
 * receives goods without seeing what they cost.
 */
export const PurchaseOrderLineSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  saleUnit: z.enum(SALE_UNITS).nullable(),
  quantity: z.number().int(),
  received: z.number().int(),
  expectedCost: z.number().nullable().optional(),
});
export type PurchaseOrderLine = z.infer<typeof PurchaseOrderLineSchema>;

export const PurchaseReceiptSchema = z.object({
  id: z.string(),
  receivedOn: z.string(),
  note: z.string().nullable(),
  actorName: z.string(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      productName: z.string(),
      lotCode: z.string().nullable(),
      quantity: z.number().int(),
      costPerUnit: z.number().nullable().optional(),
      note: z.string().nullable(),
    }),
  ),
});

export const PurchaseOrderSchema = z.object({
  id: z.number().int(),
  supplierId: z.string(),
  supplierName: z.string(),
  supplierEmail: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  notes: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lines: z.array(PurchaseOrderLineSchema),
  receipts: z.array(PurchaseReceiptSchema),
  total: z.number().nullable().optional(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrderSchema>;

export const PurchaseOrderSummarySchema = z.object({
  id: z.number().int(),
  supplierName: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  createdAt: z.string(),
  lineCount: z.number().int(),
  ordered: z.number().int(),
  received: z.number().int(),
  total: z.number().nullable().optional(),
});
export const PurchaseOrderListSchema = z.object({ items: z.array(PurchaseOrderSummarySchema) });
export type PurchaseOrderSummary = z.infer<typeof PurchaseOrderSummarySchema>;

export const PurchaseOrderListQuerySchema = z.object({
  status: z.enum(PURCHASE_ORDER_STATUSES, 'El estado no es válido.').optional(),
});

const daySchema = z
  .string(M.day)
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.day)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), M.day);

export const ReceiptInputSchema = z
  .object({
    /** The order's version the person saw: a receipt made from an older view is refused. */
    version: z.number('Falta la versión de la orden.').int().min(0),
    receivedOn: daySchema,
    note: line(200)
      .nullish()
      .transform((v) => v || null),
    /** Closes the order as received even when less came than ordered (differences noted). */
    close: z.boolean().default(false),
    lines: z
      .array(
        z.object({
          lineId: z.uuid(M.lineNotFound),
          quantity,
          code: line(60).refine((v) => v.length > 0, M.lotCodeRequired),
          tono: line(30)
            .nullish()
            .transform((v) => v || null),
          calibre: line(30)
            .nullish()
            .transform((v) => v || null),
          /** Super_admin only; absent: the line's expected cost. */
          costPerUnit: cost.nullish(),
          note: line(200)
            .nullish()
            .transform((v) => v || null),
        }),
      )
      .max(500)
      .refine((l) => new Set(l.map((x) => x.lineId)).size === l.length, M.lineRepeated),
  })
  .refine((v) => v.close || v.lines.length > 0, { path: ['lines'], message: M.receiptEmpty });
export type ReceiptInput = z.input<typeof ReceiptInputSchema>;

export const SuggestionQuerySchema = z.object({ supplierId: z.uuid(M.supplierNotFound) });

/** A proposed line and why: what "a pedido" orders wait for, the low-stock gap, recent sales. */
export const SuggestionSchema = z.object({
  productId: z.string(),
  name: z.string(),
  saleUnit: z.enum(SALE_UNITS),
  quantity: z.number().int(),
  available: z.number().int(),
  backordered: z.number().int(),
  soldRecently: z.number().int(),
  onOrder: z.number().int(),
  expectedCost: z.number().nullable(),
});
export const SuggestionListSchema = z.object({ items: z.array(SuggestionSchema) });
export type Suggestion = z.infer<typeof SuggestionSchema>;
