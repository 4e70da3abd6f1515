import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase, rowsOf } from '#server/db/client';
import { activityLog, orderLines, orders, products } from '#server/db/schema';
import {
  type DatabaseSnapshot,
  NOT_BACKED_UP,
  backedUpTables,
  exportDatabase,
  importDatabase,
} from '#server/db/snapshot';
import { writeBackupArchive } from '#server/modules/backups/backup-archive';
import { RESTORE_LIMITS, RestoreRefusedError } from '#server/modules/backups/archive-check';
import { restoreBackup } from '#server/modules/backups/backup-restore';
import { storeProductImage } from '#server/lib/images';
import { localStorage } from '#server/lib/storage';
import { fillEveryTable, tablesWithoutRows } from './backup-fixture';
import { createPostgresDatabase, describeEachEngine, openTestDatabase } from './engines';
import { createProduct, createTaxonomy, createUser } from './factories';
import { startServer, waitFor } from './server';
import { longName, paxPath, tarEntry, tarGz } from './tar';
import { openToOthers } from './private-files';

const run = promisify(execFile);
const cli = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `src/server/cli/${script}.ts`, ...args], {
    env: { ...process.env, ...env },
  });

async function listFiles(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = (await readFile(full)).toString('base64');
  }
  return out;
}

async function query<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/** The derived tables, which a restore rebuilds rather than copies. */
async function derivedTables(db: Db) {
  return {
    counts: await query(
      db,
      sql`select * from catalogue_counts order by area_id, category_id, subcategory_id, quality`,
    ),
    words: await query(db, sql`select * from search_words order by word`),
  };
}

