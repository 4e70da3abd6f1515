import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';
import { multipart } from '../payloads';
import type { VisualizerTile } from '#shared/visualizer/tiles';

const fixture = (name: string) => readFile(path.join(import.meta.dirname, '../fixtures', name));

describeEachEngine('Ver en mi ambiente: tiles and texturas', (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = (await t.signIn('editor')).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  async function putTexture(productId: string, body: Buffer, type = 'image/jpeg', as = cookie) {
    const form = multipart('textura.jpg', type, body);
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/texture`,
      headers: { cookie: as, 'content-type': form.contentType },
      payload: form.payload,
    });
  }
  const visualizer = (id: string) => t.app.inject({ method: 'GET', url: `/api/visualizer/${id}` });
  const files = async (productId: string) =>
    readdir(path.join(t.dataDir, 'uploads/products', productId)).catch(() => [] as string[]);

  it('answers the product first, then published tiles with a size of its category; walls by name', async () => {
    const tax = await createTaxonomy(t.db, { subcategory: 'Revestimientos de pared' });
    const id = await createProduct(t.db, { ...tax, name: 'Subway Blanco', dimensions: '7,5x15' });
    const other = await createProduct(t.db, {
      ...tax,
      name: 'Azulejo Azul',
      dimensions: '20x20',
      color: 'Azul',
    });
    await createProduct(t.db, { ...tax, name: 'Borrador', status: 'borrador' });
    await createProduct(t.db, { ...tax, name: 'Pastina sin medida', dimensions: null });
    const answer = await visualizer(id);
    expect(answer.statusCode).toBe(200);
    const tiles = answer.json().tiles as VisualizerTile[];
    expect(tiles.map((x) => x.id)).toEqual([id, other]);
    expect(tiles.every((x) => x.wall)).toBe(true);
    expect(tiles[0]?.texture).toBeNull();
    // The colour stands for the face while it loads, or when it cannot be had.
    expect(tiles.map((x) => x.color)).toEqual([null, 'Azul']);
  });

  it('404 for an unknown, malformed or unpublished product', async () => {
    const hidden = await createProduct(t.db, { status: 'borrador' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id', hidden]) {
      const answer = await visualizer(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe('Producto no encontrado');
    }
  });

  it('stores a textura square, re-encoded without metadata, replaces and removes it with its files', async () => {
    const id = await createProduct(t.db);
    const first = await putTexture(id, await fixture('tile.jpg'));
    expect(first.statusCode).toBe(200);
    const texture = first.json().texture as { id: string; src: string };
    expect(texture.src).toMatch(new RegExp(`^/uploads/products/${id}/${texture.id}-512\\.webp$`));
    const served = await t.app.inject({ method: 'GET', url: texture.src });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(meta.height);
    expect(meta.exif).toBeUndefined();
    expect((await visualizer(id)).json().tiles[0].texture).toBe(texture.src);

    const second = (await putTexture(id, await fixture('tile.png'), 'image/png')).json().texture;
    expect((await files(id)).some((f) => f.startsWith(texture.id))).toBe(false);
    expect((await files(id)).some((f) => f.startsWith(second.id))).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${id}/texture`,
      headers: { cookie },
    });
    expect(removed.json()).toEqual({ texture: null });
    expect(await files(id)).toEqual([]);
  });

  it('falls back to the first image when there is no textura', async () => {
    const id = await createProduct(t.db);
    const form = multipart('piso.jpg', 'image/jpeg', await fixture('tile.jpg'));
    const image = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      headers: { cookie, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect((await visualizer(id)).json().tiles[0].texture).toBe(image.json().src);
  });

  it('refuses a file that is not an image, strangers, and unknown products; nothing changes', async () => {
    const id = await createProduct(t.db);
    const bad = await putTexture(id, Buffer.from('no soy una imagen'), 'image/png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/no es una imagen válida/);
    expect(await files(id)).toEqual([]);
    const stranger = await putTexture(id, await fixture('tile.jpg'), 'image/jpeg', '');
    expect(stranger.statusCode).toBe(401);
    const unknown = await putTexture(
      '00000000-0000-4000-8000-000000000000',
      await fixture('tile.jpg'),
    );
    expect(unknown.statusCode).toBe(404);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${id}/texture`,
      headers: { cookie },
    });
    expect(get.json()).toEqual({ texture: null });
  });
});
