import { z } from 'zod';
import { LAYING_PATTERN_IDS } from './calculator';
import { MAX_SHARED_BOXES, MAX_SHARED_LINES, MAX_SHARED_M2 } from './cart-share';
import { UUID_PATTERN } from './ids';
import { PAGE_PATHS } from './page-paths';

/**
 * A cart kept by the server under a short code: /c/{code} instead of the
 * ~230-character /carrito?c=… link, short enough for a WhatsApp message. The lines carry what
 * the long link carries (shared/cart-share.ts), with its limits.
 */
export const SHARED_CART_MESSAGES = {
  invalid: 'El carrito compartido no es válido.',
  empty: 'El carrito compartido no tiene productos.',
  tooMany: `Un carrito compartido lleva como mucho ${MAX_SHARED_LINES} productos.`,
  product: 'Un producto del carrito no es válido.',
  repeated: 'Un producto aparece dos veces en el carrito.',
  quantity: `La cantidad tiene que ser un número entero entre 1 y ${MAX_SHARED_BOXES.toLocaleString('es-AR')}.`,
  squareMeters: 'Los m² del carrito no son válidos.',
  notFound: 'Este carrito compartido ya no está disponible',
  throttled: 'Compartiste muchos carritos desde tu conexión. Probá de nuevo en unos minutos.',
} as const;
const M = SHARED_CART_MESSAGES;

/** 10 characters without 0/o, 1/i/l: about 50 bits, drawn with crypto's random (server). */
export const SHARED_CART_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const SHARED_CART_CODE_LENGTH = 10;
const CODE_PATTERN = new RegExp(`^[${SHARED_CART_CODE_ALPHABET}]{${SHARED_CART_CODE_LENGTH}}$`);

const LOWERCASE_UUID = new RegExp(UUID_PATTERN.source);

export const SharedCartLineSchema = z.strictObject(
  {
    // Lowercase, as the database and the long link give them: one product, one spelling.
    productId: z.string(M.product).regex(LOWERCASE_UUID, M.product),
    quantity: z.int(M.quantity).min(1, M.quantity).max(MAX_SHARED_BOXES, M.quantity),
    squareMeters: z
      .number(M.squareMeters)
      .min(0, M.squareMeters)
      .max(MAX_SHARED_M2, M.squareMeters),
    includeWaste: z.boolean(M.invalid),
    pattern: z.enum(LAYING_PATTERN_IDS, M.invalid).optional(),
  },
  M.invalid,
);
export type SharedCartLine = z.infer<typeof SharedCartLineSchema>;

/** POST /api/shared-carts and the answer of GET /api/shared-carts/{code}. */
export const SharedCartSchema = z.strictObject(
  {
    lines: z
      .array(SharedCartLineSchema, M.invalid)
      .min(1, M.empty)
      .max(MAX_SHARED_LINES, M.tooMany)
      .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, M.repeated),
  },
  M.invalid,
);
export type SharedCart = z.infer<typeof SharedCartSchema>;

export const SharedCartParamsSchema = z.object({
  code: z
    .string()
    .transform((code) => code.toLowerCase())
    .pipe(z.string().regex(CODE_PATTERN, M.notFound)),
});

export const SharedCartCreatedSchema = z.object({ code: z.string(), url: z.string() });
export type SharedCartCreated = z.infer<typeof SharedCartCreatedSchema>;

/** The page a code opens. */
export const sharedCartPath = (code: string) => PAGE_PATHS.sharedCart.replace(':code', code);
