import { PRODUCT_NOT_FOUND, type ProductDetail } from '../../shared/catalog';
import {
  filtersToApiQuery,
  parseFilters,
  resolveTaxonomy,
  taxonomyTitle,
} from '../../shared/catalog-filters';
import { CatalogQuerySchema } from '../../shared/catalog-query';
import { CARD_IMAGE_SIZES, FIRST_HERO_IMAGE, GALLERY_IMAGE_SIZES } from '../../shared/page-images';
import { effectivePrice } from '../../shared/pricing';
import { queryKeys } from '../../shared/query-keys';
import { AppError } from '../errors';
import type { PageRenderer } from '../plugins/spa';
import { type HeadTags, renderHeadTags, summarize } from './html';
import { legalPageExtras } from './legal';
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
 * What the server writes into the HTML of a storefront page: for /productos and /producto/{id}
 * the title, description, Open Graph and (for a product) JSON-LD, so crawlers and link previews
 * need no JavaScript; the answers the page's first render asks for (boot data), so it waits for
 * no request; and the image it shows largest on arrival, preloaded.
 */
export function createPageRenderer(): PageRenderer {
  return async (request, shop) => {
    const { catalog, config } = request.server.shop;
    const publicUrl = config.publicUrl;
    const url = new URL(request.url, 'http://localhost');
    const pathname = url.pathname.replace(/\/+$/, '') || '/';

    const legal = await legalPageExtras(request.server.shop.db, shop, publicUrl, pathname);
    if (legal) return legal;

    if (pathname === '/')
      return { head: null, queries: [], image: { href: FIRST_HERO_IMAGE }, markup: true };

    if (pathname === '/productos') {
      const taxonomy = (await catalog.taxonomy()).value();
      const filters = parseFilters(url.searchParams);
      const resolved = resolveTaxonomy(taxonomy, filters);
      const title = filters.area ? taxonomyTitle(resolved) : null;
      const apiQuery = filtersToApiQuery(filters, resolved);
      const query = CatalogQuerySchema.safeParse(queryObject(new URLSearchParams(apiQuery)));
      const list = query.success ? (await catalog.list(query.data)).value() : null;
      const cover = list?.items[0]?.images[0];
      return {
        head: renderHeadTags(
          {
            title: `${title ?? 'Productos'} | ${shop.name}`,
            description: LIST_DESCRIPTION,
            url: `${publicUrl}/productos${filtersQuery(url.searchParams)}`,
          },
          shop.name,
        ),
        queries: [
          { key: queryKeys.taxonomy, data: taxonomy },
          ...(list ? [{ key: queryKeys.productList(apiQuery), data: list }] : []),
        ],
        image: cover && { href: cover.src, srcSet: cover.srcSet, sizes: CARD_IMAGE_SIZES },
        markup: list !== null,
      };
    }

    const match = /^\/producto\/([^/]+)$/.exec(pathname);
    if (!match) return { head: null, queries: [] };
    const id = decodeURIComponent(match[1] ?? '');
    const product = await catalog.product(id).then(
      (answer) => answer.value(),
      (error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      },
    );
    const pageUrl = `${publicUrl}/producto/${encodeURIComponent(id)}`;
    if (!product) {
      const tags = {
        title: `${PRODUCT_NOT_FOUND} | ${shop.name}`,
        description: LIST_DESCRIPTION,
        url: pageUrl,
        noindex: true,
      };
      return { head: renderHeadTags(tags, shop.name), queries: [], status: 404 };
    }
    const image = coverImage(product, publicUrl);
    const cover = product.images[0];
    const tags: HeadTags = {
      title: `${product.name} | ${shop.name}`,
      description: summarize(product.description || `${product.name} de ${product.brand}`),
      url: pageUrl,
      image,
      type: 'product',
      jsonLd: productJsonLd(product, pageUrl, image),
    };
    return {
      head: renderHeadTags(tags, shop.name),
      queries: [{ key: queryKeys.product(id), data: product }],
      image: cover && { href: cover.src, srcSet: cover.srcSet, sizes: GALLERY_IMAGE_SIZES },
      markup: true,
    };
  };
}

/** A query string as Fastify hands it to a route: repeated keys become lists. */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    object[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return object;
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
