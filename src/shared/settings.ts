import { z } from 'zod';
import { isValidAlias, isValidCbu, isValidCuit } from './argentine-ids';
import { hasAtMostTwoDecimals } from './money';
import { TEXT_MESSAGES, isEmailAddress, isSingleLine } from './text';
import { wholeNumber } from './route-schemas';

/** The Spanish messages of the shop settings form and its API. */
export const SETTINGS_MESSAGES = {
  saved: 'Configuración guardada',
  saveError: 'No se pudo guardar la configuración. Revisá los campos marcados.',
  required: 'Este campo es obligatorio',
  tooLong: 'El texto es demasiado largo',
  phone: 'Ingresá un teléfono con al menos 8 números',
  whatsapp: 'Ingresá el número con código de país, solo dígitos, sin 0 ni 15 (ej.: 5491155550192)',
  email: 'El correo electrónico no es válido.',
  url: 'Ingresá una dirección que empiece con https:// (o dejala vacía)',
  hours: 'Podés cargar hasta 10 filas de horarios',
  lat: 'La latitud debe estar dentro de la Argentina (entre -56 y -21)',
  lng: 'La longitud debe estar dentro de la Argentina (entre -74 y -53)',
  zoom: 'El zoom debe ser un número entero entre 1 y 19',
  cuit: 'El CUIT no es válido: revisá los 11 números y el dígito verificador',
  cbu: 'El CBU no es válido: deben ser 22 números con sus dígitos verificadores',
  alias: 'El alias debe tener entre 6 y 20 letras, números, puntos o guiones',
  senderName: 'El nombre del remitente no puede tener comillas, < ni >',
  validityDays: 'La validez debe ser un número entero de días entre 1 y 365',
  section: 'Faltan datos en esta parte del formulario',
  backupHour: 'Elegí una hora entre las 0 y las 23',
  transferDiscount: 'El descuento debe ser un porcentaje entre 0 y 50, con hasta dos decimales',
  maxInstallments: 'Las cuotas deben ser un número entero entre 1 y 24',
  synonyms: 'Podés cargar hasta 200 palabras de búsqueda, cada una con lo que significa',
} as const;

const M = SETTINGS_MESSAGES;

/** One line of text, trimmed, at most max characters; min 1 unless optional. */
function line(max: number, required = true) {
  const base = z.string(M.required).trim().max(max, M.tooLong);
  return (required ? base.min(1, M.required) : base).refine(isSingleLine, TEXT_MESSAGES.singleLine);
}

const EmailSchema = z.string(M.email).trim().refine(isEmailAddress, M.email);

/** A social profile: an https address, or empty when the shop has none (the link is hidden). */
const SocialUrlSchema = z
  .string(M.url)
  .trim()
  .max(300, M.tooLong)
  .refine(
    (text) => text === '' || (/^https:\/\/[^\s]+\.[^\s]+$/.test(text) && URL.canParse(text)),
    M.url,
  );

const optionalCode = (check: (text: string) => boolean, message: string) =>
  z
    .string(message)
    .trim()
    .max(40, message)
    .refine((text) => text === '' || check(text), message);

/** The shop's identity: data the owner can change, read by the layout, contact page and e-mails. */
export const ShopSettingsSchema = z.object(
  {
    name: line(80),
    tagline: z.string(M.required).trim().max(300, M.tooLong),
    phone: line(40).refine((text) => text.replace(/\D/g, '').length >= 8, M.phone),
    /** International digits only, for wa.me links: 5491112345678. */
    whatsappNumber: z
      .string(M.whatsapp)
      .trim()
      .regex(/^[1-9]\d{9,14}$/, M.whatsapp),
    email: EmailSchema,
    address: line(200),
    hours: z
      .array(z.object({ days: line(60), time: line(60) }, M.section), M.hours)
      .max(10, M.hours),
    social: z.object(
      {
        facebook: SocialUrlSchema,
        instagram: SocialUrlSchema,
        tiktok: SocialUrlSchema,
      },
      M.section,
    ),
    map: z.object(
      {
        lat: z.number(M.lat).min(-56, M.lat).max(-21, M.lat),
        lng: z.number(M.lng).min(-74, M.lng).max(-53, M.lng),
        zoom: wholeNumber(1, 19, M.zoom),
      },
      M.section,
    ),
    /** The text a WhatsApp chat opened from the shop starts with. */
    whatsappText: z.string(M.required).trim().min(1, M.required).max(500, M.tooLong),
    /** Who the shop's e-mails come from (the SMTP transport itself is configured by SMTP_URL). */
    mailFrom: z.object(
      {
        name: line(80).refine((text) => !/["<>\\]/.test(text), M.senderName),
        address: EmailSchema,
      },
      M.section,
    ),
    /** Bank details for paying by transfer, shown in order e-mails and the order page. */
    transfer: z.object(
      {
        holder: line(120, false),
        cuit: optionalCode(isValidCuit, M.cuit),
        cbu: optionalCode(isValidCbu, M.cbu),
        alias: optionalCode(isValidAlias, M.alias),
        bank: line(80, false),
      },
      M.section,
    ),
    /** How many days a quote (presupuesto) holds its prices. */
    quoteValidityDays: wholeNumber(1, 365, M.validityDays),
    /**
     * The hour (0–23, the shop's time zone) of the daily backup (modules/backups/backups.ts); a shop
     * saved before the setting existed gets 3 a.m.
     */
    backupHour: wholeNumber(0, 23, M.backupHour).default(3),
    /**
     * The % off the products for paying by transfer or cash (0: none), and the most
     * cuotas Mercado Pago offers. A shop saved before the setting existed gets none and 12.
     */
    payments: z
      .object(
        {
          transferDiscountPercentage: z
            .number(M.transferDiscount)
            .min(0, M.transferDiscount)
            .max(50, M.transferDiscount)
            .refine(hasAtMostTwoDecimals, M.transferDiscount),
          maxInstallments: wholeNumber(1, 24, M.maxInstallments),
        },
        M.section,
      )
      .default({ transferDiscountPercentage: 0, maxInstallments: 12 }),
    /**
     * Words the search reads as others: a brand or a trade word and what it means ('klaukol' →
     * 'adhesivo'). The search knows the common ones already (shared/search-synonyms.ts).
     */
    searchSynonyms: z
      .array(z.object({ word: line(40), means: line(120) }, M.synonyms), M.synonyms)
      .max(200, M.synonyms)
      .default([]),
  },
  M.section,
);
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
