import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { storeProductImage } from '#server/lib/images';
import { FEED_JPEG_SLOTS, FEED_MESSAGES } from '#shared/feeds/product-feeds';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';

const PUBLIC_URL = 'https://tienda.example.com';
const G = 'http://base.google.com/ns/1.0';

/** An <item> of the Google feed: each g: field's texts, by name (without the prefix). */
type FeedFields = Map<string, string[]>;

interface ParsedFeed {
  rssVersion: string | undefined;
  channel: Record<string, string>;
  items: FeedFields[];
}

/**
 * Parses the feed with a strict XML parser (saxes, namespaces on): malformed XML, an unknown
 * prefix or an entity XML does not define throws. Only Google's namespace may hold item fields.
 */
function parseFeed(xml: string): ParsedFeed {
  const parser = new SaxesParser({ xmlns: true });
  const feed: ParsedFeed = { rssVersion: undefined, channel: {}, items: [] };
  const path: string[] = [];
  let item: FeedFields | null = null;
  let text = '';
  parser.on('opentag', (tag) => {
    path.push(tag.name);
    text = '';
    if (tag.name === 'rss') feed.rssVersion = tag.attributes.version?.value;
    if (tag.name === 'item') item = new Map();
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', (tag) => {
    path.pop();
    if (tag.name === 'item' && item) {
      feed.items.push(item);
      item = null;
    } else if (item) {
      if (tag.uri !== G) throw new Error(`field outside Google's namespace: ${tag.name}`);
      item.set(tag.local, [...(item.get(tag.local) ?? []), text]);
    } else if (path.at(-1) === 'channel') {
      feed.channel[tag.name] = text;
    }
    text = '';
  });
  parser.write(xml).close();
  return feed;
}

const one = (fields: FeedFields | undefined, name: string): string | undefined => {
  const values = fields?.get(name);
  if (values && values.length > 1) throw new Error(`${name} repeated`);
  return values?.[0];
};

const PRICE = /^\d+\.\d{2} ARS$/;
/** What Google requires of every item (https://support.google.com/merchants/answer/7052112). */
const REQUIRED = ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price'];

