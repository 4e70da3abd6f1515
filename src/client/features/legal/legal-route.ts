import type { LegalSlug } from '#shared/legal';
import { summarize } from '#shared/page-head';
import type { PageHandle, PageLoader } from '#client/page';
import { legalPageQuery } from './api';

/** A legal page's loader: its text, which the server draws into the page. */
export const legalLoader =
  (slug: LegalSlug): PageLoader =>
  ({ queryClient }) =>
    queryClient.ensureQueryData(legalPageQuery(slug)).then(() => null);

/** A legal page's head: its title, and its text's start as the description. */
export const legalHandle = (slug: LegalSlug): PageHandle => ({
  serverRendered: true,
  head: ({ queryClient, shop, publicUrl }) => {
    const page = queryClient.getQueryData(legalPageQuery(slug).queryKey);
    if (!page) return null;
    return {
      title: `${page.title} | ${shop.name}`,
      description: summarize(page.body.replace(/^#+\s*/gm, '')),
      url: `${publicUrl}/${slug}`,
    };
  },
});