describeEachEngine('the backed-up tables', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  }, 120_000);
  afterAll(() => database.close());

  it('are every table of the database but the ones left out with a reason', async () => {
    const inDatabase = (
      await query<{ name: string }>(
        database.db,
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )
    ).map((t) => t.name);
    const backedUp = backedUpTables();
    const unaccounted = inDatabase.filter((t) => !backedUp.includes(t) && !(t in NOT_BACKED_UP));
    expect(
      unaccounted,
      'Tablas ni respaldadas ni excluidas con motivo: agregalas a schema.ts o a NOT_BACKED_UP (src/server/db/snapshot.ts)',
    ).toEqual([]);
    expect(backedUp.filter((t) => !inDatabase.includes(t))).toEqual([]);
    for (const [table, reason] of Object.entries(NOT_BACKED_UP)) {
      expect(inDatabase, `NOT_BACKED_UP names ${table}, which does not exist`).toContain(table);
      expect(reason.length, `the reason for leaving out ${table}`).toBeGreaterThan(20);
    }
    // The examples: an order's payments and notes, zones, Inicio, price history,
    // the activity log, the Papelera and category redirects.
    for (const table of [
      'order_payments',
      'order_notes',
      'delivery_zones',
      'home_content',
      'home_images',
      'price_changes',
      'price_batches',
      'activity_log',
      'trash',
      'category_redirects',
    ])
      expect(backedUp).toContain(table);
  });

  it('come in foreign-key order: each after the tables it references', async () => {
    const references = await query<{ child: string; parent: string }>(
      database.db,
      sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
          from pg_constraint c where c.contype = 'f'`,
    );
    const order = backedUpTables();
    for (const { child, parent } of references) {
      if (!order.includes(child) || child === parent) continue;
      expect(order.indexOf(parent), `${parent} before ${child}`).toBeLessThan(order.indexOf(child));
    }
  });
});

describeEachEngine('backup round trip over every table', (engine) => {
  it('restores every row of every table into an empty database', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'shop-roundtrip-'));
    const source = await openTestDatabase(engine);
    try {
      await fillEveryTable(source.db);
      // More rows than one read of the copy takes (snapshot.ts reads 1000 at a time).
      await source.db.insert(activityLog).values(
        Array.from({ length: 2345 }, (_, i) => ({
          actorEmail: 'dueña@example.com',
          actorName: 'Dueña',
          action: 'product.update',
          subject: `Producto ${i}`,
        })),
      );
      expect(
        await tablesWithoutRows(source.db),
        'Tablas respaldadas sin filas en el fixture: agregales filas en fillEveryTable (test/backup-fixture.ts)',
      ).toEqual([]);
      const before = await exportDatabase(source.db);
      const derivedBefore = await derivedTables(source.db);
      const archive = path.join(root, 'copia.tar.gz');
      await writeBackupArchive(source.db, archive, { uploadsDir: null });

      let env: Record<string, string> = { DATA_DIR: path.join(root, 'target') };
      let target: { url: string; drop(): Promise<void> } | undefined;
      if (engine === 'postgres') {
        target = await createPostgresDatabase();
        env = { ...env, DATABASE_URL: target.url };
      }
      try {
        await cli('restore', [archive], env);
        const restored = await openDatabase({
          databaseUrl: target?.url,
          dataDir: target ? undefined : env.DATA_DIR,
        });
        try {
          const db = restored.db;
          const after = await exportDatabase(db);
          for (const table of backedUpTables()) {
            expect(after.tables[table], `rows of ${table}`).toEqual(before.tables[table]);
          }
          expect(after.tables.activity_log).toHaveLength(2346);
          expect(await derivedTables(db)).toEqual(derivedBefore);
          expect(await query(db, sql`select * from sessions`)).toEqual([]);
          // Every identity or serial column continues after its restored numbers.
          const sequenced = await query<{ table: string; column: string }>(
            db,
            sql`select table_name as "table", column_name as "column"
                from information_schema.columns where table_schema = 'public'
                  and (is_identity = 'YES' or column_default like 'nextval(%')`,
          );
          expect(sequenced.map((s) => s.table)).toEqual(
            expect.arrayContaining(['orders', 'price_changes']),
          );
          for (const { table, column } of sequenced) {
            if (!backedUpTables().includes(table)) continue;
            const [row] = await query<{ next: string; max: string | null }>(
              db,
              sql`select nextval(pg_get_serial_sequence(${table}, ${column}))::text as next,
                         (select max(${sql.identifier(column)}) from ${sql.identifier(table)})::text as max`,
            );
            expect(Number(row?.next), `${table}.${column}`).toBe(Number(row?.max) + 1);
          }
        } finally {
          await restored.close();
        }
      } finally {
        await target?.drop();
      }
    } finally {
      await source.close();
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});

describeEachEngine('restoring a backup from before order adjustments', (engine) => {
  it('turns the discount columns its orders carried into the same adjustment rows', async () => {
    const source = await openTestDatabase(engine);
    const target = await openTestDatabase(engine);
    try {
      await fillEveryTable(source.db);
      const current = await exportDatabase(source.db);
      const adjustments = current.tables.order_adjustments as Record<string, unknown>[];
      expect(adjustments).toHaveLength(2);
      // The same shop as the older version wrote it: each discount as % and amount on the order.
      const columns = Object.fromEntries(
        adjustments.flatMap((a) => [
          [`${String(a.kind)}_discount_percentage`, a.percentage],
          [`${String(a.kind)}_discount`, -Number(a.amount)],
        ]),
      );
      const older = {
        ...current,
        tables: {
          ...current.tables,
          order_adjustments: [],
          orders: current.tables.orders?.map((o) => ({ ...(o as object), ...columns })) ?? [],
        },
      };
      await importDatabase(target.db, older);
      const restored = (await exportDatabase(target.db)).tables.order_adjustments;
      // Ids are new uuids, and the copy lists a table's rows by id: compare them in their order.
      const withoutId = (rows: unknown[] | undefined) =>
        (rows as Record<string, unknown>[])
          .map(({ id: _id, created_at: _at, ...row }) => row)
          .sort(
            (a, b) =>
              Number(a.order_id) - Number(b.order_id) || Number(a.position) - Number(b.position),
          );
      expect(withoutId(restored)).toEqual(withoutId(adjustments));
    } finally {
      await source.close();
      await target.close();
    }
  }, 120_000);
});

describe('npm run backup and npm run restore (embedded database)', () => {
  let root: string;
  let source: string;
  let before: DatabaseSnapshot;
  let archive: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
    source = path.join(root, 'source');
    const database = await openDatabase({ dataDir: source });
    const db = database.db;
    const taxonomy = await createTaxonomy(db, { area: 'Pisos y Revestimientos' });
    const productId = await createProduct(db, {
      ...taxonomy,
      name: 'Porcelanato Mármol Carrara',
      price: 15999.5,
    });
    const picture = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#a0522d' },
    })
      .jpeg()
      .toBuffer();
    const image = await storeProductImage(
      localStorage(path.join(source, 'uploads')),
      productId,
      picture,
    );
    await db
      .update(products)
      .set({ images: [image] })
      .where(eq(products.id, productId));
    await createUser(db, { email: 'editora@example.com', role: 'editor' });
    const [order] = await db
      .insert(orders)
      .values({
        idempotencyKey: 'backup-test-key-0001',
        customerName: 'Ana Pérez',
        customerEmail: 'ana@example.com',
        customerPhone: '11 1234-5678',
        customerAddress: 'Calle Falsa 123',
        comments: 'Ñandú & «comillas»',
        totalAmount: 31999,
        status: 'processing',
        paymentStatus: 'paid',
      })
      .returning({ id: orders.id });
    await db.insert(orderLines).values({
      orderId: order?.id ?? 0,
      position: 0,
      productId,
      productName: 'Porcelanato Mármol Carrara',
      unitPrice: 15999.5,
      quantity: 2,
      squareMeters: 2.88,
      includeWaste: true,
      lineTotal: 31999,
    });
    before = await exportDatabase(db);
    await database.close();
    archive = path.join(root, 'tienda.tar.gz');
    await cli('backup', [archive], { DATA_DIR: source });
  }, 120_000);

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('round-trips a shop with orders and images onto an empty data dir', async () => {
    const target = path.join(root, 'target');
    await cli('restore', [archive], { DATA_DIR: target });
    // Before this process (umask 022) opens the database and writes its own files there.
    expect(await openToOthers(target)).toEqual([]);
    const database = await openDatabase({ dataDir: target });
    try {
      const after = await exportDatabase(database.db);
      expect(after.tables).toEqual(before.tables);
      expect(after.tables.orders).toHaveLength(1);
      // New orders continue after the restored numbers.
      const [next] = await database.db
        .insert(orders)
        .values({
          idempotencyKey: 'after-restore-key-01',
          customerName: 'Otro',
          customerEmail: 'o@example.com',
          customerPhone: '11111111',
          customerAddress: 'Calle 1',
          totalAmount: 1,
        })
        .returning({ id: orders.id });
      expect(next?.id).toBe(1002);
    } finally {
      await database.close();
    }
    expect(await listFiles(path.join(target, 'uploads'))).toEqual(
      await listFiles(path.join(source, 'uploads')),
    );
    expect(Object.keys(await listFiles(path.join(target, 'uploads'))).length).toBeGreaterThan(0);
  }, 120_000);

  it('asks the running server for the copy: no stop needed, the shop keeps serving', async () => {
    const port = String(3600 + Math.floor(Math.random() * 300));
    const server = startServer({ PORT: port, DATA_DIR: source });
    try {
      await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok);
      const live = path.join(root, 'en-marcha.tar.gz');
      const { stdout } = await cli('backup', [live], { DATA_DIR: source });
      expect(stdout).toContain('por el servidor en marcha');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);

      const target = path.join(root, 'target-live');
      await cli('restore', [live], { DATA_DIR: target });
      const database = await openDatabase({ dataDir: target });
      try {
        const after = await exportDatabase(database.db);
        for (const table of ['orders', 'order_lines', 'products', 'areas'])
          expect(after.tables[table]).toEqual(before.tables[table]);
      } finally {
        await database.close();
      }
      expect(await listFiles(path.join(target, 'uploads'))).toEqual(
        await listFiles(path.join(source, 'uploads')),
      );
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 120_000);

  it('with S3_BUCKET says the bucket keeps the images and archives the database only', async () => {
    const s3Archive = path.join(root, 'tienda-s3.tar.gz');
    const env = { DATA_DIR: source, S3_BUCKET: 'tienda-imagenes' };
    const { stdout } = await cli('backup', [s3Archive], env);
    expect(stdout).toContain('bucket S3 «tienda-imagenes» y no se copian');
    const listing = await run('tar', ['-tzf', s3Archive]);
    expect(
      listing.stdout.split('\n').filter((f) => f.startsWith('uploads/') && f !== 'uploads/'),
    ).toEqual([]);

    const target = path.join(root, 'target-s3');
    const restored = await cli('restore', [s3Archive], { ...env, DATA_DIR: target });
    expect(restored.stdout).toContain('bucket S3 «tienda-imagenes» y no se copian');
  }, 120_000);

  it('refuses to restore over a data dir that already has a database', async () => {
    await expect(cli('restore', [archive], { DATA_DIR: source })).rejects.toMatchObject({
      stderr: expect.stringMatching(/DATA_DIR vacío/),
    });
  }, 60_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'restores an embedded-database backup into PostgreSQL (the way to grow)',
    async () => {
      const target = await createPostgresDatabase();
      try {
        await cli('restore', [archive], {
          DATA_DIR: path.join(root, 'pg-files'),
          DATABASE_URL: target.url,
        });
        const database = await openDatabase({ databaseUrl: target.url });
        try {
          expect((await exportDatabase(database.db)).tables).toEqual(before.tables);
        } finally {
          await database.close();
        }
      } finally {
        await target.drop();
      }
    },
    120_000,
  );
});

describe('restoring a crafted archive', () => {
  let root: string;
  let databaseJson: Buffer;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-crafted-'));
    const source = await openTestDatabase('pglite');
    try {
      await createProduct(source.db, { name: 'Porcelanato Original' });
      await writeBackupArchive(source.db, path.join(root, 'real.tar.gz'), { uploadsDir: null });
    } finally {
      await source.close();
    }
    await run('tar', ['-xzf', path.join(root, 'real.tar.gz'), '-C', root, 'database.json']);
    databaseJson = await readFile(path.join(root, 'database.json'));
  }, 120_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  let made = 0;
  /** An archive made by GNU tar from a folder that `build` fills beside a real database.json. */
  async function tarOf(build: (folder: string) => Promise<void>): Promise<string> {
    const folder = path.join(root, `tree-${++made}`);
    await mkdir(path.join(folder, 'uploads/products/p1'), { recursive: true });
    await writeFile(path.join(folder, 'database.json'), databaseJson);
    await build(folder);
    const file = path.join(root, `tar-${made}.tar.gz`);
    await run('tar', ['-czf', file, '-C', folder, 'database.json', 'uploads']);
    return file;
  }
  /** An archive written block by block (test/tar.ts), after a real database.json and uploads/. */
  async function craft(blocks: Buffer[]): Promise<string> {
    const file = path.join(root, `crafted-${++made}.tar.gz`);
    const start = [
      ...tarEntry({ name: 'database.json', data: databaseJson }),
      ...tarEntry({ name: 'uploads/', type: '5' }),
    ];
    await writeFile(file, tarGz([...start, ...blocks]));
    return file;
  }
  const emptyDataDir = () => path.join(root, `data-${++made}`);

  const plain = { name: 'uploads/products/p1/a.webp', data: 'RIFF' };
  const refused: [string, () => Promise<string>, RegExp][] = [
    [
      'a symlink to /etc/passwd',
      () => tarOf((f) => symlink('/etc/passwd', path.join(f, 'uploads/passwd.webp'))),
      /enlace simbólico en "uploads\/passwd.webp"/,
    ],
    [
      'a relative symlink climbing out',
      () => tarOf((f) => symlink('../../../../etc/hostname', path.join(f, 'uploads/h.webp'))),
      /enlace simbólico en "uploads\/h.webp"/,
    ],
    [
      'a linked folder',
      () => tarOf((f) => symlink('/etc', path.join(f, 'uploads/products/etc'))),
      /enlace simbólico en "uploads\/products\/etc"/,
    ],
    [
      'a hard link',
      () =>
        tarOf(async (f) => {
          await writeFile(path.join(f, 'uploads/products/p1/a.webp'), 'RIFF');
          await link(path.join(f, 'uploads/products/p1/a.webp'), path.join(f, 'uploads/b.webp'));
        }),
      /enlace duro/,
    ],
    [
      'a hard link to a file outside the archive',
      () => craft(tarEntry({ name: 'uploads/s.webp', type: '1', linkname: '/etc/shadow' })),
      /enlace duro en "uploads\/s.webp"/,
    ],
    [
      'a character device',
      () => craft(tarEntry({ name: 'uploads/null.webp', type: '3' })),
      /dispositivo de caracteres/,
    ],
    [
      'a block device',
      () => craft(tarEntry({ name: 'uploads/sda.webp', type: '4' })),
      /dispositivo de bloques/,
    ],
    ['a FIFO', () => craft(tarEntry({ name: 'uploads/fifo.webp', type: '6' })), /una FIFO/],
    [
      'a name with ..',
      () => craft(tarEntry({ ...plain, name: 'uploads/../../../etc/cron.d/x' })),
      /nombre no permitido \("uploads\/..\/..\/..\/etc\/cron.d\/x"\)/,
    ],
    [
      'an absolute name',
      () => craft(tarEntry({ ...plain, name: '/etc/cron.d/x' })),
      /nombre no permitido \("\/etc\/cron.d\/x"\)/,
    ],
    [
      'a name outside uploads/',
      () => craft(tarEntry({ ...plain, name: 'db/postgresql.conf' })),
      /nombre no permitido/,
    ],
    [
      'a .. name in a GNU long name',
      () => craft(longName(`uploads/${'x/'.repeat(60)}../../${'../'.repeat(60)}etc/x`, plain)),
      /nombre no permitido/,
    ],
    [
      'a .. name in a pax header over a plain one',
      () => craft(paxPath('../../etc/x', plain)),
      /nombre no permitido \("..\/..\/etc\/x"\)/,
    ],
    [
      'an image over the size limit',
      () => craft(tarEntry({ ...plain, declaredSize: RESTORE_LIMITS.fileBytes + 1 })),
      /supera el tamaño permitido \(64 MB\)/,
    ],
    [
      'not an archive',
      async () => {
        const file = path.join(root, `junk-${++made}.tar.gz`);
        await writeFile(file, 'no soy una copia');
        return file;
      },
      /no es una copia de la tienda/,
    ],
  ];

  it.each(refused)(
    'refuses %s and writes nothing',
    async (_case, make, message) => {
      const file = await make();
      const dataDir = emptyDataDir();
      const refusal = restoreBackup(file, { dataDir, databaseUrl: undefined });
      await expect(refusal).rejects.toBeInstanceOf(RestoreRefusedError);
      await expect(refusal).rejects.toThrow(message);
      expect(existsSync(dataDir)).toBe(false);
    },
    60_000,
  );

  it('npm run restore refuses a symlink or a hard link in Spanish and writes nothing', async () => {
    for (const file of [
      await tarOf((f) => symlink('/etc/passwd', path.join(f, 'uploads/passwd.webp'))),
      await craft(tarEntry({ name: 'uploads/s.webp', type: '1', linkname: '/etc/passwd' })),
    ]) {
      const dataDir = emptyDataDir();
      const refusal = cli('restore', [file], { DATA_DIR: dataDir });
      await expect(refusal).rejects.toMatchObject({
        stderr: expect.stringMatching(/enlace (simbólico|duro) en .*No se restauró nada/),
        stdout: expect.not.stringContaining('restaurado'),
      });
      expect(existsSync(dataDir)).toBe(false);
    }
  }, 60_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'npm run restore into PostgreSQL refuses a symlink before creating a table',
    async () => {
      const file = await tarOf((f) => symlink('/etc/passwd', path.join(f, 'uploads/p.webp')));
      const target = await createPostgresDatabase();
      try {
        await expect(
          cli('restore', [file], { DATA_DIR: emptyDataDir(), DATABASE_URL: target.url }),
        ).rejects.toMatchObject({ stderr: expect.stringMatching(/enlace simbólico/) });
        const database = await openDatabase({ databaseUrl: target.url });
        try {
          expect(await query(database.db, sql`select id from products`)).toEqual([]);
        } finally {
          await database.close();
        }
      } finally {
        await target.drop();
      }
    },
    60_000,
  );

  it('still restores a plain archive with folders and images', async () => {
    const file = await tarOf((f) => writeFile(path.join(f, 'uploads/products/p1/a.webp'), 'RIFF'));
    const dataDir = emptyDataDir();
    await restoreBackup(file, { dataDir, databaseUrl: undefined });
    expect(await readFile(path.join(dataDir, 'uploads/products/p1/a.webp'), 'utf8')).toBe('RIFF');
  }, 60_000);
});
