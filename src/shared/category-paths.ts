/**
 * Category pages' URLs: /productos/{área}/{categoría}/{subcategoría}, each part a slug derived
 * from the name (docs/decisions/0008-category-urls.md). No zod: the list page imports this.
 */
import type { Taxonomy } from './catalog';
import {
  type CatalogFilters,
  type ResolvedTaxonomy,
  filtersToSearchParams,
  parseFilters,
  resolveTaxonomy,
} from './catalog-filters';
import { FILTER_PARAMS } from './catalog-params';
import { normalizeSearch } from './search';

export const CATALOGUE_PATH = '/productos';
/** The query parameters a category path stands for. */
const TAXONOMY_PARAMS = [FILTER_PARAMS.area, FILTER_PARAMS.category, FILTER_PARAMS.subcategory];

/** 'Símil Mármol' → 'simil-marmol': accents folded as the search does, anything else a dash. */
export function slugify(name: string): string {
  const slug = normalizeSearch(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'sin-nombre';
}

interface Named {
  id: string;
  name: string;
  order: number;
}

/**
 * Each item's slug among its siblings: two names folding to one slug ('Cerámicos' and
 * 'Ceramicos') are told apart by '-2', '-3' in the owner's order (then by id, so every reader of
 * the same taxonomy agrees).
 */
function siblingSlugs(items: Named[], slugs: Map<string, string>) {
  const taken = new Set<string>();
  const ordered = [...items].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  for (const item of ordered) {
    const base = slugify(item.name);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    slugs.set(item.id, slug);
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

const slugsOf = new WeakMap<Taxonomy, ReadonlyMap<string, string>>();

/**
 * Every área, categoría and subcategoría id with its slug, unique among its siblings. Worked out
 * once per taxonomy: the list page asks for it from three places while a phone takes it over.
 */
export function taxonomySlugs(taxonomy: Taxonomy): ReadonlyMap<string, string> {
  const known = slugsOf.get(taxonomy);
  if (known) return known;
  const slugs = new Map<string, string>();
  siblingSlugs(taxonomy.areas, slugs);
  for (const group of groupBy(taxonomy.categories, (c) => c.areaId)) siblingSlugs(group, slugs);
  for (const group of groupBy(taxonomy.subcategories, (s) => s.categoryId))
    siblingSlugs(group, slugs);
  slugsOf.set(taxonomy, slugs);
  return slugs;
}

/** One step of a breadcrumb trail: a name and its page. */
export interface Crumb {
  name: string;
  path: string;
}

type Level = { id: string; name: string } | null;

/**
 * The category pages from the área down ('Pisos y Revestimientos' → /productos/pisos-y-…,
 * then its categoría, …), stopping at the first level missing. A name whose id the slugs do not
 * know (taxonomy not loaded yet) is slugified alone.
 */
export function taxonomyTrail(slugs: ReadonlyMap<string, string>, levels: Level[]): Crumb[] {
  const trail: Crumb[] = [];
  let path = CATALOGUE_PATH;
  for (const level of levels) {
    if (!level) break;
    path = `${path}/${slugs.get(level.id) ?? slugify(level.name)}`;
    trail.push({ name: level.name, path });
  }
  return trail;
}

/** The category page of a resolved taxonomy ('/productos' when nothing is resolved). */
export function categoryPath(
  slugs: ReadonlyMap<string, string>,
  resolved: ResolvedTaxonomy,
): string {
  const trail = taxonomyTrail(slugs, [resolved.area, resolved.category, resolved.subcategory]);
  return trail.at(-1)?.path ?? CATALOGUE_PATH;
}

/**
 * The taxonomy a category page's path names ('pisos-y-revestimientos/porcelanicos'), or null
 * when a slug names nothing there (or there are more than three): that page does not exist.
 */
export function resolveCategorySlugs(
  taxonomy: Taxonomy,
  slugs: ReadonlyMap<string, string>,
  splat: string,
): ResolvedTaxonomy | null {
  const parts = splatParts(splat);
  const none: ResolvedTaxonomy = { area: null, category: null, subcategory: null };
  if (parts.length > 3) return null;
  const [areaSlug, categorySlug, subcategorySlug] = parts;
  if (!areaSlug) return none;
  const area = taxonomy.areas.find((a) => slugs.get(a.id) === areaSlug);
  if (!area) return null;
  if (!categorySlug) return { ...none, area };
  const category = taxonomy.categories.find(
    (c) => c.areaId === area.id && slugs.get(c.id) === categorySlug,
  );
  if (!category) return null;
  if (!subcategorySlug) return { ...none, area, category };
  const subcategory = taxonomy.subcategories.find(
    (s) => s.categoryId === category.id && slugs.get(s.id) === subcategorySlug,
  );
  return subcategory ? { area, category, subcategory } : null;
}

/** The ids a category page's path names: its área, then its categoría and subcategoría if any. */
export interface CategoryPathIds {
  areaId: string;
  categoryId: string | null;
  subcategoryId: string | null;
}

/**
 * Every category page's path with the ids it names: each área, its categorías, their
 * subcategorías. The sitemap lists them; a taxonomy write compares them before and after to
 * remember the paths it took away (server/modules/catalogue/category-redirects.ts).
 */
export function categoryPathIds(taxonomy: Taxonomy): Map<string, CategoryPathIds> {
  const slugs = taxonomySlugs(taxonomy);
  const paths = new Map<string, CategoryPathIds>();
  for (const area of taxonomy.areas) {
    const areaOnly: ResolvedTaxonomy = { area, category: null, subcategory: null };
    paths.set(categoryPath(slugs, areaOnly), {
      areaId: area.id,
      categoryId: null,
      subcategoryId: null,
    });
    for (const category of taxonomy.categories.filter((c) => c.areaId === area.id)) {
      const ids = { areaId: area.id, categoryId: category.id, subcategoryId: null };
      paths.set(categoryPath(slugs, { ...areaOnly, category }), ids);
      for (const subcategory of taxonomy.subcategories.filter((s) => s.categoryId === category.id))
        paths.set(categoryPath(slugs, { area, category, subcategory }), {
          ...ids,
          subcategoryId: subcategory.id,
        });
    }
  }
  return paths;
}

/** Every category page's path, for the sitemap. */
export function allCategoryPaths(taxonomy: Taxonomy): string[] {
  return [...categoryPathIds(taxonomy).keys()];
}

/** The slugs of a category path's part after /productos/, as a page matches them. */
function splatParts(splat: string): string[] {
  return splat
    .split('/')
    .filter((part) => part !== '')
    .map((part) => part.toLowerCase());
}

/**
 * A path under /productos as the category pages write it ('/Productos/Pisos//' →
 * '/productos/pisos'), or null for any other path.
 */
export function normalCategoryPath(pathname: string): string | null {
  const [first, ...rest] = splatParts(pathname);
  if (first !== CATALOGUE_PATH.slice(1)) return null;
  return [CATALOGUE_PATH, ...rest].join('/');
}

/** A list URL's filters and the taxonomy they name; notFound for a category path naming nothing. */
export interface LocatedFilters {
  filters: CatalogFilters;
  resolved: ResolvedTaxonomy;
  notFound: boolean;
}

/**
 * The filters of a list URL: the taxonomy from a category path (the part after /productos/), or
 * else from the area, categoria and subcategoria parameters (by name); the rest from
 * the query string.
 */
export function locateFilters(
  taxonomy: Taxonomy,
  slugs: ReadonlyMap<string, string>,
  splat: string,
  params: URLSearchParams,
): LocatedFilters {
  const fromQuery = parseFilters(params);
  if (splat.replace(/\/+/g, '') === '')
    return { filters: fromQuery, resolved: resolveTaxonomy(taxonomy, fromQuery), notFound: false };
  const resolved = resolveCategorySlugs(taxonomy, slugs, splat);
  const filters: CatalogFilters = {
    ...fromQuery,
    area: resolved?.area?.name ?? null,
    category: resolved?.category?.name ?? null,
    subcategory: resolved?.subcategory?.name ?? null,
  };
  return {
    filters,
    resolved: resolved ?? { area: null, category: null, subcategory: null },
    notFound: resolved === null,
  };
}

/**
 * The URL of a filter state: the category page of its taxonomy (the canonical one), with every
 * other filter in the query string; /productos with the query alone when no taxonomy matches.
 */
export function listUrl(
  filters: CatalogFilters,
  taxonomy: Taxonomy,
  slugs: ReadonlyMap<string, string>,
): string {
  const resolved = resolveTaxonomy(taxonomy, filters);
  const params = filtersToSearchParams(filters);
  if (resolved.area) for (const key of TAXONOMY_PARAMS) params.delete(key);
  const query = params.toString();
  return `${categoryPath(slugs, resolved)}${query ? `?${query}` : ''}`;
}
