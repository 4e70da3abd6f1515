import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { type TestApp, createTestApp } from '../app';
import { ENGINES, describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';
import { validBody } from '../payloads';

describeEachEngine('catalogue answers are cached and never stale', (engine) => {
  let t: TestApp;
  let cookie: string;
  let productId: string;
  let taxonomy: Awaited<ReturnType<typeof createTaxonomy>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = (await t.signIn('editor')).cookie;
    taxonomy = await createTaxonomy(t.db, { area: 'Pisos y Revestimientos' });
    productId = await createProduct(t.db, { ...taxonomy, name: 'Roble Cache', price: 1000 });
  });
  afterAll(async () => {
    await t.close();
  });

  const listPrice = async (app: FastifyInstance) =>
    (await app.inject({ url: '/api/products?search=roble%20cache' })).json().items[0]?.price;
  const productPrice = async (app: FastifyInstance) =>
    (await app.inject({ url: `/api/products/${productId}` })).json().price;
  const setPrice = (price: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}`,
      headers: { cookie },
      payload: { ...validBody.product(taxonomy), name: 'Roble Cache', price, imageIds: [] },
    });

  it('shows a price change at once in the list and on the product page', async () => {
    expect(await listPrice(t.app)).toBe(1000);
    expect(await productPrice(t.app)).toBe(1000);
    expect((await setPrice(1200)).statusCode).toBe(200);
    expect(await listPrice(t.app)).toBe(1200);
    expect(await productPrice(t.app)).toBe(1200);
  });

  it('shows taxonomy changes at once', async () => {
    const names = async () =>
      (await t.app.inject({ url: '/api/taxonomy' }))
        .json()
        .areas.map((a: { name: string }) => a.name);
    expect(await names()).not.toContain('Exteriores');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/areas',
      headers: { cookie },
      payload: { ...validBody.area(), name: 'Exteriores' },
    });
    expect(created.statusCode).toBe(201);
    expect(await names()).toContain('Exteriores');
  });

  it('lets the browser revalidate: an ETag, 304 while unchanged, a new ETag after a change', async () => {
    const first = await t.app.inject({ url: '/api/products' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: '/api/products', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await setPrice(1300);
    const changed = await t.app.inject({
      url: '/api/products',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('does not keep a failed load: an unknown product stays a 404 until it exists', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ url: `/api/products/${unknown}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/products/${unknown}` })).statusCode).toBe(404);
  });
});

describe.runIf(ENGINES.includes('postgres'))('two server processes on one PostgreSQL', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDatabase: Database;
  let dataDir: string;

  beforeAll(async () => {
    first = await createTestApp('postgres');
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-second-'));
    secondDatabase = await openDatabase({ databaseUrl: first.databaseUrl });
    second = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' }),
      database: secondDatabase,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a price changed through one process is seen by the other, whose answer was cached', async () => {
    const taxonomy = await createTaxonomy(first.db, { area: 'Pisos y Revestimientos' });
    const id = await createProduct(first.db, { ...taxonomy, name: 'Nogal Compartido', price: 500 });
    const priceSeenBySecond = async () =>
      (await second.inject({ url: `/api/products/${id}` })).json().price;
    expect(await priceSeenBySecond()).toBe(500); // now cached in the second process
    const { cookie } = await first.signIn('editor');
    const changed = await first.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: { cookie },
      payload: {
        ...validBody.product(taxonomy),
        name: 'Nogal Compartido',
        price: 650,
        imageIds: [],
      },
    });
    expect(changed.statusCode).toBe(200);
    await expect.poll(priceSeenBySecond, { timeout: 2000, interval: 20 }).toBe(650);
  });
});
