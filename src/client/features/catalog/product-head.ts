import type { ProductDetail } from '../../../shared/catalog';
import type { PageHead } from '../../../shared/page-head';
import { summarize } from '../../../shared/page-head';
import { effectivePrice } from '../../../shared/pricing';

/** Largest variant of the cover, absolute, for link previews. */
function coverImage(product: ProductDetail, publicUrl: string): string | undefined {
  const cover = product.images[0];
  if (!cover) return undefined;
  const largest = cover.srcSet.split(', ').at(-1)?.split(' ')[0] ?? cover.src;
  return new URL(largest, `${publicUrl}/`).toString();
}

/** schema.org Product with its current (discounted) offer. */
export function productJsonLd(product: ProductDetail, url: string, image: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    sku: product.id,
    ...(image ? { image: [image] } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.categoryName ? { category: product.categoryName } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'ARS',
      price: effectivePrice(product.price, product.discountPercentage).toFixed(2),
      availability: 'https://schema.org/InStock',
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
): PageHead {
  const image = coverImage(product, publicUrl);
  return {
    title: `${product.name} | ${siteName}`,
    description: summarize(product.description || `${product.name} de ${product.brand}`),
    url,
    image,
    type: 'product',
    jsonLd: productJsonLd(product, url, image),
  };
}
