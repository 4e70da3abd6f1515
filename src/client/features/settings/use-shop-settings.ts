import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '../../../shared/settings';
import { api } from '../../api-client';
import { readBootData } from '../../boot-data';

export const shopSettingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => api<ShopSettings>('/api/settings', { signal }),
  staleTime: 10 * 60 * 1000,
});

/** The server inlines the settings in the page: no request stands before the first render. */
export function seedShopSettings(queryClient: QueryClient): void {
  const boot = readBootData();
  if (boot) queryClient.setQueryData(shopSettingsQuery.queryKey, boot.settings);
}

export function useShopSettings(): ShopSettings | undefined {
  return useQuery(shopSettingsQuery).data;
}
