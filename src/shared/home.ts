import { z } from 'zod';
import { ProductDetailSchema } from './catalog';
import { isUuid } from './ids';
import { FIRST_HERO_IMAGE } from './page-images';
import { isSingleLine } from './text';

/** The Spanish messages of the Inicio screen and its API. */
export const HOME_MESSAGES = {
  saved: 'Inicio guardado',
  saveError: 'No se pudo guardar Inicio. Revisá los campos marcados.',
  loadError: 'Error al cargar el contenido de Inicio. Por favor, intentá nuevamente.',
  required: 'Este campo es obligatorio',
  tooLong: 'El texto es demasiado largo',
  singleLine: 'Este campo no admite saltos de línea.',
  link: 'Ingresá una ruta de la tienda que empiece con / (ej.: /productos) o una dirección https://',
  image: 'La imagen no es válida: subila de nuevo',
  slidesMin: 'Tiene que haber al menos una diapositiva activa',
  slidesMax: 'Podés cargar hasta 10 diapositivas',
  tiles: 'Tienen que ser exactamente 4 categorías',
  featuredMax: 'Podés elegir hasta 12 productos destacados',
  featuredRepeated: 'Un producto está dos veces en Destacados',
  featuredUnknown: 'Un producto de Destacados no existe o no está publicado',
  section: 'Faltan datos en esta parte del formulario',
  imageKind: 'El tipo de imagen debe ser «slide» o «tile».',
} as const;

const M = HOME_MESSAGES;

/** Slides and tiles are laid out at these sizes; uploads are cropped and encoded to them. */
export const HOME_IMAGE_KINDS = {
  slide: { width: 1600, height: 640, widths: [640, 1280, 1920] },
  tile: { width: 600, height: 400, widths: [400, 800] },
} as const;
export type HomeImageKind = keyof typeof HOME_IMAGE_KINDS;
export const HomeImageKindSchema = z.enum(['slide', 'tile'], M.imageKind);
export const HomeImageQuerySchema = z.object({ kind: HomeImageKindSchema }, M.imageKind);

/** The images a new shop starts with (in the client's public/hero folder). */
export const DEFAULT_HOME_IMAGES = {
  'default:slide-1': FIRST_HERO_IMAGE,
  'default:slide-2': '/hero/slide-2.webp',
  'default:slide-3': '/hero/slide-3.webp',
  'default:simil-madera': '/hero/simil-madera.webp',
  'default:simil-marmol': '/hero/simil-marmol.webp',
  'default:simil-cemento': '/hero/simil-cemento.webp',
  'default:simil-piedra': '/hero/simil-piedra.webp',
} as const;

/** An image of Inicio: one of the defaults above, or the id of an upload. */
export const isHomeImageRef = (ref: string) => ref in DEFAULT_HOME_IMAGES || isUuid(ref);

/**
 * Where a button or tile goes: a path of the shop (never '//', which leaves the site) or an
 * https address.
 */
export function isHomeLink(link: string): boolean {
  if (/\s/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\');
  return /^https:\/\/[^/]+\.[^/]+/.test(link) && URL.canParse(link);
}

const line = (max: number) =>
  z
    .string(M.required)
    .trim()
    .min(1, M.required)
    .max(max, M.tooLong)
    .refine(isSingleLine, M.singleLine);
const LinkSchema = z.string(M.link).trim().max(300, M.link).refine(isHomeLink, M.link);
const ImageRefSchema = z.string(M.image).refine(isHomeImageRef, M.image);

export const HomeSlideInputSchema = z.object(
  {
    /** Chosen by the screen (crypto.randomUUID): keeps a slide's identity while it moves. */
    id: z.string(M.section).refine(isUuid, M.section),
    image: ImageRefSchema,
    title: line(120),
    text: z.string(M.required).trim().max(300, M.tooLong).refine(isSingleLine, M.singleLine),
    buttonText: line(40),
    link: LinkSchema,
    active: z.boolean(M.section),
  },
  M.section,
);
export type HomeSlideInput = z.infer<typeof HomeSlideInputSchema>;

export const HomeTileInputSchema = z.object(
  { image: ImageRefSchema, title: line(60), link: LinkSchema },
  M.section,
);
export type HomeTileInput = z.infer<typeof HomeTileInputSchema>;

/** What the Inicio screen saves: slides in their order, the four tiles, the destacados in order. */
export const HomeContentSchema = z.object(
  {
    slides: z
      .array(HomeSlideInputSchema, M.section)
      .max(10, M.slidesMax)
      .refine((slides) => slides.some((slide) => slide.active), M.slidesMin),
    tiles: z.array(HomeTileInputSchema, M.section).length(4, M.tiles),
    featuredIds: z
      .array(z.string(M.featuredUnknown).refine(isUuid, M.featuredUnknown), M.section)
      .max(12, M.featuredMax)
      .refine((ids) => new Set(ids).size === ids.length, M.featuredRepeated),
  },
  M.section,
);
export type HomeContent = z.infer<typeof HomeContentSchema>;

export const HomeImageSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number(),
  height: z.number(),
});
export type HomeImage = z.infer<typeof HomeImageSchema>;

export const HomeSlideSchema = HomeSlideInputSchema.omit({ image: true, active: true }).extend({
  image: HomeImageSchema,
});
export type HomeSlide = z.infer<typeof HomeSlideSchema>;

export const HomeTileSchema = HomeTileInputSchema.omit({ image: true }).extend({
  image: HomeImageSchema,
});
export type HomeTile = z.infer<typeof HomeTileSchema>;

/** GET /api/home: what the home page shows (active slides only). */
export const HomePageSchema = z.object({
  slides: z.array(HomeSlideSchema),
  tiles: z.array(HomeTileSchema),
  featured: z.array(ProductDetailSchema),
});
export type HomePage = z.infer<typeof HomePageSchema>;

/** GET/PUT /api/admin/home: the content to edit, with every image it names drawn for preview. */
export const AdminHomeSchema = z.object({
  content: HomeContentSchema,
  images: z.record(z.string(), HomeImageSchema),
  featured: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminHome = z.infer<typeof AdminHomeSchema>;

/** POST /api/admin/home/images?kind=slide|tile answers the new image's ref and its variants. */
export const HomeUploadSchema = z.object({ ref: z.string(), image: HomeImageSchema });
export type HomeUpload = z.infer<typeof HomeUploadSchema>;
