import { escapeHtml } from '#server/pages/html';
import type { FeedItem } from './items';

const G = 'http://base.google.com/ns/1.0';

const field = (name: string, value: string) => `      <g:${name}>${escapeHtml(value)}</g:${name}>`;

function itemXml(item: FeedItem): string[] {
  const fields = [
    field('id', item.id),
    field('title', item.title),
    field('description', item.description),
    field('link', item.link),
    field('image_link', item.imageLink),
    ...item.additionalImageLinks.map((link) => field('additional_image_link', link)),
    field('condition', 'new'),
    field('availability', item.availability),
    ...(item.availabilityDate ? [field('availability_date', item.availabilityDate)] : []),
    field('price', item.price),
    ...(item.salePrice ? [field('sale_price', item.salePrice)] : []),
    ...(item.brand ? [field('brand', item.brand)] : []),
    ...(item.mpn ? [field('mpn', item.mpn)] : []),
    // Tiles have no GTIN: brand and the supplier's code identify them; without both, none.
    ...(item.brand && item.mpn ? [] : [field('identifier_exists', 'no')]),
    ...(item.productType ? [field('product_type', item.productType)] : []),
    ...(item.unitPricing
      ? [
          field('unit_pricing_measure', item.unitPricing.measure),
          field('unit_pricing_base_measure', item.unitPricing.base),
        ]
      : []),
  ];
  return ['    <item>', ...fields, '    </item>'];
}

/**
 * Google Merchant Center's feed: RSS 2.0 with the g: namespace, one <item> per product
 * (https://support.google.com/merchants/answer/160589).
 */
export function googleFeedXml(
  items: FeedItem[],
  channel: { title: string; link: string; description: string },
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${G}">`,
    '  <channel>',
    `    <title>${escapeHtml(channel.title)}</title>`,
    `    <link>${escapeHtml(channel.link)}</link>`,
    `    <description>${escapeHtml(channel.description)}</description>`,
    ...items.flatMap(itemXml),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
