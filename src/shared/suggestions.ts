/**
 * Suggestions as the shopper types (GET /api/products/suggest): a few products and the areas,
 * categories and subcategories the words name. No zod here: the search box imports this.
 */
import type { Taxonomy } from './catalog';
import { DEFAULT_FILTERS, filtersToSearchParams } from './catalog-filters';
import { searchFold, searchWords, wordMatches } from './search';

export const MAX_SUGGESTED_PRODUCTS = 5;
export const MAX_SUGGESTED_TAXONOMY = 5;
/** Fewer letters than this suggest nothing: one letter matches most of the catalogue. */
export const MIN_SUGGEST_LENGTH = 2;

export interface ProductSuggestion {
  id: string;
  name: string;
  /** The smallest variant of the cover image, or null without images. */
  image: string | null;
  /** The box price the shopper pays (discount applied). */
  price: number;
}

export interface TaxonomySuggestion {
  /** Area, then category, then subcategory: the names down to the suggested one. */
  names: string[];
  /** The product list filtered to it, as the filters write it. */
  href: string;
}

export interface Suggestions {
  products: ProductSuggestion[];
  taxonomy: TaxonomySuggestion[];
}

export const NO_SUGGESTIONS: Suggestions = { products: [], taxonomy: [] };

/**
 * The areas, categories and subcategories a search names, in the taxonomy's order: every word
 * matches the names from its area down (the catalogue's rule), and at least one its own name —
 * 'piso madera' suggests Pisos y Revestimientos › Porcelánicos › Símil madera, not every category
 * of the flooring area.
 */
export function suggestTaxonomy(taxonomy: Taxonomy, search: string): TaxonomySuggestion[] {
  const words = searchWords(search);
  if (words.length === 0) return [];
  const byOrder = <T extends { order: number }>(list: T[]) =>
    [...list].sort((a, b) => a.order - b.order);
  const found: TaxonomySuggestion[] = [];
  const consider = (names: string[]) => {
    const own = searchFold(names.at(-1) ?? '');
    const path = searchFold(names.join(' '));
    if (
      words.every((word) => wordMatches(word, path)) &&
      words.some((word) => wordMatches(word, own))
    ) {
      const [area = null, category = null, subcategory = null] = names;
      const params = filtersToSearchParams({ ...DEFAULT_FILTERS, area, category, subcategory });
      found.push({ names, href: `/productos?${params}` });
    }
  };
  for (const area of byOrder(taxonomy.areas)) {
    consider([area.name]);
    for (const category of byOrder(taxonomy.categories.filter((c) => c.areaId === area.id))) {
      consider([area.name, category.name]);
      for (const sub of byOrder(taxonomy.subcategories.filter((s) => s.categoryId === category.id)))
        consider([area.name, category.name, sub.name]);
    }
  }
  return found.slice(0, MAX_SUGGESTED_TAXONOMY);
}
