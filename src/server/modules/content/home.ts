import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ProductDetail } from '#shared/catalog';
import {
  type AdminHome,
  DEFAULT_HOME_IMAGES,
  HOME_IMAGE_KINDS,
  HOME_MESSAGES,
  type HomeContent,
  HomeContentSchema,
  type HomeImage,
  type HomePage,
} from '#shared/home';
import type { Db } from '#server/db/client';
import { homeContent, homeImages, products } from '#server/db/schema';
import { badRequest } from '#server/errors';
import { isPublished, selectProductDetails, withImageUrls } from '../catalogue/catalog-read';
import { lockHomeImages, uploadedImage } from './home-images';
import type { Storage } from '#server/lib/storage';
import type { CatalogWrites } from '../catalogue/catalog-writes';
import type { RecordIn } from '../staff/activity';

type StoredHome = Pick<HomeContent, 'slides' | 'tiles'>;

/** Every tile opens /productos with these area, categoria and subcategoria. */
function categoryTileLink(subcategory: string): string {
  const params = new URLSearchParams({
    area: 'Pisos y revestimientos',
    categoria: 'Porcelanicos',
    subcategoria: subcategory,
  });
  return `/productos?${params.toString()}`;
}

/** What a new shop shows: the three slides and four tiles it always had. */
export const DEFAULT_HOME_CONTENT: StoredHome = {
  slides: [
    {
      id: '6b0c9c61-0d6e-4c1e-9a52-000000000001',
      image: 'default:slide-1',
      title: 'La calidez de la madera, la resistencia del porcelanato',
      text: 'Porcelanatos símil madera para pisos que duran toda la vida.',
      buttonText: 'Ver productos',
      link: '/productos',
      active: true,
    },
    {
      id: '6b0c9c61-0d6e-4c1e-9a52-000000000002',
      image: 'default:slide-2',
      title: 'Mármoles que transforman cada ambiente',
      text: 'Formatos grandes, terminaciones pulidas y mates para interiores elegantes.',
      buttonText: 'Explorar catálogo',
      link: '/productos',
      active: true,
    },
    {
      id: '6b0c9c61-0d6e-4c1e-9a52-000000000003',
      image: 'default:slide-3',
      title: 'Calculá cuántas cajas necesitás',
      text: 'Ingresá los metros cuadrados y te decimos cajas, adhesivo y pastina.',
      buttonText: 'Empezar ahora',
      link: '/productos',
      active: true,
    },
  ],
  tiles: [
    {
      image: 'default:simil-madera',
      title: 'Símil Madera',
      link: categoryTileLink('Simil madera'),
    },
    {
      image: 'default:simil-marmol',
      title: 'Símil Mármol',
      link: categoryTileLink('Simil marmol'),
    },
    {
      image: 'default:simil-cemento',
      title: 'Símil Cemento',
      link: categoryTileLink('Simil cemento'),
    },
    {
      image: 'default:simil-piedra',
      title: 'Símil Piedra',
      link: categoryTileLink('Simil piedra'),
    },
  ],
};

/** The slides and tiles as stored, or the defaults when none are (or they no longer parse). */
async function getStoredHome(db: Db): Promise<StoredHome> {
  const [row] = await db
    .select({ data: homeContent.data })
    .from(homeContent)
    .where(eq(homeContent.id, 1));
  const parsed = HomeContentSchema.omit({ featuredIds: true }).safeParse(row?.data);
  return parsed.success ? parsed.data : DEFAULT_HOME_CONTENT;
}

async function getFeaturedIds(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(isNotNull(products.featuredPosition))
    .orderBy(asc(products.featuredPosition));
}

/** Each image the content names, as the pages draw it (a stale upload id draws nothing). */
async function resolveImages(
  db: Db,
  storage: Storage,
  content: StoredHome,
): Promise<Record<string, HomeImage>> {
  const refs = [
    ...content.slides.map((slide) => ({ ref: slide.image, kind: 'slide' as const })),
    ...content.tiles.map((tile) => ({ ref: tile.image, kind: 'tile' as const })),
  ];
  const uploadIds = refs.map((r) => r.ref).filter((ref) => !(ref in DEFAULT_HOME_IMAGES));
  const uploads =
    uploadIds.length > 0
      ? await db.select().from(homeImages).where(inArray(homeImages.id, uploadIds))
      : [];
  const images: Record<string, HomeImage> = {};
  for (const { ref, kind } of refs) {
    const size = HOME_IMAGE_KINDS[kind];
    const builtIn = DEFAULT_HOME_IMAGES[ref as keyof typeof DEFAULT_HOME_IMAGES];
    if (builtIn) {
      images[ref] = { src: builtIn, srcSet: '', width: size.width, height: size.height };
      continue;
    }
    const upload = uploads.find((u) => u.id === ref);
    if (upload) images[ref] = uploadedImage(storage, upload);
  }
  return images;
}

