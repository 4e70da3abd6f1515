import { META_AVAILABILITY } from '#shared/feeds/product-feeds';
import { FEED_CSV, type SheetColumn, writeCsvText } from '#server/lib/sheet-write';
import type { FeedItem } from './items';

const text = (header: string): SheetColumn => ({ header, kind: 'text', width: 20 });

/** Meta's column names (https://developers.facebook.com/docs/marketing-api/catalog/reference). */
const COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'mpn',
  'product_type',
] as const;

/**
 * Meta's catalogue for Facebook and Instagram: a CSV with a header row, ',' between fields and
 * RFC 4180 quotes, through the shop's one CSV writer. Meta wants a brand, an MPN or a GTIN: an
 * item with neither brand nor code carries the shop's name as its brand.
 */
export function metaFeedCsv(items: FeedItem[], shopName: string): string {
  return writeCsvText(
    {
      columns: COLUMNS.map(text),
      rows: items.map((item) => [
        item.id,
        item.title,
        item.description,
        META_AVAILABILITY[item.availability],
        'new',
        item.price,
        item.salePrice,
        item.link,
        item.imageLink,
        item.additionalImageLinks.length ? item.additionalImageLinks.join(',') : null,
        item.brand ?? (item.mpn ? null : shopName),
        item.mpn,
        item.productType || null,
      ]),
    },
    FEED_CSV,
  );
}
