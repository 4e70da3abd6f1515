import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { areas, categories, subcategories } from '#server/db/schema';

/**
 * The order of areas (all), categories (within an area) and subcategories (within a category)
 * is kept 1..n with no duplicates or gaps. Every write that adds, moves or
 * removes an item renumbers its siblings here, in the write's transaction; the siblings are
 * locked first, so two reorders of the same list run one after the other.
 */
export type TaxonomyLevel = 'area' | 'category' | 'subcategory';

interface Sibling {
  id: string;
  order: number;
}

/** The items sharing `parentId` (ignored for areas), in their current order, locked. */
function lockSiblings(tx: Db, level: TaxonomyLevel, parentId: string): Promise<Sibling[]> {
  switch (level) {
    case 'area':
      return tx
        .select({ id: areas.id, order: areas.order })
        .from(areas)
        .orderBy(asc(areas.order), asc(areas.name), asc(areas.id))
        .for('update');
    case 'category':
      return tx
        .select({ id: categories.id, order: categories.order })
        .from(categories)
        .where(eq(categories.areaId, parentId))
        .orderBy(asc(categories.order), asc(categories.name), asc(categories.id))
        .for('update');
    case 'subcategory':
      return tx
        .select({ id: subcategories.id, order: subcategories.order })
        .from(subcategories)
        .where(eq(subcategories.categoryId, parentId))
        .orderBy(asc(subcategories.order), asc(subcategories.name), asc(subcategories.id))
        .for('update');
  }
}

async function setOrder(tx: Db, level: TaxonomyLevel, id: string, order: number): Promise<void> {
  switch (level) {
    case 'area':
      await tx
        .update(areas)
        .set({ order })
        .where(and(eq(areas.id, id), ne(areas.order, order)));
      return;
    case 'category':
      await tx
        .update(categories)
        .set({ order })
        .where(and(eq(categories.id, id), ne(categories.order, order)));
      return;
    case 'subcategory':
      await tx
        .update(subcategories)
        .set({ order })
        .where(and(eq(subcategories.id, id), ne(subcategories.order, order)));
      return;
  }
}

/**
 * Puts item `id` at position `position` among its siblings (clamped to 1..n) and numbers them
 * all 1..n. Call after the item is stored under `parentId`. Answers the position it got.
 */
export async function placeAt(
  tx: Db,
  level: TaxonomyLevel,
  parentId: string,
  id: string,
  position: number,
): Promise<number> {
  const others = (await lockSiblings(tx, level, parentId)).filter((s) => s.id !== id);
  const index = Math.min(Math.max(position, 1), others.length + 1) - 1;
  const ids = others.map((s) => s.id);
  ids.splice(index, 0, id);
  for (const [i, siblingId] of ids.entries()) await setOrder(tx, level, siblingId, i + 1);
  return index + 1;
}

/** Numbers the items under `parentId` 1..n in their current order (after one left the list). */
export async function renumber(tx: Db, level: TaxonomyLevel, parentId: string): Promise<void> {
  const siblings = await lockSiblings(tx, level, parentId);
  for (const [i, sibling] of siblings.entries()) await setOrder(tx, level, sibling.id, i + 1);
}

/**
 * After an edit: an order typed anew moves the item there; an order left as it was keeps the
 * item where it stands (renumbering only closes old gaps). Answers the item's position.
 */
export async function keepPlace(
  tx: Db,
  level: TaxonomyLevel,
  parentId: string,
  id: string,
  before: number,
  requested: number,
): Promise<number> {
  if (requested !== before) return placeAt(tx, level, parentId, id, requested);
  const siblings = await lockSiblings(tx, level, parentId);
  for (const [i, sibling] of siblings.entries()) await setOrder(tx, level, sibling.id, i + 1);
  return siblings.findIndex((s) => s.id === id) + 1;
}
