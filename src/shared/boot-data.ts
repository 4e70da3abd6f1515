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
}

export const BOOT_DATA_ID = 'boot-data';
