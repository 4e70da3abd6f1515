import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { orderLines, orders, products } from '../src/server/db/schema';
import { type DatabaseSnapshot, exportDatabase } from '../src/server/db/snapshot';
import { storeProductImage } from '../src/server/services/images';
import { localStorage } from '../src/server/services/storage';
import { createProduct, createTaxonomy, createUser } from './factories';

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

describe('backup and restore', () => {
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
      const pg = await import('pg');
      const serverUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `shop_restore_${Date.now()}`;
      const admin = new pg.default.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        await cli('restore', [archive], {
          DATA_DIR: path.join(root, 'pg-files'),
          DATABASE_URL: url.toString(),
        });
        const database = await openDatabase({ databaseUrl: url.toString() });
        try {
          expect((await exportDatabase(database.db)).tables).toEqual(before.tables);
        } finally {
          await database.close();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );
});
