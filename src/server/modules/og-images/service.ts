import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DEFAULT_HOME_IMAGES } from '#shared/home';
import { OG_IMAGE } from '#shared/og-images';
import { OG_MESSAGES, OG_SLOTS } from '#shared/og-image-routes';
import type { Db } from '#server/db/client';
import { homeImages, products } from '#server/db/schema';
import { notFound } from '#server/errors';
import { isPublished } from '../catalogue/catalog-read';
import { firstSlideImageRef } from '../content/home';
import { homeImageKey, homeOgImageKey } from '../content/home-images';
import { imageKey, ogImageKey } from '#server/lib/images';
import { RenderSlots } from '#server/lib/render-slots';
import { type Storage, readStored } from '#server/lib/storage';

export interface OgPicture {
  jpeg: Buffer;
  /** What it is drawn from (the photo's or upload's id, a default's name): its ETag. */
  source: string;
}

export interface OgImages {
  /** A published product's cover; the home picture for one without photos; 404 otherwise. */
  product(productId: string): Promise<OgPicture>;
  /** The home banner's first slide. */
  home(): Promise<OgPicture>;
}

const { width, height } = OG_IMAGE;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
/**
 * Baseline, not progressive (so not sharp's mozjpeg preset, which turns it on): some link-preview
 * readers draw only the first scan of a progressive JPEG.
 */
const JPEG = { quality: 82, progressive: false } as const;

/**
 * A product photo whole, on white: a tile is the product, so none of it is cut, and the centre
 * square (what WhatsApp's small preview crops to) is the photo itself.
 */
const letterboxed = (input: Buffer) =>
  sharp(input)
    .resize({ width, height, fit: 'contain', background: WHITE })
    .flatten({ background: WHITE })
    .jpeg(JPEG)
    .toBuffer();

/** A banner slide (2.5:1) filling the frame (1.91:1): a little of its sides goes. */
const covered = (input: Buffer) =>
  sharp(input)
    .resize({ width, height, fit: 'cover', position: 'centre' })
    .flatten({ background: WHITE })
    .jpeg(JPEG)
    .toBuffer();

/**
 * Link-preview JPEGs, derived on request from the stored WebP variants (existing products have
 * nothing else) and kept in the storage next to their source, under a key named by the source's
 * id: an id is never reused, so the copy is never stale, and it goes when its source goes
 * (deleteProductImage, a purge's products/{id}/, the Inicio clean-up). The built-in slides are
 * drawn once per process. The work runs in slots, as the feeds' JPEGs: a burst is refused (503)
 * before it costs anything.
 */
export function ogImages(options: {
  db: Db;
  storage: Storage;
  /** Where the built-in slides are (/hero/…): the built client, or the sources' public folder. */
  publicDirs: string[];
}): OgImages {
  const { db, storage, publicDirs } = options;
  const slots = new RenderSlots(OG_SLOTS.concurrent, OG_SLOTS.waiting);
  const builtIn = new Map<string, Promise<Buffer>>();

  /** The stored copy, or a new one drawn and stored; a failed store still answers. */
  async function cached(key: string, draw: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const stored = await readStored(storage, key);
    if (stored) return stored;
    const jpeg = await draw();
    if (jpeg) await storage.put(key, jpeg, OG_IMAGE.type).catch(() => undefined);
    return jpeg;
  }

  async function readBuiltIn(file: string): Promise<Buffer> {
    for (const dir of publicDirs) {
      const found = await readFile(path.join(dir, file)).catch(() => null);
      if (found) return found;
    }
    throw new Error(`built-in home image ${file} not found in ${publicDirs.join(', ')}`);
  }

  function defaultSlide(ref: keyof typeof DEFAULT_HOME_IMAGES): Promise<OgPicture> {
    let jpeg = builtIn.get(ref);
    if (!jpeg) {
      jpeg = readBuiltIn(DEFAULT_HOME_IMAGES[ref]).then(covered);
      // A failure is not kept: the next request tries again.
      jpeg.catch(() => builtIn.delete(ref));
      builtIn.set(ref, jpeg);
    }
    return jpeg.then((buffer) => ({ jpeg: buffer, source: ref }));
  }

  async function home(): Promise<OgPicture> {
    const ref = await firstSlideImageRef(db);
    if (ref in DEFAULT_HOME_IMAGES) return defaultSlide(ref as keyof typeof DEFAULT_HOME_IMAGES);
    const [upload] = await db.select().from(homeImages).where(eq(homeImages.id, ref));
    const largest = upload?.widths.at(-1);
    const jpeg =
      upload && largest
        ? await cached(homeOgImageKey(upload.id), async () => {
            const webp = await readStored(storage, homeImageKey(upload.id, largest));
            return webp && covered(webp);
          })
        : null;
    // An upload gone (or its file) leaves the shop's own first slide.
    return jpeg ? { jpeg, source: ref } : defaultSlide('default:slide-1');
  }

  async function product(productId: string): Promise<OgPicture> {
    const [row] = await db
      .select({ images: products.images })
      .from(products)
      .where(and(eq(products.id, productId), isPublished));
    if (!row) throw notFound(OG_MESSAGES.notFound);
    const cover = row.images[0];
    const largest = cover?.widths.at(-1);
    if (!cover || !largest) return home();
    const jpeg = await cached(ogImageKey(productId, cover.id), async () => {
      const webp = await readStored(storage, imageKey(productId, cover.id, largest));
      return webp && letterboxed(webp);
    });
    return jpeg ? { jpeg, source: cover.id } : home();
  }

  return {
    // The whole job in a slot, the look-ups too.
    product: (productId) => slots.run(() => product(productId)),
    home: () => slots.run(home),
  };
}
