import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityListSchema } from '#shared/activity';
import { TrashListSchema } from '#shared/trash';
import { activityLog, orderLines, orders, products, trash } from '#server/db/schema';
import { purgeExpired } from '#server/modules/trash/trash';
import { type TestApp, createTestApp } from '../app';
import { refusedThenRecorded } from '../db-faults';
import { describeEachEngine } from '../engines';
import { createOrder, createProduct, createTaxonomy, createUser } from '../factories';
import { multipart, validBody } from '../payloads';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachEngine('activity log and Papelera', (engine) => {
  let t: TestApp;
  let editor: { cookie: string; userId: string; email: string };
  let owner: { cookie: string; userId: string; email: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = await t.signIn('editor');
    owner = await t.signIn('super_admin');
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const activity = async (query = '') => {
    const response = await send('GET', `/api/admin/activity${query}`, owner.cookie);
    expect(response.statusCode).toBe(200);
    return ActivityListSchema.parse(response.json());
  };
  const trashList = async () => {
    const response = await send('GET', '/api/admin/trash', owner.cookie);
    expect(response.statusCode).toBe(200);
    return TrashListSchema.parse(response.json()).items;
  };
  const trashIdOf = async (itemKey: string) => {
    const item = (await trashList()).find((i) => i.itemKey === itemKey);
    if (!item) throw new Error(`${itemKey} is not in the trash`);
    return item.id;
  };
  /** A product's image, uploaded by the editor. */
  const uploadImage = async (productId: string) => {
    const jpeg = await readFile(path.join(import.meta.dirname, '../fixtures/tile.jpg'));
    const form = multipart('a.jpg', 'image/jpeg', jpeg);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { cookie: editor.cookie, 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const restore = (trashId: string) =>
    send('POST', `/api/admin/trash/${trashId}/restore`, owner.cookie);

  describe('activity log', () => {
    it('records the changes of the merged features: payments, line edits, price batches, settings and legal pages', async () => {
      const taxonomy = await createTaxonomy(t.db);
      const productId = await createProduct(t.db, { ...taxonomy, price: 1000 });
      const { id: orderId } = await createOrder(t.db);
      expect(
        (
          await send(
            'POST',
            `/api/admin/orders/${orderId}/payments`,
            editor.cookie,
            validBody.payment(),
          )
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await send('PUT', `/api/admin/orders/${orderId}/lines`, editor.cookie, {
            ...validBody.orderLines(productId),
            version: (await send('GET', `/api/admin/orders/${orderId}`, editor.cookie)).json()
              .version,
          })
        ).statusCode,
      ).toBe(200);
      const batch = await send(
        'POST',
        '/api/admin/price-batches',
        editor.cookie,
        validBody.priceBatch([productId]),
      );
      expect(batch.statusCode).toBe(201);
      const settings = (await send('GET', '/api/settings', owner.cookie)).json();
      const saved = await send('PUT', '/api/admin/settings', owner.cookie, {
        ...settings,
        phone: '+54 9 11 4444-0192',
      });
      expect(saved.statusCode).toBe(200);

      const byEditor = (await activity(`?actor=${encodeURIComponent(editor.email)}`)).entries;
      expect(byEditor.slice(0, 3).map((e) => [e.action, e.subject])).toEqual([
        ['prices.batch', 'Cambio de precios de 1 productos'],
        ['order.lines', `Pedido #${orderId}`],
        ['order.payment', `Pedido #${orderId}`],
      ]);
      expect(byEditor[2]?.detail).toBe('Pago registrado: $ 45.990,50 (Transferencia)');
      const byOwner = (await activity(`?actor=${encodeURIComponent(owner.email)}`)).entries;
      expect(byOwner[0]).toMatchObject({
        action: 'settings.update',
        subject: 'Configuración de la tienda',
        detail: 'Cambios en: Teléfono',
      });
    });

    it('records product creation, edit and deletion with who and what changed', async () => {
      const taxonomy = await createTaxonomy(t.db);
      const created = await send('POST', '/api/admin/products', editor.cookie, {
        ...validBody.product(taxonomy),
        name: 'Roble Activo',
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      const edited = await send('PUT', `/api/admin/products/${id}`, editor.cookie, {
        ...validBody.product(taxonomy),
        name: 'Roble Activo',
        price: 1250.5,
        imageIds: [],
      });
      expect(edited.statusCode).toBe(200);
      expect((await send('DELETE', `/api/admin/products/${id}`, editor.cookie)).statusCode).toBe(
        204,
      );
      const entries = (await activity(`?actor=${encodeURIComponent(editor.email)}`)).entries;
      expect(entries.slice(0, 3).map((e) => [e.action, e.subject, e.detail])).toEqual([
        ['product.delete', 'Producto «Roble Activo»', 'Enviado a la papelera'],
        ['product.update', 'Producto «Roble Activo»', 'Precio: $ 1.000 → $ 1.250,50'],
        ['product.create', 'Producto «Roble Activo»', 'Precio: $ 1.000'],
      ]);
      expect(entries[0]).toMatchObject({ actorId: editor.userId, actorEmail: editor.email });
    });

    it('records taxonomy, order and user changes', async () => {
      const area = await send('POST', '/api/admin/areas', editor.cookie, {
        name: 'Exterior',
        description: '',
        order: 1,
      });
      const areaId = area.json().id as string;
      await send('PUT', `/api/admin/areas/${areaId}`, editor.cookie, {
        name: 'Exteriores',
        description: '',
        order: 2,
      });
      await send('DELETE', `/api/admin/areas/${areaId}`, editor.cookie);
      const order = await createOrder(t.db);
      await send('PATCH', `/api/admin/orders/${order.id}/status`, editor.cookie, {
        status: 'processing',
      });
      await send(
        'POST',
        `/api/admin/orders/${order.id}/payments`,
        editor.cookie,
        validBody.payment(),
      );
      const user = await createUser(t.db, { name: 'Beto' });
      await send('PATCH', `/api/admin/users/${user.id}`, owner.cookie, {
        name: 'Roberto',
        role: 'editor',
      });

      const taxonomy = (await activity('?group=taxonomy')).entries.slice(0, 3);
      expect(taxonomy.map((e) => [e.action, e.subject, e.detail])).toEqual([
        ['area.delete', 'Área «Exteriores»', ''],
        ['area.update', 'Área «Exteriores»', 'Nombre: Exterior → Exteriores; Orden: 1 → 2'],
        ['area.create', 'Área «Exterior»', ''],
      ]);
      const orderEntries = (await activity('?group=orders')).entries.slice(0, 2);
      expect(orderEntries.map((e) => [e.action, e.subject, e.detail])).toEqual([
        ['order.payment', `Pedido #${order.id}`, 'Pago registrado: $ 45.990,50 (Transferencia)'],
        ['order.status', `Pedido #${order.id}`, 'Estado: Pendiente → En Proceso'],
      ]);
      const [userEntry] = (await activity('?group=users')).entries;
      expect(userEntry).toMatchObject({
        action: 'user.update',
        actorEmail: owner.email,
        detail: 'Nombre: Beto → Roberto',
      });
    });

    it('keeps who did it after the account is deleted, and lists every actor for the filter', async () => {
      const temp = await t.signIn('editor');
      await send('POST', '/api/admin/areas', temp.cookie, {
        name: 'Temporal',
        description: '',
        order: 1,
      });
      await send('DELETE', `/api/admin/users/${temp.userId}`, owner.cookie);
      const list = await activity(`?actor=${encodeURIComponent(temp.email)}`);
      expect(list.entries).toEqual([
        expect.objectContaining({ actorId: null, actorEmail: temp.email, action: 'area.create' }),
      ]);
      expect(list.actors.map((a) => a.email)).toEqual(
        expect.arrayContaining([temp.email, editor.email, owner.email]),
      );
    });

    it('filters by date in the shop’s days and pages', async () => {
      await t.db.insert(activityLog).values(
        Array.from({ length: 3 }, (_, i) => ({
          at: new Date(Date.UTC(2025, 0, 10 + i, 12)),
          actorEmail: 'viejo@example.com',
          actorName: 'Viejo',
          action: 'product.create',
          subject: `Producto «Viejo ${i}»`,
        })),
      );
      const day = await activity('?from=2025-01-11&to=2025-01-11');
      expect(day.entries.map((e) => e.subject)).toEqual(['Producto «Viejo 1»']);
      const page = await activity('?actor=viejo%40example.com&page=2&pageSize=2');
      expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page.entries.map((e) => e.subject)).toEqual(['Producto «Viejo 0»']);
    });

    it.each([
      ['?group=nada', 'El tipo de cambio no es válido.'],
      ['?from=2025-13-01', 'La fecha no es válida (formato AAAA-MM-DD).'],
      [
        '?from=2025-02-01&to=2025-01-01',
        'La fecha "desde" no puede ser posterior a la fecha "hasta".',
      ],
      ['?page=0', 'La página no es válida.'],
      [`?actor=${'a'.repeat(300)}`, 'El usuario no es válido.'],
    ])('refuses the query %s with a Spanish 400', async (query, message) => {
      const response = await send('GET', `/api/admin/activity${query}`, owner.cookie);
      expect(response.statusCode).toBe(400);
      const error = response.json().error as { message: string; fields?: Record<string, string> };
      expect([error.message, ...Object.values(error.fields ?? {})]).toContain(message);
    });
  });

  describe('Papelera', () => {
    it('keeps a deleted product with its images and restores it whole', async () => {
      const taxonomy = await createTaxonomy(t.db);
      const id = await createProduct(t.db, { ...taxonomy, name: 'Mármol Papelera', price: 5000 });
      expect((await uploadImage(id)).statusCode).toBe(201);
      expect((await send('DELETE', `/api/admin/products/${id}`, editor.cookie)).statusCode).toBe(
        204,
      );
      expect((await send('GET', `/api/products/${id}`, editor.cookie)).statusCode).toBe(404);
      const searchIds = async () =>
        (await t.app.inject({ url: '/api/products?search=marmol%20papelera' }))
          .json()
          .items.map((p: { id: string }) => p.id);
      expect(await searchIds()).not.toContain(id);
      const item = (await trashList()).find((i) => i.itemKey === id);
      expect(item).toMatchObject({
        kind: 'product',
        label: 'Mármol Papelera',
        deletedByEmail: editor.email,
      });
      expect(Date.parse(item?.expiresAt ?? '') - Date.parse(item?.deletedAt ?? '')).toBe(
        30 * DAY_MS,
      );

      const restored = await restore(item?.id ?? '');
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toEqual({ message: 'Restaurado correctamente.' });
      const detail = await send('GET', `/api/products/${id}`, editor.cookie);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ name: 'Mármol Papelera', price: 5000, ...taxonomy });
      const image = detail.json().images[0].src as string;
      expect((await t.app.inject({ url: image })).statusCode).toBe(200);
      // Found by the (cached) search again, and gone from the Papelera.
      expect(await searchIds()).toContain(id);
      expect((await trashList()).some((i) => i.itemKey === id)).toBe(false);
      expect((await restore(item?.id ?? '')).statusCode).toBe(404);
      const [entry] = (await activity('?group=products')).entries;
      expect(entry).toMatchObject({
        action: 'product.restore',
        subject: 'Producto «Mármol Papelera»',
      });
    });

    it('restores a product whose category was deleted meanwhile as unclassified there, and says so', async () => {
      const taxonomy = await createTaxonomy(t.db);
      const id = await createProduct(t.db, { ...taxonomy });
      await send('DELETE', `/api/admin/products/${id}`, editor.cookie);
      await send('DELETE', `/api/admin/categories/${taxonomy.categoryId}`, editor.cookie);
      const response = await restore(await trashIdOf(id));
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/sin clasificar/);
      const [row] = await t.db
        .select({
          areaId: products.areaId,
          categoryId: products.categoryId,
          subcategoryId: products.subcategoryId,
        })
        .from(products)
        .where(eq(products.id, id));
      expect(row).toEqual({ areaId: taxonomy.areaId, categoryId: null, subcategoryId: null });
    });

    it('links the order lines that named a product to it again when it is restored', async () => {
      const product = await createProduct(t.db, { name: 'Porcelanato vuelto' });
      const order = await createOrder(t.db, {
        lines: [{ productId: product, quantity: 2 }, { productName: 'Pastina' }],
      });
      const linked = async () =>
        (
          await t.db
            .select({ productId: orderLines.productId })
            .from(orderLines)
            .where(eq(orderLines.orderId, order.id))
            .orderBy(orderLines.position)
        ).map((l) => l.productId);
      await send('DELETE', `/api/admin/products/${product}`, editor.cookie);
      // Meanwhile the line keeps its name and price, without the product.
      expect(await linked()).toEqual([null, null]);
      expect((await restore(await trashIdOf(product))).statusCode).toBe(200);
      expect(await linked()).toEqual([product, null]);
      const detail = await send('GET', `/api/admin/orders/${order.id}`, editor.cookie);
      expect(detail.json().products[0]).toMatchObject({ productId: product, quantity: 2 });
    });

    it('refuses to restore a product whose id is in use again, and keeps it in the Papelera', async () => {
      const id = await createProduct(t.db, { name: 'Duplicado' });
      await send('DELETE', `/api/admin/products/${id}`, editor.cookie);
      const trashId = await trashIdOf(id);
      await t.db.execute(sql`insert into products (id, name, price, created_at, updated_at)
          values (${id}, 'Otro', 1, now(), now())`);
      const response = await restore(trashId);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(
        'Ya existe un producto con el mismo identificador: no se puede restaurar.',
      );
      expect(await trashIdOf(id)).toBe(trashId);
    });

    it('keeps a deleted order with its lines and restores it under its number', async () => {
      const product = await createProduct(t.db);
      const order = await createOrder(t.db, {
        status: 'processing',
        lines: [
          { productId: product, quantity: 3 },
          { productName: 'Pastina', quantity: 1 },
        ],
      });
      expect(
        (await send('DELETE', `/api/admin/orders/${order.id}`, editor.cookie)).statusCode,
      ).toBe(204);
      expect((await send('GET', `/api/admin/orders/${order.id}`, editor.cookie)).statusCode).toBe(
        404,
      );
      const response = await restore(await trashIdOf(String(order.id)));
      expect(response.statusCode).toBe(200);
      const back = await send('GET', `/api/admin/orders/${order.id}`, editor.cookie);
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({
        id: order.id,
        status: 'processing',
        totalAmount: order.totalAmount,
      });
      expect(
        back
          .json()
          .products.map((l: { productId: string | null; quantity: number }) => [
            l.productId,
            l.quantity,
          ]),
      ).toEqual([
        [product, 3],
        [null, 1],
      ]);
      // New orders keep numbering after it.
      const next = await createOrder(t.db);
      expect(next.id).toBeGreaterThan(order.id);
    });

    it('restores an order whose product was deleted meanwhile with the line kept, and says so', async () => {
      const product = await createProduct(t.db);
      const order = await createOrder(t.db, { lines: [{ productId: product }] });
      await send('DELETE', `/api/admin/orders/${order.id}`, editor.cookie);
      await send('DELETE', `/api/admin/products/${product}`, editor.cookie);
      const response = await restore(await trashIdOf(String(order.id)));
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/conservan nombre y precio/);
      const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(lines.map((l) => l.productId)).toEqual([null]);
    });

    it('refuses to restore an order whose number is in use again', async () => {
      const order = await createOrder(t.db);
      await send('DELETE', `/api/admin/orders/${order.id}`, editor.cookie);
      const trashId = await trashIdOf(String(order.id));
      await t.db.execute(
        sql`insert into orders (id, idempotency_key, customer_name, customer_email, customer_phone, customer_address, total_amount, created_at, updated_at)
          overriding system value
          values (${order.id}, 'otra', 'X', 'x@example.com', '11111111', 'Calle 1', 1, now(), now())`,
      );
      const response = await restore(trashId);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(
        `Ya existe un pedido #${order.id}: no se puede restaurar.`,
      );
      await t.db.delete(orders).where(eq(orders.id, order.id));
    });

    it('restores a snapshot taken before a column existed: the column takes its default', async () => {
      const id = await createProduct(t.db, { name: 'Antiguo' });
      await send('DELETE', `/api/admin/products/${id}`, editor.cookie);
      await t.db.execute(
        sql`update trash set data = jsonb_set(data, '{row}', (data->'row') - 'created_at' - 'has_shipping')
          where item_key = ${id}`,
      );
      expect((await restore(await trashIdOf(id))).statusCode).toBe(200);
      const [row] = await t.db
        .select({ createdAt: products.createdAt, hasShipping: products.hasShipping })
        .from(products)
        .where(eq(products.id, id));
      expect(row?.hasShipping).toBe(false);
      expect(Date.now() - (row?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);
    });

    it('purges after 30 days, and one item at once on request', async () => {
      const old = await createProduct(t.db);
      const recent = await createProduct(t.db);
      await send('DELETE', `/api/admin/products/${old}`, editor.cookie);
      await send('DELETE', `/api/admin/products/${recent}`, editor.cookie);
      await t.db
        .update(trash)
        .set({ deletedAt: new Date(Date.now() - 31 * DAY_MS) })
        .where(eq(trash.itemKey, old));
      const keys = (await trashList()).map((i) => i.itemKey);
      expect(keys).toContain(recent);
      expect(keys).not.toContain(old);
      expect(await purgeExpired(t.db, t.app.shop.storage)).toBe(0);
      const purge = await send(
        'DELETE',
        `/api/admin/trash/${await trashIdOf(recent)}`,
        owner.cookie,
      );
      expect(purge.statusCode).toBe(204);
      expect((await trashList()).some((i) => i.itemKey === recent)).toBe(false);
    });

    describe('when the Actividad entry cannot be written', () => {
      it('restores no product, and restores it once it can', async () => {
        const id = await createProduct(t.db, { name: 'Vuelve sin registro' });
        await send('DELETE', `/api/admin/products/${id}`, editor.cookie);
        const trashId = await trashIdOf(id);
        await refusedThenRecorded(
          t.db,
          'product.restore',
          () => restore(trashId),
          async () => {
            expect((await send('GET', `/api/products/${id}`, editor.cookie)).statusCode).toBe(404);
            expect(await trashIdOf(id)).toBe(trashId);
          },
        );
        expect((await send('GET', `/api/products/${id}`, editor.cookie)).statusCode).toBe(200);
        expect((await trashList()).some((i) => i.itemKey === id)).toBe(false);
      });

      it('restores no order, and restores it once it can', async () => {
        const order = await createOrder(t.db);
        await send('DELETE', `/api/admin/orders/${order.id}`, editor.cookie);
        const trashId = await trashIdOf(String(order.id));
        const orderRows = () => t.db.select().from(orders).where(eq(orders.id, order.id));
        await refusedThenRecorded(
          t.db,
          'order.restore',
          () => restore(trashId),
          async () => {
            expect(await orderRows()).toEqual([]);
            expect(await trashIdOf(String(order.id))).toBe(trashId);
          },
        );
        expect(await orderRows()).toHaveLength(1);
      });

      it('purges nothing, the images kept, and purges once it can', async () => {
        const id = await createProduct(t.db, { name: 'Purga sin registro' });
        expect((await uploadImage(id)).statusCode).toBe(201);
        await send('DELETE', `/api/admin/products/${id}`, editor.cookie);
        const trashId = await trashIdOf(id);
        const files = async () => {
          const keys: string[] = [];
          for await (const item of t.app.shop.storage.list(`products/${id}/`)) keys.push(item.key);
          return keys.sort();
        };
        const stored = await files();
        expect(stored.length).toBeGreaterThan(0);
        await refusedThenRecorded(
          t.db,
          'trash.purge',
          () => send('DELETE', `/api/admin/trash/${trashId}`, owner.cookie),
          async () => {
            expect(await trashIdOf(id)).toBe(trashId);
            expect(await files()).toEqual(stored);
          },
        );
        expect((await trashList()).some((i) => i.itemKey === id)).toBe(false);
        expect(await files()).toEqual([]);
      });
    });

    it.each(['no-es-un-id', '00000000-0000-4000-8000-000000000000'])(
      'answers 404 in Spanish for the trash item %s',
      async (id) => {
        for (const response of [
          await restore(id),
          await send('DELETE', `/api/admin/trash/${id}`, owner.cookie),
        ]) {
          expect(response.statusCode).toBe(404);
          expect(response.json().error.message).toBe('El elemento ya no está en la papelera.');
        }
      },
    );
  });
});
