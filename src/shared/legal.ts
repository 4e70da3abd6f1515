import { z } from 'zod';
import { TEXT_MESSAGES, hasControlCharacters } from './text';

/** The editable legal pages, by the last segment of their address. */
export const LEGAL_SLUGS = ['terminos', 'privacidad', 'arrepentimiento'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const LEGAL_TITLES: Record<LegalSlug, string> = {
  terminos: 'Términos y condiciones',
  privacidad: 'Política de privacidad',
  arrepentimiento: 'Botón de arrepentimiento',
};

export const LEGAL_MESSAGES = {
  notFound: 'Página no encontrada',
  required: 'El texto no puede quedar vacío',
  tooLong: 'El texto es demasiado largo (máximo 20.000 caracteres)',
  saved: 'Texto guardado',
  saveError: 'No se pudo guardar el texto. Revisá el contenido.',
  invalid: 'Los datos enviados no son válidos.',
} as const;

export const LEGAL_MAX_LENGTH = 20_000;

export const LegalPageSchema = z.object({
  slug: z.enum(LEGAL_SLUGS),
  title: z.string(),
  /** Paragraphs separated by blank lines; '## ' starts a heading, '- ' a list item. */
  body: z.string(),
  /** ISO date of the last edit, or null for the default text. */
  updatedAt: z.string().nullable(),
});
export type LegalPage = z.infer<typeof LegalPageSchema>;

/** /api/legal/:slug and /api/admin/legal/:slug: an unknown page is not found. */
export const LegalParamsSchema = z.object({ slug: z.enum(LEGAL_SLUGS, LEGAL_MESSAGES.notFound) });

/** PUT /api/admin/legal/:slug. */
export const LegalPageInputSchema = z.object({
  body: z
    .string(LEGAL_MESSAGES.required)
    .trim()
    .min(1, LEGAL_MESSAGES.required)
    .max(LEGAL_MAX_LENGTH, LEGAL_MESSAGES.tooLong)
    .refine((text) => !hasControlCharacters(text), TEXT_MESSAGES.control),
});
export type LegalPageInput = z.infer<typeof LegalPageInputSchema>;
