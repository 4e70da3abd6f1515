import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { areas, categories, products, subcategories } from '#server/db/schema';
import { seedDemoCatalog } from '#server/seed/demo';
import { type DeliveryZoneRow, deliveryZoneFor } from '#shared/delivery';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';

/** The demo shop's names are written as Spanish writes them (decision 0013). */
describeEachEngine('the demo catalogue', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    expect(await seedDemoCatalog(t.db, t.app.shop.storage)).not.toBeNull();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('names its categories and subcategories with their accents', async () => {
    const flooring = await t.db
      .select({ category: categories.name, subcategory: subcategories.name })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .innerJoin(areas, eq(areas.id, categories.areaId))
      .where(eq(areas.name, 'Pisos y Revestimientos'))
      .orderBy(asc(categories.order), asc(subcategories.order));
    expect(flooring.map((row) => `${row.category} › ${row.subcategory}`)).toEqual([
      'Porcelánicos › Símil madera',
      'Porcelánicos › Símil mármol',
      'Porcelánicos › Símil cemento',
      'Porcelánicos › Símil piedra',
      'Cerámicos › Pisos cerámicos',
      'Cerámicos › Revestimientos de pared',
    ]);
  });

  it("describes each finish in agreement with 'terminación' ('texturada', never 'texturado')", async () => {
    const tiles = await t.db
      .select({ type: products.type, description: products.description })
      .from(products);
    const textured = tiles.filter((p) => p.type === 'Texturado');
    expect(textured.length).toBeGreaterThan(0);
    for (const p of textured) expect(p.description).toContain('terminación texturada');
    for (const p of tiles) expect(p.description).not.toContain('terminación texturado');
  });

  it("prices the shop's own area from the start: typing 6700 finds the zone of Luján", async () => {
    const { zones } = (await t.app.inject({ url: '/api/delivery-zones' })).json<{
      zones: DeliveryZoneRow[];
    }>();
    expect(zones.map((z) => z.value)).toEqual(
      expect.arrayContaining(['Luján', 'General Rodríguez', 'Pilar', 'Mercedes']),
    );
    const lujan = deliveryZoneFor(zones, { method: 'shipping', postalCode: '6700' });
    expect(lujan).toMatchObject({ value: 'Luján', daysMin: 1, daysMax: 2 });
    expect(lujan?.price).toBeGreaterThan(0);
    expect(deliveryZoneFor(zones, { method: 'shipping', postalCode: 'B1748ABC' })?.value).toBe(
      'General Rodríguez',
    );
  });

  it('leaves a shop that already has its taxonomy as it is', async () => {
    await t.db
      .update(categories)
      .set({ name: 'Porcelanicos' })
      .where(eq(categories.name, 'Porcelánicos'));
    const before = await t.db.select({ id: products.id }).from(products);
    expect(await seedDemoCatalog(t.db, t.app.shop.storage)).toBeNull();
    expect(await t.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
    const names = await t.db.select({ name: categories.name }).from(categories);
    expect(names.map((c) => c.name)).toContain('Porcelanicos');
  });
});
