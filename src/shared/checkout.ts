import { z } from 'zod';

/** SPEC §5: checkout messages, exactly. */
export const CHECKOUT_MESSAGES = {
  name: 'El nombre debe tener al menos 3 caracteres',
  email: 'Email inválido',
  phone: 'Teléfono inválido (mínimo 8 números)',
  address: 'La dirección debe tener al menos 5 caracteres',
  submit: 'Por favor, completa todos los campos requeridos correctamente.',
  tooLong: 'El texto es demasiado largo',
} as const;

/** text, @, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CheckoutFormSchema = z.object({
  name: z
    .string(CHECKOUT_MESSAGES.name)
    .max(120, CHECKOUT_MESSAGES.tooLong)
    .refine((v) => v.trim().length >= 3, CHECKOUT_MESSAGES.name),
  email: z
    .string(CHECKOUT_MESSAGES.email)
    .max(254, CHECKOUT_MESSAGES.email)
    .refine((v) => EMAIL_PATTERN.test(v.trim()), CHECKOUT_MESSAGES.email),
  phone: z
    .string(CHECKOUT_MESSAGES.phone)
    .max(40, CHECKOUT_MESSAGES.phone)
    .refine((v) => v.replace(/\D/g, '').length >= 8, CHECKOUT_MESSAGES.phone),
  address: z
    .string(CHECKOUT_MESSAGES.address)
    .max(300, CHECKOUT_MESSAGES.tooLong)
    .refine((v) => v.trim().length >= 5, CHECKOUT_MESSAGES.address),
  comments: z.string().max(2000, CHECKOUT_MESSAGES.tooLong).optional(),
});
export type CheckoutForm = z.infer<typeof CheckoutFormSchema>;
