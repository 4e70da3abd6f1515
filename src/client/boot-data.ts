import type { QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_ID, type BootData, type BootQuery } from '../shared/boot-data';
import { queryKeys } from '../shared/query-keys';

const isBootQuery = (value: unknown): value is BootQuery =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Partial<BootQuery>).key) &&
  (value as Partial<BootQuery>).data !== undefined;

const isRouterData = (value: unknown): value is NonNullable<BootData['router']> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { loaderData?: unknown }).loaderData === 'object' &&
  (value as { loaderData?: unknown }).loaderData !== null;

/** What the server inlined in this page (null from the Vite dev server or on a bad block). */
export function readBootData(): BootData | null {
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<BootData> | null;
    if (!data || typeof data.settings !== 'object' || !data.settings) return null;
    const queries = Array.isArray(data.queries) ? data.queries.filter(isBootQuery) : [];
    const router = isRouterData(data.router) ? data.router : undefined;
    return { settings: data.settings, queries, ...(router ? { router } : {}) };
  } catch {
    return null;
  }
}

/**
 * Puts the inlined answers in the query cache, so the first render of the page needs no request:
 * the shop's settings always, and the page's own data (list, product, taxonomy) where it has any.
 * The server seeds its own client the same way before rendering, so both renders see one state.
 */
export function seedBootData(
  queryClient: QueryClient,
  boot: Pick<BootData, 'settings' | 'queries'> | null,
): void {
  if (!boot) return;
  queryClient.setQueryData(queryKeys.settings, boot.settings);
  for (const { key, data } of boot.queries) queryClient.setQueryData(key, data);
}
