import type { Taxonomy } from '#shared/catalog';
import { CatalogQuerySchema } from '#shared/catalog-query';
import { effectivePrice } from '#shared/pricing';
import {
  MAX_SUGGESTED_PRODUCTS,
  MIN_SUGGEST_LENGTH,
  NO_SUGGESTIONS,
  type Suggestions,
  suggestTaxonomy,
} from '#shared/suggestions';
import type { Db } from '#server/db/client';
import { listProducts } from './catalog-list';
import type { Storage } from '#server/lib/storage';

/**
 * The suggestions for what the shopper has typed: the first products the list would show for it
 * (the same search, its tile words and its nearest results when nothing matches every word, so
 * the suggestions offer products whenever Enter finds some), and the taxonomy entries the words
 * name.
 */
export async function suggest(
  db: Db,
  storage: Storage,
  taxonomy: Taxonomy,
  search: string,
): Promise<Suggestions> {
  if (search.trim().length < MIN_SUGGEST_LENGTH) return NO_SUGGESTIONS;
  const query = CatalogQuerySchema.parse({ search, sortBy: 'relevance' });
  const list = await listProducts(db, storage, query);
  return {
    products: list.items.slice(0, MAX_SUGGESTED_PRODUCTS).map((item) => ({
      id: item.id,
      name: item.name,
      image: item.images[0]?.src ?? null,
      price: effectivePrice(item.price, item.discountPercentage),
    })),
    taxonomy: suggestTaxonomy(taxonomy, search),
  };
}
