import { eq, inArray, sql } from 'drizzle-orm';
import type { Taxonomy } from '#shared/catalog';
import {
  CATALOGUE_PATH,
  categoryPathIds,
  normalCategoryPath,
  resolveCategorySlugs,
  taxonomySlugs,
} from '#shared/category-paths';
import type { Db } from '#server/db/client';
import { categoryRedirects } from '#server/db/schema';
import { getTaxonomy } from './catalog-read';

/**
 * Old category pages' addresses keep working (docs/decisions/0008-category-urls.md): every
 * taxonomy write remembers, in its own transaction, each category path it took away with the ids
 * it named; a visitor of one is sent on to where those items are now.
 */

/**
 * Advisory-lock class of the taxonomy writes (the two-number form, apart from the throttle's
 * 7206): they run one after another, so each one's before and after are its own change alone.
 */
const TAXONOMY_WRITES_LOCK = 7_207;

/**
 * Runs a taxonomy write (work, in transaction tx) and records the category paths that existed
 * before it and do not after — a rename, a move, a delete, a '-2' that went to a sibling — with
 * the ids each one named. A path the write brought back (renamed back) is forgotten: the live
 * page always wins.
 */
export async function rememberingOldPaths<T>(tx: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(TAXONOMY_WRITES_LOCK))}, 0)`);
  const before = categoryPathIds(await getTaxonomy(tx));
  const result = await work(tx);
  const after = categoryPathIds(await getTaxonomy(tx));
  const back = [...after.keys()].filter((path) => !before.has(path));
  if (back.length > 0)
    await tx.delete(categoryRedirects).where(inArray(categoryRedirects.path, back));
  const gone = [...before].filter(([path]) => !after.has(path));
  if (gone.length > 0)
    await tx
      .insert(categoryRedirects)
      .values(gone.map(([path, ids]) => ({ path, ...ids })))
      .onConflictDoUpdate({
        target: categoryRedirects.path,
        set: {
          areaId: sql`excluded.area_id`,
          categoryId: sql`excluded.category_id`,
          subcategoryId: sql`excluded.subcategory_id`,
          recordedAt: sql`excluded.recorded_at`,
        },
      });
  return result;
}

/**
 * Where an old category path sends its visitors: the page of the item it named, wherever it is
 * now (so a path renamed twice goes straight to the last name); for an item deleted since, its
 * nearest surviving ancestor's page, or /productos. Null for a path that is a page today (the
 * live page wins) or that was never one.
 */
export async function movedCategoryPath(
  db: Db,
  taxonomy: Taxonomy,
  pathname: string,
): Promise<string | null> {
  const path = normalCategoryPath(pathname);
  if (!path || path === CATALOGUE_PATH) return null;
  const splat = path.slice(CATALOGUE_PATH.length);
  if (resolveCategorySlugs(taxonomy, taxonomySlugs(taxonomy), splat)) return null;
  const [old] = await db
    .select({
      areaId: categoryRedirects.areaId,
      categoryId: categoryRedirects.categoryId,
      subcategoryId: categoryRedirects.subcategoryId,
    })
    .from(categoryRedirects)
    .where(eq(categoryRedirects.path, path));
  if (!old) return null;
  // Each item's page today, by the item's own id.
  const pageOf = new Map<string | null, string>();
  for (const [page, ids] of categoryPathIds(taxonomy))
    pageOf.set(ids.subcategoryId ?? ids.categoryId ?? ids.areaId, page);
  return (
    pageOf.get(old.subcategoryId) ??
    pageOf.get(old.categoryId) ??
    pageOf.get(old.areaId) ??
    CATALOGUE_PATH
  );
}
