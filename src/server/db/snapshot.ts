import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client';

/**
 * Tables in foreign-key order. Sessions and e-mail verification tokens are left out on
 * purpose: a restored shop starts with everyone signed out. catalogue_counts is derived: its
 * triggers rebuild it as the products are restored.
 */
export const SNAPSHOT_TABLES = [
  'shop_settings',
  'areas',
  'categories',
  'subcategories',
  'products',
  'users',
  'auth_logs',
  'orders',
  'order_lines',
  'mail_queue',
  'legal_pages',
  'withdrawal_requests',
] as const;

export interface DatabaseSnapshot {
  format: 'tile-shop-snapshot';
  version: 1;
  createdAt: string;
  tables: Record<string, unknown[]>;
}

/** Every row of every table, read in one repeatable-read transaction (one consistent instant). */
export async function exportDatabase(db: Db): Promise<DatabaseSnapshot> {
  const tables: Record<string, unknown[]> = {};
  await db.transaction(
    async (tx) => {
      for (const table of SNAPSHOT_TABLES) {
        const result = await tx.execute(
          sql`select json_agg(t) as rows from ${sql.identifier(table)} t`,
        );
        tables[table] = rowsOf<{ rows: unknown[] | null }>(result)[0]?.rows ?? [];
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { format: 'tile-shop-snapshot', version: 1, createdAt: new Date().toISOString(), tables };
}

export class SnapshotError extends Error {}

/** Loads a snapshot into an empty, migrated database, in one transaction. */
export async function importDatabase(db: Db, snapshot: DatabaseSnapshot): Promise<void> {
  if (snapshot.format !== 'tile-shop-snapshot' || snapshot.version !== 1) {
    throw new SnapshotError('El archivo no es un backup de la tienda.');
  }
  await db.transaction(async (tx) => {
    for (const table of SNAPSHOT_TABLES) {
      const result = await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
      if ((rowsOf<{ n: number }>(result)[0]?.n ?? 0) > 0) {
        throw new SnapshotError(`La base de destino no está vacía (tabla ${table}).`);
      }
    }
    for (const table of SNAPSHOT_TABLES) {
      const rows = snapshot.tables[table] ?? [];
      if (rows.length === 0) continue;
      const id = sql.identifier(table);
      // orders.id is an identity column: keep the order numbers customers were given.
      const overriding = table === 'orders' ? sql.raw('overriding system value') : sql.raw('');
      await tx.execute(
        sql`insert into ${id} ${overriding} select * from json_populate_recordset(null::${id}, ${JSON.stringify(rows)}::json)`,
      );
    }
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('orders', 'id'), greatest((select max(id) from orders), 1000))`,
    );
  });
}
