import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeEachEngine('admin catalogue API', (engine) => {
  let t: TestApp;
  let editor: string;
  let superAdmin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = (await t.signIn('editor')).cookie;
    superAdmin = (await t.signIn('super_admin')).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function flooring() {
    return createTaxonomy(t.db, {
      area: 'Pisos y Revestimientos',
      category: 'Porcelanatos Cerámicos',
      subcategory: 'Símil madera',
    });
  }

  function productBody(tax: { areaId: string; categoryId: string; subcategoryId: string }) {
    return {
      name: 'Roble Nórdico',
      description: 'Porcelanato rectificado',
      brand: 'Cerro Negro',
      price: 25000,
      discountPercentage: null,
      dimensions: '20x120',
      metersPerBox: 1.44,
      quality: '1ra',
      type: 'Mate',
      hasShipping: true,
      ...tax,
    };
  }

  describe('guards', () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/admin/products'],
      ['GET', '/api/admin/products/brands'],
      ['POST', '/api/admin/products'],
      ['PUT', `/api/admin/products/${UNKNOWN_ID}`],
      ['DELETE', `/api/admin/products/${UNKNOWN_ID}`],
      ['POST', `/api/admin/products/${UNKNOWN_ID}/images`],
      ['POST', '/api/admin/areas'],
      ['PUT', `/api/admin/areas/${UNKNOWN_ID}`],
      ['DELETE', `/api/admin/areas/${UNKNOWN_ID}`],
      ['POST', '/api/admin/categories'],
      ['PUT', `/api/admin/categories/${UNKNOWN_ID}`],
      ['DELETE', `/api/admin/categories/${UNKNOWN_ID}`],
      ['POST', '/api/admin/subcategories'],
      ['PUT', `/api/admin/subcategories/${UNKNOWN_ID}`],
      ['DELETE', `/api/admin/subcategories/${UNKNOWN_ID}`],
    ];

    it('answers 401 to anonymous requests on every admin catalogue route', async () => {
      for (const [method, url] of routes) {
        const response = await send(method, url, undefined, method === 'GET' ? undefined : {});
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().error.message).toBe('Tenés que iniciar sesión para continuar.');
      }
    });

    it('answers 403 to a signed-in user whose role is not an admin role', async () => {
      const { cookie, userId } = await t.signIn('editor');
      // A role outside editor/super_admin (e.g. left behind by an old version) is not an admin.
      await t.db
        .update(users)
        .set({ role: sql`'customer'` as unknown as 'editor' })
        .where(eq(users.id, userId));
      for (const [method, url] of routes) {
        const response = await send(method, url, cookie, method === 'GET' ? undefined : {});
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    });

    it('lets an editor and a super_admin in', async () => {
      for (const cookie of [editor, superAdmin]) {
        const response = await send('GET', '/api/admin/products', cookie);
        expect(response.statusCode).toBe(200);
      }
    });
  });

  describe('products', () => {
    it('creates a flooring product, lists it and shows it on the public product endpoint', async () => {
      const tax = await flooring();
      const created = await send('POST', '/api/admin/products', editor, {
        ...productBody(tax),
        discountPercentage: 10,
      });
      expect(created.statusCode).toBe(201);
      const product = created.json();
      expect(product).toMatchObject({
        name: 'Roble Nórdico',
        discountPercentage: 10,
        metersPerBox: 1.44,
        images: [],
        areaName: 'Pisos y Revestimientos',
        categoryName: 'Porcelanatos Cerámicos',
      });
      const publicView = await send('GET', `/api/products/${product.id}`);
      expect(publicView.json()).toMatchObject({ id: product.id, subcategoryName: 'Símil madera' });
    });

    it('stores an empty discount as null and defaults quality to 1ra', async () => {
      const tax = await flooring();
      const body: Record<string, unknown> = productBody(tax);
      delete body.quality;
      delete body.discountPercentage;
      const created = await send('POST', '/api/admin/products', editor, body);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ discountPercentage: null, quality: '1ra' });
    });

    it('refuses missing required fields with Spanish field messages and stores nothing', async () => {
      const before = (await send('GET', '/api/admin/products', editor)).json().total;
      const response = await send('POST', '/api/admin/products', editor, {});
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toMatchObject({
        name: 'El nombre es obligatorio',
        price: 'El precio es obligatorio',
        areaId: 'El área es obligatoria',
        categoryId: 'La categoría es obligatoria',
        subcategoryId: 'La subcategoría es obligatoria',
      });
      expect((await send('GET', '/api/admin/products', editor)).json().total).toBe(before);
    });

    it('refuses wrong types, a negative price, a discount over 100, an unknown finish and a tiny metres per box', async () => {
      const tax = await flooring();
      const cases: [Record<string, unknown>, string][] = [
        [{ price: '25000' }, 'price'],
        [{ price: -1 }, 'price'],
        [{ discountPercentage: 150 }, 'discountPercentage'],
        [{ type: 'Rugoso' }, 'type'],
        [{ quality: '3ra' }, 'quality'],
        [{ hasShipping: 'sí' }, 'hasShipping'],
        [{ saleUnit: 'kilo' }, 'saleUnit'],
        [{ saleUnit: 3 }, 'saleUnit'],
        [{ name: 42 }, 'name'],
        [{ areaId: 'no-es-un-id' }, 'areaId'],
        // Below the form's 0.01 step a few m² would need millions of boxes.
        [{ metersPerBox: 0.001 }, 'metersPerBox'],
        [{ metersPerBox: 5e-321 }, 'metersPerBox'],
      ];
      for (const [override, field] of cases) {
        const response = await send('POST', '/api/admin/products', editor, {
          ...productBody(tax),
          ...override,
        });
        expect(response.statusCode, JSON.stringify(override)).toBe(400);
        expect(response.json().error.fields, JSON.stringify(override)).toHaveProperty(field);
      }
    });

    it('saves the ficha técnica, keeps it when an edit leaves it out, clears what is sent empty', async () => {
      const tax = await flooring();
      const attributes = {
        color: 'Beige',
        usage: 'piso',
        placement: 'ambos',
        slipResistance: 'R11',
        pei: 4,
        rectified: true,
        thicknessMm: 9.5,
      };
      const created = await send('POST', '/api/admin/products', editor, {
        ...productBody(tax),
        ...attributes,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      const shown = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
      expect(await shown()).toMatchObject(attributes);
      const edit = (body: Record<string, unknown>) =>
        send('PUT', `/api/admin/products/${id}`, editor, {
          ...productBody(tax),
          imageIds: [],
          ...body,
        });
      expect((await edit({ price: 26000 })).statusCode).toBe(200);
      expect(await shown()).toMatchObject({ ...attributes, price: 26000 });
      expect((await edit({ color: null, pei: null, rectified: false })).statusCode).toBe(200);
      expect(await shown()).toMatchObject({
        ...attributes,
        color: null,
        pei: null,
        rectified: false,
      });
    });

    it('refuses an unknown attribute value with its Spanish message and changes nothing', async () => {
      const tax = await flooring();
      const created = await send('POST', '/api/admin/products', editor, {
        ...productBody(tax),
        color: 'Gris',
        thicknessMm: 10,
      });
      const id = created.json().id as string;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ color: 'Fucsia' }, 'color', 'Elegí un color de la lista'],
        [{ usage: 'techo' }, 'usage', 'El uso debe ser piso, pared o ambos'],
        [{ placement: 'luna' }, 'placement', 'La ubicación debe ser interior, exterior o ambos'],
        [
          { slipResistance: 'R14' },
          'slipResistance',
          'La resistencia al deslizamiento va de R9 a R13',
        ],
        [{ pei: 6 }, 'pei', 'El PEI va de 1 a 5 (I a V)'],
        [{ pei: 2.5 }, 'pei', 'El PEI va de 1 a 5 (I a V)'],
        [{ rectified: 'sí' }, 'rectified', 'Rectificado: sí o no'],
        [{ thicknessMm: 0 }, 'thicknessMm', 'El espesor va de 1 a 50 mm'],
        [{ thicknessMm: '9,5' }, 'thicknessMm', 'El espesor va de 1 a 50 mm'],
        [
          { thicknessMm: 9.55 },
          'thicknessMm',
          'El espesor admite un solo decimal (por ejemplo, 9,5)',
        ],
      ];
      for (const [override, field, message] of cases) {
        for (const [method, url] of [
          ['POST', '/api/admin/products'],
          ['PUT', `/api/admin/products/${id}`],
        ] as const) {
          const response = await send(method, url, editor, {
            ...productBody(tax),
            imageIds: [],
            ...override,
          });
          expect(response.statusCode, `${method} ${JSON.stringify(override)}`).toBe(400);
          expect(response.json().error.fields[field], JSON.stringify(override)).toContain(message);
        }
      }
      const stored = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
      expect(stored).toMatchObject({ color: 'Gris', thicknessMm: 10, usage: null });
    });

    it('keeps the sale unit: caja by default, set on create and changed on update', async () => {
      const tax = await flooring();
      const created = await send('POST', '/api/admin/products', editor, productBody(tax));
      expect(created.statusCode).toBe(201);
      expect(created.json().saleUnit).toBe('caja');
      const other = await createTaxonomy(t.db, { area: 'Adhesivos' });
      const bag = await send('POST', '/api/admin/products', editor, {
        ...productBody(other),
        dimensions: null,
        metersPerBox: null,
        saleUnit: 'bolsa',
      });
      expect(bag.statusCode).toBe(201);
      expect(bag.json().saleUnit).toBe('bolsa');
      const id = bag.json().id as string;
      const updated = await send('PUT', `/api/admin/products/${id}`, editor, {
        ...productBody(other),
        dimensions: null,
        metersPerBox: null,
        saleUnit: 'unidad',
        imageIds: [],
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().saleUnit).toBe('unidad');
      const bad = await send('PUT', `/api/admin/products/${id}`, editor, {
        ...productBody(other),
        dimensions: null,
        metersPerBox: null,
        saleUnit: 'kilo',
        imageIds: [],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.saleUnit).toBe(
        'La unidad de venta no es válida (caja, unidad o bolsa)',
      );
      const publicView = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(publicView.json().saleUnit).toBe('unidad');
    });

    it('a category keeps the adhesive and grout it suggests; unknown products are refused', async () => {
      const tax = await flooring();
      const other = await createTaxonomy(t.db, { area: 'Adhesivos y Pastinas' });
      const adhesive = await createProduct(t.db, { ...other, name: 'Adhesivo', saleUnit: 'bolsa' });
      const body = { name: 'Porcelanatos', order: 1, areaId: tax.areaId };
      const set = await send('PUT', `/api/admin/categories/${tax.categoryId}`, editor, {
        ...body,
        adhesiveProductId: adhesive,
        groutProductId: '',
      });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ adhesiveProductId: adhesive, groutProductId: null });
      const taxonomy = (await send('GET', '/api/taxonomy')).json();
      expect(taxonomy.categories).toContainEqual(
        expect.objectContaining({ id: tax.categoryId, adhesiveProductId: adhesive }),
      );
      for (const [value, message] of [
        [UNKNOWN_ID, 'El producto elegido no existe'],
        ['no-es-un-id', 'El producto elegido no existe'],
        [42, 'El producto elegido no existe'],
      ] as const) {
        const bad = await send('PUT', `/api/admin/categories/${tax.categoryId}`, editor, {
          ...body,
          groutProductId: value,
        });
        expect(bad.statusCode, String(value)).toBe(400);
        expect(bad.json().error.fields.groutProductId).toBe(message);
      }
      // Nothing changed by the refused requests.
      const after = (await send('GET', '/api/taxonomy')).json();
      expect(after.categories).toContainEqual(
        expect.objectContaining({
          id: tax.categoryId,
          adhesiveProductId: adhesive,
          groutProductId: null,
        }),
      );
    });

    it('requires dimensions and metres per box only in the flooring area', async () => {
      const tax = await flooring();
      const missing = await send('POST', '/api/admin/products', editor, {
        ...productBody(tax),
        dimensions: '',
        metersPerBox: null,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual({
        dimensions: 'Las dimensiones son obligatorias',
        metersPerBox: 'Los metros por caja son obligatorios',
      });
      const other = await createTaxonomy(t.db, { area: 'Baños' });
      const ok = await send('POST', '/api/admin/products', editor, {
        ...productBody(other),
        dimensions: null,
        metersPerBox: null,
      });
      expect(ok.statusCode).toBe(201);
    });

    it('refuses a category outside the area and a subcategory outside the category', async () => {
      const a = await flooring();
      const b = await createTaxonomy(t.db);
      const wrongCategory = await send('POST', '/api/admin/products', editor, {
        ...productBody(a),
        categoryId: b.categoryId,
        subcategoryId: b.subcategoryId,
      });
      expect(wrongCategory.statusCode).toBe(400);
      expect(wrongCategory.json().error.fields.categoryId).toBe(
        'La categoría no pertenece al área elegida',
      );
      const wrongSub = await send('POST', '/api/admin/products', editor, {
        ...productBody(a),
        subcategoryId: b.subcategoryId,
      });
      expect(wrongSub.json().error.fields.subcategoryId).toBe(
        'La subcategoría no pertenece a la categoría elegida',
      );
      const unknown = await send('POST', '/api/admin/products', editor, {
        ...productBody(a),
        areaId: UNKNOWN_ID,
      });
      expect(unknown.json().error.fields.areaId).toBe('El área no existe');
    });

    it('answers 400 with a Spanish message to malformed JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: { cookie: editor, 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('El cuerpo de la solicitud no es un JSON válido.');
    });

    it('updates a product and answers 404 to unknown and malformed ids', async () => {
      const tax = await flooring();
      const id = await createProduct(t.db, { ...tax, name: 'Antes' });
      const updated = await send('PUT', `/api/admin/products/${id}`, editor, {
        ...productBody(tax),
        name: 'Después',
        discountPercentage: null,
        imageIds: [],
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id, name: 'Después', discountPercentage: null });
      for (const bad of [UNKNOWN_ID, 'no-es-un-id']) {
        const response = await send('PUT', `/api/admin/products/${bad}`, editor, {
          ...productBody(tax),
          imageIds: [],
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Producto no encontrado');
      }
    });

    it('refuses an update that keeps an image the product does not have', async () => {
      const tax = await flooring();
      const id = await createProduct(t.db, tax);
      const response = await send('PUT', `/api/admin/products/${id}`, editor, {
        ...productBody(tax),
        imageIds: [UNKNOWN_ID],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.imageIds).toBe('La imagen no pertenece a este producto');
    });

    it('deletes a product and answers 404 the second time', async () => {
      const id = await createProduct(t.db);
      expect((await send('DELETE', `/api/admin/products/${id}`, editor)).statusCode).toBe(204);
      expect((await send('GET', `/api/products/${id}`)).statusCode).toBe(404);
      const again = await send('DELETE', `/api/admin/products/${id}`, editor);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.message).toBe('Producto no encontrado');
    });

    it('searches case- and accent-insensitively over name, brand, category, dimensions and type', async () => {
      const tax = await createTaxonomy(t.db, { category: 'Cerámico Esmaltado Único' });
      const id = await createProduct(t.db, {
        ...tax,
        name: 'Pieza Búsqueda',
        brand: 'Marca Ñandú',
        dimensions: '33x77',
        type: 'Texturado',
      });
      for (const q of ['ceramico esmaltado unico', 'PIEZA BUSQUEDA', 'ñandu', 'nandu', '33X77']) {
        const list = (
          await send('GET', `/api/admin/products?q=${encodeURIComponent(q)}`, editor)
        ).json();
        expect(
          list.items.map((p: { id: string }) => p.id),
          q,
        ).toContain(id);
      }
      const none = (await send('GET', '/api/admin/products?q=%25%25zzz', editor)).json();
      expect(none).toMatchObject({ items: [], total: 0 });
    });

    it('pages the list by 25 with the total', async () => {
      const tax = await createTaxonomy(t.db, { category: 'Paginado Especial' });
      for (let i = 0; i < 27; i++) await createProduct(t.db, { ...tax });
      const first = (await send('GET', '/api/admin/products?q=paginado especial', editor)).json();
      expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
      expect(first.items).toHaveLength(25);
      const second = (
        await send('GET', '/api/admin/products?q=paginado%20especial&page=2', editor)
      ).json();
      expect(second.items).toHaveLength(2);
      const bad = await send('GET', '/api/admin/products?page=0', editor);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.page).toBe('La página no es válida');
    });

    it('suggests the existing brands', async () => {
      await createProduct(t.db, { brand: 'Marca Sugerida' });
      const brands = (await send('GET', '/api/admin/products/brands', editor)).json();
      expect(brands).toContain('Marca Sugerida');
      expect(brands).not.toContain('');
    });
  });

  describe('areas, categories and subcategories', () => {
    it('creates, updates and deletes an area, category and subcategory visible in /api/taxonomy', async () => {
      // Orders stay 1..n (taxonomy-order.test.ts): a position past the end means the last one.
      const areasBefore = (await send('GET', '/api/taxonomy')).json().areas.length as number;
      const area = await send('POST', '/api/admin/areas', editor, {
        name: 'Exteriores',
        description: 'Para patios',
        order: 7,
      });
      expect(area.statusCode).toBe(201);
      const areaId = area.json().id;
      const category = await send('POST', '/api/admin/categories', editor, {
        name: 'Antideslizantes',
        description: '',
        order: 1,
        areaId,
      });
      expect(category.statusCode).toBe(201);
      expect(category.json().description).toBeNull();
      const categoryId = category.json().id;
      const sub = await send('POST', '/api/admin/subcategories', superAdmin, {
        name: 'Símil piedra',
        order: 1,
        categoryId,
      });
      expect(sub.statusCode).toBe(201);
      const subId = sub.json().id;

      const taxonomy = (await send('GET', '/api/taxonomy')).json();
      expect(taxonomy.areas).toContainEqual({
        id: areaId,
        name: 'Exteriores',
        description: 'Para patios',
        order: Math.min(7, areasBefore + 1),
      });
      expect(taxonomy.subcategories).toContainEqual(
        expect.objectContaining({ id: subId, categoryId }),
      );

      const renamed = await send('PUT', `/api/admin/areas/${areaId}`, editor, {
        name: 'Exterior',
        description: null,
        order: 8,
      });
      expect(renamed.json()).toEqual({
        id: areaId,
        name: 'Exterior',
        description: null,
        order: Math.min(8, areasBefore + 1),
      });
      const cat2 = await send('PUT', `/api/admin/categories/${categoryId}`, editor, {
        name: 'Antideslizante',
        order: 1,
        areaId,
      });
      expect(cat2.json().name).toBe('Antideslizante');
      const sub2 = await send('PUT', `/api/admin/subcategories/${subId}`, editor, {
        name: 'Símil piedra rústica',
        order: 2,
        categoryId,
      });
      // The only subcategory of its category stays the first.
      expect(sub2.json()).toMatchObject({ name: 'Símil piedra rústica', order: 1 });

      expect((await send('DELETE', `/api/admin/subcategories/${subId}`, editor)).statusCode).toBe(
        204,
      );
      expect((await send('DELETE', `/api/admin/categories/${categoryId}`, editor)).statusCode).toBe(
        204,
      );
      expect((await send('DELETE', `/api/admin/areas/${areaId}`, editor)).statusCode).toBe(204);
      const after = (await send('GET', '/api/taxonomy')).json();
      expect(after.areas.map((a: { id: string }) => a.id)).not.toContain(areaId);
    });

    it('deleting an area removes its categories and subcategories and leaves its products unclassified', async () => {
      const tax = await createTaxonomy(t.db, { area: 'Área a borrar' });
      const productId = await createProduct(t.db, { ...tax, name: 'Producto huérfano' });
      expect((await send('DELETE', `/api/admin/areas/${tax.areaId}`, editor)).statusCode).toBe(204);
      const taxonomy = (await send('GET', '/api/taxonomy')).json();
      expect(taxonomy.categories.map((c: { id: string }) => c.id)).not.toContain(tax.categoryId);
      expect(taxonomy.subcategories.map((s: { id: string }) => s.id)).not.toContain(
        tax.subcategoryId,
      );
      const product = (await send('GET', `/api/products/${productId}`)).json();
      expect(product).toMatchObject({ areaId: null, categoryId: null, subcategoryId: null });
      const list = (await send('GET', '/api/admin/products?q=huerfano', editor)).json();
      expect(list.items[0]).toMatchObject({ id: productId, categoryName: null });
    });

    it('refuses an order below 1, a missing name and an unknown parent', async () => {
      const bad = await send('POST', '/api/admin/areas', editor, { name: ' ', order: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({
        name: 'El nombre es obligatorio',
        order: 'El orden debe ser un número mayor o igual a 1',
      });
      const text = await send('POST', '/api/admin/areas', editor, { name: 'X', order: 'abc' });
      expect(text.json().error.fields.order).toBe('El orden debe ser un número mayor o igual a 1');
      const orphan = await send('POST', '/api/admin/categories', editor, {
        name: 'Sin padre',
        order: 1,
        areaId: UNKNOWN_ID,
      });
      expect(orphan.statusCode).toBe(400);
      expect(orphan.json().error.fields.areaId).toBe('El área no existe');
      const orphanSub = await send('POST', '/api/admin/subcategories', editor, {
        name: 'Sin padre',
        order: 1,
        categoryId: UNKNOWN_ID,
      });
      expect(orphanSub.json().error.fields.categoryId).toBe('La categoría no existe');
    });

    it('answers 404 to unknown and malformed taxonomy ids', async () => {
      const tax = await createTaxonomy(t.db);
      const cases: [string, unknown, string][] = [
        ['areas', { name: 'X', order: 1 }, 'Área no encontrada'],
        ['categories', { name: 'X', order: 1, areaId: tax.areaId }, 'Categoría no encontrada'],
        [
          'subcategories',
          { name: 'X', order: 1, categoryId: tax.categoryId },
          'Subcategoría no encontrada',
        ],
      ];
      for (const [resource, body, message] of cases) {
        for (const id of [UNKNOWN_ID, 'abc']) {
          const put = await send('PUT', `/api/admin/${resource}/${id}`, editor, body);
          expect(put.statusCode, `PUT ${resource}/${id}`).toBe(404);
          expect(put.json().error.message).toBe(message);
          const del = await send('DELETE', `/api/admin/${resource}/${id}`, editor);
          expect(del.statusCode, `DELETE ${resource}/${id}`).toBe(404);
        }
      }
    });

    it('moving a category to another area moves its products along', async () => {
      const a = await createTaxonomy(t.db);
      const b = await createTaxonomy(t.db);
      const productId = await createProduct(t.db, a);
      const moved = await send('PUT', `/api/admin/categories/${a.categoryId}`, editor, {
        name: 'Movida',
        order: 1,
        areaId: b.areaId,
      });
      expect(moved.statusCode).toBe(200);
      const product = (await send('GET', `/api/products/${productId}`)).json();
      expect(product).toMatchObject({ areaId: b.areaId, categoryId: a.categoryId });
    });
  });
});
