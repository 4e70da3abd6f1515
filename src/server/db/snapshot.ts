import { randomUUID } from 'node:crypto';
import { is, sql } from 'drizzle-orm';
import { ADJUSTMENT_KINDS, ADJUSTMENT_KIND_IDS } from '#shared/order-adjustments';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from './client';
import * as schema from './schema';

/**
 * The tables a backup leaves out, and why: every other table of schema.ts is in it
 * (test/backup.test.ts fails on a table of the database that is in neither list).
 */
export const NOT_BACKED_UP: Readonly<Record<string, string>> = {
  sessions: 'Sesiones iniciadas: una tienda restaurada empieza con todos fuera de su cuenta.',
  email_verifications:
    'Enlaces de verificación de un solo uso: vencen en días; se pide uno nuevo después de restaurar.',
  password_resets:
    'Enlaces de «¿Olvidaste tu contraseña?» de un solo uso: una tienda restaurada no debe aceptarlos.',
  throttle_hits:
    'Intentos de ingreso y de pedido de los últimos minutos por dirección: no hay nada que conservar.',
  catalogue_counts:
    'Derivada: los disparadores de products la reconstruyen mientras se restauran los productos.',
  search_words:
    'Derivada: los disparadores de products la reconstruyen mientras se restauran los productos.',
  mercado_pago_notifications:
    'Los x-request-id de las notificaciones de Mercado Pago del último día, contra repeticiones: vencen solos.',
  backup_runs:
    'El historial de copias de esta instalación: los archivos que nombra no viajan dentro de la copia.',
  shared_carts:
    'Carritos compartidos por enlace corto: se descartan solos a los 90 días y se vuelven a compartir en un clic.',
  daily_job_runs:
    'Qué tareas diarias (el aviso de stock bajo) ya hizo hoy esta instalación: no hay nada que conservar.',
};

/** Every table declared in schema.ts, by its SQL name. */
export function schemaTables(): Map<string, PgTable> {
  const tables = new Map<string, PgTable>();
  for (const value of Object.values(schema)) {
    if (is(value, PgTable)) tables.set(getTableConfig(value).name, value);
  }
  return tables;
}

/**
 * The tables a backup holds, in foreign-key order (a table after every table it references), so
 * a restore inserts parents before children. Derived from schema.ts: a new table is backed up
 * unless NOT_BACKED_UP names it.
 */
export function backedUpTables(): string[] {
  const tables = schemaTables();
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name) || name in NOT_BACKED_UP) return;
    const table = tables.get(name);
    if (!table) return;
    path.add(name);
    for (const fk of getTableConfig(table).foreignKeys) {
      visit(getTableConfig(fk.reference().foreignTable).name, path);
    }
    ordered.push(name);
  };
  for (const name of tables.keys()) visit(name, new Set());
  return ordered;
}

/** The primary key's columns, to read each table in a stable order. */
function keyColumns(table: PgTable): string[] {
  const config = getTableConfig(table);
  const composite = config.primaryKeys[0]?.columns.map((c) => c.name);
  return composite ?? config.columns.filter((c) => c.primary).map((c) => c.name);
}

export const SNAPSHOT_FORMAT = 'tile-shop-snapshot';
/** 1: the first twelve tables (still restorable); 2: every table but NOT_BACKED_UP's. */
export const SNAPSHOT_VERSION = 2;

export interface DatabaseSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: 1 | 2;
  createdAt: string;
  tables: Record<string, unknown[]>;
}

/** Rows read per statement (see exportDatabaseJson). */
const CHUNK = 1000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every row of every backed-up table as JSON text (database.json of an archive), read in one
 * repeatable-read transaction: one consistent instant. On PostgreSQL the transaction has one of
 * the pool's connections. On PGlite it holds the one connection, and PGlite runs each statement
 * on the main thread: the rows come back as JSON text the database builds (nothing parsed), a
 * few thousand per statement, and the event loop gets a turn between statements, so the server
 * keeps answering what needs no query (cached catalogue pages, images, static files) while
 * requests that query wait for the copy (about half a second for 10,000 products here).
 */
