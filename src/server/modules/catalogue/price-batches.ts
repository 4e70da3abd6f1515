import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '#shared/auth';
import {
  PREVIEW_ROWS,
  PRICE_BATCH_MESSAGES as M,
  type PriceBatch,
  type PriceBatchInput,
  type PriceChangeRow,
  type PricePreview,
  type PriceRule,
  type PriceSelection,
  PriceSelectionSchema,
  applyPriceRule,
  changedSinceMessage,
  describePriceRule,
  describePriceSelection,
  nonPositiveMessage,
} from '#shared/price-batches';
import { type Db, rowsOf } from '#server/db/client';
import {
  areas,
  categories,
  priceBatches,
  priceChanges,
  products,
  subcategories,
} from '#server/db/schema';
import { badRequest, conflict, notFound } from '#server/errors';
import { recordActivity } from '../staff/activity';
import { recordPriceChanges } from './price-history';
import { searchMatch } from './search-query';
import type { CatalogWrites } from './catalog-writes';

/** The products a selection names (borradores too: the admin prices them before publishing). */
async function selectionWhere(db: Db, selection: PriceSelection): Promise<SQL | undefined> {
  const where: SQL[] = [];
  if (selection.productIds.length > 0) where.push(inArray(products.id, selection.productIds));
  if (selection.areaId) where.push(eq(products.areaId, selection.areaId));
  if (selection.categoryId) where.push(eq(products.categoryId, selection.categoryId));
  if (selection.subcategoryId) where.push(eq(products.subcategoryId, selection.subcategoryId));
  if (selection.brand) where.push(eq(products.brand, selection.brand));
  const search = await searchMatch(db, selection.search);
  if (search?.where) where.push(search.where);
  return and(...where);
}

/**
 * Every matching product with its new price, or the Spanish refusal. The preview and the change
 * both come from here, so the preview is exactly what is applied.
 */
async function computeChanges(
  db: Db,
  { selection, rule }: PriceBatchInput,
  lock: boolean,
): Promise<PriceChangeRow[]> {
  const query = db
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      price: products.price,
      metersPerBox: products.metersPerBox,
      saleUnit: products.saleUnit,
    })
    .from(products)
    .where(await selectionWhere(db, selection))
    .orderBy(asc(products.name), asc(products.id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length === 0) throw badRequest(M.noProducts);
  return changedRows(rows, rule);
}

function changedRows(
  rows: (Omit<PriceChangeRow, 'oldPrice' | 'newPrice'> & { price: number })[],
  rule: PriceRule,
): PriceChangeRow[] {
  const nonPositive: string[] = [];
  const tooHigh: string[] = [];
  const changes: PriceChangeRow[] = [];
  for (const row of rows) {
    const result = applyPriceRule(row.price, rule);
    if (!result.ok) (result.reason === 'no_positivo' ? nonPositive : tooHigh).push(row.name);
    else
      changes.push({
        id: row.id,
        name: row.name,
        brand: row.brand,
        oldPrice: row.price,
        newPrice: result.price,
        metersPerBox: row.metersPerBox,
        saleUnit: row.saleUnit,
      });
  }
  if (nonPositive.length > 0) {
    const message = nonPositiveMessage(nonPositive);
    throw badRequest(message, { 'rule.amount': message });
  }
  if (tooHigh.length > 0) throw badRequest(M.tooHigh, { 'rule.amount': M.tooHigh });
  return changes;
}

export async function previewPriceBatch(db: Db, input: PriceBatchInput): Promise<PricePreview> {
  const changes = await computeChanges(db, input, false);
  return { count: changes.length, rows: changes.slice(0, PREVIEW_ROWS) };
}

/** Sets each product's price to its new one, in statements of bounded size. */
async function setPrices(db: Db, prices: { id: string; price: number }[]): Promise<void> {
  for (let start = 0; start < prices.length; start += 5000) {
    const values = prices
      .slice(start, start + 5000)
      .map((p) => sql`(${p.id}::uuid, ${p.price}::numeric)`);
    await db.execute(sql`
      update ${products} set price = v.price, updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, price)
      where ${products.id} = v.id`);
  }
}

type BatchRow = typeof priceBatches.$inferSelect;

/** A stored selection as the schema reads it today (older rows lack the later fields). */
function selectionOf(row: BatchRow): PriceSelection {
  const parsed = PriceSelectionSchema.safeParse(row.selection);
  return parsed.success ? parsed.data : PriceSelectionSchema.parse({});
}

/** The names of the areas, categories and subcategories the batches chose, by id. */
async function taxonomyNames(db: Db, rows: BatchRow[]): Promise<Map<string, string>> {
  const ids = rows.flatMap((row) => {
    const s = selectionOf(row);
    return [s.areaId, s.categoryId, s.subcategoryId].filter((id) => id !== null);
  });
  if (ids.length === 0) return new Map();
  const named = await Promise.all(
    [areas, categories, subcategories].map((table) =>
      db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids)),
    ),
  );
  return new Map(named.flat().map((row) => [row.id, row.name]));
}

