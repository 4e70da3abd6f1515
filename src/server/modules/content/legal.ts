import { eq } from 'drizzle-orm';
import { LEGAL_TITLES, type LegalPage, type LegalSlug } from '#shared/legal';
import type { ShopSettings } from '#shared/settings';
import type { Db } from '#server/db/client';
import { legalPages } from '#server/db/schema';
import type { RecordIn } from '../staff/activity';
import { DEFAULT_LEGAL_TEXTS } from './legal-defaults';
import { fillShopDetails } from '#shared/legal-text';

/** The page as the owner left it (placeholders kept), or its default. */
export async function getLegalSource(db: Db, slug: LegalSlug): Promise<LegalPage> {
  const [row] = await db
    .select({ body: legalPages.body, updatedAt: legalPages.updatedAt })
    .from(legalPages)
    .where(eq(legalPages.slug, slug));
  return {
    slug,
    title: LEGAL_TITLES[slug],
    body: row?.body ?? DEFAULT_LEGAL_TEXTS[slug],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The page as the public reads it. */
export async function getLegalPage(
  db: Db,
  slug: LegalSlug,
  shop: ShopSettings,
): Promise<LegalPage> {
  const page = await getLegalSource(db, slug);
  return { ...page, body: fillShopDetails(page.body, shop) };
}

/** Saves a page's source text, in one transaction with its Actividad entry (`recordIn`). */
export async function saveLegalPage(
  db: Db,
  slug: LegalSlug,
  body: string,
  recordIn: RecordIn,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(legalPages)
      .values({ slug, body })
      .onConflictDoUpdate({ target: legalPages.slug, set: { body, updatedAt: new Date() } });
    await recordIn(tx);
  });
}
