import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { searchColumns, taxonomyNames } from './search-text';

export type NewProduct = Omit<
  typeof products.$inferInsert,
  | 'id'
  | 'searchText'
  | 'searchName'
  | 'searchVersion'
  | 'flooring'
  | 'format'
  | 'createdAt'
  | 'updatedAt'
>;

/** The product's values with its search columns, computed from them and its taxonomy's names. */
async function withSearchColumns(db: Db, values: NewProduct) {
  return { ...values, ...searchColumns({ ...values, ...(await taxonomyNames(db, values)) }) };
}

export async function insertProduct(db: Db, values: NewProduct): Promise<string> {
  const [row] = await db
    .insert(products)
    .values(await withSearchColumns(db, values))
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateProduct(db: Db, id: string, values: NewProduct): Promise<boolean> {
  const rows = await db
    .update(products)
    .set(await withSearchColumns(db, values))
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}
