import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { trash } from '../../src/server/db/schema';
import { trashProduct } from '../../src/server/services/trash';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import {
  TEST_PASSWORD,
  createDeliveryZone,
  createOrder,
  createProduct,
  createTaxonomy,
  createUser,
  createWithdrawal,
} from '../factories';
import { validBody } from '../payloads';
import { orderPayments } from '../../src/server/db/schema';

/**
 * Every API route, called as each kind of caller. The routes come from the app itself, so a
 * route added without a row here fails the first test.
 */
type Caller = 'anonymous' | 'editor' | 'super_admin' | 'deleted_user';
const CALLERS: Caller[] = ['anonymous', 'editor', 'super_admin', 'deleted_user'];

/** Who may call a route: everyone, any signed-in staff member, editors and up, super_admin. */
type Access = 'public' | 'staff' | 'super_admin';

interface Row {
  access: Access;
  /** The status an allowed caller gets. */
  ok: number;
  /** Builds a fresh request (its own records), so each caller meets the same situation. */
  request: () => Promise<InjectOptions>;
  /** Calls it with a new session of the role instead of the shared one (sign-in/out end it). */
  freshSession?: boolean;
}

function expectedStatus(row: Row, caller: Caller): number {
  if (row.access === 'public') return row.ok;
  if (caller === 'anonymous' || caller === 'deleted_user') return 401;
  if (row.access === 'super_admin' && caller === 'editor') return 403;
  return row.ok;
}

const UPLOAD_BOUNDARY = '----matrix-boundary';

