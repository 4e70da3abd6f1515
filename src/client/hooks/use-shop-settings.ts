import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '../../shared/settings';
import { api } from '../api-client';
import { queryKeys } from '../../shared/query-keys';

export const shopSettingsQuery = queryOptions({
  // The server inlines the settings in every page (boot data): no request before the first render.
  queryKey: queryKeys.settings,
  queryFn: ({ signal }) => api<ShopSettings>('/api/settings', { signal }),
  staleTime: 10 * 60 * 1000,
});

export function useShopSettings(): ShopSettings | undefined {
  return useQuery(shopSettingsQuery).data;
}
