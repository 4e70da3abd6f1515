import { eq } from 'drizzle-orm';
import { normalizeSearch } from '../../shared/search';
import type { Db } from '../db/client';
import { products } from '../db/schema';

export type NewProduct = Omit<
  typeof products.$inferInsert,
  'id' | 'searchText' | 'createdAt' | 'updatedAt'
>;

/** The text the storefront search matches: name, description and brand, accent-free. */
export function productSearchText(p: Pick<NewProduct, 'name' | 'description' | 'brand'>): string {
  return normalizeSearch([p.name, p.description ?? '', p.brand ?? ''].join(' '));
}

export async function insertProduct(db: Db, values: NewProduct): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({ ...values, searchText: productSearchText(values) })
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateProduct(db: Db, id: string, values: NewProduct): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ ...values, searchText: productSearchText(values) })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}