async function toBatches(db: Db, rows: BatchRow[]): Promise<PriceBatch[]> {
  const names = await taxonomyNames(db, rows);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    userName: row.userName,
    rule: row.rule as PriceRule,
    selectionText: describePriceSelection(selectionOf(row), (id) => names.get(id)),
    products: row.products,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoneBy: row.undoneBy,
  }));
}

async function toBatch(db: Db, row: BatchRow): Promise<PriceBatch> {
  const [batch] = await toBatches(db, [row]);
  if (!batch) throw new Error('a batch row gave no batch');
  return batch;
}

/**
 * A batch applied or undone, in the Actividad log (how many products, and the rule), written in
 * the transaction that changes the prices: no price moves without its entry.
 */
function recordBatch(tx: Db, by: SessionUser, batch: PriceBatch, undone: boolean) {
  return recordActivity(tx, {
    actorId: by.id,
    action: 'prices.batch',
    subject: `Cambio de precios de ${batch.products} productos`,
    detail: `${undone ? 'Deshecho: ' : ''}${describePriceRule(batch.rule)}`,
  });
}

/** Applies the rule to every matching product in one transaction, recorded as one batch. */
export async function applyPriceBatch(
  db: Db,
  writes: CatalogWrites,
  input: PriceBatchInput,
  by: SessionUser,
): Promise<PriceBatch> {
  const applied = await db.transaction(async (tx) => {
    const changes = (await computeChanges(tx, input, true)).filter(
      (c) => c.newPrice !== c.oldPrice,
    );
    const [batch] = await tx
      .insert(priceBatches)
      .values({
        userId: by.id,
        userName: by.name,
        rule: input.rule,
        selection: input.selection,
        products: changes.length,
      })
      .returning();
    if (!batch) throw new Error('insert returned no row');
    await setPrices(
      tx,
      changes.map((c) => ({ id: c.id, price: c.newPrice })),
    );
    await recordPriceChanges(
      tx,
      changes.map((c) => ({ productId: c.id, oldPrice: c.oldPrice, newPrice: c.newPrice })),
      by,
      'lote',
      batch.id,
    );
    const made = await toBatch(tx, batch);
    await recordBatch(tx, by, made, false);
    return made;
  });
  await writes.changed();
  return applied;
}

export async function listPriceBatches(db: Db): Promise<PriceBatch[]> {
  const rows = await db
    .select()
    .from(priceBatches)
    .orderBy(desc(priceBatches.createdAt), desc(priceBatches.id))
    .limit(20);
  return toBatches(db, rows);
}

/**
 * Puts back the prices a batch changed, as a whole, while none of them changed since (a later
 * recorded change, or a price that is no longer the batch's): else a 409 naming those products.
 */
export async function undoPriceBatch(
  db: Db,
  writes: CatalogWrites,
  id: string,
  by: SessionUser,
): Promise<PriceBatch> {
  const undoneBatch = await db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(priceBatches)
      .where(eq(priceBatches.id, id))
      .for('update');
    if (!batch) throw notFound(M.batchNotFound);
    if (batch.undoneAt) throw conflict(M.alreadyUndone);
    const changes = rowsOf<{
      productId: string;
      oldPrice: number;
      newPrice: number;
      name: string;
      price: number;
      changedLater: boolean;
    }>(
      await tx.execute(sql`
        select pc.product_id as "productId", pc.old_price::float8 as "oldPrice",
          pc.new_price::float8 as "newPrice", p.name, p.price::float8 as price,
          exists (select 1 from ${priceChanges} later
            where later.product_id = pc.product_id and later.id > pc.id) as "changedLater"
        from ${priceChanges} pc join ${products} p on p.id = pc.product_id
        where pc.batch_id = ${id} and pc.source = 'lote'
        order by p.name, p.id
        for update of p`),
    );
    const changed = changes.filter((c) => c.changedLater || c.price !== c.newPrice);
    if (changed.length > 0) throw conflict(changedSinceMessage(changed.map((c) => c.name)));
    await setPrices(
      tx,
      changes.map((c) => ({ id: c.productId, price: c.oldPrice })),
    );
    await recordPriceChanges(
      tx,
      changes.map((c) => ({ productId: c.productId, oldPrice: c.newPrice, newPrice: c.oldPrice })),
      by,
      'deshacer',
      batch.id,
    );
    const [undone] = await tx
      .update(priceBatches)
      .set({ undoneAt: new Date(), undoneBy: by.name })
      .where(eq(priceBatches.id, id))
      .returning();
    if (!undone) throw new Error('update returned no row');
    const result = await toBatch(tx, undone);
    await recordBatch(tx, by, result, true);
    return result;
  });
  await writes.changed();
  return undoneBatch;
}
