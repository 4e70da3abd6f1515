import { schemaAvailability } from '#shared/stock/availability';
import type { ProductDetail, Taxonomy } from '#shared/catalog';
import { type Crumb, taxonomySlugs, taxonomyTrail } from '#shared/category-paths';
import type { PageHead } from '#shared/page-head';
import { summarize } from '#shared/page-head';
import { squareMetersPerBox } from '#shared/order-lines';
import { effectivePrice, pricePerSquareMeter } from '#shared/pricing';
import { breadcrumbJsonLd } from './catalog-json-ld';
import { technicalSheet } from '#shared/tile-attributes';
import { PAGE_PATHS as P } from '#shared/page-paths';
import { href } from '#shared/pages';
import { openGraphImage, productOgImagePath } from '#shared/og-images';

/** Largest variant of the cover, absolute, for search engines (JSON-LD takes WebP). */
function coverImage(product: ProductDetail, publicUrl: string): string | undefined {
  const cover = product.images[0];
  if (!cover) return undefined;
  const largest = cover.srcSet.split(', ').at(-1)?.split(' ')[0] ?? cover.src;
  return new URL(largest, `${publicUrl}/`).toString();
}

const SALE_UNIT_TEXT = { caja: 'caja', unidad: 'unidad', bolsa: 'bolsa' } as const;

/**
 * schema.org Product with its current (discounted) offer. The offer's price is the price of one
 * box (unit, bag): UN/CEFACT C62 'one'; a tile sold by the box with m² in it also carries its
 * price per m² (MTK, square metre), the price the shop shows first. There is no product code in
 * the catalogue, so no sku.
 */
/** The technical sheet as schema.org PropertyValues (what Google reads as product attributes). */
function additionalProperty(product: ProductDetail) {
  const rows = technicalSheet(product);
  return rows.length === 0
    ? {}
    : {
        additionalProperty: rows.map((row) => ({
          '@type': 'PropertyValue',
          name: row.label,
          value: row.value,
        })),
      };
}

export function productJsonLd(product: ProductDetail, url: string, image: string | undefined) {
  const price = effectivePrice(product.price, product.discountPercentage);
  const metersPerBox = squareMetersPerBox(product);
  const perM2 = metersPerBox === null ? null : pricePerSquareMeter(price, metersPerBox);
  const specification = (amount: number, unitCode: string, unitText: string) => ({
    '@type': 'UnitPriceSpecification',
    price: amount.toFixed(2),
    priceCurrency: 'ARS',
    unitCode,
    unitText,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    ...(image ? { image: [image] } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    ...additionalProperty(product),
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'ARS',
      price: price.toFixed(2),
      priceSpecification: [
        ...(perM2 === null ? [] : [specification(perM2, 'MTK', 'm²')]),
        specification(price, 'C62', SALE_UNIT_TEXT[product.saleUnit]),
      ],
      // Borradores never reach the shop's pages; 'Sin stock' ones do.
      // Real stock when it is tracked: InStock, LimitedAvailability, BackOrder…
      availability: schemaAvailability(product),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** A product page's head: title, description, Open Graph image and JSON-LD. */
export function productHead(
  product: ProductDetail,
  url: string,
  siteName: string,
  publicUrl: string,
  taxonomy: Taxonomy | undefined,
): PageHead {
  const image = coverImage(product, publicUrl);
  const trail = productTrail(product, taxonomy);
  return {
    title: `${product.name} | ${siteName}`,
    description: summarize(product.description || `${product.name} de ${product.brand}`),
    url,
    // WhatsApp and many crawlers show no WebP: the cover as a JPEG, or the shop's own picture.
    image: openGraphImage(
      publicUrl,
      productOgImagePath(product.id, product.images[0]?.id),
      product.images[0] ? product.name : siteName,
    ),
    type: 'product',
    jsonLd: [productJsonLd(product, url, image), breadcrumbJsonLd(trail, publicUrl)],
  };
}

const EMPTY_TAXONOMY: Taxonomy = { areas: [], categories: [], subcategories: [] };

/** Área › Categoría › Subcategoría of a product, then the product itself (its page). */
export function productTrail(product: ProductDetail, taxonomy: Taxonomy | undefined): Crumb[] {
  const level = (id: string | null, name: string | null) =>
    id !== null && name !== null ? { id, name } : null;
  const trail = taxonomyTrail(taxonomySlugs(taxonomy ?? EMPTY_TAXONOMY), [
    level(product.areaId, product.areaName),
    level(product.categoryId, product.categoryName),
    level(product.subcategoryId, product.subcategoryName),
  ]);
  return [...trail, { name: product.name, path: href(P.product, { id: product.id }) }];
}
