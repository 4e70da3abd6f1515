import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type PriceBatchInput,
  changedSinceMessage,
  nonPositiveMessage,
} from '#shared/price-batches';
import { priceBatches, priceChanges, products } from '#server/db/schema';
import { GENERIC_ERROR_MESSAGE } from '#shared/messages';
import { type TestApp, createTestApp } from '../app';
import { refuseActivity } from '../db-faults';
import { describeEachEngine } from '../engines';
import { type TestTaxonomy, createProduct, createTaxonomy } from '../factories';
import { validBody } from '../payloads';

type Body = {
  selection: Partial<PriceBatchInput['selection']>;
  rule: PriceBatchInput['rule'];
};

describeEachEngine('bulk price changes', (engine) => {
  let t: TestApp;
  let cookie: string;
  let floor: TestTaxonomy;
  let wall: TestTaxonomy;
  const ids = { roble: '', nogal: '', pared: '' };

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const prices = async () =>
    Object.fromEntries(
      (
        await t.db
          .select({ id: products.id, price: products.price })
          .from(products)
          .where(inArray(products.id, Object.values(ids)))
      ).map((p) => [p.id, p.price]),
    );
  const raise = (selection: Body['selection'], amount = 12.5): Body => ({
    selection,
    rule: { kind: 'porcentaje', direction: 'subir', amount, rounding: 10 },
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = (await t.signIn('editor')).cookie;
    floor = await createTaxonomy(t.db, { area: 'Pisos Lote', category: 'Porcelanatos Lote' });
    wall = await createTaxonomy(t.db);
    ids.roble = await createProduct(t.db, {
      ...floor,
      name: 'Roble Lote',
      brand: 'Lote Andina',
      price: 45990.5,
      metersPerBox: 1.44,
    });
    ids.nogal = await createProduct(t.db, {
      ...floor,
      name: 'Nogal Lote',
      brand: 'Lote Cerro',
      price: 14400,
      status: 'borrador',
    });
    ids.pared = await createProduct(t.db, {
      ...wall,
      name: 'Pared Lote',
      brand: 'Lote Andina',
      price: 990,
      metersPerBox: null,
      saleUnit: 'bolsa',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('previews exactly what it then applies, as one recorded batch, shown by the shop at once', async () => {
    const body = raise({ areaId: floor.areaId });
    const before = await prices();
    // Warm the shop's cached answer, so a stale one would show.
    expect((await t.app.inject({ url: `/api/products/${ids.roble}` })).json().price).toBe(45990.5);
    const preview = await call('POST', '/api/admin/price-batches/preview', body);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      count: 2,
      rows: [
        {
          id: ids.nogal,
          name: 'Nogal Lote',
          brand: 'Lote Cerro',
          oldPrice: 14400,
          newPrice: 16200,
          metersPerBox: 1.44,
          saleUnit: 'caja',
        },
        {
          id: ids.roble,
          name: 'Roble Lote',
          brand: 'Lote Andina',
          oldPrice: 45990.5,
          newPrice: 51740,
          metersPerBox: 1.44,
          saleUnit: 'caja',
        },
      ],
    });
    expect(await prices()).toEqual(before); // a preview changes nothing
    const applied = await call('POST', '/api/admin/price-batches', body);
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({ products: 2, undoneAt: null, rule: body.rule });
    const after = await prices();
    for (const row of preview.json().rows) expect(after[row.id]).toBe(row.newPrice);
    expect(after[ids.pared]).toBe(990);
    expect((await t.app.inject({ url: `/api/products/${ids.roble}` })).json().price).toBe(51740);
    const batches = (await call('GET', '/api/admin/price-batches')).json();
    expect(batches[0]).toMatchObject({ id: applied.json().id, products: 2 });
    expect(batches[0].userName).toBeTruthy();

    const history = (await call('GET', `/api/admin/products/${ids.roble}/price-history`)).json();
    expect(history[0]).toMatchObject({ oldPrice: 45990.5, newPrice: 51740, source: 'lote' });

    // Undo puts every price back, once.
    const undo = await call('POST', `/api/admin/price-batches/${applied.json().id}/undo`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json().undoneAt).not.toBeNull();
    expect(await prices()).toEqual(before);
    expect((await t.app.inject({ url: `/api/products/${ids.roble}` })).json().price).toBe(45990.5);
    const again = await call('POST', `/api/admin/price-batches/${applied.json().id}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Este cambio de precios ya fue deshecho.');
    const undone = (await call('GET', `/api/admin/products/${ids.roble}/price-history`)).json();
    expect(undone[0]).toMatchObject({ oldPrice: 51740, newPrice: 45990.5, source: 'deshacer' });
  });

  it('selects by brand, search text and ticked rows; lowers by a fixed amount', async () => {
    const byBrand = await call(
      'POST',
      '/api/admin/price-batches/preview',
      raise({ brand: 'Lote Andina' }),
    );
    expect(byBrand.json().rows.map((r: { id: string }) => r.id)).toEqual([ids.pared, ids.roble]);
    const bySearch = await call(
      'POST',
      '/api/admin/price-batches/preview',
      raise({ search: 'nogal' }),
    );
    expect(bySearch.json().rows.map((r: { id: string }) => r.id)).toEqual([ids.nogal]);
    const ticked = await call('POST', '/api/admin/price-batches/preview', {
      selection: { productIds: [ids.pared, ids.nogal] },
      rule: { kind: 'monto', direction: 'bajar', amount: 90, rounding: 100 },
    });
    expect(ticked.json()).toMatchObject({
      count: 2,
      rows: [
        { id: ids.nogal, newPrice: 14300 },
        { id: ids.pared, newPrice: 900 },
      ],
    });
  });

  it("names each batch's selection in the list, and each preview row its sale unit", async () => {
    const preview = await call(
      'POST',
      '/api/admin/price-batches/preview',
      raise({ brand: 'Lote Andina' }),
    );
    expect(preview.json().rows.map((r: { saleUnit: string }) => r.saleUnit)).toEqual([
      'bolsa',
      'caja',
    ]);
    const applied = await call(
      'POST',
      '/api/admin/price-batches',
      raise({
        areaId: floor.areaId,
        categoryId: floor.categoryId,
        brand: 'Lote Andina',
        search: 'roble',
      }),
    );
    expect(applied.statusCode).toBe(201);
    const text =
      'Área: Pisos Lote · Categoría: Porcelanatos Lote · Marca: Lote Andina · Búsqueda: "roble"';
    expect(applied.json().selectionText).toBe(text);
    const ticked = await call('POST', '/api/admin/price-batches', {
      selection: { productIds: [ids.pared, ids.nogal] },
      rule: { kind: 'monto', direction: 'subir', amount: 10, rounding: 1 },
    });
    const listed = (await call('GET', '/api/admin/price-batches')).json();
    expect(listed[0]).toMatchObject({
      id: ticked.json().id,
      selectionText: '2 productos marcados en la lista',
    });
    expect(listed[1]).toMatchObject({ id: applied.json().id, selectionText: text });
    for (const batch of [ticked, applied])
      expect(
        (await call('POST', `/api/admin/price-batches/${batch.json().id}/undo`)).statusCode,
      ).toBe(200);
  });

  it('refuses a decrease that leaves a price at $ 0 or less, naming it, and changes nothing', async () => {
    const before = await prices();
    const response = await call('POST', '/api/admin/price-batches', {
      selection: { brand: 'Lote Andina' },
      rule: { kind: 'monto', direction: 'bajar', amount: 990, rounding: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(nonPositiveMessage(['Pared Lote']));
    expect(await prices()).toEqual(before);
    const none = await call('POST', '/api/admin/price-batches/preview', raise({ brand: 'Nadie' }));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Ningún producto coincide con la selección.');
  });

  it('refuses to undo once a later change touched one of its prices', async () => {
    const applied = await call('POST', '/api/admin/price-batches', raise({ brand: 'Lote Andina' }));
    expect(applied.statusCode).toBe(201);
    const quick = await call('PATCH', `/api/admin/products/${ids.pared}/price`, { price: 1234.5 });
    expect(quick.statusCode).toBe(200);
    expect(quick.json().price).toBe(1234.5);
    const before = await prices();
    const undo = await call('POST', `/api/admin/price-batches/${applied.json().id}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().error.message).toBe(changedSinceMessage(['Pared Lote']));
    expect(await prices()).toEqual(before);
    // A later batch over the same products also blocks the earlier one, not itself.
    const later = await call('POST', '/api/admin/price-batches', raise({ search: 'roble' }, 1));
    const first = await call('POST', `/api/admin/price-batches/${applied.json().id}/undo`);
    expect(first.statusCode).toBe(409);
    expect(first.json().error.message).toBe(changedSinceMessage(['Pared Lote', 'Roble Lote']));
    expect(
      (await call('POST', `/api/admin/price-batches/${later.json().id}/undo`)).statusCode,
    ).toBe(200);
    // A price that is no longer the batch's (written without a record) also blocks it.
    const fresh = await call('POST', '/api/admin/price-batches', raise({ search: 'roble' }));
    await t.db.update(products).set({ price: 1 }).where(eq(products.id, ids.roble));
    const stale = await call('POST', `/api/admin/price-batches/${fresh.json().id}/undo`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(changedSinceMessage(['Roble Lote']));
    const missing = await call('POST', `/api/admin/price-batches/${randomUUID()}/undo`);
    expect(missing.statusCode).toBe(404);
  });

  it('changes no price when its Actividad entry cannot be written, applying or undoing', async () => {
    const id = await createProduct(t.db, {
      ...floor,
      name: 'Sin Registro',
      brand: 'Lote Roto',
      price: 1000,
    });
    const priceOf = async () =>
      (await t.db.select({ price: products.price }).from(products).where(eq(products.id, id)))[0]
        ?.price;
    const batchCount = async () =>
      (await t.db.select({ id: priceBatches.id }).from(priceBatches)).length;
    const historyOf = async () =>
      (
        await t.db
          .select({ id: priceChanges.id })
          .from(priceChanges)
          .where(eq(priceChanges.productId, id))
      ).length;
    const batches = await batchCount();

    let allow = await refuseActivity(t.db, 'prices.batch');
    const refused = await call('POST', '/api/admin/price-batches', raise({ brand: 'Lote Roto' }));
    expect(refused.statusCode).toBe(500);
    expect(refused.json().error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(await priceOf()).toBe(1000);
    expect(await batchCount()).toBe(batches);
    expect(await historyOf()).toBe(0);
    // The shop's cached answer was not told of a change that did not happen.
    expect((await t.app.inject({ url: `/api/products/${id}` })).json().price).toBe(1000);
    await allow();

    const applied = await call('POST', '/api/admin/price-batches', raise({ brand: 'Lote Roto' }));
    expect(applied.statusCode).toBe(201);
    expect(await priceOf()).toBe(1130);
    allow = await refuseActivity(t.db, 'prices.batch');
    const undo = await call('POST', `/api/admin/price-batches/${applied.json().id}/undo`);
    expect(undo.statusCode).toBe(500);
    expect(await priceOf()).toBe(1130);
    expect(await historyOf()).toBe(1);
    const listed = (await call('GET', '/api/admin/price-batches')).json();
    expect(listed.find((b: { id: string }) => b.id === applied.json().id).undoneAt).toBeNull();
    await allow();
  });

  it('keeps the price history of single and quick edits with who and when', async () => {
    const product = await createProduct(t.db, { ...floor, name: 'Historia', price: 1000 });
    await call('PATCH', `/api/admin/products/${product}/price`, { price: 1100 });
    await call('PUT', `/api/admin/products/${product}`, {
      ...validBody.product(floor),
      price: 1200,
      imageIds: [],
    });
    // Saved with the same price: not a change.
    await call('PUT', `/api/admin/products/${product}`, {
      ...validBody.product(floor),
      price: 1200,
      imageIds: [],
    });
    const history = (await call('GET', `/api/admin/products/${product}/price-history`)).json();
    expect(history).toMatchObject([
      { oldPrice: 1100, newPrice: 1200, source: 'edicion' },
      { oldPrice: 1000, newPrice: 1100, source: 'rapida' },
    ]);
    for (const entry of history) {
      expect(entry.userName).toBeTruthy();
      expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);
    }
  });

  it('refuses bad quick prices in Spanish and changes nothing', async () => {
    const before = await prices();
    for (const payload of [{ price: 0 }, { price: -1 }, { price: '45.990' }, {}, { price: 2e9 }]) {
      const response = await call('PATCH', `/api/admin/products/${ids.roble}/price`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/^[A-ZÁÉÍÓÚ]/);
      expect(response.json().error.fields.price).toMatch(/^El precio/);
    }
    const unknown = await call('PATCH', `/api/admin/products/${randomUUID()}/price`, {
      price: 10,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await prices()).toEqual(before);
  });
});
