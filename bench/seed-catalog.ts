// Seeds a large generated catalogue for benchmarks (not the demo data):
//   DATA_DIR=/tmp/bench-10k tsx bench/seed-catalog.ts 10000   (or DATABASE_URL=postgres://…)
import { areas, categories, products, subcategories } from '#server/db/schema';
import { type Db, openDatabase } from '#server/db/client';
import { searchColumns } from '#server/modules/catalogue/search-text';

const WOODS = [
  'Roble',
  'Nogal',
  'Lapacho',
  'Cedro',
  'Guatambú',
  'Eucalipto',
  'Haya',
  'Fresno',
  'Teca',
  'Incienso',
];
const STONES = [
  'Mármol',
  'Travertino',
  'Pizarra',
  'Basalto',
  'Cuarcita',
  'Granito',
  'Ónix',
  'Caliza',
  'Ardesia',
];
const TONES = [
  'Blanco',
  'Gris',
  'Beige',
  'Marfil',
  'Grafito',
  'Natural',
  'Miel',
  'Perla',
  'Arena',
  'Ceniza',
  'Humo',
];
const SIZES = ['20x120', '60x60', '58x58', '80x80', '60x120', '35x35', '45x45', '30x60'];
const FINISHES = ['Brillante', 'Mate', 'Semi-mate', 'Texturado'];
const BRANDS = Array.from(
  { length: 30 },
  (_, i) => `Marca ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i : ''}`,
);

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function seedLargeCatalog(db: Db, count: number): Promise<void> {
  const random = rng(count);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const subcategoryIds: {
    areaId: string;
    categoryId: string;
    subcategoryId: string;
    flooring: boolean;
    names: { areaName: string; categoryName: string; subcategoryName: string };
  }[] = [];
  // The flooring area's subcategories are named as the shop names them, so searches such as
  // 'piso madera' find what they find in the shop.
  const LOOKS = ['Simil madera', 'Simil marmol', 'Simil cemento', 'Simil piedra'];
  const areaNames = ['Pisos y Revestimientos', 'Sanitarios y Grifería', 'Adhesivos y Pastinas'];
  for (const [ai, areaName] of areaNames.entries()) {
    const [area] = await db
      .insert(areas)
      .values({ name: areaName, order: ai + 1 })
      .returning({ id: areas.id });
    for (let ci = 0; ci < 3; ci++) {
      const categoryName = `Categoría ${ai + 1}.${ci + 1}`;
      const [category] = await db
        .insert(categories)
        .values({ name: categoryName, order: ci + 1, areaId: area?.id ?? '' })
        .returning({ id: categories.id });
      for (let si = 0; si < 4; si++) {
        const subcategoryName =
          ai === 0 ? (LOOKS[si] ?? '') : `Subcategoría ${ai + 1}.${ci + 1}.${si + 1}`;
        const [sub] = await db
          .insert(subcategories)
          .values({
            name: subcategoryName,
            order: si + 1,
            categoryId: category?.id ?? '',
          })
          .returning({ id: subcategories.id });
        subcategoryIds.push({
          areaId: area?.id ?? '',
          categoryId: category?.id ?? '',
          subcategoryId: sub?.id ?? '',
          flooring: ai === 0,
          names: { areaName, categoryName, subcategoryName },
        });
      }
    }
  }
  const BATCH = 1000;
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const place = pick(subcategoryIds);
      const look = random() < 0.5 ? pick(WOODS) : pick(STONES);
      const size = pick(SIZES);
      const brand = pick(BRANDS);
      const values = {
        name: `Porcelanato ${look} ${pick(TONES)} ${size} #${i}`,
        description: `${look} ${pick(FINISHES).toLowerCase()} de ${brand}, formato ${size} cm.`,
        brand,
        price: Math.round(5000 + random() * 60000),
        discountPercentage: random() < 0.25 ? pick([10, 15, 20, 25]) : null,
        dimensions: place.flooring ? size : null,
        metersPerBox: place.flooring ? pick([1.44, 1.62, 1.92, 2.02]) : null,
        quality: random() < 0.2 ? ('2da' as const) : ('1ra' as const),
        type: place.flooring ? pick(FINISHES) : null,
        hasShipping: random() < 0.7,
        areaId: place.areaId,
        categoryId: place.categoryId,
        subcategoryId: place.subcategoryId,
        images: [],
      };
      rows.push({ ...values, ...searchColumns({ ...values, ...place.names }) });
    }
    await db.insert(products).values(rows);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 10_000);
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? './data-bench',
  });
  const started = Date.now();
  await seedLargeCatalog(database.db, count);
  await database.close();
  console.log(`${count} productos generados en ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
