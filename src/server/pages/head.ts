import type { FastifyRequest } from 'fastify';
import { PRODUCT_NOT_FOUND, type ProductDetail } from '../../shared/catalog';
import { parseFilters, resolveTaxonomy, taxonomyTitle } from '../../shared/catalog-filters';
import { effectivePrice } from '../../shared/pricing';
import type { HeadRenderer } from '../plugins/spa';
import { getProductDetail, getTaxonomy } from '../services/catalog-read';
import { getShopSettings } from '../services/settings';
import { type HeadTags, renderHeadTags, summarize } from './html';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_DESCRIPTION =
  'Porcelanatos, cerámicos y revestimientos para pisos y paredes: filtrá por área, marca, calidad y acabado, y calculá las cajas que necesitás.';

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

/**
 * Puts title, description, Open Graph and (for a product) JSON-LD into the HTML of
 * /productos and /producto/{id}, so crawlers and link previews need no JavaScript.
 */
export function createHeadRenderer(): HeadRenderer {
  return async (request: FastifyRequest) => {
    const { db, storage, config } = request.server.shop;
    const publicUrl = config.publicUrl;
    const url = new URL(request.url, 'http://localhost');
    const pathname = url.pathname.replace(/\/+$/, '') || '/';
    const shop = await getShopSettings(db);

    let tags: HeadTags | null = null;
    if (pathname === '/productos') {
      const filters = parseFilters(url.searchParams);
      const title = filters.area
        ? taxonomyTitle(resolveTaxonomy(await getTaxonomy(db), filters))
        : null;
      const query = filtersQuery(url.searchParams);
      tags = {
        title: `${title ?? 'Productos'} | ${shop.name}`,
        description: LIST_DESCRIPTION,
        url: `${publicUrl}/productos${query}`,
      };
    } else {
      const match = /^\/producto\/([^/]+)$/.exec(pathname);
      if (!match) return null;
      const id = decodeURIComponent(match[1] ?? '');
      const product = UUID.test(id) ? await getProductDetail(db, storage, id) : null;
      const pageUrl = `${publicUrl}/producto/${encodeURIComponent(id)}`;
      if (!product) {
        tags = {
          title: `${PRODUCT_NOT_FOUND} | ${shop.name}`,
          description: LIST_DESCRIPTION,
          url: pageUrl,
          noindex: true,
        };
      } else {
        const image = coverImage(product, publicUrl);
        tags = {
          title: `${product.name} | ${shop.name}`,
          description: summarize(product.description || `${product.name} de ${product.brand}`),
          url: pageUrl,
          image,
          type: 'product',
          jsonLd: productJsonLd(product, pageUrl, image),
        };
      }
    }
    return renderHeadTags(tags, shop.name);
  };
}

/** Only the taxonomy part of a list URL is canonical (filters and pages are not indexed apart). */
function filtersQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['area', 'categoria', 'subcategoria']) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
