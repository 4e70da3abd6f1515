import { and, asc, desc, sql } from 'drizzle-orm';
import type { Taxonomy } from '#shared/catalog';
import { effectivePrice } from '#shared/pricing';
import {
  MAX_SUGGESTED_PRODUCTS,
  MIN_SUGGEST_LENGTH,
  NO_SUGGESTIONS,
  type Suggestions,
  suggestTaxonomy,
} from '#shared/suggestions';
import type { Db } from '#server/db/client';
import { products } from '#server/db/schema';
import { isPublished } from './catalog-read';
import { imageKey } from '#server/lib/images';
import { searchMatch, withSearchPlan } from './search-query';
import type { Storage } from '#server/lib/storage';

/**
 * The suggestions for what the shopper has typed: the best matching products by the catalogue's
 * search rule and ranking, and the taxonomy entries the words name.
 */
export async function suggest(
  db: Db,
  storage: Storage,
  taxonomy: Taxonomy,
  search: string,
): Promise<Suggestions> {
  if (search.trim().length < MIN_SUGGEST_LENGTH) return NO_SUGGESTIONS;
  // The word list first, outside the search's plan settings (as modules/catalogue/catalog-list.ts).
  const match = await searchMatch(db, search);
  const rows = await withSearchPlan(db, async (tx) => {
    if (!match) return [];
    return tx
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        discountPercentage: products.discountPercentage,
        cover: sql<{ id: string; widths: number[] } | null>`${products.images} -> 0`,
      })
      .from(products)
      .where(and(isPublished, match.where ?? undefined))
      .orderBy(desc(match.rank), asc(products.name), asc(products.id))
      .limit(MAX_SUGGESTED_PRODUCTS);
  });
  return {
    products: rows.map((row) => {
      const width = row.cover ? Math.min(...row.cover.widths) : null;
      return {
        id: row.id,
        name: row.name,
        image:
          row.cover && width !== null && Number.isFinite(width)
            ? storage.url(imageKey(row.id, row.cover.id, width))
            : null,
        price: effectivePrice(row.price, row.discountPercentage),
      };
    }),
    taxonomy: suggestTaxonomy(taxonomy, search),
  };
}
