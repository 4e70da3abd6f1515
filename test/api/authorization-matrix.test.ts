import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { products, trash } from '#server/db/schema';
import { storeProductImage } from '#server/lib/images';
import { trashProduct } from '#server/modules/trash/trash';
import { DEFAULT_HOME_CONTENT } from '#server/modules/content/home';
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
import { multipart, validBody } from '../payloads';
import { shopToday } from '#shared/shop-clock';
import {
  orderPayments,
  purchaseOrderLines,
  purchaseOrders,
  stockLots,
  suppliers,
} from '#server/db/schema';
import { hashToken, newToken } from '#server/lib/tokens';
import { CHECKOUT_ACTOR, reserveForOrder } from '#server/modules/stock/reservations';

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

/** A route's declared answers by status (fastify-type-provider-zod encodes them). */
type ResponseSchemas = Partial<Record<number, z.ZodType>>;

/**
 * Routes whose success is JSON without a declared response schema, and why. Everything else
 * answering JSON declares one (the matrix's calls are parsed with it).
 */
const UNDECLARED_ANSWERS: { pattern: RegExp; why: string }[] = [
  {
    pattern: /^GET \/api\/(products|taxonomy)(\/|$)/,
    why: 'cached catalogue answers, sent as prepared JSON text (catalog tests parse them)',
  },
];

/** A tracked product with two lots and an order holding 2 boxes of the first (stock routes). */
async function reservedLine(
  db: TestApp['db'],
): Promise<{ orderId: number; productId: string; lotId: string }> {
  const productId = await createProduct(db, { trackStock: true });
  const lots = await db
    .insert(stockLots)
    .values(['A', 'B'].map((code) => ({ productId, code, receivedOn: '2026-11-01', onHand: 5 })))
    .returning({ id: stockLots.id, code: stockLots.code });
  const other = lots.find((lot) => lot.code === 'B');
  if (!other) throw new Error('no lot B');
  const order = await createOrder(db, { lines: [{ productId, quantity: 2 }] });
  await reserveForOrder(db, order.id, [{ productId, quantity: 2 }], CHECKOUT_ACTOR);
  return { orderId: order.id, productId, lotId: other.id };
}

/** A supplier with e-mail, a tracked product and a purchase order of it (purchasing routes). */
async function purchaseOrderIn(db: TestApp['db'], status: 'draft' | 'sent') {
  const productId = await createProduct(db, { trackStock: true });
  const [supplier] = await db
    .insert(suppliers)
    .values({ name: `Proveedor ${randomUUID()}`, email: 'ventas@proveedor.example' })
    .returning({ id: suppliers.id });
  if (!supplier) throw new Error('no supplier');
  const token = newToken();
  const [order] = await db
    .insert(purchaseOrders)
    .values({
      supplierId: supplier.id,
      status,
      createdBy: 'Dueña',
      accessTokenHash: status === 'sent' ? hashToken(token) : null,
    })
    .returning({ id: purchaseOrders.id });
  if (!order) throw new Error('no purchase order');
  const [line] = await db
    .insert(purchaseOrderLines)
    .values({
      purchaseOrderId: order.id,
      position: 0,
      productId,
      productName: 'Pastina',
      quantity: 5,
      expectedCost: 100,
    })
    .returning({ id: purchaseOrderLines.id });
  if (!line) throw new Error('no purchase order line');
  return { id: order.id, supplierId: supplier.id, productId, lineId: line.id, token };
}

