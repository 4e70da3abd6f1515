import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import {
  HOME_IMAGE_KINDS,
  type HomeImage,
  type HomeImageKind,
  type HomeUpload,
} from '#shared/home';
import { isUuid } from '#shared/ids';
import type { Db } from '#server/db/client';
import { homeContent, homeImages } from '#server/db/schema';
import { encodeImage } from '#server/lib/images';
import type { Storage } from '#server/lib/storage';

export const homeImageKey = (id: string, width: number) => `home/${id}-${width}.webp`;
/** The upload's link-preview JPEG (modules/og-images), derived on request and kept beside it. */
export const homeOgImageKey = (id: string) => `home/${id}-og.jpg`;
const HOME_IMAGE_KEY = /^home\/(.+)-(\d+\.webp|og\.jpg)$/;

/**
 * How long an upload no saved Inicio names is kept: the screen uploads an image as soon as it is
 * chosen and names it only when the owner saves, so a younger one may be waiting for that save.
 * A save after this (a screen left open a whole day) is refused with 'La imagen no es válida:
 * subila de nuevo', as for any unknown upload. Decision 0011.
 */
export const UNSAVED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** Advisory-lock class and key (the two-number form) that a save and the clean-up share. */
const LOCK = sql`select pg_advisory_xact_lock(7207, 1)`;

/**
 * Taken by a save of Inicio and by the clean-up, in their transactions: the clean-up never
 * deletes an upload between a save's check that it exists and that save's commit.
 */
export async function lockHomeImages(tx: Db): Promise<void> {
  await tx.execute(LOCK);
}

export function uploadedImage(
  storage: Storage,
  upload: { id: string; kind: HomeImageKind; widths: number[] },
): HomeImage {
  const size = HOME_IMAGE_KINDS[upload.kind];
  const urls = upload.widths.map((w) => ({ w, url: storage.url(homeImageKey(upload.id, w)) }));
  const largest = urls[urls.length - 1];
  return {
    src: largest?.url ?? '',
    srcSet: urls.map((u) => `${u.url} ${u.w}w`).join(', '),
    width: size.width,
    height: size.height,
  };
}

/** Re-encodes an upload to the slide's or tile's shape and sizes, and records it. */
export async function storeHomeImage(
  db: Db,
  storage: Storage,
  kind: HomeImageKind,
  input: Buffer,
): Promise<HomeUpload> {
  const size = HOME_IMAGE_KINDS[kind];
  const encoded = await encodeImage(input, size.widths, size);
  const id = randomUUID();
  try {
    // Files first, then the row: a file without a row is a crashed upload (see below).
    for (const v of encoded.variants)
      await storage.put(homeImageKey(id, v.width), v.body, 'image/webp');
    const widths = encoded.variants.map((v) => v.width);
    await db.insert(homeImages).values({ id, kind, widths });
    return { ref: id, image: uploadedImage(storage, { id, kind, widths }) };
  } catch (error) {
    await Promise.allSettled(
      encoded.variants.map((v) => storage.delete(homeImageKey(id, v.width))),
    );
    throw error;
  }
}

/**
 * Every upload id the stored content names, read from its raw JSON: content saved by another
 * version of the shop, which no longer parses (and draws the defaults), still keeps its images.
 */
function namedUploads(data: unknown): string[] {
  if (typeof data === 'string') return isUuid(data) ? [data] : [];
  if (Array.isArray(data)) return data.flatMap(namedUploads);
  if (data && typeof data === 'object') return Object.values(data).flatMap(namedUploads);
  return [];
}

// A type, not an interface: housekeeping reads it as a Record of counts.
export type HomeImageCleanup = {
  /** Uploads deleted, row and files. */
  homeImages: number;
  /** Files under home/ without a row: an upload that died between its files and its row. */
  strayFiles: number;
};

/**
 * Deletes the Inicio uploads that the saved content does not name, once older than
 * UNSAVED_UPLOAD_GRACE_MS. The row goes first, in one statement (each by exactly one process),
 * then its files; files left without a row (that crash, or a failed file delete) go on a later run
 * once they are as old.
 */
export async function deleteUnusedHomeImages(
  db: Db,
  storage: Storage,
  now = new Date(),
): Promise<HomeImageCleanup> {
  const before = new Date(now.getTime() - UNSAVED_UPLOAD_GRACE_MS);
  const unused = await db.transaction(async (tx) => {
    await lockHomeImages(tx);
    const [stored] = await tx
      .select({ data: homeContent.data })
      .from(homeContent)
      .where(eq(homeContent.id, 1));
    const named = namedUploads(stored?.data);
    return tx
      .delete(homeImages)
      .where(
        and(
          lt(homeImages.createdAt, before),
          named.length > 0 ? notInArray(homeImages.id, named) : undefined,
        ),
      )
      .returning({ id: homeImages.id, widths: homeImages.widths });
  });
  for (const image of unused) {
    for (const width of image.widths) await storage.delete(homeImageKey(image.id, width));
    await storage.delete(homeOgImageKey(image.id));
  }

  const deleted = new Set(unused.map((image) => image.id));
  const old: { key: string; id: string }[] = [];
  for await (const object of storage.list('home/')) {
    const id = HOME_IMAGE_KEY.exec(object.key)?.[1];
    if (id && isUuid(id) && !deleted.has(id) && object.modifiedAt < before)
      old.push({ key: object.key, id });
  }
  const ids = [...new Set(old.map((file) => file.id))];
  const kept =
    ids.length > 0
      ? await db.select({ id: homeImages.id }).from(homeImages).where(inArray(homeImages.id, ids))
      : [];
  const keptIds = new Set(kept.map((row) => row.id));
  const strays = old.filter((file) => !keptIds.has(file.id));
  for (const file of strays) await storage.delete(file.key);
  return { homeImages: unused.length, strayFiles: strays.length };
}
