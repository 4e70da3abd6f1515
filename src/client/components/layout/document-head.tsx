import { useEffect } from 'react';
import { type UIMatch, useLocation, useMatches } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { HeadTags } from '#shared/page-head';
import { useShopSettings } from '#client/hooks/use-shop-settings';
import { isPageHandle } from '#client/page';

/** The deepest matched route that declares a head: the page's own, else its layout's. */
function headOf(matches: UIMatch[]) {
  for (const match of [...matches].reverse()) {
    const handle: unknown = match.handle;
    if (isPageHandle(handle) && handle.head) return { head: handle.head, params: match.params };
  }
  return null;
}

function setHeadTag(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

function applyHead(tags: HeadTags) {
  document.title = tags.title;
  setHeadTag('meta[name="description"]', 'content', tags.description);
  setHeadTag('link[rel="canonical"]', 'href', tags.url);
}

/** The shop's public address as the server wrote it into the canonical link (PUBLIC_URL). */
function publicUrl(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL(canonical.href).origin : window.location.origin;
}

/**
 * The page's head (its route module's `handle.head`, what the server wrote into the HTML) kept
 * in the document as the shopper moves between pages: title, description and canonical link.
 * Worked out, as on the server, once the page's data has arrived (no query fetching), and again
 * whenever that data changes.
 */
export function DocumentHead() {
  const matches = useMatches();
  const location = useLocation();
  const queryClient = useQueryClient();
  const shop = useShopSettings();

  useEffect(() => {
    const page = headOf(matches);
    if (!shop || !page) return;
    const apply = () => {
      if (queryClient.isFetching() > 0) return;
      const tags = page.head({
        queryClient,
        params: page.params,
        url: new URL(window.location.href),
        shop,
        publicUrl: publicUrl(),
      });
      if (tags) applyHead(tags);
    };
    apply();
    return queryClient.getQueryCache().subscribe(apply);
  }, [matches, location, queryClient, shop]);

  return null;
}
