import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CatalogQuerySchema } from '#shared/catalog-query';
import { listProducts } from '#server/modules/catalogue/catalog-list';
import { rowsOf } from '#server/db/client';
import { areas, categories, products, subcategories } from '#server/db/schema';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { type TestTaxonomy, createProduct, createTaxonomy } from '../factories';

/**
 * The list's total for taxonomy and quality filters comes from catalogue_counts, kept by triggers
 * on products. Through every kind of write it must equal a count of the rows themselves.
 */
describeEachEngine('catalogue counts', (engine) => {
  let t: TestApp;
  let floor: TestTaxonomy;
  let bath: TestTaxonomy;

  beforeAll(async () => {
    t = await createTestApp(engine);
    floor = await createTaxonomy(t.db);
    bath = await createTaxonomy(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every filter the counts table answers, for both taxonomies and no taxonomy at all. */
  const queries = () =>
    [floor, bath, { areaId: '', categoryId: '', subcategoryId: '' }].flatMap((place) =>
      ['todas', '1ra', '2da'].flatMap((quality) => [
        { quality },
        { quality, areaId: place.areaId },
        { quality, areaId: place.areaId, categoryId: place.categoryId },
        { quality, categoryId: place.categoryId, subcategoryId: place.subcategoryId },
      ]),
    );

  async function expectExactTotals() {
    const counted = rowsOf<{ key: string; n: number }>(
      await t.db.execute(sql`select concat_ws('/', area_id, category_id, subcategory_id, quality)
        as key, count(*)::int as n from products where status = 'publicado'
        group by 1 order by 1`),
    );
    const kept = rowsOf<{ key: string; n: number }>(
      await t.db.execute(sql`select concat_ws('/', area_id, category_id, subcategory_id, quality)
        as key, products as n from catalogue_counts order by 1`),
    );
    expect(kept).toEqual(counted);
    for (const query of queries()) {
      // The service itself: these writes bypass the API, so its cache would not see them.
      const { total: listed } = await listProducts(
        t.db,
        t.app.shop.storage,
        CatalogQuerySchema.parse(query),
      );
      const where = sql.join(
        [
          sql`status = 'publicado'`,
          ...(query.areaId ? [sql`area_id = ${query.areaId}`] : []),
          ...(query.categoryId ? [sql`category_id = ${query.categoryId}`] : []),
          ...(query.subcategoryId ? [sql`subcategory_id = ${query.subcategoryId}`] : []),
          ...(query.quality !== 'todas' ? [sql`quality = ${query.quality}`] : []),
        ],
        sql` and `,
      );
      const [row] = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from products where ${where}`),
      );
      expect(listed, JSON.stringify(query)).toBe(row?.n);
    }
  }

  it('stays exact through inserts, edits, moves, borradores, deletions and taxonomy deletions', async () => {
    await expectExactTotals();
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) {
      const place = i % 3 === 0 ? bath : floor;
      ids.push(await createProduct(t.db, { ...place, quality: i % 2 === 0 ? '1ra' : '2da' }));
    }
    await createProduct(t.db, { areaId: floor.areaId, categoryId: null, subcategoryId: null });
    await expectExactTotals();

    // One statement touching many rows in several groups.
    await t.db
      .update(products)
      .set({ quality: '2da' })
      .where(inArray(products.id, ids.slice(0, 5)));
    // A move to the other taxonomy, and an edit that changes no counted column.
    await t.db
      .update(products)
      .set({ ...bath })
      .where(eq(products.id, ids[1]!));
    await t.db.update(products).set({ price: 99999 }).where(eq(products.id, ids[2]!));
    await expectExactTotals();

    // A borrador is not counted; publishing it counts it again.
    await t.db
      .update(products)
      .set({ status: 'borrador' })
      .where(inArray(products.id, ids.slice(2, 5)));
    await createProduct(t.db, { ...floor, status: 'borrador' });
    await expectExactTotals();
    await t.db.update(products).set({ status: 'publicado' }).where(eq(products.id, ids[3]!));
    await expectExactTotals();

    await t.db.delete(products).where(inArray(products.id, ids.slice(6)));
    await expectExactTotals();

    // Deleting taxonomy leaves the products unclassified (ON DELETE SET NULL).
    await t.db.delete(subcategories).where(eq(subcategories.id, floor.subcategoryId));
    await expectExactTotals();
    // An area goes with its children, deepest first, as DELETE /api/admin/areas/:id does it.
    await t.db.transaction(async (tx) => {
      await tx.delete(subcategories).where(eq(subcategories.id, bath.subcategoryId));
      await tx.delete(categories).where(eq(categories.id, bath.categoryId));
      await tx.delete(areas).where(eq(areas.id, bath.areaId));
    });
    await expectExactTotals();

    await t.db.delete(products);
    await expectExactTotals();
    const left = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from catalogue_counts`),
    );
    expect(left[0]?.n).toBe(0);
  });
});
