import sharp from 'sharp';
import {
  FEED_JPEG_SLOTS,
  FEED_MESSAGES,
  FEED_PATHS,
  type ProductFeedLinks,
} from '#shared/feeds/product-feeds';
import { shopToday } from '#shared/shop-clock';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import type { CachedBody, CatalogCache } from '../catalogue/catalog-cache';
import { imageKey } from '#server/lib/images';
import { getShopSettings } from '../content/settings';
import { RenderSlots } from '#server/lib/render-slots';
import { type Storage, readStored } from '#server/lib/storage';
import { googleFeedXml } from './google';
import { feedItem } from './items';
import { metaFeedCsv } from './meta';
import { feedProducts, publishedImage } from './queries';

export interface ProductFeeds {
  google(): Promise<CachedBody>;
  meta(): Promise<CachedBody>;
  /** Each feed's absolute address, for the settings screen. */
  links(): ProductFeedLinks;
  /** A published product's photo as JPEG; 404 for anything else. */
  jpeg(productId: string, imageId: string): Promise<Buffer>;
}

/** The JPEG copies are made from the 800 px variant (the page's own), or the largest there is. */
const JPEG_WIDTH = 800;

/**
 * The feeds are built once and kept in the catalogue cache, so every catalogue write and stock
 * move (CatalogWrites.changed, stockChanged) empties them with the other cached answers, in
 * every process. Their key holds the shop's day (a backorder's availability date counts from
 * it) and the shop's name (the channel's title, Meta's brand of last resort).
 */
export function productFeeds(options: {
  db: Db;
  storage: Storage;
  cache: CatalogCache;
  publicUrl: string;
}): ProductFeeds {
  const { db, storage, cache, publicUrl } = options;
  const conversions = new RenderSlots(FEED_JPEG_SLOTS.concurrent, FEED_JPEG_SLOTS.waiting);

  /** The feed's cache key, and the shop's name it is built with. */
  async function keyOf(kind: keyof typeof FEED_PATHS) {
    const shopName = (await getShopSettings(db)).name;
    return { key: `feed ${kind} ${shopToday()} ${JSON.stringify(shopName)}`, shopName };
  }
  const items = async () => {
    const today = shopToday();
    return (await feedProducts(db)).map((product) => feedItem(product, publicUrl, today));
  };

  return {
    async google() {
      const { key, shopName } = await keyOf('google');
      return cache.text(key, async () =>
        googleFeedXml(await items(), {
          title: shopName,
          link: `${publicUrl}/`,
          description: `Productos de ${shopName}`,
        }),
      );
    },
    async meta() {
      const { key, shopName } = await keyOf('meta');
      return cache.text(key, async () => metaFeedCsv(await items(), shopName));
    },
    links() {
      return { google: `${publicUrl}${FEED_PATHS.google}`, meta: `${publicUrl}${FEED_PATHS.meta}` };
    },
    // The whole job in a slot, the look-up too: a burst is refused before it costs anything.
    jpeg: (productId, imageId) =>
      conversions.run(async () => {
        const image = await publishedImage(db, productId, imageId);
        const width = image?.widths.includes(JPEG_WIDTH) ? JPEG_WIDTH : image?.widths.at(-1);
        const webp =
          image && width ? await readStored(storage, imageKey(productId, image.id, width)) : null;
        if (!webp) throw notFound(FEED_MESSAGES.imageNotFound);
        // JPEG has no transparency: a transparent background turns white, not black.
        return sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
      }),
  };
}