describeEachEngine('product feeds (Google Merchant Center, Meta)', (engine) => {
  let t: TestApp;
  let editor: string;
  let superAdmin: string;
  const id = { tile: '', adhesive: '', backorder: '', soldOut: '', draft: '', noPhoto: '' };
  let tileImage = '';
  let draftImage = '';

  beforeAll(async () => {
    t = await createTestApp(engine, { PUBLIC_URL });
    editor = (await t.signIn('editor')).cookie;
    superAdmin = (await t.signIn('super_admin')).cookie;
    const tiles = await createTaxonomy(t.db, {
      area: 'Pisos y Revestimientos',
      category: 'Porcelanatos',
      subcategory: 'Símil madera',
    });
    const materials = await createTaxonomy(t.db, {
      area: 'Materiales',
      category: 'Adhesivos',
      subcategory: 'Cementicios',
    });
    const photo = () => [{ id: randomUUID(), widths: [400, 800] }];

    id.tile = await createProduct(t.db, {
      ...tiles,
      name: 'Roble & Nogal <60x60> "Natural"',
      code: 'RB-60',
      brand: 'Cerro Negro',
      description: 'Porcelanato símil madera, apto para pisos',
      price: 12007,
      discountPercentage: 10,
      metersPerBox: 1.44,
    });
    const png = await sharp({
      create: {
        width: 900,
        height: 900,
        channels: 4,
        background: { r: 200, g: 150, b: 90, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const stored = await storeProductImage(t.app.shop.storage, id.tile, png);
    tileImage = stored.id;
    await t.db
      .update(products)
      .set({ images: [stored] })
      .where(eq(products.id, id.tile));

    id.adhesive = await createProduct(t.db, {
      ...materials,
      name: 'Adhesivo cementicio 30 kg',
      code: null,
      brand: 'Klaukol',
      description: '',
      price: 9500,
      metersPerBox: 1.5,
      saleUnit: 'bolsa',
      images: photo(),
    });
    id.backorder = await createProduct(t.db, {
      ...tiles,
      name: 'Mármol a pedido',
      code: 'MP-1',
      brand: '',
      price: 20000,
      trackStock: true,
      backorderDays: 15,
      images: photo(),
    });
    id.soldOut = await createProduct(t.db, {
      ...tiles,
      name: 'Pizarra agotada',
      inStock: false,
      images: photo(),
    });
    id.draft = await createProduct(t.db, { ...tiles, name: 'Borrador', status: 'borrador' });
    const draftStored = await storeProductImage(t.app.shop.storage, id.draft, png);
    draftImage = draftStored.id;
    await t.db
      .update(products)
      .set({ images: [draftStored] })
      .where(eq(products.id, id.draft));
    id.noPhoto = await createProduct(t.db, { ...tiles, name: 'Sin foto', images: [] });
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  const google = () => t.app.inject({ url: '/feeds/google.xml' });
  const meta = () => t.app.inject({ url: '/feeds/meta.csv' });
  const itemsById = async () => {
    const feed = parseFeed((await google()).body);
    return new Map(feed.items.map((item) => [one(item, 'id') ?? '', item]));
  };

  it('is RSS 2.0 with Google namespace, listing only published products with a photo', async () => {
    const response = await google();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const feed = parseFeed(response.body);
    expect(feed.rssVersion).toBe('2.0');
    expect(feed.channel).toMatchObject({ link: `${PUBLIC_URL}/` });
    expect(feed.channel.title).toBeTruthy();
    expect(feed.channel.description).toBeTruthy();
    const ids = feed.items.map((item) => one(item, 'id')).sort();
    expect(ids).toEqual([id.tile, id.adhesive, id.backorder, id.soldOut].sort());
  });

  it('gives every item the required fields, well formed', async () => {
    for (const item of (await itemsById()).values()) {
      for (const name of REQUIRED) expect(one(item, name), name).toBeTruthy();
      expect(one(item, 'condition')).toBe('new');
      expect(one(item, 'link')).toBe(`${PUBLIC_URL}/producto/${one(item, 'id')}`);
      expect(one(item, 'image_link')).toMatch(
        new RegExp(`^${PUBLIC_URL}/feeds/images/${one(item, 'id')}/[0-9a-f-]{36}\\.jpg$`),
      );
      expect(one(item, 'price')).toMatch(PRICE);
      const sale = one(item, 'sale_price');
      if (sale !== undefined) expect(sale).toMatch(PRICE);
      expect(['in_stock', 'out_of_stock', 'preorder', 'backorder']).toContain(
        one(item, 'availability'),
      );
      // Brand and MPN identify an item, or it says it has no identifiers.
      if (!one(item, 'brand') || !one(item, 'mpn'))
        expect(one(item, 'identifier_exists')).toBe('no');
      else expect(item.has('identifier_exists')).toBe(false);
      expect((one(item, 'title') ?? '').length).toBeLessThanOrEqual(150);
    }
  });

  it('prices a tile by the box, with its sale price and the m² per box for the price per m²', async () => {
    const tile = (await itemsById()).get(id.tile);
    expect(one(tile, 'title')).toBe('Roble & Nogal <60x60> "Natural"');
    expect(one(tile, 'price')).toBe('12007.00 ARS');
    expect(one(tile, 'sale_price')).toBe('10806.30 ARS');
    expect(one(tile, 'unit_pricing_measure')).toBe('1.44 sqm');
    expect(one(tile, 'unit_pricing_base_measure')).toBe('1 sqm');
    expect(one(tile, 'brand')).toBe('Cerro Negro');
    expect(one(tile, 'mpn')).toBe('RB-60');
    expect(one(tile, 'availability')).toBe('in_stock');
    expect(one(tile, 'product_type')).toBe('Pisos y Revestimientos > Porcelanatos > Símil madera');
    expect(one(tile, 'image_link')).toBe(`${PUBLIC_URL}/feeds/images/${id.tile}/${tileImage}.jpg`);
  });

  it('escapes the text it holds', async () => {
    const xml = (await google()).body;
    expect(xml).not.toContain('<60x60>');
    expect(xml).not.toMatch(/&(?!(#\d+|amp|lt|gt|quot|apos);)/);
    expect(xml).toContain('Roble &#38; Nogal &#60;60x60&#62; &#34;Natural&#34;');
  });

  it('gives no unit pricing to what is not sold by the m² (a bag of adhesive)', async () => {
    const adhesive = (await itemsById()).get(id.adhesive);
    expect(adhesive?.has('unit_pricing_measure')).toBe(false);
    expect(adhesive?.has('unit_pricing_base_measure')).toBe(false);
    expect(adhesive?.has('sale_price')).toBe(false);
    expect(one(adhesive, 'price')).toBe('9500.00 ARS');
    // No code: brand alone does not identify it.
    expect(one(adhesive, 'identifier_exists')).toBe('no');
    // Without a description of its own, its name.
    expect(one(adhesive, 'description')).toBe('Adhesivo cementicio 30 kg');
  });

  it('says a product a pedido is a backorder with its date, and a Sin stock one out of stock', async () => {
    const items = await itemsById();
    expect(one(items.get(id.backorder), 'availability')).toBe('backorder');
    expect(one(items.get(id.backorder), 'availability_date')).toMatch(
      /^\d{4}-\d{2}-\d{2}T00:00-0300$/,
    );
    expect(items.get(id.backorder)?.has('brand')).toBe(false);
    expect(one(items.get(id.soldOut), 'availability')).toBe('out_of_stock');
    expect(items.get(id.soldOut)?.has('availability_date')).toBe(false);
  });

  it('serves each listed photo as a JPEG, and no photo of a borrador', async () => {
    const image = await t.app.inject({ url: `/feeds/images/${id.tile}/${tileImage}.jpg` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 800, hasAlpha: false });

    for (const url of [
      `/feeds/images/${id.draft}/${draftImage}.jpg`,
      `/feeds/images/${id.tile}/${randomUUID()}.jpg`,
      `/feeds/images/${id.tile}/${tileImage}.png`,
      `/feeds/images/nada/${tileImage}.jpg`,
    ]) {
      const refused = await t.app.inject({ url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().error.message).toBe('Imagen no encontrada');
    }
  });

  it('answers a burst of photo requests with a Spanish 503 past its slots, and serves the rest', async () => {
    const url = `/feeds/images/${id.tile}/${tileImage}.jpg`;
    const answers = await Promise.all(
      Array.from({ length: 3 * (FEED_JPEG_SLOTS.concurrent + FEED_JPEG_SLOTS.waiting) }, () =>
        t.app.inject({ url }),
      ),
    );
    const served = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(served.length + refused.length).toBe(answers.length);
    expect(served.length).toBeGreaterThanOrEqual(FEED_JPEG_SLOTS.concurrent);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of served) expect(answer.headers['content-type']).toBe('image/jpeg');
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json().error.message).toBe(FEED_MESSAGES.busy);
    }
    // The burst over, the photo is served again.
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('is kept until a catalogue write, which the next fetch shows', async () => {
    const first = await google();
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: '/feeds/google.xml',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${id.tile}/price`,
      headers: { cookie: editor },
      payload: { price: 15000 },
    });
    expect(changed.statusCode).toBe(200);
    const after = await google();
    expect(after.headers.etag).not.toBe(etag);
    const tile = parseFeed(after.body).items.find((item) => one(item, 'id') === id.tile);
    expect(one(tile, 'price')).toBe('15000.00 ARS');
    expect(one(tile, 'sale_price')).toBe('13500.00 ARS');
    const row = Papa.parse<Record<string, string>>((await meta()).body, {
      header: true,
      skipEmptyLines: true,
    }).data.find((r) => r.id === id.tile);
    expect(row?.price).toBe('15000.00 ARS');
  });

  it('writes the Meta catalogue as CSV with its columns, a row parsed back', async () => {
    const response = await meta();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body.charCodeAt(0)).not.toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(response.body, {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.delimiter).toBe(',');
    expect(parsed.meta.fields).toEqual([
      'id',
      'title',
      'description',
      'availability',
      'condition',
      'price',
      'sale_price',
      'link',
      'image_link',
      'additional_image_link',
      'brand',
      'mpn',
      'product_type',
    ]);
    const rows = new Map(parsed.data.map((row) => [row.id, row]));
    expect([...rows.keys()].sort()).toEqual(
      [id.tile, id.adhesive, id.backorder, id.soldOut].sort(),
    );
    expect(rows.get(id.tile)).toMatchObject({
      title: 'Roble & Nogal <60x60> "Natural"',
      description: 'Porcelanato símil madera, apto para pisos',
      availability: 'in stock',
      condition: 'new',
      sale_price: expect.stringMatching(PRICE),
      link: `${PUBLIC_URL}/producto/${id.tile}`,
      image_link: `${PUBLIC_URL}/feeds/images/${id.tile}/${tileImage}.jpg`,
      brand: 'Cerro Negro',
      mpn: 'RB-60',
      product_type: 'Pisos y Revestimientos > Porcelanatos > Símil madera',
    });
    expect(rows.get(id.adhesive)).toMatchObject({ price: '9500.00 ARS', sale_price: '' });
    expect(rows.get(id.backorder)?.availability).toBe('available for order');
    expect(rows.get(id.soldOut)?.availability).toBe('out of stock');
    for (const row of rows.values()) {
      expect(row.price).toMatch(PRICE);
      // Meta wants a brand, an MPN or a GTIN.
      expect(row.brand || row.mpn).toBeTruthy();
    }
  });

  it('tells a super_admin the feeds’ addresses for the settings screen', async () => {
    const links = await t.app.inject({ url: '/api/admin/feeds', headers: { cookie: superAdmin } });
    expect(links.statusCode).toBe(200);
    expect(links.json()).toEqual({
      google: `${PUBLIC_URL}/feeds/google.xml`,
      meta: `${PUBLIC_URL}/feeds/meta.csv`,
    });
    const asEditor = await t.app.inject({ url: '/api/admin/feeds', headers: { cookie: editor } });
    expect(asEditor.statusCode).toBe(403);
  });
});