/**
 * What the home banner's first slide shows (the shop's face in a shared link): its image's ref,
 * a default one when no slide is active.
 */
export async function firstSlideImageRef(db: Db): Promise<string> {
  const content = await getStoredHome(db);
  return content.slides.find((slide) => slide.active)?.image ?? 'default:slide-1';
}

/** The destacados the shop shows: published ones, in the owner's order. */
async function getFeaturedProducts(db: Db, storage: Storage): Promise<ProductDetail[]> {
  const rows = await selectProductDetails(db)
    .where(and(isNotNull(products.featuredPosition), isPublished))
    .orderBy(asc(products.featuredPosition));
  return rows.map((row) => withImageUrls(storage, row));
}

/** GET /api/home: active slides, tiles and destacados, read fresh on every call. */
export async function getHomePage(db: Db, storage: Storage): Promise<HomePage> {
  const content = await getStoredHome(db);
  const images = await resolveImages(db, storage, content);
  const missing: HomeImage = { src: '', srcSet: '', width: 0, height: 0 };
  return {
    slides: content.slides
      .filter((slide) => slide.active)
      .map(({ active: _active, ...slide }) => ({
        ...slide,
        image: images[slide.image] ?? missing,
      })),
    tiles: content.tiles.map((tile) => ({ ...tile, image: images[tile.image] ?? missing })),
    featured: await getFeaturedProducts(db, storage),
  };
}

export async function getAdminHome(db: Db, storage: Storage): Promise<AdminHome> {
  const content = await getStoredHome(db);
  const featured = await getFeaturedIds(db);
  return {
    content: { ...content, featuredIds: featured.map((product) => product.id) },
    images: await resolveImages(db, storage, content),
    featured,
  };
}

/**
 * Saves the whole of Inicio in one transaction: the slides and tiles, and the destacados as the
 * products' featured_position (1..n; every other product's is cleared), with its Actividad entry
 * (`recordIn`): a refused entry saves nothing.
 */
export async function saveHomeContent(
  db: Db,
  writes: CatalogWrites,
  content: HomeContent,
  recordIn: RecordIn,
): Promise<void> {
  const uploadIds = [...content.slides, ...content.tiles]
    .map((item) => item.image)
    .filter((ref) => !(ref in DEFAULT_HOME_IMAGES));
  await db.transaction(async (tx) => {
    // Before the check: the clean-up of unused uploads waits for this save to commit.
    await lockHomeImages(tx);
    if (uploadIds.length > 0) {
      const found = await tx
        .select({ id: homeImages.id })
        .from(homeImages)
        .where(inArray(homeImages.id, uploadIds));
      if (found.length !== new Set(uploadIds).size) throw badRequest(HOME_MESSAGES.image);
    }
    if (content.featuredIds.length > 0) {
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, content.featuredIds), isPublished));
      if (found.length !== content.featuredIds.length)
        throw badRequest(HOME_MESSAGES.featuredUnknown, {
          featuredIds: HOME_MESSAGES.featuredUnknown,
        });
    }
    const data: StoredHome = { slides: content.slides, tiles: content.tiles };
    await tx
      .insert(homeContent)
      .values({ id: 1, data })
      .onConflictDoUpdate({ target: homeContent.id, set: { data, updatedAt: new Date() } });
    await tx
      .update(products)
      .set({ featuredPosition: null })
      .where(isNotNull(products.featuredPosition));
    if (content.featuredIds.length > 0)
      await tx
        .update(products)
        .set({
          featuredPosition: sql`case ${products.id} ${sql.join(
            content.featuredIds.map((id, i) => sql`when ${id}::uuid then ${i + 1}::int`),
            sql` `,
          )} end`,
        })
        .where(inArray(products.id, content.featuredIds));
    await recordIn(tx);
  });
  // The destacados lead the catalogue's recommended order (featured_position).
  await writes.changed();
}
