import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { createStorefront } from '#client/render-page';
import { withBootData } from '#server/plugins/pages';
import { bootQueries } from '../pages';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { createProduct } from '../factories';

describe('what the browser downloads', () => {
  let app: FastifyInstance;
  let clientDir: string;
  let dataDir: string;
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'shop-client-'));
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-data-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>Tienda</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(clientDir, 'assets', 'main-abc123.js'), script);
    await writeFile(
      path.join(clientDir, 'assets', 'main-abc123.js.br'),
      brotliCompressSync(script),
    );
    const database = await openDatabase({});
    for (let i = 0; i < 15; i++) await createProduct(database.db);
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' }),
      database,
      clientDir,
      storefront: createStorefront,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(clientDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('hashed assets: the build’s brotli file when accepted, cached for a year', async () => {
    const response = await app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('HTML carries the shop settings as inert JSON, so the first render waits for no request', async () => {
    const html = (await app.inject({ url: '/contacto' })).body;
    expect(html).toMatch(/<script type="application\/json" id="boot-data">.*?<\/script><\/head>/s);
    expect(bootQueries(html)).toEqual([{ key: ['settings'], data: DEFAULT_SHOP_SETTINGS }]);
  });

  it('boot data cannot close its element, whatever the settings say', () => {
    const name = '</script><script>alert(1)</script>';
    const html = withBootData('<head></head>', {
      queries: { queries: [{ queryKey: ['settings'], state: { data: { name } } }], mutations: [] },
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(bootQueries(html)[0]?.data).toEqual({ name });
  });

  it('HTML is revalidated on every visit', async () => {
    const response = await app.inject({ url: '/productos' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('catalogue JSON compressed as the browser asks, identical once decoded', async () => {
    const plain = await app.inject({ url: '/api/products' });
    const br = await app.inject({ url: '/api/products', headers: { 'accept-encoding': 'br' } });
    const gzip = await app.inject({ url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
