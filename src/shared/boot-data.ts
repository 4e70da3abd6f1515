import type { ShopSettings } from './settings';

/** A query answer the server already holds, inlined under the client's key (queryKeys). */
export interface BootQuery {
  key: readonly unknown[];
  data: unknown;
}

/** Data the server inlines in every page's HTML (a JSON block), read before the first render. */
export interface BootData {
  settings: ShopSettings;
  /** What the page's first render will ask for (its product list, its product, the taxonomy). */
  queries: BootQuery[];
  /**
   * Present when the server rendered the page's markup: the router's loader data for the
   * matched routes, so the browser hydrates that markup instead of rendering the page again.
   */
  router?: { loaderData: Record<string, unknown> };
}

export const BOOT_DATA_ID = 'boot-data';

/**
 * A server-rendered page's list of the app's modules (a JSON array of URLs), fetched only after
 * the page is painted so that nothing competes with what the shopper sees first.
 */
export const PAGE_MODULES_ID = 'page-modules';

/** What the server's page renderer (built from src/client/render-page.tsx) is given. */
export interface RenderPageInput {
  /** Absolute URL of the page. */
  url: string;
  settings: ShopSettings;
  queries: BootQuery[];
}

/** The page's markup, the style tags it needs and the router data the browser hydrates with. */
export interface RenderedPage {
  html: string;
  styles: string;
  router: NonNullable<BootData['router']>;
}

export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage | null>;
