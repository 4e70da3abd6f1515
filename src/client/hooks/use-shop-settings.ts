import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '#shared/settings';
import { shopSettingsEndpoints } from '#shared/storefront-endpoints';
import { client } from '../api/endpoint-client';
import { queryKeys } from '#shared/query-keys';

const settings = client(shopSettingsEndpoints);

export const shopSettingsQuery = queryOptions({
  // The server inlines the settings in every page (boot data): no request before the first render.
  queryKey: queryKeys.settings,
  queryFn: ({ signal }) => settings.read({}, { signal }),
  staleTime: 10 * 60 * 1000,
});

export function useShopSettings(): ShopSettings | undefined {
  return useQuery(shopSettingsQuery).data;
}
