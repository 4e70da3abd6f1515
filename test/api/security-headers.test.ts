import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '#shared/api';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { type Database, openDatabase } from '#server/db/client';
import { createProduct, createTaxonomy } from '../factories';

const HARDENING = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Every source the shop needs, and why; anything more is a hole, anything less breaks a page. */
const EXPECTED_CSP = {
  'default-src': ["'self'"],
  // Only our own bundles: no inline script, no eval, no CDN.
  'script-src': ["'self'"],
  // MUI (emotion) injects <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Product images from /uploads; Leaflet's inlined PNGs and the admin's image compression
  // (data:); the contact map's tiles.
  'img-src': ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** Attribute names of every tag; quoted values are skipped, so text inside them stays inert. */
function attributeNames(html: string): string[] {
  const value = String.raw`(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?`;
  const tags = new RegExp(String.raw`<[a-z][^\s/>]*((?:\s+[^\s=>/]+${value})*)\s*/?>`, 'gi');
  const attribute = new RegExp(String.raw`\s+([^\s=>/]+)${value}`, 'g');
  return [...html.matchAll(tags)].flatMap((tag) =>
    [...(tag[1] ?? '').matchAll(attribute)].map((a) => (a[1] ?? '').toLowerCase()),
  );
}

/** Tests run from the repository root (npm scripts). */
const repoFile = (file: string) => path.resolve(file);

describe('security headers', () => {
  let app: FastifyInstance;
  let database: Database;
  let clientDir: string;
  let dataDir: string;
  let productId: string;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'shop-client-'));
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-data-'));
    await mkdir(path.join(clientDir, 'assets'));
    // The real page template, as Vite builds it into dist/client.
    await copyFile(repoFile('src/client/index.html'), path.join(clientDir, 'index.html'));
    await writeFile(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    await mkdir(path.join(dataDir, 'uploads', 'products', 'p'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads', 'products', 'p', 'i-400.webp'), 'RIFF');
    database = await openDatabase({});
    const taxonomy = await createTaxonomy(database.db, { area: 'Pisos y Revestimientos' });
    productId = await createProduct(database.db, {
      ...taxonomy,
      name: 'Porcelanato <img src=x onerror=alert(1)>',
    });
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' }),
      database,
      clientDir,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(clientDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  const answers: [string, InjectOptions][] = [
    ['API', { url: '/api/health' }],
    ['API write refused', { method: 'POST', url: '/api/orders', payload: {} }],
    ['API 404', { url: '/api/no-existe' }],
    ['HTML', { url: '/productos' }],
    ['asset', { url: '/assets/main-abc123.js' }],
    ['missing asset', { url: '/assets/no-existe.js' }],
    ['upload', { url: '/uploads/products/p/i-400.webp' }],
  ];

  it.each(answers)('%s answers carry the CSP and the hardening headers', async (_, request) => {
    const response = await app.inject(request);
    expect(response.headers).toMatchObject(HARDENING);
    expect(directives(String(response.headers['content-security-policy']))).toEqual(EXPECTED_CSP);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows the tile server the contact map really loads', async () => {
    const source = await readFile(repoFile('src/client/lib/leaflet-map.ts'), 'utf8');
    const tiles = /tileLayer\(\s*'([^']+)'/.exec(source)?.[1];
    expect(tiles).toBeDefined();
    expect(EXPECTED_CSP['img-src']).toContain(new URL(tiles ?? '').origin);
  });

  it('serves pages whose every script runs under script-src self: no inline code, no handlers', async () => {
    for (const url of ['/', '/productos', `/producto/${productId}`]) {
      const html = (await app.inject({ url })).body;
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) {
        const src = /\ssrc="([^"]*)"/.exec(attributes)?.[1];
        const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
        // Either our own file, or a data block the browser never executes.
        if (src !== undefined) expect(src).toMatch(/^\/(?!\/)/);
        else expect(['application/json', 'application/ld+json']).toContain(type);
      }
      const names = attributeNames(html);
      expect(names).toContain('content'); // the parser sees the page's attributes…
      expect(names.filter((name) => name.startsWith('on'))).toEqual([]); // …and no handler
      expect(html).not.toMatch(/javascript:/i);
    }
  });

  it('sends HSTS only when the shop is served over https', async () => {
    const secureDatabase = await openDatabase({});
    const secure = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://tienda.example' }),
      database: secureDatabase,
    });
    try {
      for (const url of ['/api/health', '/api/no-existe']) {
        const response = await secure.inject({ url });
        expect(response.headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await secure.close();
      await secureDatabase.close();
    }
  });
});

describe('error bodies', () => {
  const LEAKS =
    /\bat .+:\d+:\d+|node_modules|\/src\/|\/etc\/|select |from "|pglite|postgres|stack|constraint/i;

  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-data-'));
    database = await openDatabase({});
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' }),
      database,
    });
    // Test-only routes that fail the ways real code can.
    app.get('/api/test/bad-sql', async () => {
      await database.db.execute(sql`select secret from no_such_table where path = '/etc/passwd'`);
      return {};
    });
    app.get('/api/test/throw', async () => {
      throw new Error(`ENOENT: no such file or directory, open '${process.cwd()}/src/server/x.ts'`);
    });
    app.get('/api/test/library-4xx', async () => {
      throw Object.assign(
        new Error('duplicate key value violates unique constraint "users_pkey"'),
        {
          statusCode: 409,
        },
      );
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answer a failed query or a thrown error with the generic Spanish message only', async () => {
    for (const url of ['/api/test/bad-sql', '/api/test/throw']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'internal', message: GENERIC_ERROR_MESSAGE },
      });
    }
  });

  it('never pass on the message of a library error, even a 4xx one', async () => {
    const response = await app.inject({ url: '/api/test/library-4xx' });
    expect(response.statusCode).toBe(409);
    expect(response.body).not.toMatch(LEAKS);
  });

  it('carry no stack trace, SQL or file path for 404, malformed JSON, or a database gone', async () => {
    const answers = [
      await app.inject({ url: '/api/no-existe' }),
      await app.inject({ url: '/api/admin/products/%' }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      }),
    ];
    const closed = await openDatabase({});
    const broken = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' }),
      database: closed,
    });
    try {
      await broken.ready();
      await closed.close(); // every query now fails inside the driver
      answers.push(await broken.inject({ url: '/api/products?search=roble' }));
      answers.push(await broken.inject({ url: '/api/taxonomy' }));
    } finally {
      await broken.close();
    }
    expect(answers.map((a) => a.statusCode)).toEqual([404, 400, 400, 500, 500]);
    for (const answer of answers) {
      expect(answer.json().error.message).toMatch(/^[A-ZÁÉÍÓÚ¿¡]/);
      expect(answer.body).not.toMatch(LEAKS);
    }
  });
});
