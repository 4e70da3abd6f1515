import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { purgeExpired } from '#server/modules/trash/trash';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';
import { multipart } from '../payloads';

const DAY_MS = 24 * 60 * 60 * 1000;
const fixture = (name: string) => readFile(path.join(import.meta.dirname, '../fixtures', name));

/** A valid 1×1 PNG whose header claims width × height pixels (a decompression bomb's shape). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 1, height: 1, channels: 3, background: '#888' },
  })
    .png()
    .toBuffer();
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows 13 bytes later.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describeEachEngine('product image uploads', (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = (await t.signIn('editor')).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  async function upload(productId: string, filename: string, type: string, body: Buffer) {
    const form = multipart(filename, type, body);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: { cookie, 'content-type': form.contentType },
      payload: form.payload,
    });
  }

  const productFiles = async (productId: string) =>
    readdir(path.join(t.dataDir, 'uploads/products', productId)).catch(() => []);
  const imagesOf = async (productId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json().images;

  it('stores a JPEG and a PNG as WebP variants under products/{id}/, first one the cover', async () => {
    const id = await createProduct(t.db);
    const jpeg = await upload(id, 'piso.jpg', 'image/jpeg', await fixture('tile.jpg'));
    expect(jpeg.statusCode).toBe(201);
    const png = await upload(id, 'piso.png', 'image/png', await fixture('tile.png'));
    expect(png.statusCode).toBe(201);

    const images = await imagesOf(id);
    expect(images.map((i: { id: string }) => i.id)).toEqual([jpeg.json().id, png.json().id]);
    expect(images[0].src).toMatch(new RegExp(`^/uploads/products/${id}/[0-9a-f-]+-800\\.webp$`));
    const files = await productFiles(id);
    expect(files.every((f) => f.endsWith('.webp'))).toBe(true);
    // 900 px wide JPEG → 400 and 800 variants; 300 px PNG → the 400 variant (not enlarged).
    expect(files).toHaveLength(3);
    const served = await t.app.inject({ method: 'GET', url: images[0].src });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('keeps the chosen images in order on edit, deletes the removed files and appends new ones', async () => {
    const tax = await createTaxonomy(t.db);
    const id = await createProduct(t.db, tax);
    const a = (await upload(id, 'a.jpg', 'image/jpeg', await fixture('tile.jpg'))).json();
    const b = (await upload(id, 'b.png', 'image/png', await fixture('tile.png'))).json();
    const c = (await upload(id, 'c.png', 'image/png', await fixture('tile.png'))).json();
    const product = (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
    const edit = (imageIds: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/products/${id}`,
        headers: { cookie },
        payload: { ...product, discountPercentage: null, imageIds },
      });

    const refused = await edit([a.id, a.id]);
    expect(refused.statusCode).toBe(400);
    expect(await productFiles(id)).toHaveLength(4);

    // c becomes the cover, b is kept, a is removed.
    const response = await edit([c.id, b.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json().images.map((i: { id: string }) => i.id)).toEqual([c.id, b.id]);
    const files = await productFiles(id);
    expect(files).toHaveLength(2);
    expect(files.some((f) => f.startsWith(a.id))).toBe(false);

    const d = (await upload(id, 'd.jpg', 'image/jpeg', await fixture('tile.jpg'))).json();
    expect((await imagesOf(id)).map((i: { id: string }) => i.id)).toEqual([c.id, b.id, d.id]);
  });

  it('refuses a text file renamed .jpg and stores nothing', async () => {
    const id = await createProduct(t.db);
    const response = await upload(
      id,
      'foto.jpg',
      'image/jpeg',
      Buffer.from('esto no es una imagen, es texto plano\n'.repeat(20)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'El archivo no es una imagen válida (se aceptan JPEG, PNG, WebP y AVIF).',
    );
    expect(await imagesOf(id)).toEqual([]);
    expect(await productFiles(id)).toEqual([]);
  });

  it('refuses an SVG, even one that claims to be a PNG', async () => {
    const id = await createProduct(t.db);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    for (const [name, type] of [
      ['piso.svg', 'image/svg+xml'],
      ['piso.png', 'image/png'],
    ]) {
      const response = await upload(id, name!, type!, svg);
      expect(response.statusCode).toBe(400);
    }
    expect(await productFiles(id)).toEqual([]);
  });

  it('judges by the bytes, not the name or type, and never uses the file name in a path', async () => {
    const id = await createProduct(t.db);
    const response = await upload(
      id,
      '../../../../etc/cron.d/piso.jpg',
      'application/octet-stream',
      await fixture('tile.png'),
    );
    expect(response.statusCode).toBe(201);
    const files = await productFiles(id);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => /^[0-9a-f-]+-\d+\.webp$/.test(f))).toBe(true);
    const everything = await readdir(t.dataDir, { recursive: true });
    expect(everything.some((f) => f.includes('cron.d') || f.includes('etc'))).toBe(false);
  });

  it('refuses a file over 10 MB', async () => {
    const id = await createProduct(t.db);
    const jpeg = await fixture('tile.jpg');
    const big = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1 - jpeg.length + 10, 0)]);
    const response = await upload(id, 'grande.jpg', 'image/jpeg', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('La imagen es demasiado grande (máximo 10 MB).');
    expect(await imagesOf(id)).toEqual([]);
  });

  it('refuses an image whose pixel count is a decompression bomb', async () => {
    const id = await createProduct(t.db);
    const bomb = await pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1024);
    const response = await upload(id, 'bomba.png', 'image/png', bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'La imagen tiene demasiados píxeles (máximo 40 megapíxeles).',
    );
    expect(await imagesOf(id)).toEqual([]);
  });

  it('answers 400 to a request without a file and 404 to an unknown product', async () => {
    const id = await createProduct(t.db);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      headers: { cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const unknown = await upload(
      '00000000-0000-4000-8000-000000000000',
      'a.jpg',
      'image/jpeg',
      await fixture('tile.jpg'),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Producto no encontrado');
  });

  it('keeps the image files of a deleted product while it is in the Papelera, deletes them at its purge', async () => {
    const id = await createProduct(t.db);
    await upload(id, 'a.jpg', 'image/jpeg', await fixture('tile.jpg'));
    expect(await productFiles(id)).toHaveLength(2);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(await productFiles(id)).toHaveLength(2);
    expect(await purgeExpired(t.db, t.app.shop.storage, new Date(Date.now() + 31 * DAY_MS))).toBe(
      1,
    );
    expect(await productFiles(id)).toEqual([]);
  });
});
