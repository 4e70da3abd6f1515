import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Taxonomy } from '#shared/catalog';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Areas, categories (per area) and subcategories (per category) stay numbered
 * 1..n through every create, reorder, edit, move and delete; a category moves with its products.
 */
describeEachEngine('taxonomy order and moves', (engine) => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    editor = (await t.signIn('editor')).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    cookie: string | undefined = editor,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const taxonomy = async (): Promise<Taxonomy> => (await send('GET', '/api/taxonomy')).json();

  /** The names under a parent in the shop's order, and the orders they hold. */
  async function listed(level: 'areas' | 'categories' | 'subcategories', parentId?: string) {
    const all = (await taxonomy())[level] as {
      name: string;
      order: number;
      areaId?: string;
      categoryId?: string;
    }[];
    const items = all.filter(
      (i) => !parentId || i.areaId === parentId || i.categoryId === parentId,
    );
    return { names: items.map((i) => i.name), orders: items.map((i) => i.order) };
  }
  const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  async function newArea() {
    const res = await send('POST', '/api/admin/areas', {
      name: `Área ${crypto.randomUUID().slice(0, 8)}`,
      order: 1_000_000,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; name: string; order: number };
  }
  async function newCategory(areaId: string, name: string, order = 1_000_000) {
    const res = await send('POST', '/api/admin/categories', { name, order, areaId });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; name: string; order: number };
  }
  async function newSubcategory(categoryId: string, name: string, order = 1_000_000) {
    const res = await send('POST', '/api/admin/subcategories', { name, order, categoryId });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; name: string; order: number };
  }

  describe('reorder', () => {
    it('keeps the areas 1..n when one is moved to a position, created at one or typed in its edit', async () => {
      await createTaxonomy(t.db); // left by the factory with a gap-y order
      const a = await newArea();
      const b = await newArea();
      const c = await newArea();
      let areas = await listed('areas');
      expect(areas.orders).toEqual(oneToN(areas.names.length));
      expect(areas.names.slice(-3)).toEqual([a.name, b.name, c.name]);

      const moved = await send('PUT', `/api/admin/areas/${c.id}/order`, { order: 1 });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ id: c.id, order: 1 });
      areas = await listed('areas');
      expect(areas.names[0]).toBe(c.name);
      expect(areas.orders).toEqual(oneToN(areas.names.length));

      // Setting an area to 2 in its edit dialog moves it there; no two areas share 2.
      const edited = await send('PUT', `/api/admin/areas/${a.id}`, { name: a.name, order: 2 });
      expect(edited.json()).toMatchObject({ order: 2 });
      areas = await listed('areas');
      expect(areas.names.slice(0, 2)).toEqual([c.name, a.name]);
      expect(areas.orders).toEqual(oneToN(areas.names.length));

      // A new area asked at 1 goes first; a position past the end means last.
      const first = await send('POST', '/api/admin/areas', { name: 'Primera', order: 1 });
      expect(first.json()).toMatchObject({ order: 1 });
      const last = await send('PUT', `/api/admin/areas/${c.id}/order`, { order: 999 });
      areas = await listed('areas');
      expect(last.json()).toEqual({ id: c.id, order: areas.names.length });
      expect(areas.names[0]).toBe('Primera');
      expect(areas.names.at(-1)).toBe(c.name);
      expect(areas.orders).toEqual(oneToN(areas.names.length));

      // Deleting closes the gap.
      expect((await send('DELETE', `/api/admin/areas/${b.id}`)).statusCode).toBe(204);
      areas = await listed('areas');
      expect(areas.names).not.toContain(b.name);
      expect(areas.orders).toEqual(oneToN(areas.names.length));
    });

    it('reorders categories within their area only, and subcategories within their category', async () => {
      const area = await newArea();
      const other = await newArea();
      const [x, y, z] = [
        await newCategory(area.id, 'X'),
        await newCategory(area.id, 'Y'),
        await newCategory(area.id, 'Z'),
      ];
      await newCategory(other.id, 'Otra');
      expect(y.order).toBe(2);

      expect(
        (await send('PUT', `/api/admin/categories/${z.id}/order`, { order: 2 })).json(),
      ).toEqual({ id: z.id, order: 2 });
      expect(await listed('categories', area.id)).toEqual({
        names: ['X', 'Z', 'Y'],
        orders: [1, 2, 3],
      });
      expect(await listed('categories', other.id)).toEqual({ names: ['Otra'], orders: [1] });

      // An edit that leaves the order as it was keeps the category where it stands.
      await send('PUT', `/api/admin/categories/${x.id}`, {
        name: 'X2',
        order: 1,
        areaId: area.id,
      });
      expect((await listed('categories', area.id)).names).toEqual(['X2', 'Z', 'Y']);

      const s1 = await newSubcategory(x.id, 'S1');
      const s2 = await newSubcategory(x.id, 'S2');
      await newSubcategory(x.id, 'S0', 1);
      expect(await listed('subcategories', x.id)).toEqual({
        names: ['S0', 'S1', 'S2'],
        orders: [1, 2, 3],
      });
      await send('PUT', `/api/admin/subcategories/${s2.id}/order`, { order: 1 });
      expect((await listed('subcategories', x.id)).names).toEqual(['S2', 'S0', 'S1']);
      expect((await send('DELETE', `/api/admin/subcategories/${s1.id}`)).statusCode).toBe(204);
      expect(await listed('subcategories', x.id)).toEqual({
        names: ['S2', 'S0'],
        orders: [1, 2],
      });
      expect((await send('DELETE', `/api/admin/categories/${y.id}`)).statusCode).toBe(204);
      expect(await listed('categories', area.id)).toEqual({ names: ['X2', 'Z'], orders: [1, 2] });
    });

    it('refuses a bad order with a Spanish 400 and changes nothing', async () => {
      const area = await newArea();
      const before = await listed('areas');
      for (const body of [{ order: 0 }, { order: 1.5 }, { order: 'dos' }, {}, null]) {
        const res = await send('PUT', `/api/admin/areas/${area.id}/order`, body ?? undefined);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toMatch(/[áéíóúñ]|no son válidos/);
      }
      const zero = await send('PUT', `/api/admin/areas/${area.id}/order`, { order: 0 });
      expect(zero.json().error.fields).toEqual({
        order: 'El orden debe ser un número mayor o igual a 1',
      });
      expect(await listed('areas')).toEqual(before);
    });

    it('answers 404 to unknown and malformed ids, 401 without a session', async () => {
      for (const [resource, message] of [
        ['areas', 'Área no encontrada'],
        ['categories', 'Categoría no encontrada'],
        ['subcategories', 'Subcategoría no encontrada'],
      ]) {
        for (const id of [UNKNOWN_ID, 'no-es-un-id']) {
          const res = await send('PUT', `/api/admin/${resource}/${id}/order`, { order: 1 });
          expect(res.statusCode).toBe(404);
          expect(res.json().error.message).toBe(message);
        }
        const anonymous = await send(
          'PUT',
          `/api/admin/${resource}/${UNKNOWN_ID}/order`,
          { order: 1 },
          '',
        );
        expect(anonymous.statusCode).toBe(401);
      }
    });

    it('the shop lists the new order at once (cached answers are refreshed)', async () => {
      const area = await newArea();
      const a = await newCategory(area.id, 'Primera cat');
      const b = await newCategory(area.id, 'Segunda cat');
      expect((await listed('categories', area.id)).names).toEqual([a.name, b.name]);
      await send('PUT', `/api/admin/categories/${b.id}/order`, { order: 1 });
      expect((await listed('categories', area.id)).names).toEqual([b.name, a.name]);
    });
  });

  describe('moving a category', () => {
    it('takes its products and subcategories to the new area and renumbers both areas', async () => {
      const from = await newArea();
      const to = await newArea();
      const stays = await newCategory(from.id, 'Queda');
      const moving = await newCategory(from.id, 'Se mueve', 1);
      await newCategory(to.id, 'Ya estaba');
      const sub = await newSubcategory(moving.id, 'Sub');
      const p1 = await createProduct(t.db, {
        areaId: from.id,
        categoryId: moving.id,
        subcategoryId: sub.id,
      });
      const p2 = await createProduct(t.db, {
        areaId: from.id,
        categoryId: moving.id,
        subcategoryId: null,
      });
      const other = await createProduct(t.db, {
        areaId: from.id,
        categoryId: stays.id,
        subcategoryId: null,
      });

      const res = await send('PUT', `/api/admin/categories/${moving.id}`, {
        name: 'Se mueve',
        order: 2,
        areaId: to.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ areaId: to.id, order: 2 });
      expect(await listed('categories', from.id)).toEqual({ names: ['Queda'], orders: [1] });
      expect(await listed('categories', to.id)).toEqual({
        names: ['Ya estaba', 'Se mueve'],
        orders: [1, 2],
      });
      for (const id of [p1, p2])
        expect((await send('GET', `/api/products/${id}`)).json()).toMatchObject({
          areaId: to.id,
          categoryId: moving.id,
        });
      expect((await send('GET', `/api/products/${p1}`)).json()).toMatchObject({
        subcategoryId: sub.id,
      });
      expect((await send('GET', `/api/products/${other}`)).json()).toMatchObject({
        areaId: from.id,
      });
      // The shop's filter by the new area finds them.
      const list = (await send('GET', `/api/products?areaId=${to.id}`)).json() as {
        items: { id: string }[];
      };
      expect(list.items.map((p) => p.id).sort()).toEqual([p1, p2].sort());

      const counts = (await send('GET', '/api/admin/taxonomy/product-counts')).json();
      expect(counts.areas[to.id]).toBe(2);
      expect(counts.areas[from.id]).toBe(1);
      expect(counts.categories[moving.id]).toBe(2);
    });
  });

  describe('product counts for the confirmations', () => {
    it('counts the products of each area, category and subcategory; deleting a subcategory leaves them without one', async () => {
      const tax = await createTaxonomy(t.db);
      const ids = [];
      for (let i = 0; i < 3; i += 1) ids.push(await createProduct(t.db, tax));
      await createProduct(t.db, { ...tax, subcategoryId: null });
      const counts = (await send('GET', '/api/admin/taxonomy/product-counts')).json();
      expect(counts.areas[tax.areaId]).toBe(4);
      expect(counts.categories[tax.categoryId]).toBe(4);
      expect(counts.subcategories[tax.subcategoryId]).toBe(3);

      expect(
        (await send('DELETE', `/api/admin/subcategories/${tax.subcategoryId}`)).statusCode,
      ).toBe(204);
      const after = (await send('GET', '/api/admin/taxonomy/product-counts')).json();
      expect(after.subcategories[tax.subcategoryId]).toBeUndefined();
      expect(after.categories[tax.categoryId]).toBe(4);
      for (const id of ids)
        expect((await send('GET', `/api/products/${id}`)).json()).toMatchObject({
          areaId: tax.areaId,
          categoryId: tax.categoryId,
          subcategoryId: null,
        });
    });

    it('is for staff only', async () => {
      expect(
        (await send('GET', '/api/admin/taxonomy/product-counts', undefined, '')).statusCode,
      ).toBe(401);
    });
  });
});