describeEachEngine('authorization matrix', (engine) => {
  let t: TestApp;
  const registered = new Set<string>();
  const cookies = new Map<Caller, string | null>();
  let jpeg: Buffer;
  let address = 0;
  let superAdminId = '';

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      { ORDER_RATE_LIMIT: '1000' },
      {
        onRoute(route) {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods)
            if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
        },
      },
    );
    jpeg = await readFile(path.join(import.meta.dirname, '../fixtures/tile.jpg'));
    const superAdmin = await t.signIn('super_admin');
    superAdminId = superAdmin.userId;
    const deleted = await t.signIn('editor');
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${deleted.userId}`,
      headers: { cookie: superAdmin.cookie },
    });
    expect(removal.statusCode).toBe(204);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: deleted.cookie } });
    expect(me.json()).toEqual({ user: null });
    cookies.set('anonymous', null);
    cookies.set('editor', (await t.signIn('editor')).cookie);
    cookies.set('super_admin', superAdmin.cookie);
    cookies.set('deleted_user', deleted.cookie);
    const uploads = path.join(t.dataDir, 'uploads', 'products');
    await mkdir(uploads, { recursive: true });
    await writeFile(path.join(uploads, 'muestra.webp'), 'webp');
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const product = async () => createProduct(t.db, await createTaxonomy(t.db));
  /** A product in the Papelera: the trash row's id. */
  const trashedProduct = async () => {
    const id = await product();
    await trashProduct(t.db, id, superAdminId);
    const [row] = await t.db.select({ id: trash.id }).from(trash).where(eq(trash.itemKey, id));
    if (!row) throw new Error('the product is not in the trash');
    return row.id;
  };

  const deliveryZone = async () => {
    return createDeliveryZone(t.db);
  };
  const productBody = async () => validBody.product(await createTaxonomy(t.db));

  const matrix: Record<string, Row> = {
    'GET /api/health': { access: 'public', ok: 200, request: async () => ({ url: '/api/health' }) },
    'GET /api/settings': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/api/settings' }),
    },
    'POST /api/auth/login': {
      access: 'public',
      ok: 200,
      freshSession: true, // signing in ends the session the browser had
      request: async () => {
        const user = await createUser(t.db);
        return {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: user.password },
        };
      },
    },
    'POST /api/auth/logout': {
      access: 'public',
      ok: 204,
      freshSession: true,
      request: async () => ({ method: 'POST', url: '/api/auth/logout' }),
    },
    // Answers { user: null } to a visitor without a (live) session.
    'GET /api/auth/me': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/api/auth/me' }),
    },
    'GET /api/auth/verify': {
      access: 'public',
      ok: 302,
      request: async () => ({ url: '/api/auth/verify?token=desconocido' }),
    },
    // A fresh session: the password changes (to itself and back is refused), others end.
    'POST /api/auth/password': {
      access: 'staff',
      ok: 204,
      freshSession: true,
      request: async () => ({
        method: 'POST',
        url: '/api/auth/password',
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'otra-clave-larga' },
      }),
    },
    // The same answer whether or not the account exists.
    'POST /api/auth/password-reset/request': {
      access: 'public',
      ok: 202,
      request: async () => ({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: (await createUser(t.db)).email },
      }),
    },
    // A link that is not valid: 400 for everyone, signed in or not.
    'POST /api/auth/password-reset': {
      access: 'public',
      ok: 400,
      request: async () => ({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { token: 'x'.repeat(43), newPassword: 'otra-clave-larga' },
      }),
    },
    'GET /api/taxonomy': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/api/taxonomy' }),
    },
    'GET /api/products': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/api/products' }),
    },
    'GET /api/products/suggest': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/api/products/suggest?q=porcelanato' }),
    },
    'GET /api/products/:id': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: `/api/products/${await product()}` }),
    },
    'GET /robots.txt': { access: 'public', ok: 200, request: async () => ({ url: '/robots.txt' }) },
    'GET /sitemap.xml': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/sitemap.xml' }),
    },
    'GET /uploads/*': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/uploads/products/muestra.webp' }),
    },
    'POST /api/orders': {
      access: 'public',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: `10.9.0.${++address}`,
        payload: validBody.order(await product()),
      }),
    },
    'GET /api/orders/by-token/:token': {
      access: 'public',
      ok: 200,
      request: async () => {
        const accessToken = randomBytes(32).toString('base64url');
        await createOrder(t.db, { accessToken });
        return { url: `/api/orders/by-token/${accessToken}` };
      },
    },
    'GET /api/delivery-zones': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/api/delivery-zones' }),
    },
    'GET /api/admin/delivery-zones': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/delivery-zones' }),
    },
    'POST /api/admin/delivery-zones': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/admin/delivery-zones',
        payload: { kind: 'partido', value: `Partido ${randomUUID()}`, price: 1000 },
      }),
    },
    'PUT /api/admin/delivery-zones/:id': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/delivery-zones/${await deliveryZone()}`,
        payload: { kind: 'partido', value: `Partido ${randomUUID()}`, price: 2000 },
      }),
    },
    'DELETE /api/admin/delivery-zones/:id': {
      access: 'staff',
      ok: 204,
      request: async () => ({
        method: 'DELETE',
        url: `/api/admin/delivery-zones/${await deliveryZone()}`,
      }),
    },
    'GET /api/admin/products': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/products' }),
    },
    'GET /api/admin/products/brands': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/products/brands' }),
    },
    'POST /api/admin/products': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/admin/products',
        payload: await productBody(),
      }),
    },
    'PUT /api/admin/products/:id': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/products/${await product()}`,
        payload: { ...(await productBody()), imageIds: [] },
      }),
    },
    'DELETE /api/admin/products/:id': {
      access: 'staff',
      ok: 204,
      request: async () => ({ method: 'DELETE', url: `/api/admin/products/${await product()}` }),
    },
    'POST /api/admin/products/:id/images': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/products/${await product()}/images`,
        headers: { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="piso.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          jpeg,
          Buffer.from(`\r\n--${UPLOAD_BOUNDARY}--\r\n`),
        ]),
      }),
    },
    'POST /api/admin/products/:id/duplicate': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/products/${await product()}/duplicate`,
      }),
    },
    'PATCH /api/admin/products/:id/price': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PATCH',
        url: `/api/admin/products/${await product()}/price`,
        payload: { price: 12345 },
      }),
    },
    'GET /api/admin/products/:id/price-history': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: `/api/admin/products/${await product()}/price-history` }),
    },
    'GET /api/admin/price-batches': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/price-batches' }),
    },
    'POST /api/admin/price-batches/preview': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'POST',
        url: '/api/admin/price-batches/preview',
        payload: validBody.priceBatch([await product()]),
      }),
    },
    'POST /api/admin/price-batches': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/admin/price-batches',
        payload: validBody.priceBatch([await product()]),
      }),
    },
    'POST /api/admin/price-batches/:id/undo': {
      access: 'staff',
      ok: 200,
      request: async () => {
        const batch = await t.app.inject({
          method: 'POST',
          url: '/api/admin/price-batches',
          payload: validBody.priceBatch([await product()]),
          headers: { cookie: cookies.get('super_admin') ?? '' },
        });
        expect(batch.statusCode).toBe(201);
        return { method: 'POST', url: `/api/admin/price-batches/${batch.json().id}/undo` };
      },
    },
    'POST /api/admin/areas': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/admin/areas',
        payload: validBody.area(),
      }),
    },
    'PUT /api/admin/areas/:id': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/areas/${(await createTaxonomy(t.db)).areaId}`,
        payload: validBody.area(),
      }),
    },
    'DELETE /api/admin/areas/:id': {
      access: 'staff',
      ok: 204,
      request: async () => ({
        method: 'DELETE',
        url: `/api/admin/areas/${(await createTaxonomy(t.db)).areaId}`,
      }),
    },
    'POST /api/admin/categories': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/admin/categories',
        payload: validBody.category((await createTaxonomy(t.db)).areaId),
      }),
    },
    'PUT /api/admin/categories/:id': {
      access: 'staff',
      ok: 200,
      request: async () => {
        const { areaId, categoryId } = await createTaxonomy(t.db);
        return {
          method: 'PUT',
          url: `/api/admin/categories/${categoryId}`,
          payload: validBody.category(areaId),
        };
      },
    },
    'DELETE /api/admin/categories/:id': {
      access: 'staff',
      ok: 204,
      request: async () => ({
        method: 'DELETE',
        url: `/api/admin/categories/${(await createTaxonomy(t.db)).categoryId}`,
      }),
    },
    'POST /api/admin/subcategories': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/admin/subcategories',
        payload: validBody.subcategory((await createTaxonomy(t.db)).categoryId),
      }),
    },
    'PUT /api/admin/subcategories/:id': {
      access: 'staff',
      ok: 200,
      request: async () => {
        const { categoryId, subcategoryId } = await createTaxonomy(t.db);
        return {
          method: 'PUT',
          url: `/api/admin/subcategories/${subcategoryId}`,
          payload: validBody.subcategory(categoryId),
        };
      },
    },
    'DELETE /api/admin/subcategories/:id': {
      access: 'staff',
      ok: 204,
      request: async () => ({
        method: 'DELETE',
        url: `/api/admin/subcategories/${(await createTaxonomy(t.db)).subcategoryId}`,
      }),
    },
    'GET /api/admin/orders': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/orders' }),
    },
    'GET /api/admin/orders/:id': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: `/api/admin/orders/${(await createOrder(t.db)).id}` }),
    },
    'PATCH /api/admin/orders/:id/status': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PATCH',
        url: `/api/admin/orders/${(await createOrder(t.db)).id}/status`,
        payload: validBody.orderStatus(),
      }),
    },
    'POST /api/admin/orders/:id/payments': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/orders/${(await createOrder(t.db)).id}/payments`,
        payload: validBody.payment(),
      }),
    },
    'DELETE /api/admin/orders/:id/payments/:paymentId': {
      access: 'staff',
      ok: 200,
      request: async () => {
        const { id } = await createOrder(t.db);
        const [payment] = await t.db
          .insert(orderPayments)
          .values({
            orderId: id,
            amount: 100,
            paidOn: '2026-03-12',
            method: 'efectivo',
            recordedByName: 'Prueba',
          })
          .returning({ id: orderPayments.id });
        return { method: 'DELETE', url: `/api/admin/orders/${id}/payments/${payment?.id}` };
      },
    },
    'POST /api/admin/orders': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/admin/orders',
        payload: validBody.order(await createProduct(t.db)),
      }),
    },
    'PUT /api/admin/orders/:id/lines': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/orders/${(await createOrder(t.db)).id}/lines`,
        payload: validBody.orderLines(await createProduct(t.db)),
      }),
    },
    'POST /api/admin/orders/:id/notes': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/orders/${(await createOrder(t.db)).id}/notes`,
        payload: validBody.orderNote(),
      }),
    },
    'DELETE /api/admin/orders/:id': {
      access: 'staff',
      ok: 204,
      request: async () => ({
        method: 'DELETE',
        url: `/api/admin/orders/${(await createOrder(t.db)).id}`,
      }),
    },
    'GET /api/admin/users': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({ url: '/api/admin/users' }),
    },
    'POST /api/admin/users': {
      access: 'super_admin',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/admin/users',
        payload: validBody.newUser(),
      }),
    },
    'PATCH /api/admin/users/:id': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({
        method: 'PATCH',
        url: `/api/admin/users/${(await createUser(t.db)).id}`,
        payload: validBody.userUpdate(),
      }),
    },
    'POST /api/admin/users/:id/password-reset': {
      access: 'super_admin',
      ok: 202,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/users/${(await createUser(t.db)).id}/password-reset`,
      }),
    },
    'DELETE /api/admin/users/:id': {
      access: 'super_admin',
      ok: 204,
      request: async () => ({
        method: 'DELETE',
        url: `/api/admin/users/${(await createUser(t.db)).id}`,
      }),
    },
    'GET /api/admin/logs': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({ url: '/api/admin/logs' }),
    },
    'DELETE /api/admin/logs': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({ method: 'DELETE', url: '/api/admin/logs' }),
    },
    'GET /api/admin/activity': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({ url: '/api/admin/activity' }),
    },
    'GET /api/admin/trash': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({ url: '/api/admin/trash' }),
    },
    'POST /api/admin/trash/:id/restore': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/trash/${await trashedProduct()}/restore`,
      }),
    },
    'DELETE /api/admin/trash/:id': {
      access: 'super_admin',
      ok: 204,
      request: async () => ({
        method: 'DELETE',
        url: `/api/admin/trash/${await trashedProduct()}`,
      }),
    },
    'PUT /api/admin/settings': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: validBody.settings(),
      }),
    },
    'GET /api/legal/:slug': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/api/legal/privacidad' }),
    },
    'GET /api/admin/legal/:slug': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({ url: '/api/admin/legal/terminos' }),
    },
    'PUT /api/admin/legal/:slug': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: '/api/admin/legal/terminos',
        payload: { body: 'Términos de prueba.' },
      }),
    },
    'POST /api/withdrawals': {
      access: 'public',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/withdrawals',
        remoteAddress: `10.9.1.${++address}`,
        payload: validBody.withdrawal(),
      }),
    },
    'GET /api/admin/withdrawals': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/withdrawals' }),
    },
    'POST /api/admin/withdrawals/:id/attended': {
      access: 'staff',
      ok: 204,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/withdrawals/${await createWithdrawal(t.db)}/attended`,
      }),
    },
  };

  it('has a row for every route the app serves, and no row for a route it does not', () => {
    const routes = [...registered].filter((route) => !route.endsWith('/'));
    expect(routes.sort()).toEqual(Object.keys(matrix).sort());
  });

  async function cookieFor(caller: Caller, row: Row): Promise<string | null> {
    if (row.freshSession && (caller === 'editor' || caller === 'super_admin')) {
      return (await t.signIn(caller)).cookie;
    }
    return cookies.get(caller) ?? null;
  }

  const LEAKS =
    /\bat .+:\d+:\d+|node_modules|\/src\/server|\bselect\b.+\bfrom\b|\binsert into\b|\bsql\b/i;

  it.each(Object.keys(matrix))('%s answers each caller as its access rule says', async (route) => {
    const row = matrix[route]!;
    const seen: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const caller of CALLERS) {
      const request = await row.request();
      const cookie = await cookieFor(caller, row);
      const response = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
      });
      seen[caller] = response.statusCode;
      wanted[caller] = expectedStatus(row, caller);
      if (response.statusCode >= 400) {
        expect(response.json().error.message).toMatch(/[a-záéíóúñ]/i);
        expect(response.body).not.toMatch(LEAKS);
      }
    }
    expect(seen).toEqual(wanted);
  });
});
