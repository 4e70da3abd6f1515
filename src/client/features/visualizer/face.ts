import type { TileColor } from '#shared/tile-attributes';

/**
 * A tile's face (its textura, else its first image), loaded and decoded once per address. A
 * module of its own, small, so that the press of "Ver en mi ambiente" can ask for the face at
 * once, beside three.js, rather than after the dialog's code has arrived.
 */
const faces = new Map<string, Promise<Face | null>>();
const decodedFaces = new Map<string, Face>();

/**
 * A face ready to paint: an ImageBitmap where the browser makes one (its pixels decoded once and
 * kept, so painting the room does not decode the picture again on the main thread, as drawing an
 * <img> on a canvas may), else the decoded image.
 */
export type Face = HTMLImageElement | ImageBitmap;

async function decode(image: HTMLImageElement): Promise<Face> {
  await image.decode();
  if (typeof createImageBitmap !== 'function') return image;
  return createImageBitmap(image).catch(() => image);
}

/**
 * Loads and decodes a tile's face, for drawing on canvases that must stay readable (download,
 * pixels); null when it cannot be had (no address, a 404, the network). The warm-up asks for it
 * before the dialog opens, so the first room is painted with the face rather than painted plain
 * and again when the face arrives.
 */
export function loadFace(src: string | null): Promise<Face | null> {
  if (!src) return Promise.resolve(null);
  let face = faces.get(src);
  if (!face) {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.src = src;
    face = decode(image).then(
      (decoded) => {
        decodedFaces.set(src, decoded);
        return decoded;
      },
      () => {
        faces.delete(src); // a face that failed is asked for again next time
        return null;
      },
    );
    faces.set(src, face);
  }
  return face;
}

/** The face, if it is loaded and decoded already (undefined while it is not). */
export function decodedFace(src: string | null): Face | null | undefined {
  return src ? decodedFaces.get(src) : null;
}

/** A neutral stone colour, for a tile whose colour the catalogue does not say (or Multicolor). */
export const NEUTRAL_FACE = '#b9ada0';

/** The flat colour a tile is drawn in while its face loads, or when the face cannot be had. */
const TILE_COLOR_FACES: Record<TileColor, string> = {
  Blanco: '#ebe8e1',
  Negro: '#2e2d2b',
  Gris: '#9d9b97',
  Beige: '#cdb898',
  Crema: '#e5dbc3',
  Marrón: '#7b5b42',
  Terracota: '#b4623e',
  Azul: '#3d67a8',
  Verde: '#6f8b65',
  Multicolor: NEUTRAL_FACE,
};

export function plainFace(color: TileColor | null): string {
  return color ? TILE_COLOR_FACES[color] : NEUTRAL_FACE;
}
