import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { areas, categories, deliveryZones, products, subcategories } from '../db/schema';
import { type EncodedImage, encodeProductImage, storeEncodedImage } from '../lib/images';
import { type NewProduct, insertProduct } from '../modules/catalogue/products';
import { demoStockSettings, seedDemoStock } from '../modules/stock/demo';
import { DEMO_DELIVERY_ZONES } from '../modules/checkout/partido-postal-codes';
import type { Storage } from '../lib/storage';
import { NO_TILE_ATTRIBUTES, type TileAttributes, type TileColor } from '#shared/tile-attributes';
import { type Look, renderTexture } from './textures';

interface SubcategorySeed {
  name: string;
  look: Look;
  nouns: string[];
}
interface CategorySeed {
  name: string;
  description: string;
  subcategories: SubcategorySeed[];
}
interface AreaSeed {
  name: string;
  description: string;
  flooring: boolean;
  categories: CategorySeed[];
}

const TAXONOMY: AreaSeed[] = [
  {
    name: 'Pisos y Revestimientos',
    description: 'Porcelanatos y cerámicos para pisos y paredes, interiores y exteriores.',
    flooring: true,
    categories: [
      {
        name: 'Porcelánicos',
        description: 'Porcelanatos rectificados de alta resistencia.',
        subcategories: [
          {
            name: 'Símil madera',
            look: 'madera',
            nouns: [
              'Roble',
              'Nogal',
              'Lapacho',
              'Pino Nórdico',
              'Cedro',
              'Guatambú',
              'Eucalipto',
              'Haya',
              'Fresno',
              'Viraró',
              'Teca',
              'Incienso',
            ],
          },
          {
            name: 'Símil mármol',
            look: 'marmol',
            nouns: [
              'Carrara',
              'Calacatta',
              'Statuario',
              'Botticino',
              'Emperador',
              'Travertino Romano',
              'Arabescato',
              'Ónix Perla',
              'Marquina',
              'Crema Marfil',
              'Portoro',
              'Bardiglio',
            ],
          },
          {
            name: 'Símil cemento',
            look: 'cemento',
            nouns: [
              'Urbano',
              'Loft',
              'Industrial',
              'Concreto',
              'Microcemento',
              'Grafito',
              'Ceniza',
              'Arena',
              'Perla',
              'Plomo',
              'Humo',
              'Niebla',
            ],
          },
          {
            name: 'Símil piedra',
            look: 'piedra',
            nouns: [
              'Pizarra',
              'Laja',
              'Basalto',
              'Cuarcita',
              'Granito Sierra',
              'Piedra París',
              'Canto Rodado',
              'Ardesia',
              'Caliza',
              'Patagonia',
              'Mendoza',
              'Tandil',
            ],
          },
        ],
      },
      {
        name: 'Cerámicos',
        description: 'Cerámicos esmaltados para pisos y paredes.',
        subcategories: [
          {
            name: 'Pisos cerámicos',
            look: 'ceramica',
            nouns: ['Terracota', 'Rústico', 'Colonial', 'Campo', 'Quinta', 'Patio'],
          },
          {
            name: 'Revestimientos de pared',
            look: 'ceramica',
            nouns: [
              'Subway Blanco',
              'Mosaico Azul',
              'Hexágono',
              'Damero',
              'Veneciano',
              'Mediterráneo',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Sanitarios y Grifería',
    description: 'Todo para el baño y la cocina.',
    flooring: false,
    categories: [
      {
        name: 'Sanitarios',
        description: 'Inodoros, bidets y lavatorios.',
        subcategories: [
          {
            name: 'Inodoros',
            look: 'sanitario',
            nouns: ['Inodoro Corto', 'Inodoro Largo', 'Inodoro Suspendido', 'Inodoro Compacto'],
          },
          {
            name: 'Lavatorios',
            look: 'sanitario',
            nouns: [
              'Lavatorio de Apoyo',
              'Lavatorio con Pie',
              'Bacha Redonda',
              'Bacha Rectangular',
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Adhesivos y Pastinas',
    description: 'Materiales de colocación.',
    flooring: false,
    categories: [
      {
        name: 'Colocación',
        description: 'Adhesivos cementicios y pastinas.',
        subcategories: [
          {
            name: 'Adhesivos',
            look: 'bolsa',
            nouns: [
              'Adhesivo Porcelanato 30 kg',
              'Adhesivo Flexible 25 kg',
              'Adhesivo Exterior 30 kg',
            ],
          },
          {
            name: 'Pastinas',
            look: 'bolsa',
            nouns: ['Pastina Gris 5 kg', 'Pastina Blanca 5 kg', 'Pastina Epoxi 2 kg'],
          },
        ],
      },
    ],
  },
];

const BRANDS = [
  'Andina Cerámica',
  'Pampa Porcelanatos',
  'Rioplatense',
  'Delta Revestimientos',
  'Cerro Azul',
];
const FINISHES = ['Brillante', 'Mate', 'Semi-mate', 'Texturado'];
const SIZES: { dimensions: string; metersPerBox: number }[] = [
  { dimensions: '20x120', metersPerBox: 1.44 },
  { dimensions: '60x60', metersPerBox: 1.44 },
  { dimensions: '58x58', metersPerBox: 2.02 },
  { dimensions: '80x80', metersPerBox: 1.92 },
  { dimensions: '60x120', metersPerBox: 1.44 },
  { dimensions: '35x35', metersPerBox: 2.08 },
  { dimensions: '45x45', metersPerBox: 2.03 },
  { dimensions: '30x60', metersPerBox: 1.62 },
];
const LOOK_HUES: Record<Look, number[]> = {
  madera: [28, 20, 35],
  marmol: [40, 210, 0],
  cemento: [210, 30, 0],
  piedra: [30, 200, 100],
  ceramica: [15, 200, 180],
  sanitario: [200, 0],
  bolsa: [210, 25],
};

/** The finish as it agrees with "terminación" in a description ('terminación texturada'). */
const FINISH_AFTER_TERMINACION: Record<string, string> = { Texturado: 'texturada' };

/** Each demo tile's colour: the name says it (Plomo, Grafito… are grey), else the look's usual one. */
const COLOR_BY_NOUN: Record<string, TileColor> = {
  Roble: 'Marrón',
  Nogal: 'Marrón',
  Lapacho: 'Marrón',
  'Pino Nórdico': 'Beige',
  Carrara: 'Blanco',
  Calacatta: 'Blanco',
  Statuario: 'Blanco',
  Botticino: 'Beige',
  Emperador: 'Marrón',
  'Travertino Romano': 'Beige',
  Arabescato: 'Blanco',
  'Ónix Perla': 'Crema',
  Marquina: 'Negro',
  'Crema Marfil': 'Crema',
  Portoro: 'Negro',
  Bardiglio: 'Gris',
  Urbano: 'Gris',
  Loft: 'Gris',
  Industrial: 'Gris',
  Concreto: 'Gris',
  Microcemento: 'Gris',
  Grafito: 'Gris',
  Ceniza: 'Gris',
  Arena: 'Beige',
  Perla: 'Blanco',
  Plomo: 'Gris',
  Humo: 'Gris',
  Niebla: 'Gris',
  Pizarra: 'Negro',
  Basalto: 'Negro',
  Cuarcita: 'Gris',
  'Granito Sierra': 'Gris',
  'Piedra París': 'Beige',
  Ardesia: 'Gris',
  Caliza: 'Beige',
  Terracota: 'Terracota',
  Rústico: 'Terracota',
  Colonial: 'Terracota',
  'Subway Blanco': 'Blanco',
  'Mosaico Azul': 'Azul',
  Hexágono: 'Blanco',
  Damero: 'Multicolor',
  Veneciano: 'Verde',
  Mediterráneo: 'Azul',
};
const LOOK_COLOR: Partial<Record<Look, TileColor>> = {
  madera: 'Marrón',
  marmol: 'Blanco',
  cemento: 'Gris',
  piedra: 'Gris',
  ceramica: 'Beige',
};

/** Plausible tile attributes for a demo tile: wall tiles are cerámicos for walls only, etc. */
function demoAttributes(sub: SubcategorySeed, noun: string, n: number): TileAttributes {
  const wall = sub.name === 'Revestimientos de pared';
  const porcelain = sub.look !== 'ceramica';
  const outdoor = !wall && n % 2 === 0;
  return {
    color: COLOR_BY_NOUN[noun] ?? LOOK_COLOR[sub.look] ?? null,
    usage: wall ? 'pared' : porcelain ? 'ambos' : 'piso',
    placement: wall ? 'interior' : outdoor ? 'ambos' : 'interior',
    slipResistance: wall ? null : outdoor ? pick(['R10', 'R11', 'R12'] as const, n) : 'R9',
    pei: wall ? null : porcelain ? pick([4, 5], n) : pick([3, 4], n),
    rectified: porcelain,
    thicknessMm: wall ? 7 : porcelain ? pick([8.5, 9, 10], n) : 8,
  };
}

/** Heavy outdoor tiles the demo shop sells for pickup only ("Solo retiro en el local"). */
const PICKUP_ONLY = new Set(['Piedra París', 'Terracota']);

const finishWord = (finish: string) => FINISH_AFTER_TERMINACION[finish] ?? finish.toLowerCase();

/** Deterministic picks so every demo shop looks the same. */
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

export interface DemoSummary {
  products: number;
}

/** Loads the demo taxonomy and catalogue into an empty database. */
export async function seedDemoCatalog(db: Db, storage: Storage): Promise<DemoSummary | null> {
  const [existing] = await db.select({ n: count() }).from(areas);
  if ((existing?.n ?? 0) > 0) return null;

  const textures = new Map<string, Promise<EncodedImage>>();
  const texture = (look: Look, variant: number) => {
    const hues = LOOK_HUES[look];
    const key = `${look}-${variant % (hues.length * 2)}`;
    let encoded = textures.get(key);
    if (!encoded) {
      encoded = renderTexture(look, pick(hues, variant), variant * 7919 + look.length).then(
        encodeProductImage,
      );
      textures.set(key, encoded);
    }
    return encoded;
  };

  let n = 0;
  for (const [areaIndex, area] of TAXONOMY.entries()) {
    const [areaRow] = await db
      .insert(areas)
      .values({ name: area.name, description: area.description, order: areaIndex + 1 })
      .returning({ id: areas.id });
    if (!areaRow) throw new Error('area insert failed');
    for (const [categoryIndex, category] of area.categories.entries()) {
      const [categoryRow] = await db
        .insert(categories)
        .values({
          name: category.name,
          description: category.description,
          order: categoryIndex + 1,
          areaId: areaRow.id,
        })
        .returning({ id: categories.id });
      if (!categoryRow) throw new Error('category insert failed');
      for (const [subIndex, sub] of category.subcategories.entries()) {
        const [subRow] = await db
          .insert(subcategories)
          .values({
            name: sub.name,
            description: null,
            order: subIndex + 1,
            categoryId: categoryRow.id,
          })
          .returning({ id: subcategories.id });
        if (!subRow) throw new Error('subcategory insert failed');
        for (const [i, noun] of sub.nouns.entries()) {
          n++;
          const size = pick(SIZES, n * 3 + i);
          const brand = pick(BRANDS, n + subIndex);
          const quality = n % 5 === 0 ? '2da' : '1ra';
          const values: NewProduct = {
            name: area.flooring
              ? `${sub.look === 'ceramica' ? 'Cerámico' : 'Porcelanato'} ${noun} ${size.dimensions}`
              : noun,
            description: area.flooring
              ? `${sub.name} de ${brand}, terminación ${finishWord(pick(FINISHES, n))}, ideal para ${n % 2 ? 'interiores' : 'interiores y exteriores'}. Formato ${size.dimensions} cm.`
              : `${noun} de ${brand}. Calidad garantizada y asesoramiento en el local.`,
            brand,
            price: area.flooring
              ? 9000 + ((n * 1373) % 26000) + (n % 3 === 0 ? 0.5 : 0)
              : 4500 + ((n * 2719) % 90000),
            discountPercentage: n % 4 === 0 ? pick([10, 15, 20, 25], n) : null,
            dimensions: area.flooring ? size.dimensions : null,
            metersPerBox: area.flooring ? size.metersPerBox : null,
            quality: area.flooring ? quality : '1ra',
            type: area.flooring ? pick(FINISHES, n) : null,
            hasShipping: !PICKUP_ONLY.has(noun),
            saleUnit: area.flooring ? 'caja' : sub.look === 'bolsa' ? 'bolsa' : 'unidad',
            areaId: areaRow.id,
            categoryId: categoryRow.id,
            subcategoryId: subRow.id,
            images: [],
            ...(area.flooring ? demoAttributes(sub, noun, n) : NO_TILE_ATTRIBUTES),
          };
          const productId = await insertProduct(db, {
            ...values,
            ...demoStockSettings(area.flooring, n),
          });
          await seedDemoStock(db, productId, area.flooring, n);
          const imageCount = 1 + (n % 3);
          const images = [];
          for (let k = 0; k < imageCount; k++) {
            images.push(
              await storeEncodedImage(storage, productId, await texture(sub.look, i + k)),
            );
          }
          await db.update(products).set({ images }).where(eq(products.id, productId));
        }
      }
    }
  }
  await linkMaterials(db);
  await seedDemoDeliveryZones(db);
  return { products: n };
}

/** The shop's own area priced from the start: Luján and its neighbouring partidos. */
async function seedDemoDeliveryZones(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(deliveryZones);
  if ((existing?.n ?? 0) > 0) return;
  await db
    .insert(deliveryZones)
    .values(DEMO_DELIVERY_ZONES.map((zone) => ({ kind: 'partido' as const, ...zone })));
}

/**
 * The flooring categories suggest the shop's grey grout and the adhesive their tiles need: the
 * porcelain one (30 kg bags) for porcelanatos, which absorb almost no water, the flexible one
 * (25 kg) for cerámicos. The calculator works out bags of these sizes.
 */
async function linkMaterials(db: Db): Promise<void> {
  const byName = async (name: string) =>
    (await db.select({ id: products.id }).from(products).where(eq(products.name, name)))[0]?.id;
  const groutProductId = await byName('Pastina Gris 5 kg');
  const links: [category: string, adhesive: string][] = [
    ['Porcelánicos', 'Adhesivo Porcelanato 30 kg'],
    ['Cerámicos', 'Adhesivo Flexible 25 kg'],
  ];
  for (const [category, adhesive] of links) {
    const adhesiveProductId = await byName(adhesive);
    if (!adhesiveProductId || !groutProductId) continue;
    await db
      .update(categories)
      .set({ adhesiveProductId, groutProductId })
      .where(eq(categories.name, category));
  }
}
