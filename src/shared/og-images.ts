import type { OpenGraphImage } from './page-head';

/**
 * Link previews (Open Graph): WhatsApp and many crawlers show no WebP, so a shared
 * product or home page names a JPEG the server derives from the stored photo, in the size Open
 * Graph recommends (https://ogp.me, 1.91:1).
 */
export const OG_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

export const OG_PATHS = {
  product: '/og/producto/:file',
  home: '/og/inicio.jpg',
} as const;

/**
 * A short, stable tag of what the picture is made from (the cover's id, the slide's address): a
 * new picture gets a new address, so WhatsApp and Facebook, which keep a preview by its address,
 * fetch it again. The server ignores it and always draws the current picture.
 */
export function pictureTag(source: string): string {
  let hash = 5381;
  for (let i = 0; i < source.length; i++) hash = ((hash * 33) ^ source.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/** '/og/producto/{id}.jpg?v=…', the product's cover or, without photos, the home picture. */
export const productOgImagePath = (productId: string, coverId: string | undefined) =>
  `/og/producto/${productId}.jpg?v=${pictureTag(coverId ?? 'inicio')}`;

/** '/og/inicio.jpg?v=…', the first slide of the home banner. */
export const homeOgImagePath = (slideSrc: string) => `${OG_PATHS.home}?v=${pictureTag(slideSrc)}`;

/** A page's og:image: one of these JPEGs, absolute (PUBLIC_URL), with what it shows. */
export const openGraphImage = (publicUrl: string, path: string, alt: string): OpenGraphImage => ({
  url: `${publicUrl}${path}`,
  width: OG_IMAGE.width,
  height: OG_IMAGE.height,
  type: OG_IMAGE.type,
  alt,
});