export async function exportDatabaseJson(
  db: Db,
): Promise<{ json: string; counts: Record<string, number> }> {
  const tables = schemaTables();
  const parts: string[] = [];
  const counts: Record<string, number> = {};
  await db.transaction(
    async (tx) => {
      for (const name of backedUpTables()) {
        const table = tables.get(name);
        if (!table) continue;
        const keys = keyColumns(table);
        const order =
          keys.length > 0
            ? sql.join(
                keys.map((k) => sql`${sql.identifier(k)}`),
                sql`, `,
              )
            : sql`${sql.identifier(name)}::text`;
        const chunks: string[] = [];
        let rows = 0;
        for (;;) {
          const result = await tx.execute(
            sql`select coalesce(json_agg(t), '[]')::text as rows, count(*)::int as n
                from (select * from ${sql.identifier(name)} order by ${order}
                      limit ${CHUNK} offset ${rows}) t`,
          );
          const chunk = rowsOf<{ rows: string; n: number }>(result)[0];
          const n = chunk?.n ?? 0;
          if (chunk && n > 0) chunks.push(chunk.rows.slice(1, -1));
          rows += n;
          await nextTurn();
          if (n < CHUNK) break;
        }
        parts.push(`${JSON.stringify(name)}:[${chunks.join(',')}]`);
        counts[name] = rows;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const head = `{"format":"${SNAPSHOT_FORMAT}","version":${SNAPSHOT_VERSION},"createdAt":${JSON.stringify(new Date().toISOString())}`;
  return { json: `${head},"tables":{${parts.join(',')}}}`, counts };
}

/** The same snapshot, parsed (tests compare databases with it). */
export async function exportDatabase(db: Db): Promise<DatabaseSnapshot> {
  return JSON.parse((await exportDatabaseJson(db)).json) as DatabaseSnapshot;
}

export class SnapshotError extends Error {}

/** Identity and serial columns of the public schema's tables. */
async function sequencedColumns(
  tx: Pick<Db, 'execute'>,
): Promise<{ table: string; column: string; identity: boolean }[]> {
  const result = await tx.execute(
    sql`select table_name as "table", column_name as "column", is_identity = 'YES' as identity
        from information_schema.columns
        where table_schema = 'public'
          and (is_identity = 'YES' or column_default like 'nextval(%')`,
  );
  return rowsOf<{ table: string; column: string; identity: boolean }>(result);
}

type SnapshotRow = Record<string, unknown>;

/**
 * A backup written before an order's discounts were rows carries them as columns of its orders
 * (`<kind>_discount_percentage`, `<kind>_discount`), which the restore would drop: they become
 * order_adjustments rows as the migration order-adjustments made them, so a restored order keeps
 * its discounts. A backup with order_adjustments rows is left as it is.
 */
function withOrderAdjustments(tables: DatabaseSnapshot['tables']): DatabaseSnapshot['tables'] {
  if ((tables.order_adjustments ?? []).length > 0) return tables;
  const adjustments: SnapshotRow[] = [];
  for (const order of (tables.orders ?? []) as SnapshotRow[]) {
    ADJUSTMENT_KIND_IDS.forEach((kind, position) => {
      const percentage = order[`${kind}_discount_percentage`] ?? null;
      const amount = order[`${kind}_discount`] ?? null;
      if (percentage === null && amount === null) return;
      adjustments.push({
        id: randomUUID(),
        order_id: order.id,
        position,
        kind,
        label: ADJUSTMENT_KINDS[kind].label,
        percentage,
        fixed_amount: percentage === null ? amount : null,
        base: 'products',
        amount: amount === null ? 0 : ADJUSTMENT_KINDS[kind].sign * Number(amount),
        created_at: order.created_at,
      });
    });
  }
  return adjustments.length === 0 ? tables : { ...tables, order_adjustments: adjustments };
}

/** Loads a snapshot into an empty, migrated database, in one transaction. */
export async function importDatabase(db: Db, snapshot: DatabaseSnapshot): Promise<void> {
  if (
    snapshot.format !== SNAPSHOT_FORMAT ||
    (snapshot.version !== 1 && snapshot.version !== SNAPSHOT_VERSION)
  ) {
    throw new SnapshotError('El archivo no es un backup de la tienda.');
  }
  const order = backedUpTables();
  const unknown = Object.keys(snapshot.tables).filter(
    (name) => !order.includes(name) && !(name in NOT_BACKED_UP),
  );
  if (unknown.length > 0) {
    throw new SnapshotError(
      `El backup tiene tablas que esta versión de la tienda no conoce (${unknown.join(', ')}): actualizá la tienda antes de restaurar.`,
    );
  }
  await db.transaction(async (tx) => {
    for (const table of order) {
      const result = await tx.execute(
        sql`select exists (select 1 from ${sql.identifier(table)}) as used`,
      );
      if (rowsOf<{ used: boolean }>(result)[0]?.used) {
        throw new SnapshotError(`La base de destino no está vacía (tabla ${table}).`);
      }
    }
    const sequenced = (await sequencedColumns(tx)).filter((c) => order.includes(c.table));
    const tables = withOrderAdjustments(snapshot.tables);
    for (const table of order) {
      const rows = tables[table] ?? [];
      if (rows.length === 0) continue;
      const id = sql.identifier(table);
      // Identity columns keep their numbers (the order numbers customers were given).
      const overriding = sequenced.some((c) => c.table === table && c.identity)
        ? sql.raw('overriding system value')
        : sql.raw('');
      await tx.execute(
        sql`insert into ${id} ${overriding} select * from json_populate_recordset(null::${id}, ${JSON.stringify(rows)}::json)`,
      );
    }
    // Every sequence continues after the restored numbers; an empty table keeps its start.
    for (const { table, column } of sequenced) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, ${column}), max(${sql.identifier(column)}))
            from ${sql.identifier(table)} having max(${sql.identifier(column)}) is not null`,
      );
    }
  });
}
