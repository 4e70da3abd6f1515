import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { exportDatabase } from '#server/db/snapshot';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import {
  TEST_PASSWORD,
  createOrder,
  createProduct,
  createTaxonomy,
  createUser,
  createDeliveryZone,
} from '../factories';
import { validBody } from '../payloads';

/**
 * Property: whatever a client throws at a write route — random JSON, wrong types, huge or
 * exotic strings, negative, NaN or infinite numbers, deep nesting, malformed JSON — the answer
 * is a 4xx with a Spanish message and the database is exactly as it was.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Target {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  /** A body the route accepts; the properties break it. */
  valid: Record<string, Json>;
}

/** Placeholders for what JSON cannot hold; swapped for raw tokens after JSON.stringify. */
const RAW_TOKENS = {
  '"__NaN__"': 'NaN',
  '"__Infinity__"': 'Infinity',
  '"__-Infinity__"': '-Infinity',
};

function serialize(body: Json): string {
  let text = JSON.stringify(body);
  for (const [placeholder, token] of Object.entries(RAW_TOKENS))
    text = text.replaceAll(placeholder, token);
  return text;
}

function nested(depth: number): Json {
  let value: Json = 'fondo';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Values no field of any route accepts: each is the wrong type or out of every range. */
const badValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>('__NaN__', '__Infinity__', '__-Infinity__', -1, -1e300, 1e300),
  fc.integer({ min: 50, max: 2000 }).map(nested),
  // Longer than any text field allows, counted in code points as the schemas count.
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
    .map((s) => `x${s}`.repeat(Math.ceil(6000 / [...`x${s}`].length))),
  fc
    .array(fc.jsonValue() as fc.Arbitrary<Json>, { minLength: 1, maxLength: 5 })
    .map((items) => [[...items], { x: 1 }]),
  fc
    .dictionary(fc.string(), fc.jsonValue() as fc.Arbitrary<Json>, { maxKeys: 4 })
    .map((o) => ({ ...o, __extra: [1] })),
);

/** Paths to every leaf of a body (object keys and array indexes). */
function leafPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...prefix, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

function replaceAt(body: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(body))
    return body.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  if (body !== null && typeof body === 'object') {
    return {
      ...body,
      [head as string]: replaceAt(body[head as string] ?? null, rest, replacement),
    };
  }
  return body;
}

/** A valid body with one field (at any depth) made bad. */
const brokenBody = (valid: Json): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...leafPaths(valid)), badValue)
    .map(([path, bad]) => serialize(replaceAt(valid, path, bad)));

/** Anything at all as the body text: random JSON values, random text, truncated JSON. */
const randomText = (valid: Json): fc.Arbitrary<string> =>
  fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.nat({ max: JSON.stringify(valid).length - 1 }).map((n) => JSON.stringify(valid).slice(0, n)),
    fc.constantFrom('', '{}', '[]', 'null', '{"__proto__": {"admin": true}}', '{"a":1,"a":2}'),
  );

