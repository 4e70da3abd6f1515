import type { ImagePreload, PageHead } from './page-head';
import type { ShopSettings } from './settings';

/**
 * Data the server inlines in a page's HTML (an inert JSON block), read before the first render:
 * the query cache the server's loaders filled (TanStack Query's dehydrate(): the shop's settings
 * always, the page's own data where it has any) and, when the server drew the page's markup, the
 * router's loader data so the browser hydrates that markup instead of rendering it again.
 */
export interface BootData {
  queries: {
    queries: { queryKey: readonly unknown[]; state: { data?: unknown } }[];
    mutations: unknown[];
  };
  router?: { loaderData: Record<string, unknown> };
}

export const BOOT_DATA_ID = 'boot-data';

/**
 * A server-rendered page's list of the app's modules (a JSON array of URLs), fetched only after
 * the page is painted so that nothing competes with what the shopper sees first.
 */
export const PAGE_MODULES_ID = 'page-modules';

/** How the server's page renderer reaches the API: in process, never over the network. */
export type ApiFetch = (path: string) => Promise<Response>;

/** One page request, as the server hands it to the storefront's renderer. */
export interface PageRequest {
  /** Absolute URL of the page. */
  url: string;
  settings: ShopSettings;
  /** PUBLIC_URL, for canonical links and JSON-LD. */
  publicUrl: string;
}

/** Everything the server writes into one page's HTML, decided by the route table. */
export interface PageAnswer {
  status: number;
  /**
   * The page is elsewhere (a loader redirected: an old category address): the answer is `status`
   * (301) with this Location, and nothing else here is sent.
   */
  redirect?: string;
  /** Null: the template's own title and description. */
  head: PageHead | null;
  image?: ImagePreload | undefined;
  /** The matched routes' source modules (keys of Vite's manifest), for preloading their chunks. */
  modules: string[];
  /** The page's markup and styles, or null when the browser draws it. */
  markup: { html: string; styles: string } | null;
  boot: BootData;
}

/**
 * The storefront's server side, built from src/client/render-page.tsx (dist/ssr): every page
 * path of the route table, and the renderer of one page.
 */
export interface Storefront {
  /** Page paths in Fastify's syntax ('/producto/:id'), from the route table. */
  paths: string[];
  render(request: PageRequest): Promise<PageAnswer>;
}

/** What dist/ssr/render-page.js exports. */
export type CreateStorefront = (api: ApiFetch) => Storefront;
