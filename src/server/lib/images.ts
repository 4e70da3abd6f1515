import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { ProductImage } from '#shared/catalog';
import type { StoredImage } from '../db/schema';
import { badRequest } from '../errors';
import type { Storage } from './storage';

export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard: a 2 KB PNG can claim 100k × 100k pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export const IMAGE_MESSAGES = {
  notImage: 'El archivo no es una imagen válida (se aceptan JPEG, PNG, WebP y AVIF).',
  tooLarge: 'La imagen es demasiado grande (máximo 10 MB).',
  tooManyPixels: 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles).',
  malformed: 'El archivo no llegó completo o el envío no es válido. Intentá subirlo nuevamente.',
} as const;

export const imageKey = (productId: string, imageId: string, width: number) =>
  `products/${productId}/${imageId}-${width}.webp`;

/** The photo's link-preview JPEG (modules/og-images), derived on request and kept beside it. */
export const ogImageKey = (productId: string, imageId: string) =>
  `products/${productId}/${imageId}-og.jpg`;

export interface EncodedImage {
  variants: { width: number; body: Buffer }[];
}

/**
 * Checks an upload by its content (never its name or declared type) and re-encodes it to
 * WebP variants, so what we serve is always an image we produced.
 */
export async function encodeProductImage(input: Buffer): Promise<EncodedImage> {
  return encodeImage(input, IMAGE_WIDTHS);
}

/**
 * The same check and encoding, to the given widths (the first always; the others up to the
 * upload's own width). With a shape, each variant is cropped to it (width:height) around the
 * picture's most salient part, so a banner or tile never changes height with its photo.
 */
export async function encodeImage(
  input: Buffer,
  allWidths: readonly number[],
  shape?: { width: number; height: number },
): Promise<EncodedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw badRequest(IMAGE_MESSAGES.tooLarge);
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(IMAGE_MESSAGES.notImage);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
    throw badRequest(IMAGE_MESSAGES.notImage);
  if (metadata.format === 'heif' && metadata.compression !== 'av1')
    throw badRequest(IMAGE_MESSAGES.notImage);
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) throw badRequest(IMAGE_MESSAGES.tooManyPixels);

  const widths = allWidths.filter((w, i) => i === 0 || w <= width);
  try {
    const variants = [];
    for (const w of widths) {
      const resize = shape
        ? {
            width: w,
            height: Math.round((w * shape.height) / shape.width),
            fit: 'cover' as const,
            position: sharp.strategy.attention,
          }
        : { width: w, withoutEnlargement: true };
      const body = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(resize)
        .webp({ quality: w <= 400 ? 72 : 78 })
        .toBuffer();
      variants.push({ width: w, body });
    }
    return { variants };
  } catch {
    // Headers that parse but pixel data that does not (truncated or forged files).
    throw badRequest(IMAGE_MESSAGES.notImage);
  }
}

/** Writes encoded variants under products/{productId}/ with a fresh id (never a user's name). */
export async function storeEncodedImage(
  storage: Storage,
  productId: string,
  encoded: EncodedImage,
): Promise<StoredImage> {
  const id = randomUUID();
  try {
    for (const v of encoded.variants)
      await storage.put(imageKey(productId, id, v.width), v.body, 'image/webp');
  } catch (error) {
    await Promise.allSettled(
      encoded.variants.map((v) => storage.delete(imageKey(productId, id, v.width))),
    );
    throw error;
  }
  return { id, widths: encoded.variants.map((v) => v.width) };
}

export async function storeProductImage(
  storage: Storage,
  productId: string,
  input: Buffer,
): Promise<StoredImage> {
  return storeEncodedImage(storage, productId, await encodeProductImage(input));
}

/**
 * The images of one product stored again under another (a duplicate): its own files, so the
 * copy keeps them when the original is deleted and purged (its products/{id}/ goes). On a failure
 * the copies made so far are deleted.
 */
export async function copyProductImages(
  storage: Storage,
  fromProductId: string,
  toProductId: string,
  images: readonly StoredImage[],
): Promise<StoredImage[]> {
  const copies: StoredImage[] = [];
  try {
    for (const image of images) {
      const copy = { id: randomUUID(), widths: image.widths };
      copies.push(copy);
      for (const width of image.widths)
        await storage.copy(
          imageKey(fromProductId, image.id, width),
          imageKey(toProductId, copy.id, width),
        );
    }
  } catch (error) {
    await Promise.allSettled(copies.map((copy) => deleteProductImage(storage, toProductId, copy)));
    throw error;
  }
  return copies;
}

export async function deleteProductImage(
  storage: Storage,
  productId: string,
  image: StoredImage,
): Promise<void> {
  await Promise.all([
    ...image.widths.map((w) => storage.delete(imageKey(productId, image.id, w))),
    storage.delete(ogImageKey(productId, image.id)),
  ]);
}

/** The URLs the client gets for a stored image. */
export function toProductImage(
  storage: Storage,
  productId: string,
  image: StoredImage,
): ProductImage {
  const urls = image.widths.map((w) => ({ w, url: storage.url(imageKey(productId, image.id, w)) }));
  const medium = urls.find((u) => u.w === 800) ?? urls[urls.length - 1];
  return {
    id: image.id,
    src: medium?.url ?? '',
    srcSet: urls.map((u) => `${u.url} ${u.w}w`).join(', '),
  };
}