describeEachEngine('every write route refuses bad input', (engine) => {
  let t: TestApp;
  let cookie: string;
  const targets: Record<string, Target> = {};

  beforeAll(async () => {
    t = await createTestApp(engine, { ORDER_RATE_LIMIT: '100000' });
    cookie = (await t.signIn('super_admin')).cookie;
    const taxonomy = await createTaxonomy(t.db, { area: 'Pisos y Revestimientos' });
    const productId = await createProduct(t.db, taxonomy);
    const orderId = (await createOrder(t.db)).id;
    const editorId = (await createUser(t.db)).id;
    const zoneId = await createDeliveryZone(t.db);
    const product = validBody.product(taxonomy);
    Object.assign(targets, {
      'sign-in': {
        method: 'POST',
        url: '/api/auth/login',
        valid: { email: 'alguien@example.com', password: 'una-clave-larga' },
      },
      'place an order': { method: 'POST', url: '/api/orders', valid: validBody.order(productId) },
      'create a product': { method: 'POST', url: '/api/admin/products', valid: product },
      'edit a product': {
        method: 'PUT',
        url: `/api/admin/products/${productId}`,
        valid: { ...product, imageIds: [] },
      },
      'create an area': { method: 'POST', url: '/api/admin/areas', valid: validBody.area() },
      'preview a bulk price change': {
        method: 'POST',
        url: '/api/admin/price-batches/preview',
        valid: validBody.priceBatch([productId]),
      },
      'apply a bulk price change': {
        method: 'POST',
        url: '/api/admin/price-batches',
        valid: validBody.priceBatch([productId]),
      },
      'edit an area': {
        method: 'PUT',
        url: `/api/admin/areas/${taxonomy.areaId}`,
        valid: validBody.area(),
      },
      'create a category': {
        method: 'POST',
        url: '/api/admin/categories',
        valid: validBody.category(taxonomy.areaId),
      },
      'edit a category': {
        method: 'PUT',
        url: `/api/admin/categories/${taxonomy.categoryId}`,
        valid: validBody.category(taxonomy.areaId),
      },
      'create a subcategory': {
        method: 'POST',
        url: '/api/admin/subcategories',
        valid: validBody.subcategory(taxonomy.categoryId),
      },
      'edit a subcategory': {
        method: 'PUT',
        url: `/api/admin/subcategories/${taxonomy.subcategoryId}`,
        valid: validBody.subcategory(taxonomy.categoryId),
      },
      'change an order status': {
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/status`,
        valid: validBody.orderStatus(),
      },
      'add a delivery zone': {
        method: 'POST',
        url: '/api/admin/delivery-zones',
        valid: { kind: 'postal_code', value: '6700', price: 9000 },
      },
      'edit a delivery zone': {
        method: 'PUT',
        url: `/api/admin/delivery-zones/${zoneId}`,
        valid: { kind: 'partido', value: 'Luján', price: 15000 },
      },
      'record a payment': {
        method: 'POST',
        url: `/api/admin/orders/${orderId}/payments`,
        valid: validBody.payment(),
      },
      'take an order by phone': {
        method: 'POST',
        url: '/api/admin/orders',
        valid: validBody.order(productId),
      },
      'edit the lines of an order': {
        method: 'PUT',
        url: `/api/admin/orders/${orderId}/lines`,
        valid: validBody.orderLines(productId),
      },
      'add an order note': {
        method: 'POST',
        url: `/api/admin/orders/${orderId}/notes`,
        valid: validBody.orderNote(),
      },
      'change own password': {
        method: 'POST',
        url: '/api/auth/password',
        valid: { currentPassword: TEST_PASSWORD, newPassword: 'otra-clave-larga' },
      },
      'ask for a reset link': {
        method: 'POST',
        url: '/api/auth/password-reset/request',
        valid: { email: 'alguien@example.com' },
      },
      'reset with a link': {
        method: 'POST',
        url: '/api/auth/password-reset',
        valid: { token: 'x'.repeat(43), newPassword: 'otra-clave-larga' },
      },
      'create a user': { method: 'POST', url: '/api/admin/users', valid: validBody.newUser() },
      'edit a user': {
        method: 'PATCH',
        url: `/api/admin/users/${editorId}`,
        valid: validBody.userUpdate(),
      },
      // The legal texts (PUT /api/admin/legal/:slug) take up to 20,000 characters, so this
      // sweep's long strings are valid there: test/api/legal-pages.test.ts covers its bad input.
      'save the shop settings': {
        method: 'PUT',
        url: '/api/admin/settings',
        valid: validBody.settings(),
      },
      'ask to withdraw from a purchase': {
        method: 'POST',
        url: '/api/withdrawals',
        valid: validBody.withdrawal(),
      },
      'share a cart': {
        method: 'POST',
        url: '/api/shared-carts',
        valid: {
          lines: [
            {
              productId: '0b6c4a52-3f7e-4d2a-9c1e-8a5b7d9e0f12',
              quantity: 12,
              squareMeters: 14.7,
              includeWaste: true,
              pattern: 'espiga',
            },
          ],
        },
      },
    } satisfies Record<string, Target>);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  let address = 0;
  const send = (options: InjectOptions) =>
    t.app.inject({
      remoteAddress: `10.77.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`,
      ...options,
      headers: { cookie, ...options.headers },
    });

  function expectRefusal(response: LightMyRequestResponse): void {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    const message: unknown = response.json().error?.message;
    expect(typeof message, response.body).toBe('string');
    // The answer's message and every field's message: a person or a client reads them all.
    const fields = Object.values((response.json().error?.fields ?? {}) as Record<string, unknown>);
    for (const text of [message, ...fields]) {
      expect(typeof text, response.body).toBe('string');
      expect(text, response.body).toMatch(/^[¿¡A-ZÁÉÍÓÚÑ]/);
      expect(text, response.body).not.toMatch(
        /\b(the|invalid|expected|required|must|received|too|string|number|array|object)\b/i,
      );
    }
  }

  const ROUTES = [
    'sign-in',
    'place an order',
    'create a product',
    'edit a product',
    'create an area',
    'preview a bulk price change',
    'apply a bulk price change',
    'edit an area',
    'create a category',
    'edit a category',
    'create a subcategory',
    'edit a subcategory',
    'change an order status',
    'record a payment',
    'add an order note',
    'edit the lines of an order',
    'take an order by phone',
    'add a delivery zone',
    'edit a delivery zone',
    'change own password',
    'ask for a reset link',
    'reset with a link',
    'create a user',
    'edit a user',
    'save the shop settings',
    'ask to withdraw from a purchase',
    'share a cart',
  ];

  it('lists a valid body that each route accepts (so the broken ones are near misses)', () => {
    expect(Object.keys(targets).sort()).toEqual([...ROUTES].sort());
  });

  it.each(ROUTES)('%s: a 4xx in Spanish for any bad body, and nothing changes', async (name) => {
    const target = targets[name]!;
    const before = (await exportDatabase(t.db)).tables;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(brokenBody(target.valid), randomText(target.valid)),
        async (payload) => {
          expectRefusal(
            await send({
              method: target.method,
              url: target.url,
              headers: { 'content-type': 'application/json' },
              payload,
            }),
          );
        },
      ),
      { numRuns: 40 },
    );
    expect((await exportDatabase(t.db)).tables).toEqual(before);
  });

  it.each(ROUTES)('%s: a control character in any text field is refused', async (name) => {
    const target = targets[name]!;
    const before = (await exportDatabase(t.db)).tables;
    const textPaths = leafPaths(target.valid).filter(
      (path) =>
        typeof path.reduce<Json>((v, k) => (v as Record<string, Json>)[k]!, target.valid) ===
        'string',
    );
    expect(textPaths.length).toBeGreaterThan(0);
    for (const path of textPaths) {
      for (const control of ['\u0000', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066']) {
        const original = path.reduce<Json>((v, k) => (v as Record<string, Json>)[k]!, target.valid);
        const response = await send({
          method: target.method,
          url: target.url,
          headers: { 'content-type': 'application/json' },
          payload: serialize(replaceAt(target.valid, path, `${String(original)}${control}x`)),
        });
        expectRefusal(response);
        expect(response.statusCode, `${path.join('.')} ${response.body}`).toBe(400);
      }
    }
    expect((await exportDatabase(t.db)).tables).toEqual(before);
  });

  it.each(ROUTES)('%s: a wrong content type or an oversized body is refused', async (name) => {
    const target = targets[name]!;
    const before = (await exportDatabase(t.db)).tables;
    expectRefusal(
      await send({
        method: target.method,
        url: target.url,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(target.valid),
      }),
    );
    expectRefusal(
      await send({
        method: target.method,
        url: target.url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...target.valid, relleno: 'x'.repeat(400 * 1024) }),
      }),
    );
    expect((await exportDatabase(t.db)).tables).toEqual(before);
  });

  it('unknown or malformed ids in paths get a 4xx and delete nothing', async () => {
    const before = (await exportDatabase(t.db)).tables;
    const paths = [
      '/api/admin/products/',
      '/api/admin/areas/',
      '/api/admin/categories/',
      '/api/admin/subcategories/',
      '/api/admin/orders/',
      '/api/admin/users/',
      '/api/admin/delivery-zones/',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.oneof(
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }),
          fc.uuid(),
          fc.integer().map(String),
          fc.constantFrom('-1', '0', '1e99', 'NaN', '../../etc/passwd'),
          // Already encoded, some of it malformed: sent as is.
          fc
            .constantFrom('%', '%zz', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%00')
            .map((raw) => ({ raw })),
        ),
        async (base, id) => {
          const segment = typeof id === 'string' ? encodeURIComponent(id) : id.raw;
          expectRefusal(await send({ method: 'DELETE', url: `${base}${segment}` }));
        },
      ),
      { numRuns: 60 },
    );
    expect((await exportDatabase(t.db)).tables).toEqual(before);
  });
});
