import { PRODUCT_NOT_FOUND, type ProductDetail, type Taxonomy } from '#shared/catalog';
import { isUuid } from '#shared/ids';
import type { CatalogQuery, CategoryRedirect, ProductListResponse } from '#shared/catalog-query';
import { normalCategoryPath } from '#shared/category-paths';
import { PAGE_NOT_FOUND } from '#shared/messages';
import type { Db } from '#server/db/client';
import { notFound } from '#server/errors';
import type { CachedBody, CatalogCache } from './catalog-cache';
import { listProducts } from './catalog-list';
import { movedCategoryPath } from './category-redirects';
import { getProductDetail, getTaxonomy } from './catalog-read';
import { suggest } from './catalog-suggest';
import { searchWords } from '#shared/search';
import { MIN_SUGGEST_LENGTH, type Suggestions } from '#shared/suggestions';
import type { Storage } from '#server/lib/storage';

/** A cached answer, ready to send as it is (body) or to read (value). */
export interface CatalogAnswer<T> {
  body: CachedBody;
  value: () => T;
}

/**
 * The storefront's catalogue reads, through the cache: the API sends them, and the HTML of a page
 * inlines the ones its first render needs (boot data) — the same answer either way.
 */
export interface CatalogAnswers {
  taxonomy(): Promise<CatalogAnswer<Taxonomy>>;
  /** The query as CatalogQuerySchema normalised it, so equal lists share an entry. */
  list(query: CatalogQuery): Promise<CatalogAnswer<ProductListResponse>>;
  /** Suggestions for what the shopper has typed; equal words share an entry. */
  suggest(search: string): Promise<CatalogAnswer<Suggestions>>;
  /** Throws the Spanish 404 for an unknown or malformed id. */
  product(id: string): Promise<CatalogAnswer<ProductDetail>>;
  /** Where an old category page's path leads now; 404 'Página no encontrada' when nowhere. */
  categoryRedirect(path: string): Promise<CatalogAnswer<CategoryRedirect>>;
}

function answer<T>(body: CachedBody): CatalogAnswer<T> {
  return { body, value: () => JSON.parse(body.json) as T };
}

export function catalogAnswers(db: Db, storage: Storage, cache: CatalogCache): CatalogAnswers {
  const taxonomy = async (): Promise<CatalogAnswer<Taxonomy>> =>
    answer(await cache.get('taxonomy', () => getTaxonomy(db)));
  return {
    taxonomy,
    async list(query) {
      return answer(
        await cache.get(`list ${JSON.stringify(query)}`, () => listProducts(db, storage, query)),
      );
    },
    async suggest(search) {
      // The answer depends on the words alone: 'Pisos  de Madera' and 'piso madera' share one.
      const words = search.trim().length < MIN_SUGGEST_LENGTH ? [] : searchWords(search);
      return answer(
        await cache.get(`suggest ${JSON.stringify(words)}`, async () =>
          suggest(db, storage, (await taxonomy()).value(), search),
        ),
      );
    },
    async product(id) {
      // A malformed id is simply a product that does not exist.
      if (!isUuid(id)) throw notFound(PRODUCT_NOT_FOUND);
      const body = await cache.get(`product ${id.toLowerCase()}`, async () => {
        const product = await getProductDetail(db, storage, id);
        // A borrador is not in the shop; a failed load is not kept.
        if (!product || product.status !== 'publicado') throw notFound(PRODUCT_NOT_FOUND);
        return product;
      });
      return answer(body);
    },
    async categoryRedirect(pathname) {
      const path = normalCategoryPath(pathname);
      if (!path) throw notFound(PAGE_NOT_FOUND);
      const body = await cache.get(`redirect ${path}`, async (): Promise<CategoryRedirect> => {
        const moved = await movedCategoryPath(db, (await taxonomy()).value(), path);
        // A path that leads nowhere is not kept: unknown addresses do not fill the cache.
        if (!moved) throw notFound(PAGE_NOT_FOUND);
        return { path: moved };
      });
      return answer(body);
    },
  };
}
