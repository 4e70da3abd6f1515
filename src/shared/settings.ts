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
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
