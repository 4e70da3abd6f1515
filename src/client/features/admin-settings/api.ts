import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLegalEndpoints, adminSettingsEndpoints } from '#shared/admin-content-endpoints';
import type { LegalSlug } from '#shared/legal';
import { queryKeys } from '#shared/query-keys';
import type { ShopSettings } from '#shared/settings';
import { client } from '#client/api/endpoint-client';

const settings = client(adminSettingsEndpoints);
const legal = client(adminLegalEndpoints);

/** Saves the settings; the layout, footer and contact page read the answer at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettings) => settings.save({ body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings, saved),
  });
}

export const adminLegalQuery = (slug: LegalSlug) => ({
  queryKey: ['admin', 'legal', slug] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => legal.read({ params: { slug } }, { signal }),
});

export function useSaveLegalPage(slug: LegalSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => legal.save({ params: { slug }, body: { body } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminLegalQuery(slug).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.legal(slug) });
    },
  });
}

/** The product feeds' addresses (PUBLIC_URL): the server knows the shop's public address. */
export const productFeedLinksQuery = queryOptions({
  queryKey: ['admin', 'feeds'] as const,
  queryFn: ({ signal }) => settings.feedLinks({}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Whether the server has Mercado Pago's credentials (its environment, not these settings). */
export const mercadoPagoStatusQuery = queryOptions({
  queryKey: ['admin', 'settings', 'mercado-pago'] as const,
  queryFn: ({ signal }) => settings.mercadoPago({}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
