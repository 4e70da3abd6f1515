import { z } from 'zod';
import { CHECKOUT_MESSAGES, CheckoutFieldsSchema, checkDeliveryAddress } from './checkout';
import { AdminOrderLinesSchema } from './order-lines-edit';
import { CreateOrderSchema } from './orders';
import { isEmailAddress } from './text';

/**
 * POST /api/admin/orders: an order staff take by phone. The checkout's form,
 * but the e-mail may be left empty (then nothing is e-mailed), and lines may carry the price
 * staff agreed on the call.
 */
export const PhoneCustomerSchema = CheckoutFieldsSchema.extend({
  email: z
    .string(CHECKOUT_MESSAGES.email)
    .max(254, CHECKOUT_MESSAGES.email)
    .refine((v) => v.trim() === '' || isEmailAddress(v.trim()), CHECKOUT_MESSAGES.email),
}).superRefine(checkDeliveryAddress);
export type PhoneCustomer = z.infer<typeof PhoneCustomerSchema>;

export const PhoneOrderSchema = CreateOrderSchema.extend({
  customer: PhoneCustomerSchema,
  items: AdminOrderLinesSchema,
  /**
   * Take the profesional customer's discount off: only whether to, never a %; the
   * server finds the customer by the e-mail or phone and reads the % from their record.
   */
  applyProfessionalDiscount: z.boolean().optional(),
});
export type PhoneOrderInput = z.infer<typeof PhoneOrderSchema>;
