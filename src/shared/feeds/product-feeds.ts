import { z } from 'zod';
import type { SaleUnit } from '../order-lines';
import { squareMetersPerBox } from '../order-lines';
import { compareMoney, moneyDecimalText } from '../money';
import { effectivePrice } from '../pricing';
import { SHOP_UTC_OFFSET } from '../shop-clock';
import { roundHundredths } from '../rounding';
import { uuidText } from '../route-schemas';
import { type StockSummary, stockState } from '../stock/availability';

/**
 * The product feeds: the catalogue for Google Merchant Center (RSS 2.0 with the g:
 * fields) and for Meta's Facebook and Instagram catalogue (CSV), read by those services from
 * these public addresses. Field formats follow the services' product data specifications:
 * https://support.google.com/merchants/answer/7052112 and
 * https://developers.facebook.com/docs/marketing-api/catalog/reference
 */
export const FEED_PATHS = {
  google: '/feeds/google.xml',
  meta: '/feeds/meta.csv',
} as const;

/** A product photo as JPEG (the stored variants are WebP): '/feeds/images/{product}/{image}.jpg'. */
export const feedImagePath = (productId: string, imageId: string) =>
  `/feeds/images/${productId}/${imageId}.jpg`;

/** The settings screen's answer: each feed's absolute address (PUBLIC_URL). */
export const ProductFeedLinksSchema = z.object({
  google: z.string(),
  meta: z.string(),
});
export type ProductFeedLinks = z.infer<typeof ProductFeedLinksSchema>;

export const FEED_MESSAGES = {
  imageNotFound: 'Imagen no encontrada',
  busy: 'Estamos preparando muchas imágenes a la vez. Por favor, intentá nuevamente en unos segundos.',
} as const;

/**
 * JPEG copies made at once in one process, and how many more wait: anyone can ask for them, and
 * each costs CPU, so a burst is answered 503 rather than starving the shop (as the PDFs are).
 */
export const FEED_JPEG_SLOTS = { concurrent: 2, waiting: 8 } as const;

/** The JPEG copy's path: '/feeds/images/:productId/:file', the file being '{imageId}.jpg'. */
export const FeedImageParamsSchema = z.object({
  productId: uuidText(FEED_MESSAGES.imageNotFound),
  file: z.string().regex(/^[0-9a-f-]{36}\.jpg$/i, FEED_MESSAGES.imageNotFound),
});

/** The currency of every price of the shop (ISO 4217). */
const FEED_CURRENCY = 'ARS';

/** '12007.00 ARS': a number with a point and two decimals, then the currency (both services). */
export function feedPrice(amount: number): string {
  return `${moneyDecimalText(amount)} ${FEED_CURRENCY}`;
}

/** What the shopper can do with a product, in the words of each service. */
export type FeedAvailability = 'in_stock' | 'out_of_stock' | 'backorder';

export const META_AVAILABILITY: Record<FeedAvailability, string> = {
  in_stock: 'in stock',
  out_of_stock: 'out of stock',
  backorder: 'available for order',
};

/**
 * As the product page says it (shared/stock/availability.ts): the Sin stock tick, then the
 * tracked stock; "a pedido" (sold without stock, with a lead time) is a backorder.
 */
export function feedAvailability(product: {
  inStock: boolean;
  saleUnit: SaleUnit;
  stock: StockSummary | null;
}): FeedAvailability {
  if (!product.inStock) return 'out_of_stock';
  if (!product.stock) return 'in_stock';
  const state = stockState(product.stock, product.saleUnit);
  if (state === 'backorder') return 'backorder';
  return state === 'out_of_stock' ? 'out_of_stock' : 'in_stock';
}

/** Google takes an availability date up to a year ahead. */
const MAX_LEAD_DAYS = 365;

/**
 * The day a backordered product ships, as Google's availability_date wants it (ISO 8601 with
 * the zone: '2026-04-04T00:00-0300'): today in the shop's calendar plus the lead time.
 */
export function availabilityDate(today: string, leadDays: number): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + Math.min(Math.max(leadDays, 0), MAX_LEAD_DAYS));
  return `${day.toISOString().slice(0, 10)}T00:00${SHOP_UTC_OFFSET.replace(':', '')}`;
}

/**
 * Google's unit pricing for what is sold by the box of tiles: the box holds '1.44 sqm' and the
 * price is shown per '1 sqm'. Null for everything else (adhesive, grout, single items).
 */
export function unitPricing(product: {
  saleUnit: SaleUnit;
  metersPerBox: number | null;
  areaName: string | null;
}): { measure: string; base: string } | null {
  const meters = squareMetersPerBox(product);
  if (meters === null) return null;
  return { measure: `${roundHundredths(meters)} sqm`, base: '1 sqm' };
}

/** The prices of a feed item: the regular box price, and the discounted one when there is one. */
export function feedPrices(price: number, discountPercentage: number | null) {
  const sale = effectivePrice(price, discountPercentage);
  return {
    price: feedPrice(price),
    salePrice: compareMoney(sale, price) < 0 ? feedPrice(sale) : null,
  };
}

/** product_type: the shop's own taxonomy, 'Área > Categoría > Subcategoría'. */
export function productType(names: (string | null)[]): string {
  return names.filter((name): name is string => Boolean(name)).join(' > ');
}

/**
 * Characters XML 1.0 cannot hold at all (C0 controls other than tab and line breaks). The input
 * checks refuse them (shared/text.ts), but one left in an older row would make the whole feed
 * unreadable, so the feed drops them too.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Plain text for a feed: no control characters, within the service's limit. */
export function feedText(text: string, maxLength: number): string {
  const clean = text.replace(XML_FORBIDDEN, '').trim();
  if (clean.length <= maxLength) return clean;
  // By code point, so an emoji is never cut in half.
  return Array.from(clean).slice(0, maxLength).join('').trimEnd();
}
