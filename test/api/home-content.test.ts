import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStorefront } from '#client/render-page';
import { activityLog, homeImages, products, trash } from '#server/db/schema';
import { DEFAULT_HOME_CONTENT } from '#server/modules/content/home';
import { restoreFromTrash, trashProduct } from '#server/modules/trash/trash';
import type { ProductListResponse } from '#shared/catalog-query';
import { type AdminHome, HOME_MESSAGES as M, type HomeContent, type HomePage } from '#shared/home';
import { queryKeys } from '#shared/query-keys';
import { type TestApp, createTestApp } from '../app';
import { refusedThenRecorded } from '../db-faults';
import { describeEachEngine } from '../engines';
import { WOOD_LOOK_FLOORING, createProduct, createTaxonomy } from '../factories';
import { multipart } from '../payloads';
import { INDEX_HTML, bootQueries } from '../pages';

const IMAGE = {
  notImage: 'El archivo no es una imagen válida (se aceptan JPEG, PNG, WebP y AVIF).',
  tooLarge: 'La imagen es demasiado grande (máximo 10 MB).',
};

const DEFAULTS: HomeContent = { ...DEFAULT_HOME_CONTENT, featuredIds: [] };

describeEachEngine('Inicio: slides, tiles and destacados', (engine) => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      { clientFiles: { 'index.html': INDEX_HTML }, storefront: createStorefront },
    );
    editor = (await t.signIn('editor')).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  const put = (body: unknown, cookie = editor) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/home',
      payload: body as object,
      headers: { cookie },
    });
  const home = async () => (await t.app.inject({ url: '/api/home' })).json<HomePage>();
  const admin = async () =>
    (await t.app.inject({ url: '/api/admin/home', headers: { cookie: editor } })).json<AdminHome>();
  const upload = (kind: string, filename: string, type: string, body: Buffer) => {
    const form = multipart(filename, type, body);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/home/images?kind=${kind}`,
      headers: { cookie: editor, 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const jpeg = () => readFile(path.join(import.meta.dirname, '../fixtures/tile.jpg'));

  it('a new shop shows SPEC’s three slides and four tiles, and no Destacados', async () => {
    const page = await home();
    expect(page.slides.map((s) => s.title)).toEqual([
      'La calidez de la madera, la resistencia del porcelanato',
      'Mármoles que transforman cada ambiente',
      'Calculá cuántas cajas necesitás',
    ]);
    expect(page.slides.every((s) => s.link === '/productos')).toBe(true);
    expect(page.slides[0]?.image).toEqual({
      src: '/hero/slide-1.webp',
      srcSet: '',
      width: 1600,
      height: 640,
    });
    expect(page.tiles.map((tile) => tile.title)).toEqual([
      'Símil Madera',
      'Símil Mármol',
      'Símil Cemento',
      'Símil Piedra',
    ]);
    const subcategories = page.tiles.map((tile) => {
      const params = new URL(tile.link, 'http://x').searchParams;
      expect(params.get('area')).toBe('Pisos y revestimientos');
      expect(params.get('categoria')).toBe('Porcelanicos');
      return params.get('subcategoria');
    });
    expect(subcategories).toEqual([
      'Simil madera',
      'Simil marmol',
      'Simil cemento',
      'Simil piedra',
    ]);
    expect(page.featured).toEqual([]);
    expect((await admin()).content).toEqual(DEFAULTS);
  });

  it('an editor changes a slide and a tile: the API and the next page show it at once, and the activity log says so', async () => {
    const content: HomeContent = structuredClone(DEFAULTS);
    content.slides[0]!.title = 'Liquidación de temporada';
    content.slides[2]!.active = false;
    content.slides = [content.slides[1]!, content.slides[0]!, content.slides[2]!];
    content.tiles[3] = { ...content.tiles[3]!, title: 'Exteriores', link: '/productos?q=exterior' };
    const saved = await put(content);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminHome>().content).toEqual(content);

    const page = await home();
    expect(page.slides.map((s) => s.title)).toEqual([
      'Mármoles que transforman cada ambiente',
      'Liquidación de temporada',
    ]);
    expect(page.tiles[3]).toMatchObject({ title: 'Exteriores', link: '/productos?q=exterior' });

    const html = (await t.app.inject({ url: '/' })).body;
    expect(html).toContain('Liquidación de temporada');
    expect(html).toContain('Exteriores');
    expect(html).not.toContain('Calculá cuántas cajas necesitás');
    const boot = bootQueries(html).find(
      (q) => JSON.stringify(q.key) === JSON.stringify(queryKeys.home),
    );
    expect((boot?.data as HomePage).slides).toHaveLength(2);

    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'home.update'));
    expect(entry?.subject).toBe('Inicio');
    expect(entry?.detail).toContain('«Liquidación de temporada»');
    expect(entry?.detail).toContain('«Exteriores»');
    expect((await put(DEFAULTS)).statusCode).toBe(200);
  });

  it('changes nothing when its Actividad entry cannot be written, and saves it once it can', async () => {
    const id = await createProduct(t.db, { name: 'Destacado sin registro' });
    const content: HomeContent = { ...structuredClone(DEFAULTS), featuredIds: [id] };
    content.slides[0]!.title = 'Cambio sin registro';
    const position = async () =>
      (
        await t.db
          .select({ position: products.featuredPosition })
          .from(products)
          .where(eq(products.id, id))
      )[0]?.position;
    await refusedThenRecorded(
      t.db,
      'home.update',
      () => put(content),
      async () => {
        expect((await admin()).content).toEqual(DEFAULTS);
        expect(await position()).toBeNull();
        expect((await home()).featured).toEqual([]);
      },
    );
    expect((await admin()).content).toEqual(content);
    expect(await position()).toBe(1);
    expect((await put(DEFAULTS)).statusCode).toBe(200);
  });

  it('an uploaded slide image is cropped to the hero’s shape, and the page preloads it with its srcset', async () => {
    const response = await upload('slide', 'banner.jpg', 'image/jpeg', await jpeg());
    expect(response.statusCode, response.body).toBe(201);
    const { ref, image } = response.json<{ ref: string; image: HomePage['slides'][0]['image'] }>();
    expect(image).toMatchObject({ width: 1600, height: 640 });
    expect(image.srcSet).toMatch(new RegExp(`^/uploads/home/${ref}-640\\.webp 640w`));
    const files = (await readdir(path.join(t.dataDir, 'uploads/home'))).filter((f) =>
      f.startsWith(ref),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const meta = await sharp(path.join(t.dataDir, 'uploads/home', file)).metadata();
      expect(meta.format).toBe('webp');
      expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(2.5, 1);
    }

    const tile = await upload('tile', 'madera.jpg', 'image/jpeg', await jpeg());
    expect(tile.statusCode, tile.body).toBe(201);
    const tileImage = tile.json<{ ref: string; image: { width: number; height: number } }>();
    expect(tileImage.image).toMatchObject({ width: 600, height: 400 });

    const content: HomeContent = structuredClone(DEFAULTS);
    content.slides[0]!.image = ref;
    content.tiles[0]!.image = tileImage.ref;
    expect((await put(content)).statusCode).toBe(200);
    const html = (await t.app.inject({ url: '/' })).body;
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${image.src}" imagesrcset="${image.srcSet}" imagesizes="100vw" />`,
    );
    expect(html).toMatch(/<img[^>]*width="1600"[^>]*height="640"/);
    expect((await admin()).images[ref]).toEqual(image);
    expect((await put(DEFAULTS)).statusCode).toBe(200);
  });

  it('refuses a file that is no image, one over 10 MB and an unknown kind, in Spanish, storing nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(homeImages);
    const text = await upload('slide', 'banner.jpg', 'image/jpeg', Buffer.from('no soy una foto'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe(IMAGE.notImage);

    const small = await jpeg();
    const big = Buffer.concat([small, Buffer.alloc(10 * 1024 * 1024 + 10 - small.length, 0)]);
    const large = await upload('tile', 'grande.jpg', 'image/jpeg', big);
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toBe(IMAGE.tooLarge);

    const kind = await upload('banner', 'banner.jpg', 'image/jpeg', small);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.fields.kind).toBe(M.imageKind);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(homeImages);
    expect(after).toEqual(before);
  });

  const edit = (change: (content: HomeContent) => void) => {
    const content = structuredClone(DEFAULTS);
    change(content);
    return content;
  };
  const bad: [string, HomeContent, string, string][] = [
    [
      'a javascript: link',
      edit((c) => void (c.slides[0]!.link = 'javascript:alert(1)')),
      'slides.0.link',
      M.link,
    ],
    [
      'a link to another site by //',
      edit((c) => void (c.tiles[1]!.link = '//evil.example/x')),
      'tiles.1.link',
      M.link,
    ],
    [
      'an http link',
      edit((c) => void (c.slides[1]!.link = 'http://example.com')),
      'slides.1.link',
      M.link,
    ],
    ['an empty title', edit((c) => void (c.slides[0]!.title = '  ')), 'slides.0.title', M.required],
    [
      'a title on two lines',
      edit((c) => void (c.tiles[0]!.title = 'Uno\nDos')),
      'tiles.0.title',
      M.singleLine,
    ],
    [
      'an empty button text',
      edit((c) => void (c.slides[2]!.buttonText = '')),
      'slides.2.buttonText',
      M.required,
    ],
    ['three tiles', edit((c) => void c.tiles.pop()), 'tiles', M.tiles],
    [
      'no active slide',
      edit((c) => c.slides.forEach((s) => (s.active = false))),
      'slides',
      M.slidesMin,
    ],
    [
      'eleven slides',
      edit((c) => {
        c.slides = Array.from({ length: 11 }, (_, i) => ({
          ...c.slides[0]!,
          id: `6b0c9c61-0d6e-4c1e-9a52-0000000001${String(i).padStart(2, '0')}`,
        }));
      }),
      'slides',
      M.slidesMax,
    ],
    [
      'an image that is a URL',
      edit((c) => void (c.slides[0]!.image = 'https://x.example/a.jpg')),
      'slides.0.image',
      M.image,
    ],
    [
      'a destacado twice',
      edit(
        (c) =>
          void (c.featuredIds = [
            '6b0c9c61-0d6e-4c1e-9a52-00000000aaaa',
            '6b0c9c61-0d6e-4c1e-9a52-00000000aaaa',
          ]),
      ),
      'featuredIds',
      M.featuredRepeated,
    ],
  ];
  it.each(bad)(
    'refuses %s with a Spanish message, changing nothing',
    async (_name, body, field, message) => {
      const response = await put(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(M.saveError);
      expect(response.json().error.fields[field]).toBe(message);
      expect((await admin()).content).toEqual(DEFAULTS);
    },
  );

  it('refuses an upload id that was never uploaded, and a destacado that does not exist or is a borrador', async () => {
    const unknownImage = await put(
      edit((c) => void (c.slides[0]!.image = '6b0c9c61-0d6e-4c1e-9a52-00000000ffff')),
    );
    expect(unknownImage.statusCode).toBe(400);
    expect(unknownImage.json().error.message).toBe(M.image);
    const draft = await createProduct(t.db, { status: 'borrador' });
    for (const id of [draft, '6b0c9c61-0d6e-4c1e-9a52-00000000eeee']) {
      const response = await put(edit((c) => void (c.featuredIds = [id])));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.featuredIds).toBe(M.featuredUnknown);
    }
    expect((await admin()).content).toEqual(DEFAULTS);
  });

  it('a destacado sent to the Papelera leaves the row, and comes back from it without its place', async () => {
    const id = await createProduct(t.db, { name: 'Piso a la papelera' });
    expect((await put({ ...DEFAULTS, featuredIds: [id] })).statusCode).toBe(200);
    expect((await home()).featured.map((p) => p.name)).toEqual(['Piso a la papelera']);
    const { userId } = await t.signIn('super_admin');
    await trashProduct(t.db, id, userId);
    const [trashed] = await t.db.select({ id: trash.id }).from(trash).where(eq(trash.itemKey, id));
    expect((await home()).featured).toEqual([]);
    expect((await admin()).content.featuredIds).toEqual([]);
    await restoreFromTrash(t.db, t.app.shop.writes, trashed?.id ?? '', {
      id: null,
      name: 'Prueba',
    });
    const [row] = await t.db
      .select({ position: products.featuredPosition })
      .from(products)
      .where(eq(products.id, id));
    expect(row).toEqual({ position: null });
    expect((await home()).featured).toEqual([]);
  });

  it('refuses an anonymous caller', async () => {
    expect((await put(DEFAULTS, '')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/home' })).statusCode).toBe(401);
  });

  it('destacados show on Inicio in their order and come after the tiles but before the rest in the recommended list, at once', async () => {
    const brand = 'Marca Destacados';
    const floor = await createTaxonomy(t.db, {
      ...WOOD_LOOK_FLOORING,
      area: 'Pisos y Revestimientos',
    });
    const other = await createTaxonomy(t.db, { area: 'Sanitarios' });
    const make = async (name: string, taxonomy: typeof floor, daysAgo: number) => {
      const id = await createProduct(t.db, { ...taxonomy, name, brand });
      await t.db
        .update(products)
        .set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .where(eq(products.id, id));
      return id;
    };
    const oldTile = await make('Piso viejo', floor, 30);
    await make('Piso nuevo', floor, 1);
    const oldSink = await make('Bacha vieja', other, 20);
    await make('Bacha nueva', other, 2);
    const names = async () =>
      (await t.app.inject({ url: `/api/products?brands=${encodeURIComponent(brand)}` }))
        .json<ProductListResponse>()
        .items.map((p) => p.name);
    expect(await names()).toEqual(['Piso nuevo', 'Piso viejo', 'Bacha nueva', 'Bacha vieja']);

    const saved = await put({ ...DEFAULTS, featuredIds: [oldSink, oldTile] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminHome>().featured.map((p) => p.name)).toEqual([
      'Bacha vieja',
      'Piso viejo',
    ]);
    expect((await home()).featured.map((p) => p.name)).toEqual(['Bacha vieja', 'Piso viejo']);
    expect(await names()).toEqual(['Piso viejo', 'Piso nuevo', 'Bacha vieja', 'Bacha nueva']);

    const html = (await t.app.inject({ url: '/' })).body;
    expect(html).toContain('Productos destacados');

    expect((await put(DEFAULTS)).statusCode).toBe(200);
    expect((await home()).featured).toEqual([]);
    expect(await names()).toEqual(['Piso nuevo', 'Piso viejo', 'Bacha nueva', 'Bacha vieja']);
  });
});
