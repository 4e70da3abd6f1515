import { z } from 'zod';

/**
 * The link-preview JPEGs' routes (shared/og-images.ts): kept apart from what the pages import,
 * so zod never reaches a storefront page through its head.
 */
export const OG_MESSAGES = {
  notFound: 'Imagen no encontrada',
  busy: 'Estamos preparando muchas imágenes a la vez. Por favor, intentá nuevamente en unos segundos.',
} as const;

/** Pictures made at once in one process, and how many more wait (as the feeds' JPEG copies). */
export const OG_SLOTS = { concurrent: 2, waiting: 8 } as const;

/** '/og/producto/:file', the file being '{productId}.jpg'. */
export const ProductOgParamsSchema = z.object({
  file: z
    .string()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/i,
      OG_MESSAGES.notFound,
    ),
});
