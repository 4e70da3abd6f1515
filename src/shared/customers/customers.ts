import { z } from 'zod';
import { ORDER_EXPORT_FORMATS, PagingQuerySchema } from '../admin-orders';
import { endpoints } from '../endpoint';
import { hasAtMostTwoDecimals } from '../money';
import { ORDER_STATUSES } from '../orders';
import { phoneKey } from '../order-search';
import { argentinePhone } from '../phone';

/**
 * A customer is the orders one person placed: the same e-mail (any case), or for orders without
 * one, the same phone (by its phone key, shared/order-search.ts). Their key names them in
 * addresses and in the notes staff keep about them.
 */
export function customerKey(email: string, phone: string): string | null {
  const mail = email.trim().toLowerCase();
  if (mail) return `email:${mail}`;
  const digits = phoneKey(phone);
  return digits ? `tel:${digits}` : null;
}

export const CUSTOMER_MESSAGES = {
  notFound: 'Cliente no encontrado',
  notes: 'Las notas pueden tener hasta 2000 caracteres.',
  discount: 'El descuento debe ser un porcentaje entre 0 y 50, con hasta dos decimales.',
  discountNeedsProfessional: 'Solo un cliente profesional tiene descuento.',
  saved: 'Cliente guardado',
  saveError: 'No se pudo guardar el cliente',
  loadError: 'No se pudieron cargar los clientes. Intentá nuevamente.',
  format: 'El formato debe ser CSV o XLSX.',
  invalidKey: 'El cliente no es válido.',
  notProfessional:
    'Este cliente no es profesional o no tiene descuento: desmarcá «Aplicar descuento profesional».',
} as const;

/** The highest discount staff may give a profesional. */
export const MAX_PROFESSIONAL_DISCOUNT = 50;

export const CustomerSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  orders: z.number().int(),
  /** Totals of the orders not cancelled. */
  totalBought: z.number(),
  /** What those orders still owe (overpaid orders owe nothing). */
  balance: z.number(),
  /** Paid beyond the totals of orders that go on: saldo a favor del cliente. */
  customerCredit: z.number(),
  /** Paid on cancelled orders, not yet given back: a devolver. */
  refundDue: z.number(),
  lastPurchaseAt: z.string(),
  professional: z.boolean(),
  discountPercentage: z.number().nullable(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

export const CustomerListSchema = z.object({
  customers: z.array(CustomerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerList = z.infer<typeof CustomerListSchema>;

export const CustomersQuerySchema = PagingQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});

export const CustomerExportQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  format: z.enum(ORDER_EXPORT_FORMATS, CUSTOMER_MESSAGES.format),
});

export const CustomerKeyParamsSchema = z.object({
  key: z
    .string(CUSTOMER_MESSAGES.invalidKey)
    .regex(/^(email:.+|tel:\d+)$/, CUSTOMER_MESSAGES.invalidKey)
    .max(320, CUSTOMER_MESSAGES.invalidKey),
});

export const CustomerDetailSchema = CustomerSummarySchema.extend({
  notes: z.string(),
  addresses: z.array(z.string()),
  orderList: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      status: z.enum(ORDER_STATUSES),
      totalAmount: z.number(),
      /** The order's balance as the shared balanceFigure reads it. */
      balance: z.object({ label: z.string(), amount: z.number() }),
    }),
  ),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

/** PUT /api/admin/customers/:key: what staff keep about the customer. */
export const UpdateCustomerSchema = z
  .object({
    notes: z.string(CUSTOMER_MESSAGES.notes).trim().max(2000, CUSTOMER_MESSAGES.notes),
    professional: z.boolean(),
    discountPercentage: z
      .number(CUSTOMER_MESSAGES.discount)
      .min(0, CUSTOMER_MESSAGES.discount)
      .max(MAX_PROFESSIONAL_DISCOUNT, CUSTOMER_MESSAGES.discount)
      .refine(hasAtMostTwoDecimals, CUSTOMER_MESSAGES.discount)
      .nullable(),
  })
  .refine((v) => v.professional || v.discountPercentage === null, {
    path: ['discountPercentage'],
    message: CUSTOMER_MESSAGES.discountNeedsProfessional,
  });
export type UpdateCustomerInput = z.infer<typeof UpdateCustomerSchema>;

/**
 * GET /api/admin/customers/professional?email=…&phone=…: the profesional customer (with a
 * discount) an order with this e-mail and phone would belong to, for the phone order's dialog.
 */
export const ProfessionalMatchQuerySchema = z.object({
  email: z.string().trim().max(254).default(''),
  phone: z.string().trim().max(50).default(''),
});

export const ProfessionalMatchSchema = z.object({
  customer: z
    .object({ key: z.string(), name: z.string(), discountPercentage: z.number() })
    .nullable(),
});
export type ProfessionalMatch = z.infer<typeof ProfessionalMatchSchema>;

/** /api/admin/customers: staff, like the orders the customers are made of. */
export const adminCustomerEndpoints = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/customers',
    query: CustomersQuerySchema,
    response: CustomerListSchema,
  },
  /** The customers the search selects, as CSV or XLSX. */
  export: {
    method: 'GET',
    path: '/api/admin/customers/export',
    query: CustomerExportQuerySchema,
    response: 'file',
  },
  professional: {
    method: 'GET',
    path: '/api/admin/customers/professional',
    query: ProfessionalMatchQuerySchema,
    response: ProfessionalMatchSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/admin/customers/:key',
    params: CustomerKeyParamsSchema,
    response: CustomerDetailSchema,
  },
  update: {
    method: 'PUT',
    path: '/api/admin/customers/:key',
    params: CustomerKeyParamsSchema,
    body: UpdateCustomerSchema,
    response: CustomerDetailSchema,
  },
});

/** The customer's phone for a wa.me link (shared/phone.ts): null when it is no Argentine number. */
export function customerWhatsappNumber(phone: string): string | null {
  const checked = argentinePhone(phone);
  return checked.ok ? checked.whatsapp : null;
}

/** The shop's opening line to a customer on WhatsApp. */
export function customerWhatsappText(customerName: string, shopName: string): string {
  const first = customerName.trim().split(/\s+/)[0] ?? '';
  return `¡Hola${first ? ` ${first}` : ''}! Te escribimos de ${shopName}.`;
}
