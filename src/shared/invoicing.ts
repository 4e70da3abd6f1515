import { z } from 'zod';
import { OrderIdParamsSchema } from './admin-orders';
import { isValidCuit, onlyDigits } from './argentine-ids';
import { endpoints } from './endpoint';

/** The shop's own IVA condition: it decides whether it issues A/B or only C. */
export const SHOP_VAT_CONDITIONS = ['responsable_inscripto', 'monotributo'] as const;
export type ShopVatCondition = (typeof SHOP_VAT_CONDITIONS)[number];

/** A buyer's IVA condition, with ARCA's code for it (CondicionIVAReceptorId). */
export const BUYER_VAT_CONDITIONS = {
  consumidor_final: { code: 5, label: 'Consumidor final' },
  responsable_inscripto: { code: 1, label: 'IVA Responsable Inscripto' },
  monotributo: { code: 6, label: 'Responsable Monotributo' },
  exento: { code: 4, label: 'IVA Sujeto Exento' },
} as const;
export type BuyerVatCondition = keyof typeof BUYER_VAT_CONDITIONS;
const BUYER_VAT_CONDITION_KEYS = Object.keys(BUYER_VAT_CONDITIONS) as [
  BuyerVatCondition,
  ...BuyerVatCondition[],
];

export const ARCA_ENVIRONMENTS = ['homologacion', 'produccion'] as const;

export const INVOICING_MESSAGES = {
  cuit: 'El CUIT no es válido: revisá los 11 números y el dígito verificador',
  pointOfSale: 'El punto de venta es un número entero entre 1 y 99998',
  activityStart: 'Ingresá la fecha de inicio de actividades (dd/mm/aaaa)',
  vatCondition: 'Elegí la condición frente al IVA',
  environment: 'Elegí homologación o producción',
  taxId: 'Ingresá un CUIT válido (11 números) o un DNI (7 u 8 números)',
  cuitRequired: 'Para una Factura A hace falta el CUIT del comprador',
  saved: 'Datos de facturación guardados',
  off: 'La facturación electrónica está apagada: cargá el CUIT, el punto de venta y el certificado de ARCA.',
} as const;
const M = INVOICING_MESSAGES;

/** What the owner types in Configuración; the certificate and key are files, never here. */
export const InvoicingSettingsSchema = z.object({
  cuit: z
    .string(M.cuit)
    .trim()
    .transform(onlyDigits)
    .refine((text) => text === '' || isValidCuit(text), M.cuit),
  vatCondition: z.enum(SHOP_VAT_CONDITIONS, M.vatCondition),
  pointOfSale: z
    .number(M.pointOfSale)
    .int(M.pointOfSale)
    .min(1, M.pointOfSale)
    .max(99998, M.pointOfSale),
  activityStart: z.iso.date(M.activityStart),
  environment: z.enum(ARCA_ENVIRONMENTS, M.environment),
});
export type InvoicingSettings = z.infer<typeof InvoicingSettingsSchema>;

/** Whether the shop can invoice now, and why not in Spanish when it cannot. */
export const InvoicingStatusSchema = z.object({
  // As stored (an answer's schema carries no transforms).
  settings: z
    .object({
      cuit: z.string(),
      vatCondition: z.enum(SHOP_VAT_CONDITIONS),
      pointOfSale: z.number(),
      activityStart: z.string(),
      environment: z.enum(ARCA_ENVIRONMENTS),
    })
    .nullable(),
  enabled: z.boolean(),
  /** Why invoicing is off (nothing configured, a certificate problem), in Spanish. */
  problem: z.string().nullable(),
  /** The certificate's CUIT and expiry, when the files were read. */
  certificate: z.object({ cuit: z.string(), validTo: z.string() }).nullable(),
});
export type InvoicingStatus = z.infer<typeof InvoicingStatusSchema>;

/** A buyer's fiscal identity on an order: CUIT (checked by its digit) or DNI. */
export const BuyerFiscalDataSchema = z.object({
  taxId: z
    .string(M.taxId)
    .trim()
    .transform(onlyDigits)
    .refine((text) => text === '' || /^\d{7,8}$/.test(text) || isValidCuit(text), M.taxId),
  vatCondition: z.enum(BUYER_VAT_CONDITION_KEYS, M.vatCondition),
});
export type BuyerFiscalData = z.infer<typeof BuyerFiscalDataSchema>;

/** ARCA's comprobante types the shop issues. */
export const INVOICE_TYPES = { A: 1, B: 6, C: 11 } as const;
export type InvoiceLetter = keyof typeof INVOICE_TYPES;

/**
 * The letter ARCA requires: a monotributista issues only C; a Responsable Inscripto issues A to
 * another RI or a monotributista (IVA discriminated) and B to a consumer or an exempt buyer.
 */
export function invoiceLetter(shop: ShopVatCondition, buyer: BuyerVatCondition): InvoiceLetter {
  if (shop === 'monotributo') return 'C';
  return buyer === 'responsable_inscripto' || buyer === 'monotributo' ? 'A' : 'B';
}

/** An order's invoice as staff see it; number null while "pendiente de CAE". */
export const OrderInvoiceSchema = z.object({
  id: z.string(),
  status: z.enum(['pendiente', 'autorizada']),
  letter: z.enum(['A', 'B', 'C']),
  pointOfSale: z.number(),
  number: z.number().nullable(),
  cae: z.string().nullable(),
  caeDue: z.string().nullable(),
  total: z.number(),
  net: z.number(),
  vat: z.number(),
});
export type OrderInvoice = z.infer<typeof OrderInvoiceSchema>;

/** The admin's invoicing endpoints: the shop's fiscal data, and an order's invoice. */
export const invoicingEndpoints = endpoints({
  status: { method: 'GET', path: '/api/admin/invoicing', response: InvoicingStatusSchema },
  saveSettings: {
    method: 'PUT',
    path: '/api/admin/invoicing',
    body: InvoicingSettingsSchema,
    response: InvoicingStatusSchema,
  },
  orderInvoice: {
    method: 'GET',
    path: '/api/admin/orders/:id/invoice',
    params: OrderIdParamsSchema,
    response: OrderInvoiceSchema.nullable(),
  },
  invoiceOrder: {
    method: 'POST',
    path: '/api/admin/orders/:id/invoice',
    params: OrderIdParamsSchema,
    response: OrderInvoiceSchema,
  },
  fiscalData: {
    method: 'PUT',
    path: '/api/admin/orders/:id/fiscal-data',
    params: OrderIdParamsSchema,
    body: BuyerFiscalDataSchema,
    response: null,
  },
});
