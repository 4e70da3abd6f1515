import {
  SQL,
  and,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  isNull,
  lt,
  sql,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { TRASH_DAYS, TRASH_MESSAGES, type TrashKind } from '#shared/trash';
import { type Db, rowsOf } from '#server/db/client';
import {
  areas,
  categories,
  orderLines,
  orderNotes,
  orderPayments,
  orders,
  products,
  stockReservations,
  subcategories,
  trash,
  users,
} from '#server/db/schema';
import { conflict, notFound } from '#server/errors';
import { recomputeSearchText } from '../catalogue/search-text';
import type { Storage } from '#server/lib/storage';
import { isUniqueViolation } from '#server/db/unique-violation';
import type { CatalogWrites } from '../catalogue/catalog-writes';
import type { RecordIn } from '../staff/activity';
import type { StockActor } from '../stock/reservations';
import { type KeptReservation, reserveRestoredOrder } from '../stock/restored-order';
import { stockTransaction } from '../stock/transaction';
import type { OrderStatus } from '#shared/orders';

type Row = Record<string, unknown>;

/** The Papelera's items, the latest deleted first. */
export function listTrash(db: Db) {
  return db
    .select({
      id: trash.id,
      kind: trash.kind,
      itemKey: trash.itemKey,
      label: trash.label,
      deletedByEmail: trash.deletedByEmail,
      deletedAt: trash.deletedAt,
    })
    .from(trash)
    .orderBy(desc(trash.deletedAt), desc(trash.id));
}

/** A deleted item's rows as the database had them: the item's own, and its children's. */
interface Snapshot {
  row: Row;
  children: Record<string, Row[]>;
  /**
   * A product's: the order lines that named it. Deleting it empties their link (ON DELETE SET
   * NULL, the line keeps name and price); restoring it links them again.
   */
  orderLineIds?: string[];
  /**
   * An order's stock reservations as they were before it was deleted (its reserved boxes were
   * given back then): restoring reserves them again. Absent in snapshots taken before.
   */
  reservations?: KeptReservation[];
}

/**
 * Tables whose rows go with an order (ON DELETE CASCADE) and must come back with it. A feature
 * that adds such a table (payments, notes) adds it here, or a restored order comes back without.
 */
export const ORDER_CHILD_TABLES: { table: PgTable; foreignKey: string; staffColumn?: string }[] = [
  { table: orderLines, foreignKey: 'order_id' },
  // Who recorded a payment or wrote a note may have been deleted meanwhile (ON DELETE SET NULL).
  { table: orderPayments, foreignKey: 'order_id', staffColumn: 'recorded_by_id' },
  { table: orderNotes, foreignKey: 'order_id', staffColumn: 'author_id' },
];

const TRASH_MS = TRASH_DAYS * 24 * 60 * 60 * 1000;

/** Deletes the rows where column = value, answering each as JSON (snake_case column names). */
async function deleteAsJson(db: Db, table: PgTable, column: string, value: string | number) {
  const result = await db.execute(
    sql`delete from ${table} where ${sql.identifier(column)} = ${value}
      returning to_jsonb(${table}.*) as data`,
  );
  return rowsOf<{ data: Row }>(result).map((r) => r.data);
}

async function selectAsJson(db: Db, table: PgTable, column: string, value: string | number) {
  const result = await db.execute(
    sql`select to_jsonb(t.*) as data from ${table} as t where ${sql.identifier(column)} = ${value}`,
  );
  return rowsOf<{ data: Row }>(result).map((r) => r.data);
}

/**
 * Inserts a snapshot's row back as it was: the columns the table has now, ids included
 * (OVERRIDING SYSTEM VALUE: an order keeps its number). A column added since the snapshot takes
 * its default, the database's or the schema's ($defaultFn: created_at and the like); one dropped
 * since is ignored.
 */
async function insertJson(db: Db, table: PgTable, row: Row): Promise<void> {
  const values: Row = {};
  for (const column of Object.values(getTableColumns(table))) {
    if (column.name in row) values[column.name] = row[column.name];
    else if (column.defaultFn) {
      const value = column.defaultFn();
      if (!(value instanceof SQL)) values[column.name] = column.mapToDriverValue(value);
    }
  }
  const names = Object.keys(values);
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${list}) overriding system value
      select ${list} from jsonb_populate_record(null::${table}, ${JSON.stringify(values)}::jsonb)`,
  );
}

async function actorEmail(db: Db, actorId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, actorId));
  return row?.email ?? '';
}

/** Whether the order is in the Papelera (deleted, still restorable). */
export async function orderInTrash(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: trash.id })
    .from(trash)
    .where(and(eq(trash.kind, 'order'), eq(trash.itemKey, String(id))));
  return row !== undefined;
}

/** Moves a product to the Papelera (in the caller's transaction); its name, or null if none. */
export async function trashProduct(db: Db, id: string, actorId: string): Promise<string | null> {
  const lines = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.productId, id));
  const [row] = await deleteAsJson(db, products, 'id', id);
  if (!row) return null;
  const name = String(row.name);
  const snapshot: Snapshot = { row, children: {}, orderLineIds: lines.map((l) => l.id) };
  await db.insert(trash).values({
    kind: 'product',
    itemKey: id,
    label: name,
    data: snapshot,
    deletedBy: actorId,
    deletedByEmail: await actorEmail(db, actorId),
  });
  return name;
}

/** Moves an order and its lines to the Papelera; its customer's name, or null if none. */
export async function trashOrder(db: Db, id: number, actorId: string): Promise<string | null> {
  const children: Record<string, Row[]> = {};
  for (const child of ORDER_CHILD_TABLES)
    children[getTableName(child.table)] = await selectAsJson(db, child.table, child.foreignKey, id);
  const reservations = (await selectAsJson(
    db,
    stockReservations,
    'order_id',
    id,
  )) as unknown as KeptReservation[];
  const [row] = await deleteAsJson(db, orders, 'id', id);
  if (!row) return null;
  const customer = String(row.customer_name);
  await db.insert(trash).values({
    kind: 'order',
    itemKey: String(id),
    label: `Pedido #${id} — ${customer}`,
    data: { row, children, reservations } satisfies Snapshot,
    deletedBy: actorId,
    deletedByEmail: await actorEmail(db, actorId),
  });
  return customer;
}

