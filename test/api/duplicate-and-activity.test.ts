import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityLog } from '#server/db/schema';
import { purgeExpired } from '#server/modules/trash/trash';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';
import { multipart, validBody } from '../payloads';

const DAY_MS = 24 * 60 * 60 * 1000;
const fixture = (name: string) => readFile(path.join(import.meta.dirname, '../fixtures', name));

/** "Duplicar" copies the images; the log says what publishing and stock did. */
describeEachEngine('duplicate with images, and the activity log of availability', (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = (await t.signIn('super_admin')).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function upload(productId: string, name: string) {
    const form = multipart(name, 'image/jpeg', await fixture('tile.jpg'));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { cookie, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
  }

  it('gives the copy its own stored images, which outlive the original purged', async () => {
    const taxonomy = await createTaxonomy(t.db);
    const original = await createProduct(t.db, { ...taxonomy, name: 'Roble Fotos' });
    await upload(original, 'a.jpg');
    await upload(original, 'b.jpg');
    const source = (await t.app.inject({ url: `/api/products/${original}` })).json();

    const response = await send('POST', `/api/admin/products/${original}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({ name: 'Roble Fotos (copia)', status: 'borrador' });
    expect(copy.images).toHaveLength(2);
    const ids = (list: { id: string }[]) => list.map((i) => i.id);
    expect(ids(copy.images)).not.toEqual(ids(source.images));
    for (const image of copy.images)
      expect(image.src).toMatch(new RegExp(`^/uploads/products/${copy.id}/[0-9a-f-]+-800\\.webp$`));

    // The original to the Papelera and purged: its files go, the copy's stay.
    expect((await send('DELETE', `/api/admin/products/${original}`)).statusCode).toBe(204);
    await purgeExpired(t.db, t.app.shop.storage, new Date(Date.now() + 31 * DAY_MS));
    expect((await t.app.inject({ url: source.images[0].src })).statusCode).toBe(404);
    for (const image of copy.images) {
      const served = await t.app.inject({ url: image.src });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  it('says Publicado, Oculto, Sin stock and Con stock instead of "—"', async () => {
    const taxonomy = await createTaxonomy(t.db);
    const id = await createProduct(t.db, { ...taxonomy, name: 'Nogal Estado' });
    const body = { ...validBody.product(taxonomy), name: 'Nogal Estado', imageIds: [] };
    const lastDetail = async () =>
      (
        await t.db
          .select({ detail: activityLog.detail })
          .from(activityLog)
          .orderBy(desc(activityLog.at))
          .limit(1)
      )[0]?.detail;
    const put = async (changes: object) => {
      const response = await send('PUT', `/api/admin/products/${id}`, { ...body, ...changes });
      expect(response.statusCode).toBe(200);
      return lastDetail();
    };
    expect(await put({ status: 'borrador', inStock: true })).toMatch(/^Oculto \(borrador\)/);
    expect(await put({ status: 'publicado', inStock: true })).toMatch(/^Publicado/);
    expect(await put({ status: 'publicado', inStock: false })).toBe('Sin stock');
    expect(await put({ status: 'publicado', inStock: true })).toBe('Con stock');
    expect(await put({ status: 'borrador', inStock: false })).toBe('Oculto (borrador); Sin stock');
  });
});
