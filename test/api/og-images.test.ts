import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { homeContent, products } from '#server/db/schema';
import { DEFAULT_HOME_CONTENT } from '#server/modules/content/home';
import {
  UNSAVED_UPLOAD_GRACE_MS,
  deleteUnusedHomeImages,
  homeOgImageKey,
  storeHomeImage,
} from '#server/modules/content/home-images';
import { deleteProductImage, ogImageKey, storeProductImage } from '#server/lib/images';
import { readStored } from '#server/lib/storage';
import { OG_CACHE } from '#server/modules/og-images/routes';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct } from '../factories';

const INDEX_HTML = `<!doctype html><html><head><title>Tienda</title>
<meta name="description" content="Descripción general de la tienda." />
</head><body><div id="root"></div></body></html>`;
const PUBLIC_URL = 'https://tienda.example';

const RED = { r: 220, g: 20, b: 20 };
const GREEN = { r: 20, g: 200, b: 40 };

const picture = (width: number, height: number, background: typeof RED) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The colour at a point of a JPEG. */
async function pixel(jpeg: Buffer, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

const near = (a: typeof RED, b: typeof RED) =>
  Math.abs(a.r - b.r) < 24 && Math.abs(a.g - b.g) < 24 && Math.abs(a.b - b.b) < 24;

const WHITE = { r: 255, g: 255, b: 255 };

async function expectOgJpeg(response: { rawPayload: Buffer; headers: Record<string, unknown> }) {
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const metadata = await sharp(response.rawPayload).metadata();
  expect(metadata).toMatchObject({
    format: 'jpeg',
    width: 1200,
    height: 630,
    isProgressive: false,
  });
}

describeEachEngine('link preview pictures (Open Graph JPEGs)', (engine) => {
  let t: TestApp;
  let withPhoto: string;
  let photoId: string;
  let noPhoto: string;
  let draft: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { PUBLIC_URL }, { clientFiles: { 'index.html': INDEX_HTML } });
    withPhoto = await createProduct(t.db, { name: 'Porcelanato Rojo 60x60' });
    const stored = await storeProductImage(
      t.app.shop.storage,
      withPhoto,
      await picture(900, 900, RED),
    );
    photoId = stored.id;
    await t.db
      .update(products)
      .set({ images: [stored] })
      .where(eq(products.id, withPhoto));
    noPhoto = await createProduct(t.db, { name: 'Pastina sin foto', images: [] });
    draft = await createProduct(t.db, { status: 'borrador' });
    const draftImage = await storeProductImage(
      t.app.shop.storage,
      draft,
      await picture(64, 64, RED),
    );
    await t.db
      .update(products)
      .set({ images: [draftImage] })
      .where(eq(products.id, draft));
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a product’s cover as a 1200×630 JPEG, whole on white, cached for a day with its ETag', async () => {
    const response = await t.app.inject({ url: `/og/producto/${withPhoto}.jpg?v=abc` });
    expect(response.statusCode).toBe(200);
    await expectOgJpeg(response);
    expect(response.headers['cache-control']).toBe(OG_CACHE);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    // Letterboxed: the square photo fills the middle, white bands at its sides.
    expect(near(await pixel(response.rawPayload, 600, 315), RED)).toBe(true);
    expect(near(await pixel(response.rawPayload, 20, 315), WHITE)).toBe(true);
    expect(near(await pixel(response.rawPayload, 1180, 20), WHITE)).toBe(true);

    const etag = String(response.headers.etag);
    const again = await t.app.inject({
      url: `/og/producto/${withPhoto}.jpg`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(OG_CACHE);
  });

  it('keeps the drawn JPEG in the storage beside its photo, and deletes it with the photo', async () => {
    await t.app.inject({ url: `/og/producto/${withPhoto}.jpg` });
    const storage = t.app.shop.storage;
    const kept = await readStored(storage, ogImageKey(withPhoto, photoId));
    expect(kept?.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    const other = await createProduct(t.db);
    const image = await storeProductImage(storage, other, await picture(64, 64, GREEN));
    await t.db
      .update(products)
      .set({ images: [image] })
      .where(eq(products.id, other));
    expect((await t.app.inject({ url: `/og/producto/${other}.jpg` })).statusCode).toBe(200);
    expect(await readStored(storage, ogImageKey(other, image.id))).not.toBeNull();
    await deleteProductImage(storage, other, image);
    expect(await readStored(storage, ogImageKey(other, image.id))).toBeNull();
  });

  it('answers 404 "Imagen no encontrada" for an unknown product, a borrador and a bad name', async () => {
    for (const url of [
      `/og/producto/${randomUUID()}.jpg`,
      `/og/producto/${draft}.jpg`,
      `/og/producto/${withPhoto}.png`,
      '/og/producto/nada.jpg',
    ]) {
      const refused = await t.app.inject({ url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json(), url).toEqual({
        error: { code: 'not_found', message: 'Imagen no encontrada' },
      });
    }
  });

  it('shows the home page’s picture for a product without photos', async () => {
    const fallback = await t.app.inject({ url: `/og/producto/${noPhoto}.jpg` });
    expect(fallback.statusCode).toBe(200);
    await expectOgJpeg(fallback);
    const home = await t.app.inject({ url: '/og/inicio.jpg' });
    expect(home.statusCode).toBe(200);
    await expectOgJpeg(home);
    expect(home.headers['cache-control']).toBe(OG_CACHE);
    expect(fallback.rawPayload.equals(home.rawPayload)).toBe(true);
    expect(fallback.headers.etag).toBe(home.headers.etag);
  });

  it('names the JPEG, its size, type and text in the product and home pages’ Open Graph tags', async () => {
    const product = (await t.app.inject({ url: `/producto/${withPhoto}` })).body;
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(product)?.[1] ?? '';
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/og/producto/${withPhoto}\\.jpg\\?v=\\w+$`));
    expect(product).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(product).toContain('<meta property="og:image:width" content="1200" />');
    expect(product).toContain('<meta property="og:image:height" content="630" />');
    expect(product).toContain('<meta property="og:image:alt" content="Porcelanato Rojo 60x60" />');
    // The address the page names is served.
    const served = await t.app.inject({ url: image.slice(PUBLIC_URL.length) });
    expect(served.statusCode).toBe(200);

    const bare = (await t.app.inject({ url: `/producto/${noPhoto}` })).body;
    expect(bare).toMatch(
      new RegExp(
        `<meta property="og:image" content="${PUBLIC_URL}/og/producto/${noPhoto}\\.jpg\\?v=\\w+" />`,
      ),
    );

    const home = (await t.app.inject({ url: '/' })).body;
    const homeImage = /<meta property="og:image" content="([^"]+)" \/>/.exec(home)?.[1] ?? '';
    expect(homeImage).toMatch(new RegExp(`^${PUBLIC_URL}/og/inicio\\.jpg\\?v=\\w+$`));
    expect(home).toContain('<meta property="og:image:width" content="1200" />');
    expect(home).toContain(
      `<meta property="og:image:alt" content="${DEFAULT_HOME_CONTENT.slides[0]?.title ?? ''}" />`,
    );
  });

  it('draws the home picture from the owner’s first active slide, with a new address for a new slide', async () => {
    const before = (await t.app.inject({ url: '/' })).body;
    const upload = await storeHomeImage(
      t.db,
      t.app.shop.storage,
      'slide',
      await picture(1600, 640, GREEN),
    );
    const [first, ...rest] = DEFAULT_HOME_CONTENT.slides;
    if (!first) throw new Error('no default slide');
    const data = {
      slides: [
        { ...first, active: false },
        { ...first, id: randomUUID(), image: upload.ref },
        ...rest,
      ],
      tiles: DEFAULT_HOME_CONTENT.tiles,
    };
    await t.db
      .insert(homeContent)
      .values({ id: 1, data })
      .onConflictDoUpdate({ target: homeContent.id, set: { data } });

    const home = await t.app.inject({ url: '/og/inicio.jpg' });
    await expectOgJpeg(home);
    expect(near(await pixel(home.rawPayload, 600, 315), GREEN)).toBe(true);
    expect(near(await pixel(home.rawPayload, 5, 5), GREEN)).toBe(true);
    const fallback = await t.app.inject({ url: `/og/producto/${noPhoto}.jpg` });
    expect(fallback.rawPayload.equals(home.rawPayload)).toBe(true);

    const og = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const after = (await t.app.inject({ url: '/' })).body;
    expect(og(after)).not.toBe(og(before));

    // Replaced, the upload goes with its JPEG at the clean-up.
    const storage = t.app.shop.storage;
    expect(await readStored(storage, homeOgImageKey(upload.ref))).not.toBeNull();
    await t.db.delete(homeContent).where(eq(homeContent.id, 1));
    await deleteUnusedHomeImages(t.db, storage, new Date(Date.now() + UNSAVED_UPLOAD_GRACE_MS * 2));
    expect(await readStored(storage, homeOgImageKey(upload.ref))).toBeNull();
  });
});