async function exists(
  db: Db,
  where: SQL,
  table: typeof areas | typeof categories,
): Promise<boolean> {
  return (await db.select({ id: table.id }).from(table).where(where)).length > 0;
}

/**
 * The product's taxonomy links as the taxonomy is now: a subcategory or category moved since
 * takes its product along (as modules/catalogue/admin-taxonomy-routes.ts does), one deleted since leaves the link
 * empty ('Sin clasificar', docs/decisions/0002-taxonomy-deletion.md). Whether any was lost.
 */
async function relinkTaxonomy(db: Db, row: Row): Promise<boolean> {
  const wanted = [row.area_id, row.category_id, row.subcategory_id];
  let area = typeof row.area_id === 'string' ? row.area_id : null;
  let category = typeof row.category_id === 'string' ? row.category_id : null;
  let subcategory = typeof row.subcategory_id === 'string' ? row.subcategory_id : null;
  if (subcategory) {
    const [sub] = await db
      .select({ categoryId: subcategories.categoryId })
      .from(subcategories)
      .where(eq(subcategories.id, subcategory));
    if (sub) category = sub.categoryId;
    else subcategory = null;
  }
  if (category) {
    const [cat] = await db
      .select({ areaId: categories.areaId })
      .from(categories)
      .where(eq(categories.id, category));
    if (cat) area = cat.areaId;
    else [category, subcategory] = [null, null];
  }
  if (area && !(await exists(db, eq(areas.id, area), areas)))
    [area, category, subcategory] = [null, null, null];
  Object.assign(row, { area_id: area, category_id: category, subcategory_id: subcategory });
  const now = [area, category, subcategory];
  return wanted.some((id, i) => typeof id === 'string' && now[i] === null);
}

export interface Restored {
  kind: TrashKind;
  itemKey: string;
  label: string;
  message: string;
}

/**
 * Puts a trashed item back, in one transaction: the snapshot leaves the Papelera only if its rows
 * go back in, and two restores of one item cannot both succeed (the first takes the row). An id
 * or order number in use since is refused with a Spanish 409; a lost taxonomy link or product
 * is restored in a safe state (empty link, line without product) and the answer says so. With
 * `recordIn`, the Actividad entry is written in the same transaction.
 */
