import { LEGAL_SLUGS, type LegalSlug } from '../../shared/legal';
import { queryKeys } from '../../shared/query-keys';
import type { ShopSettings } from '../../shared/settings';
import type { Db } from '../db/client';
import type { PageExtras } from '../plugins/spa';
import { getLegalPage } from '../services/legal';
import { renderHeadTags, summarize } from './html';

const LEGAL_PATHS = new Map<string, LegalSlug>(LEGAL_SLUGS.map((slug) => [`/${slug}`, slug]));

/** /terminos, /privacidad and /arrepentimiento: their title, and their text drawn by the server. */
export async function legalPageExtras(
  db: Db,
  shop: ShopSettings,
  publicUrl: string,
  pathname: string,
): Promise<PageExtras | null> {
  const slug = LEGAL_PATHS.get(pathname);
  if (!slug) return null;
  const page = await getLegalPage(db, slug, shop);
  return {
    head: renderHeadTags(
      {
        title: `${page.title} | ${shop.name}`,
        description: summarize(page.body.replace(/^#+\s*/gm, '')),
        url: `${publicUrl}/${slug}`,
      },
      shop.name,
    ),
    queries: [{ key: queryKeys.legal(slug), data: page }],
    markup: true,
  };
}
