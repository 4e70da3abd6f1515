import { z } from 'zod';

/** The shop's identity: data the owner can change, read by the layout, contact page and e-mails. */
export const ShopSettingsSchema = z.object({
  name: z.string().min(1),
  tagline: z.string(),
  phone: z.string().min(1),
  /** International digits only, for wa.me links: 5491112345678. */
  whatsappNumber: z.string().regex(/^\d{8,15}$/),
  email: z.email(),
  address: z.string().min(1),
  hours: z.array(z.object({ days: z.string(), time: z.string() })),
  social: z.object({
    facebook: z.url(),
    instagram: z.url(),
    tiktok: z.url(),
  }),
  map: z.object({ lat: z.number(), lng: z.number(), zoom: z.number().int().min(1).max(19) }),
  /** Bank details for paying by transfer, printed in order e-mails (empty: not shown). */
  transfer: z
    .object({
      holder: z.string(),
      cuit: z.string(),
      cbu: z.string(),
      alias: z.string(),
      bank: z.string(),
    })
    .default({ holder: '', cuit: '', cbu: '', alias: '', bank: '' }),
  /** How long a presupuesto's prices hold, in days from the order's date. */
  quoteValidityDays: z.number().int().min(1).max(365).default(7),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
