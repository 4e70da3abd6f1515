import { z } from 'zod';
import { DELIVERY_MESSAGES, DELIVERY_METHODS, isPostalCode } from './delivery';
import { TEXT_MESSAGES, hasControlCharacters, isEmailAddress, isSingleLine } from './text';

/** Checkout messages, exactly. */
export const CHECKOUT_MESSAGES = {
  name: 'El nombre debe tener al menos 3 caracteres',
  email: 'Email inválido',
  phone: 'Teléfono inválido (mínimo 8 números)',
  phoneCharacters: 'Escribí el teléfono con números: podés usar espacios, guiones, paréntesis y +',
  phoneTooLong: 'Teléfono inválido (máximo 15 números)',
  address: 'La dirección debe tener al menos 5 caracteres',
  submit: 'Por favor, completa todos los campos requeridos correctamente.',
  tooLong: 'El texto es demasiado largo',
} as const;

/** The checkout's fields, before the rule that ties the address to the delivery (below). */
export const CheckoutFieldsSchema = z.object({
  name: z
    .string(CHECKOUT_MESSAGES.name)
    .max(120, CHECKOUT_MESSAGES.tooLong)
    .refine((v) => v.trim().length >= 3, CHECKOUT_MESSAGES.name)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine),
  email: z
    .string(CHECKOUT_MESSAGES.email)
    .max(254, CHECKOUT_MESSAGES.email)
    // SPEC's "text, @, text, dot, text", as a plain address only (text.ts says why).
    .refine((v) => isEmailAddress(v.trim()), CHECKOUT_MESSAGES.email),
  phone: z
    .string(CHECKOUT_MESSAGES.phone)
    .max(40, CHECKOUT_MESSAGES.phone)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine)
    .refine((v) => v.replace(/\D/g, '').length >= 8, CHECKOUT_MESSAGES.phone)
    // "11-5555-019A" is no phone: digits and the marks people write them with.
    .refine((v) => /^\s*\+?[\d\s().\-/]*$/.test(v), CHECKOUT_MESSAGES.phoneCharacters)
    .refine((v) => v.replace(/\D/g, '').length <= 15, CHECKOUT_MESSAGES.phoneTooLong),
  // At least 5 characters when the order is delivered (below); a pickup needs none.
  address: z
    .string(CHECKOUT_MESSAGES.address)
    .max(300, CHECKOUT_MESSAGES.tooLong)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine),
  comments: z
    .string(CHECKOUT_MESSAGES.tooLong)
    .max(2000, CHECKOUT_MESSAGES.tooLong)
    .refine((v) => !hasControlCharacters(v), TEXT_MESSAGES.control)
    .optional(),
  /** Absent (older clients): delivered to the address, as every order was before the choice. */
  deliveryMethod: z.enum(DELIVERY_METHODS, DELIVERY_MESSAGES.method).optional(),
  partido: z
    .string(DELIVERY_MESSAGES.partido)
    .max(80, DELIVERY_MESSAGES.partido)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine)
    .optional(),
  postalCode: z
    .string(DELIVERY_MESSAGES.postalCode)
    .max(10, DELIVERY_MESSAGES.postalCode)
    .refine((v) => v.trim() === '' || isPostalCode(v), DELIVERY_MESSAGES.postalCode)
    .optional(),
});

/** A delivered order needs an address of at least 5 characters; a pickup needs none. */
export function checkDeliveryAddress(
  form: { deliveryMethod?: 'pickup' | 'shipping' | undefined; address: string },
  ctx: z.RefinementCtx,
): void {
  if (form.deliveryMethod !== 'pickup' && form.address.trim().length < 5) {
    ctx.addIssue({ code: 'custom', path: ['address'], message: CHECKOUT_MESSAGES.address });
  }
}

export const CheckoutFormSchema = CheckoutFieldsSchema.superRefine(checkDeliveryAddress);
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;
