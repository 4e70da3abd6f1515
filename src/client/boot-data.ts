import { type DehydratedState, type QueryClient, hydrate } from '@tanstack/react-query';
import { BOOT_DATA_ID, type BootData } from '#shared/boot-data';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** What the server inlined in this page (null without a block, or a bad one). */
export function readBootData(): BootData | null {
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (!isObject(data) || !isObject(data.queries) || !Array.isArray(data.queries.queries))
      return null;
    return data as unknown as BootData;
  } catch {
    return null;
  }
}

/**
 * Puts the server's query cache (its loaders' answers: the shop's settings always, the page's
 * own data where it has any) into the browser's, so the first render needs no request and
 * draws what the server drew.
 */
export function hydrateBootData(queryClient: QueryClient, boot: BootData | null): void {
  if (boot) hydrate(queryClient, boot.queries as DehydratedState);
}