export async function restoreFromTrash(
  db: Db,
  writes: CatalogWrites,
  trashId: string,
  actor: StockActor,
  recordIn?: RecordIn<Restored>,
): Promise<Restored> {
  let restored: Restored;
  try {
    // A restored order reserves its boxes again: a stock transaction (run again on a deadlock).
    restored = await stockTransaction(db, async (tx) => {
      // The entry in the restore's transaction: a refused one leaves the item in the Papelera.
      const recorded = async (back: Restored) => {
        await recordIn?.(tx, back);
        return back;
      };
      const [item] = await tx.delete(trash).where(eq(trash.id, trashId)).returning();
      if (!item) throw notFound(TRASH_MESSAGES.notFound);
      const snapshot = item.data as Snapshot;
      const base = { kind: item.kind, itemKey: item.itemKey, label: item.label };
      if (item.kind === 'product') {
        const [taken] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, item.itemKey));
        if (taken) throw conflict(TRASH_MESSAGES.productExists);
        const lost = await relinkTaxonomy(tx, snapshot.row);
        // Back in the catalogue, not in Destacados: the row may since have been reordered
        // without it (the owner adds it again in Inicio).
        await insertJson(tx, products, { ...snapshot.row, featured_position: null });
        // Its order lines name it again, unless one was given another product meanwhile.
        const lineIds = snapshot.orderLineIds ?? [];
        if (lineIds.length > 0)
          await tx
            .update(orderLines)
            .set({ productId: item.itemKey })
            .where(and(inArray(orderLines.id, lineIds), isNull(orderLines.productId)));
        // The taxonomy's names may have changed while it was away: search by today's.
        await recomputeSearchText(tx, eq(products.id, item.itemKey));
        return recorded({
          ...base,
          message: lost ? TRASH_MESSAGES.restoredUnclassified : TRASH_MESSAGES.restored,
        });
      }
      const taken = await selectAsJson(tx, orders, 'id', Number(item.itemKey));
      if (taken.length > 0) throw conflict(TRASH_MESSAGES.orderExists(item.itemKey));
      await insertJson(tx, orders, snapshot.row);
      let lostProducts = false;
      for (const child of ORDER_CHILD_TABLES) {
        for (const row of snapshot.children[getTableName(child.table)] ?? []) {
          if (typeof row.product_id === 'string') {
            const [product] = await tx
              .select({ id: products.id })
              .from(products)
              .where(eq(products.id, row.product_id));
            if (!product) {
              row.product_id = null;
              lostProducts = true;
            }
          }
          const staffId = child.staffColumn ? row[child.staffColumn] : undefined;
          if (child.staffColumn && typeof staffId === 'string') {
            const [staff] = await tx
              .select({ id: users.id })
              .from(users)
              .where(eq(users.id, staffId));
            if (!staff) row[child.staffColumn] = null;
          }
          await insertJson(tx, child.table, row);
        }
      }
      // The lines as restored: a product deleted meanwhile reserves nothing.
      const lines = (snapshot.children[getTableName(orderLines)] ?? []).flatMap((line) =>
        typeof line.product_id === 'string'
          ? [{ productId: line.product_id, quantity: Number(line.quantity) }]
          : [],
      );
      await reserveRestoredOrder(
        tx,
        Number(item.itemKey),
        snapshot.row.status as OrderStatus,
        snapshot.reservations,
        lines,
        actor,
      );
      return recorded({
        ...base,
        message: lostProducts ? TRASH_MESSAGES.restoredWithoutProducts : TRASH_MESSAGES.restored,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TRASH_MESSAGES.duplicate);
    throw error;
  }
  // A product is back in the catalogue (an order's boxes: the route tells the shop).
  if (restored.kind === 'product') await writes.changed();
  return restored;
}

/** A product's image files go when its snapshot does, never before (it may be restored). */
async function deleteFiles(storage: Storage, db: Db, kind: TrashKind, itemKey: string) {
  if (kind !== 'product') return;
  const [back] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, itemKey));
  if (!back) await storage.deletePrefix(`products/${itemKey}/`);
}

/**
 * Deletes one item from the Papelera for good, in one transaction with its Actividad entry
 * (`recordIn`, told what it was); what it was, or null if it was not there (no entry then).
 * A product's image files are deleted only after the commit: a refused entry leaves the item in
 * the Papelera with its images, still restorable; a crash between the commit and the deletion
 * leaves unreferenced files, never a restorable item without its images.
 */
export async function purgeOne(
  db: Db,
  storage: Storage,
  trashId: string,
  recordIn: RecordIn<{ kind: TrashKind; label: string }>,
): Promise<{ kind: TrashKind; label: string } | null> {
  const item = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(trash)
      .where(eq(trash.id, trashId))
      .returning({ kind: trash.kind, itemKey: trash.itemKey, label: trash.label });
    if (row) await recordIn(tx, { kind: row.kind, label: row.label });
    return row;
  });
  if (!item) return null;
  await deleteFiles(storage, db, item.kind, item.itemKey);
  return { kind: item.kind, label: item.label };
}

/**
 * Deletes what has been in the Papelera for TRASH_DAYS (modules/housekeeping/housekeeping.ts runs it hourly).
 * Safe with several processes: each row is deleted (and its files removed) by exactly one of them.
 */
export async function purgeExpired(db: Db, storage: Storage, now = new Date()): Promise<number> {
  const expired = await db
    .delete(trash)
    .where(and(lt(trash.deletedAt, new Date(now.getTime() - TRASH_MS))))
    .returning({ kind: trash.kind, itemKey: trash.itemKey });
  for (const item of expired) await deleteFiles(storage, db, item.kind, item.itemKey);
  return expired.length;
}

export const expiresAt = (deletedAt: Date) => new Date(deletedAt.getTime() + TRASH_MS);
