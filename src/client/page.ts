import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import type { ImagePreload, PageHead } from '#shared/page-head';
import type { ShopSettings } from '#shared/settings';

/**
 * A page's loader: it starts (or awaits) the queries the page's first render reads, in the
 * given query client — the browser's one, or on the server one made for the request. The server
 * renders once every query a loader started has settled.
 */
export type PageLoader = (args: LoaderFunctionArgs & { queryClient: QueryClient }) => unknown;

/** What a page's head and image are worked out from, on the server, after its loaders ran. */
export interface PageContext {
  queryClient: QueryClient;
  params: Params;
  url: URL;
  shop: ShopSettings;
  publicUrl: string;
}

/**
 * What a page module exports as `handle` (React Router's route-module field), next to its
 * `Component` and `loader`.
 */
export interface PageHandle {
  /** The server draws this page's markup (its first render needs nothing only a browser has). */
  serverRendered?: boolean;
  /** Title, description, canonical, Open Graph and JSON-LD; a status for a missing thing. */
  head?: (page: PageContext) => PageHead | null;
  /** The image the page shows largest on arrival, preloaded with the HTML. */
  image?: (page: PageContext) => ImagePreload | undefined;
}

export const isPageHandle = (value: unknown): value is PageHandle =>
  typeof value === 'object' && value !== null;

/**
 * The head of a page named only by its title ('Carrito | {tienda}'), described by the shop's
 * tagline; `noindex` for what search engines must not list (the admin, a customer's order).
 */
export const titledHead =
  (title: string, options: { noindex?: boolean } = {}): NonNullable<PageHandle['head']> =>
  ({ shop, url, publicUrl }) => ({
    title: `${title} | ${shop.name}`,
    description: shop.tagline,
    url: `${publicUrl}${url.pathname}`,
    ...(options.noindex ? { noindex: true } : {}),
  });
