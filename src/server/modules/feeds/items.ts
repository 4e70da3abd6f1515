import {
  type FeedAvailability,
  availabilityDate,
  feedAvailability,
  feedImagePath,
  feedPrices,
  feedText,
  productType,
  unitPricing,
} from '#shared/feeds/product-feeds';
import { PAGE_PATHS } from '#shared/page-paths';
import type { FeedProduct } from './queries';

/** One product as both feeds list it, in the services' own formats. */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  availability: FeedAvailability;
  /** For a backorder: the day it ships ('2026-04-04T00:00-0300'); null otherwise. */
  availabilityDate: string | null;
  price: string;
  salePrice: string | null;
  brand: string | null;
  mpn: string | null;
  productType: string;
  unitPricing: { measure: string; base: string } | null;
}

/** Google's limits (title 150, description 5000); Meta takes as much or more. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;
/** Google takes up to 10 additional images. */
const MORE_IMAGES_MAX = 10;

export function feedItem(product: FeedProduct, publicUrl: string, today: string): FeedItem {
  const images = product.images.map(
    (image) => `${publicUrl}${feedImagePath(product.id, image.id)}`,
  );
  const availability = feedAvailability(product);
  const title = feedText(product.name, TITLE_MAX);
  const brand = feedText(product.brand, 70);
  const mpn = feedText(product.code ?? '', 70);
  return {
    id: product.id,
    title,
    // Both services require one: a product without its own says its name.
    description: feedText(product.description, DESCRIPTION_MAX) || title,
    link: `${publicUrl}${PAGE_PATHS.product.replace(':id', product.id)}`,
    imageLink: images[0] ?? '',
    additionalImageLinks: images.slice(1, 1 + MORE_IMAGES_MAX),
    availability,
    availabilityDate:
      availability === 'backorder'
        ? availabilityDate(today, product.stock?.backorderDays ?? 0)
        : null,
    ...feedPrices(product.price, product.discountPercentage),
    brand: brand || null,
    mpn: mpn || null,
    productType: feedText(
      productType([product.areaName, product.categoryName, product.subcategoryName]),
      750,
    ),
    unitPricing: unitPricing(product),
  };
}