describeEachEngine('authorization matrix', (engine) => {
  let t: TestApp;
  const registered = new Set<string>();
  const answers = new Map<string, ResponseSchemas>();
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
          const response = (route.schema?.response ?? {}) as ResponseSchemas;
          for (const method of methods) {
            if (method === 'HEAD') continue;
            registered.add(`${method} ${route.url}`);
            answers.set(`${method} ${route.url}`, response);
          }
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
  /** A CSV that sets the price of a product found by its código. */
  const priceSheet = async (url: string): Promise<InjectOptions> => {
    const code = `MX-${randomUUID()}`;
    await createProduct(t.db, { ...(await createTaxonomy(t.db)), code });
    const form = multipart(
      'precios.csv',
      'text/csv',
      Buffer.from(`Código;Precio\n${code};12.345\n`),
    );
    return {
      method: 'POST',
      url,
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    };
  };

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
    // An address that was never a category page: 404 for everyone (category-redirects.test.ts
    // has the ones that lead somewhere).
    'GET /api/taxonomy/redirect': {
      access: 'public',
      ok: 404,
      request: async () => ({ url: '/api/taxonomy/redirect?path=/productos/nada' }),
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
    'GET /feeds/google.xml': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/feeds/google.xml' }),
    },
    'GET /feeds/meta.csv': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/feeds/meta.csv' }),
    },
    'GET /feeds/images/:productId/:file': {
      access: 'public',
      ok: 200,
      request: async () => {
        const id = await product();
        const image = await storeProductImage(
          t.app.shop.storage,
          id,
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
            .png()
            .toBuffer(),
        );
        await t.db
          .update(products)
          .set({ images: [image] })
          .where(eq(products.id, id));
        return { url: `/feeds/images/${id}/${image.id}.jpg` };
      },
    },
    'GET /og/producto/:file': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: `/og/producto/${await product()}.jpg` }),
    },
    'GET /og/inicio.jpg': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/og/inicio.jpg' }),
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
    'GET /api/orders/by-token/:token/presupuesto': {
      access: 'public',
      ok: 200,
      request: async () => {
        const accessToken = randomBytes(32).toString('base64url');
        await createOrder(t.db, { accessToken });
        return { url: `/api/orders/by-token/${accessToken}/presupuesto` };
      },
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
    'GET /api/payments/options': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/api/payments/options' }),
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
    'GET /api/visualizer/:id': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: `/api/visualizer/${await product()}` }),
    },
    'GET /api/admin/products/:id/texture': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: `/api/admin/products/${await product()}/texture` }),
    },
    'PUT /api/admin/products/:id/texture': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/products/${await product()}/texture`,
        headers: { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="textura.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          jpeg,
          Buffer.from(`\r\n--${UPLOAD_BOUNDARY}--\r\n`),
        ]),
      }),
    },
    'DELETE /api/admin/products/:id/texture': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'DELETE',
        url: `/api/admin/products/${await product()}/texture`,
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
    'GET /api/admin/product-sheets/export': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/product-sheets/export?format=csv' }),
    },
    'POST /api/admin/product-sheets/check': {
      access: 'staff',
      ok: 200,
      request: async () => priceSheet('/api/admin/product-sheets/check'),
    },
    'POST /api/admin/product-sheets/import': {
      access: 'staff',
      ok: 200,
      request: async () => priceSheet('/api/admin/product-sheets/import'),
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
    'GET /api/admin/taxonomy/product-counts': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/taxonomy/product-counts' }),
    },
    'PUT /api/admin/areas/:id/order': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/areas/${(await createTaxonomy(t.db)).areaId}/order`,
        payload: { order: 1 },
      }),
    },
    'PUT /api/admin/categories/:id/order': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/categories/${(await createTaxonomy(t.db)).categoryId}/order`,
        payload: { order: 1 },
      }),
    },
    'PUT /api/admin/subcategories/:id/order': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/subcategories/${(await createTaxonomy(t.db)).subcategoryId}/order`,
        payload: { order: 1 },
      }),
    },
    'GET /api/admin/orders': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/orders' }),
    },
    'GET /api/admin/orders/:id/documents/:kind': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        url: `/api/admin/orders/${(await createOrder(t.db)).id}/documents/remito`,
      }),
    },
    'GET /api/admin/orders/export': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/orders/export?format=csv&rows=linea' }),
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
    // This app has no Mercado Pago: staff reach the route and hear it is not configured (409).
    'POST /api/admin/orders/:id/payments/:paymentId/refund': {
      access: 'staff',
      ok: 409,
      request: async () => {
        const { id } = await createOrder(t.db);
        const [payment] = await t.db
          .insert(orderPayments)
          .values({
            orderId: id,
            amount: 100,
            paidOn: '2026-03-12',
            method: 'mercado_pago',
            recordedByName: 'Mercado Pago',
            mercadoPagoPaymentId: '1234567',
          })
          .returning({ id: orderPayments.id });
        return {
          method: 'POST',
          url: `/api/admin/orders/${id}/payments/${payment?.id}/refund`,
          payload: { amount: 50, idempotencyKey: randomUUID() },
        };
      },
    },
    'POST /api/admin/orders/:id/refunds': {
      access: 'staff',
      ok: 201,
      request: async () => {
        const { id } = await createOrder(t.db);
        await t.db.insert(orderPayments).values({
          orderId: id,
          amount: 100,
          paidOn: shopToday(),
          method: 'efectivo',
          recordedByName: 'Prueba',
        });
        return {
          method: 'POST',
          url: `/api/admin/orders/${id}/refunds`,
          payload: { ...validBody.payment(), amount: 10, reference: 'Recibo 1' },
        };
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
    'POST /api/admin/orders/:id/renew-quote': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/orders/${(await createOrder(t.db)).id}/renew-quote`,
        payload: { version: 1 },
      }),
    },
    'PUT /api/admin/orders/:id/delivery': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/orders/${(await createOrder(t.db)).id}/delivery`,
        payload: { version: 1, cost: 20000, date: '2026-12-10', reason: 'Cotizado por teléfono' },
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
    'GET /api/admin/stock': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/stock?low=true' }),
    },
    'GET /api/admin/stock/export': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/stock/export' }),
    },
    'GET /api/admin/stock/low': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/stock/low' }),
    },
    'GET /api/admin/stock/products/:id': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: `/api/admin/stock/products/${await createProduct(t.db)}` }),
    },
    'PUT /api/admin/stock/products/:id/settings': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/stock/products/${await createProduct(t.db)}/settings`,
        payload: { trackStock: true, backorderDays: 10, lowStockThreshold: 4 },
      }),
    },
    'POST /api/admin/stock/products/:id/ingresos': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/stock/products/${await createProduct(t.db, { trackStock: true })}/ingresos`,
        payload: { code: 'L1', receivedOn: '2026-11-01', quantity: 5 },
      }),
    },
    'POST /api/admin/stock/ingresos/import': {
      access: 'staff',
      ok: 201,
      request: async () => {
        // Its own código and lote each time: the same bytes twice would be a 409.
        const code = `IMP-${randomUUID()}`;
        await createProduct(t.db, { code, trackStock: true });
        const form = multipart(
          'ingresos.csv',
          'text/csv',
          Buffer.from(`Código;Lote;Cajas\n${code};L-${randomUUID()};12\n`),
        );
        return {
          method: 'POST',
          url: '/api/admin/stock/ingresos/import?dryRun=false',
          headers: { 'content-type': form.contentType },
          payload: form.payload,
        };
      },
    },
    'POST /api/admin/stock/lots/:lotId/adjustments': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/stock/lots/${(await reservedLine(t.db)).lotId}/adjustments`,
        payload: { delta: 2, reason: 'Inventario' },
      }),
    },
    'GET /api/admin/stock/products/:id/movements': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        url: `/api/admin/stock/products/${(await reservedLine(t.db)).productId}/movements`,
      }),
    },
    'GET /api/admin/stock/orders/:id/lots': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        url: `/api/admin/stock/orders/${(await reservedLine(t.db)).orderId}/lots`,
      }),
    },
    'PUT /api/admin/stock/orders/:id/lots': {
      access: 'staff',
      ok: 200,
      request: async () => {
        const line = await reservedLine(t.db);
        return {
          method: 'PUT',
          url: `/api/admin/stock/orders/${line.orderId}/lots`,
          payload: { productId: line.productId, lotId: line.lotId },
        };
      },
    },
    'GET /api/admin/backups': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({ url: '/api/admin/backups' }),
    },
    'POST /api/admin/backups': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({ method: 'POST', url: '/api/admin/backups' }),
    },
    'GET /api/admin/backups/:id/archivo': {
      access: 'super_admin',
      ok: 200,
      request: async () => {
        const run = await t.app.shop.backups.takeManual('Matriz');
        return { url: `/api/admin/backups/${run.id}/archivo` };
      },
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
    'GET /api/admin/settings/mercado-pago': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({ url: '/api/admin/settings/mercado-pago' }),
    },
    'GET /api/admin/invoicing': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/invoicing' }),
    },
    'PUT /api/admin/invoicing': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: '/api/admin/invoicing',
        payload: {
          cuit: '20123456786',
          vatCondition: 'responsable_inscripto',
          pointOfSale: 3,
          activityStart: '2015-03-01',
          environment: 'homologacion',
        },
      }),
    },
    'GET /api/admin/orders/:id/invoice': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: `/api/admin/orders/${(await createOrder(t.db)).id}/invoice` }),
    },
    // Without ARCA's certificate the shop does not invoice: staff get the Spanish refusal.
    'POST /api/admin/orders/:id/invoice': {
      access: 'staff',
      ok: 409,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/orders/${(await createOrder(t.db)).id}/invoice`,
      }),
    },
    'PUT /api/admin/orders/:id/fiscal-data': {
      access: 'staff',
      ok: 204,
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/orders/${(await createOrder(t.db)).id}/fiscal-data`,
        payload: { taxId: '20123456786', vatCondition: 'responsable_inscripto' },
      }),
    },
    'GET /api/home': {
      access: 'public',
      ok: 200,
      request: async () => ({ url: '/api/home' }),
    },
    'GET /api/admin/home': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/home' }),
    },
    'PUT /api/admin/home': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: '/api/admin/home',
        payload: { ...DEFAULT_HOME_CONTENT, featuredIds: [await product()] },
      }),
    },
    'POST /api/admin/home/images': {
      access: 'staff',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/admin/home/images?kind=tile',
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
    'POST /api/shared-carts': {
      access: 'public',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/shared-carts',
        remoteAddress: `10.9.2.${++address}`,
        payload: {
          lines: [{ productId: randomUUID(), quantity: 2, squareMeters: 0, includeWaste: false }],
        },
      }),
    },
    'GET /api/shared-carts/:code': {
      access: 'public',
      ok: 200,
      request: async () => {
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/shared-carts',
          remoteAddress: `10.9.3.${++address}`,
          payload: {
            lines: [{ productId: randomUUID(), quantity: 1, squareMeters: 0, includeWaste: false }],
          },
        });
        return { url: `/api/shared-carts/${created.json<{ code: string }>().code}` };
      },
    },
    'GET /api/admin/customers': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/customers' }),
    },
    'GET /api/admin/customers/export': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/customers/export?format=csv' }),
    },
    'GET /api/admin/customers/professional': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        url: '/api/admin/customers/professional?email=ana%40example.com&phone=11%201234-5678',
      }),
    },
    'GET /api/admin/customers/:key': {
      access: 'staff',
      ok: 200,
      request: async () => {
        const email = `matriz.${randomUUID()}@example.com`;
        await createOrder(t.db, { customerEmail: email });
        return { url: `/api/admin/customers/${encodeURIComponent(`email:${email}`)}` };
      },
    },
    'PUT /api/admin/customers/:key': {
      access: 'staff',
      ok: 200,
      request: async () => {
        const email = `matriz.${randomUUID()}@example.com`;
        await createOrder(t.db, { customerEmail: email });
        return {
          method: 'PUT',
          url: `/api/admin/customers/${encodeURIComponent(`email:${email}`)}`,
          payload: { notes: 'Colocador', professional: true, discountPercentage: 10 },
        };
      },
    },
    'GET /api/admin/feeds': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({ url: '/api/admin/feeds' }),
    },
    'GET /api/admin/summary': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/summary' }),
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
    'GET /api/admin/purchasing/suppliers': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({ url: '/api/admin/purchasing/suppliers' }),
    },
    'POST /api/admin/purchasing/suppliers': {
      access: 'super_admin',
      ok: 201,
      request: async () => ({
        method: 'POST',
        url: '/api/admin/purchasing/suppliers',
        payload: { name: `Proveedor ${randomUUID()}` },
      }),
    },
    'GET /api/admin/purchasing/suppliers/:id': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({
        url: `/api/admin/purchasing/suppliers/${(await purchaseOrderIn(t.db, 'draft')).supplierId}`,
      }),
    },
    'PUT /api/admin/purchasing/suppliers/:id': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/purchasing/suppliers/${(await purchaseOrderIn(t.db, 'draft')).supplierId}`,
        payload: { name: `Proveedor ${randomUUID()}`, paymentTerms: 'Contado' },
      }),
    },
    'PUT /api/admin/purchasing/suppliers/:id/products': {
      access: 'super_admin',
      ok: 200,
      request: async () => {
        const { supplierId, productId } = await purchaseOrderIn(t.db, 'draft');
        return {
          method: 'PUT',
          url: `/api/admin/purchasing/suppliers/${supplierId}/products`,
          payload: { items: [{ productId, supplierCode: 'X-1', lastCost: 10 }] },
        };
      },
    },
    'GET /api/admin/purchasing/suggestions': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({
        url: `/api/admin/purchasing/suggestions?supplierId=${(await purchaseOrderIn(t.db, 'draft')).supplierId}`,
      }),
    },
    'GET /api/admin/purchasing/orders': {
      access: 'staff',
      ok: 200,
      request: async () => ({ url: '/api/admin/purchasing/orders' }),
    },
    'POST /api/admin/purchasing/orders': {
      access: 'super_admin',
      ok: 201,
      request: async () => {
        const { supplierId, productId } = await purchaseOrderIn(t.db, 'draft');
        return {
          method: 'POST',
          url: '/api/admin/purchasing/orders',
          payload: { supplierId, lines: [{ productId, quantity: 3, expectedCost: 100 }] },
        };
      },
    },
    'GET /api/admin/purchasing/orders/:id': {
      access: 'staff',
      ok: 200,
      request: async () => ({
        url: `/api/admin/purchasing/orders/${(await purchaseOrderIn(t.db, 'sent')).id}`,
      }),
    },
    'PUT /api/admin/purchasing/orders/:id': {
      access: 'super_admin',
      ok: 200,
      request: async () => {
        const { id, supplierId, productId } = await purchaseOrderIn(t.db, 'draft');
        return {
          method: 'PUT',
          url: `/api/admin/purchasing/orders/${id}`,
          payload: { supplierId, lines: [{ productId, quantity: 4, expectedCost: null }] },
        };
      },
    },
    'POST /api/admin/purchasing/orders/:id/send': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/purchasing/orders/${(await purchaseOrderIn(t.db, 'draft')).id}/send`,
      }),
    },
    'POST /api/admin/purchasing/orders/:id/cancel': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({
        method: 'POST',
        url: `/api/admin/purchasing/orders/${(await purchaseOrderIn(t.db, 'sent')).id}/cancel`,
      }),
    },
    'GET /api/admin/purchasing/orders/:id/pdf': {
      access: 'super_admin',
      ok: 200,
      request: async () => ({
        url: `/api/admin/purchasing/orders/${(await purchaseOrderIn(t.db, 'sent')).id}/pdf`,
      }),
    },
    'POST /api/admin/purchasing/orders/:id/receipts': {
      access: 'staff',
      ok: 201,
      request: async () => {
        const { id, lineId } = await purchaseOrderIn(t.db, 'sent');
        return {
          method: 'POST',
          url: `/api/admin/purchasing/orders/${id}/receipts`,
          payload: {
            version: 0,
            receivedOn: '2026-12-01',
            lines: [{ lineId, quantity: 2, code: 'OC-1' }],
          },
        };
      },
    },
    'GET /api/purchase-orders/:token': {
      access: 'public',
      ok: 200,
      request: async () => ({
        url: `/api/purchase-orders/${(await purchaseOrderIn(t.db, 'sent')).token}`,
      }),
    },
  };

  it('has a row for every route the app serves, and no row for a route it does not', () => {
    const routes = [...registered].filter((route) => !route.endsWith('/'));
    expect(routes.sort()).toEqual(Object.keys(matrix).sort());
  });

  it('declares the response schema of every JSON answer', async () => {
    const undeclared: string[] = [];
    for (const [route, row] of Object.entries(matrix)) {
      // Refusals (a row whose allowed caller still gets a 4xx) and bodiless answers aside.
      if (row.ok === 204 || row.ok >= 300) continue;
      if (UNDECLARED_ANSWERS.some(({ pattern }) => pattern.test(route))) continue;
      if (answers.get(route)?.[row.ok]) continue;
      const request = await row.request();
      const cookie = cookies.get('super_admin') ?? null;
      const response = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
      });
      if (String(response.headers['content-type']).startsWith('application/json')) {
        undeclared.push(route);
      }
    }
    expect(undeclared).toEqual([]);
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
      // The wire answer is what the route declares (a route without one is listed above).
      answers.get(route)?.[response.statusCode]?.parse(response.json());
      if (response.statusCode >= 400) {
        expect(response.json().error.message).toMatch(/[a-záéíóúñ]/i);
        expect(response.body).not.toMatch(LEAKS);
      }
    }
    expect(seen).toEqual(wanted);
  });
});
