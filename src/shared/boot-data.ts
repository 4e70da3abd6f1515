import type { ShopSettings } from './settings';

/** Data the server inlines in every page's HTML (a JSON block), read before the first render. */
export interface BootData {
  settings: ShopSettings;
}

export const BOOT_DATA_ID = 'boot-data';
